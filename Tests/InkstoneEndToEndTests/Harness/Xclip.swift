import Foundation
import InkTestSupport

/// `xclip` (Debian package xclip) against a test's X server: reading a selection's target the
/// way other apps do, and owning a selection with a file's bytes.
enum Xclip {
    static let path = "/usr/bin/xclip"

    /// The bytes of `target` of `selection` ("clipboard", "primary"), or nil when xclip failed.
    static func read(display: String, selection: String = "clipboard", target: String, timeout: Double = 30) -> Data? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("xclip-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        guard let p = try? ChildProcess(path: path, arguments: ["-selection", selection, "-o", "-t", target],
                                        environment: testEnvironment(display: display), output: out) else { return nil }
        guard p.wait(timeout: timeout) == 0 else {
            p.stop()
            return nil
        }
        return FileManager.default.contents(atPath: out)
    }

    /// xclip owning `selection` with `file`'s bytes as `type`, in the foreground until stopped.
    static func serve(display: String, selection: String = "clipboard", type: String, file: String) throws -> ChildProcess {
        try ChildProcess(path: path, arguments: ["-quiet", "-selection", selection, "-t", type, "-i", file],
                         environment: testEnvironment(display: display))
    }

    /// Waits until `selection` has an owner offering `type` (xclip serves once it is up).
    static func waitForOffer(display: String, selection: String = "clipboard", type: String) -> Bool {
        waitUntil(timeout: 15) {
            read(display: display, selection: selection, target: "TARGETS", timeout: 5).map { String(decoding: $0, as: UTF8.self).contains(type) } ?? false
        }
    }
}
