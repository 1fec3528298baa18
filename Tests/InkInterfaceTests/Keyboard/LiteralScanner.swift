import Foundation

/// Finds the string literals of a Swift source that read like words a person sees (a
/// capitalised word, or two words with a space between) and that do not go through `tr(`,
/// `trn(` or `NamedColor(`: the candidates for a string shown untranslated. Comments are
/// skipped, interpolations are read as code (their own literals are found too), and literals
/// on a line stating a programmer's fault (`fatalError`, `precondition`, `assert`) are left out.
struct LiteralScanner {
    /// A literal as written between its quotes, on the line it starts.
    struct Finding: Hashable {
        var file: String
        var line: Int
        var text: String
    }

    static let translating = ["tr(", "trn(", "NamedColor("]
    static let faults = ["fatalError(", "precondition(", "preconditionFailure(", "assert(", "assertionFailure("]

    /// The literals of `source` (the text of the file named `file`) that read like words.
    static func findings(in source: String, file: String) -> [Finding] {
        let chars = Array(source)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Finding] = []
        var i = 0, line = 1
        /// The code since the last literal, to see what a literal is given to.
        var before = ""
        func peek(_ s: String, at k: Int) -> Bool {
            let p = Array(s)
            return k + p.count <= chars.count && Array(chars[k..<k + p.count]) == p
        }
        /// Reads one literal opening at `i` (after any `#`s), returns its text; nested
        /// literals of its interpolations are scanned recursively.
        func literal(hashes: Int) -> String {
            let multi = peek("\"\"\"", at: i)
            i += multi ? 3 : 1
            let close = (multi ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var text = ""
            while i < chars.count {
                if peek(close, at: i) { i += close.count; return text }
                if peek(escape + "(", at: i) {
                    text += escape + "("
                    i += escape.count + 1
                    var depth = 1
                    let saved = before
                    before = ""
                    while i < chars.count, depth > 0 {
                        let c = chars[i]
                        if c == "\"" || (c == "#" && peekRawOpen()) { scanLiteral(); continue }
                        if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                        if c == "\n" { line += 1 }
                        if depth > 0 { text.append(c); before.append(c) }
                        i += 1
                    }
                    before = saved
                    text += ")"
                    continue
                }
                if peek(escape, at: i), i + escape.count < chars.count {
                    text += escape + String(chars[i + escape.count])
                    i += escape.count + 1
                    continue
                }
                if chars[i] == "\n" { line += 1; if !multi { return text } }
                text.append(chars[i])
                i += 1
            }
            return text
        }
        func peekRawOpen() -> Bool {
            var k = i
            while k < chars.count, chars[k] == "#" { k += 1 }
            return k > i && k < chars.count && chars[k] == "\""
        }
        func scanLiteral() {
            var hashes = 0
            while chars[i] == "#" { hashes += 1; i += 1 }
            let start = line
            let context = before
            let text = literal(hashes: hashes)
            let code = lines.indices.contains(start - 1) ? lines[start - 1] : ""
            let given = context.trimmingCharacters(in: .whitespacesAndNewlines)
            let translated = translating.contains { given.hasSuffix($0) } || given.range(of: #"\btrn\(\s*"[^"]*"\s*,$"#, options: .regularExpression) != nil
            if !translated, !faults.contains(where: { code.contains($0) }), readsLikeWords(text) {
                found.append(Finding(file: file, line: start, text: text))
            }
            before = context + "\"…\""
        }
        while i < chars.count {
            let c = chars[i]
            if peek("//", at: i) {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if peek("/*", at: i) {
                while i < chars.count, !peek("*/", at: i) { if chars[i] == "\n" { line += 1 }; i += 1 }
                i += 2
            } else if c == "\"" || (c == "#" && peekRawOpen()) {
                scanLiteral()
            } else {
                if c == "\n" { line += 1 }
                before.append(c)
                i += 1
            }
        }
        return found
    }

    /// A capitalised word ("Insert", "Not placed: …") or two words with a space between
    /// ("cannot open display"): words a person reads. Keys, paths, MIME types and single
    /// lower-case identifiers are not.
    static func readsLikeWords(_ text: String) -> Bool {
        // The text without its interpolations (balanced parentheses).
        var plain = "", depth = 0, rest = Substring(text)
        while let c = rest.first {
            if depth == 0, rest.hasPrefix("\\(") { depth = 1; rest = rest.dropFirst(2); plain += " "; continue }
            if depth > 0 { if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } } else { plain.append(c) }
            rest = rest.dropFirst()
        }
        if plain.range(of: #"^[^A-Za-z]*[A-Z][a-z]+"#, options: .regularExpression) != nil { return true }
        return plain.range(of: #"[A-Za-z]{2,}[^A-Za-z\n]*\s[^A-Za-z\n]*[A-Za-z]{2,}"#, options: .regularExpression) != nil
    }
}
