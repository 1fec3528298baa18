import Foundation
import Testing

/// Issue 18: every string a person reads goes through `tr`/`trn`. The sources are scanned for
/// literals that read like words (`LiteralScanner`) and are not translated; each must be
/// listed, with why, in `po/untranslated-literals.txt` (protocol names, key
/// names, developer output…). A new notice, label, tooltip or command-line message written
/// without `tr(` fails here, wherever it is shown, whether or not another test reaches it.
extension TranslationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")
    static let allowlist = root.appendingPathComponent("po/untranslated-literals.txt")

    /// The allowlist as (file name, literal) pairs.
    static func allowed() throws -> Set<LiteralScanner.Finding> {
        let text = try String(contentsOf: allowlist, encoding: .utf8)
        var pairs = Set<LiteralScanner.Finding>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.range(of: ".swift: ") else { continue }
            pairs.insert(LiteralScanner.Finding(file: String(line[..<colon.lowerBound]) + ".swift", line: 0,
                                                text: String(line[colon.upperBound...])))
        }
        return pairs
    }

    @Test func everyStringAPersonReadsIsTranslated() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 300, "the sources are found: \(files.count) files under \(Self.sources.path)")
        let allowed = try Self.allowed()
        var used = Set<LiteralScanner.Finding>()
        var untranslated: [String] = []
        for file in files {
            let name = file.lastPathComponent
            for found in LiteralScanner.findings(in: try String(contentsOf: file, encoding: .utf8), file: name) {
                let key = LiteralScanner.Finding(file: name, line: 0, text: found.text)
                if allowed.contains(key) { used.insert(key) } else { untranslated.append("\(name):\(found.line): \"\(found.text)\"") }
            }
        }
        #expect(untranslated.isEmpty, """
            shown untranslated: wrap each in tr("…") or trn("…", "…", n) (then make pot), or list it in \
            po/untranslated-literals.txt if no person ever reads it:
            \(untranslated.sorted().joined(separator: "\n"))
            """)
        let stale = allowed.subtracting(used).map { "\($0.file): \($0.text)" }.sorted()
        #expect(stale.isEmpty, "lines of po/untranslated-literals.txt that match nothing any more (remove them):\n\(stale.joined(separator: "\n"))")
    }

    /// A name made from a case of the code (`rawValue.capitalized`) reads as English in every
    /// language: what a person reads is written out and goes through tr() (the panel's
    /// presets showed "Medium" to a Chinese reader).
    @Test func noLabelIsACaseNameCapitalised() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() where line.contains(".capitalized") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                found.append("\(file.lastPathComponent):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "names made from the code's cases, shown untranslated:\n\(found.joined(separator: "\n"))")
    }

    /// The scanner itself: what it takes for words, and what it leaves alone.
    @Test func theScanFindsWordsOutsideTrOnly() {
        let source = #"""
            let a = tr("Not placed: %@", reason)
            let b = "Not placed: the image is too large (\(reason))"
            // let c = "Commented out"
            let d = trn("%d page", "%d pages",
                        n)
            let e = display.atom("_NET_WM_NAME"), f = "png", g = "Insert"
            let h = "\(n == 1 ? "item" : "items") left out"
            fatalError("Pango has no font map")
            let i = #"Raw words here"#
            """#
        let found = LiteralScanner.findings(in: source, file: "X.swift").map(\.text)
        #expect(found == [#"Not placed: the image is too large (\(reason))"#, "Insert", #"\(n == 1 ?  : ) left out"#, "Raw words here"])
    }
}
