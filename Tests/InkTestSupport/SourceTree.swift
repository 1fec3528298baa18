import Foundation

/// The package's own Swift sources, for tests that read them (no pointer escapes, no X button
/// numbers in the engine, no `Editor` in the renderer).
public enum SourceTree {
    /// The package's `Sources` folder, found from this file's place in `Tests/InkTestSupport`.
    public static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under `Sources/<folder>` (all of `Sources` for nil): its path below
    /// `Sources` and its text.
    public static func swiftFiles(in folder: String? = nil) throws -> [(path: String, text: String)] {
        let top = folder.map { sources.appendingPathComponent($0) } ?? sources
        let urls = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try urls.map { url in
            (String(url.path.dropFirst(sources.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }
    }
}
