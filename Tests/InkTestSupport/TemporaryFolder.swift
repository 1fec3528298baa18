import Foundation

/// A fresh, empty folder for one test under the system's temporary directory, removed with
/// everything in it when the value goes away (made writable first, so a test that took
/// permissions away cannot leave it behind).
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    /// `label` names the folder (`inkstone-LABEL-UUID`), to tell whose it is when one is left over.
    public init(_ label: String = "test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let walk = FileManager.default.enumerator(atPath: path) {
            for case let name as String in walk { chmod(url.appendingPathComponent(name).path, 0o700) }
        }
        chmod(path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `name` in the folder (which may name sub-folders).
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the folder, or in its sub-folder `sub`, sorted (hidden ones too).
    public func names(_ sub: String? = nil) -> [String] {
        let folder = sub.map { url.appendingPathComponent($0) } ?? url
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Writes `data` to `name`, making sub-folders as needed; returns the file's path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let target = file(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
        return target.path
    }

    /// Writes `text` as UTF-8 to `name`; returns the file's path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// The text in `name`, or nil if it cannot be read.
    public func read(_ name: String) -> String? {
        (try? Data(contentsOf: file(name))).map { String(decoding: $0, as: UTF8.self) }
    }
}
