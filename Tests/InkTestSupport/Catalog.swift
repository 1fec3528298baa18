import Foundation

/// The translations a language's catalog (`po/LANG.po`) holds, for tests that check what a
/// translated interface shows without installing the catalog (no translator is installed in
/// the test processes: `tr()` gives English there).
public enum Catalog {
    /// The msgid → msgstr of `po/<language>.po` (single-line entries, as the interface's titles are).
    public static func translations(_ language: String) throws -> [String: String] {
        let po = SourceTree.sources.deletingLastPathComponent().appendingPathComponent("po/\(language).po")
        let text = try String(contentsOf: po, encoding: .utf8)
        var found: [String: String] = [:], id: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("msgid \"") { id = String(line.dropFirst(7).dropLast()) }
            if line.hasPrefix("msgstr \""), let i = id { found[i] = String(line.dropFirst(8).dropLast()); id = nil }
        }
        return found
    }
}
