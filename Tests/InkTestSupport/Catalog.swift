import Foundation

/// The translations a language's catalog (`po/LANG.po`) holds, for tests that check what a
/// translated interface shows without installing the catalog (no translator is installed in
/// the test processes: `tr()` gives English there).
public enum Catalog {
    /// The msgid → msgstr of `po/<language>.po` (singular messages; an entry written over
    /// several quoted lines is joined; `\"` and `\n` are unescaped).
    public static func translations(_ language: String) throws -> [String: String] {
        let po = SourceTree.sources.deletingLastPathComponent().appendingPathComponent("po/\(language).po")
        let text = try String(contentsOf: po, encoding: .utf8)
        var found: [String: String] = [:]
        var id: String?, str: String?, field: String?
        func quoted(_ line: Substring) -> String {
            guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return "" }
            return String(line[line.index(after: open)..<close]).replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\n", with: "\n")
        }
        func finish() { if let i = id, let s = str, !i.isEmpty { found[i] = s }; id = nil; str = nil; field = nil }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") { finish(); id = quoted(line); field = "id" }
            else if line.hasPrefix("msgstr ") { str = quoted(line); field = "str" }
            else if line.hasPrefix("\"") {
                if field == "id" { id? += quoted(line) } else if field == "str" { str? += quoted(line) }
            } else { field = nil }
        }
        finish()
        return found
    }
}
