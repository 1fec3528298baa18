import CXTest
import Foundation
import Testing

/// The real `inkstone` binary running on a private Xvfb, with a test client driving it.
final class AppSession: @unchecked Sendable {
    let server: Xvfb
    let app: ChildProcess
    let client: XTestClient
    let window: Window
    let logPath: String

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(arguments: [String] = [], environment: [String: String] = [:]) throws {
        server = try Xvfb()
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-\(UUID().uuidString).log").path
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        for (k, v) in environment { env[k] = v }
        app = try ChildProcess(path: try inkstoneBinaryPath(), arguments: arguments, environment: env, output: logPath)
        client = try XTestClient(display: server.display)
        var found: Window?
        let client = self.client, pid = app.pid
        waitUntil(timeout: 15) {
            found = client.window(ofPID: pid)
            return found != nil
        }
        guard let w = found else {
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            client.close(); app.stop(); server.stop()
            throw Failure(description: "inkstone showed no window; its output:\n\(log)")
        }
        window = w
        // The first frame is up once the toolbar (not the window's white background) shows.
        guard waitUntil(timeout: 10, { self.snapshot().map { $0.pixel(2, 300) != paperWhite } ?? false }) else {
            client.close(); app.stop(); server.stop()
            throw Failure(description: "the first frame never appeared")
        }
    }

    deinit {
        client.close()
        app.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: logPath)
    }

    func snapshot() -> Snapshot? { client.snapshot(window) }

    /// Waits until the window's pixels satisfy `condition`; records an issue with `what` if not.
    @discardableResult
    func expectPixels(_ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: (Snapshot) -> Bool) -> Snapshot? {
        var last: Snapshot?
        let ok = waitUntil(timeout: timeout) {
            last = snapshot()
            return last.map(condition) ?? false
        }
        if !ok { Issue.record("timed out waiting for: \(what)", sourceLocation: sourceLocation) }
        return last
    }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
}
