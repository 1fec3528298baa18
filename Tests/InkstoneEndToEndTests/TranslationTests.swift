import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// Issue 18: the app speaks Simplified Chinese and Japanese. The catalogs in po/ are complete
/// (nothing untranslated or fuzzy) and hold every string the sources translate; with
/// LANGUAGE=zh_CN or ja, `inkstone --help`, the command line's notes (with the language's
/// plural forms) and the window's labels are translated.
@Suite(.serialized) struct TranslationTests {
    static let window = Size(1024, 720)
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Compiles po/*.po beside the binary under test, as `make` does (`swift test` alone does not).
    static func installCatalogs() throws {
        let binary = URL(fileURLWithPath: try inkstoneBinaryPath()).resolvingSymlinksInPath().deletingLastPathComponent()
        for language in ["zh_CN", "ja"] {
            let folder = binary.appendingPathComponent("locale/\(language)/LC_MESSAGES")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let built = try runProgram("/usr/bin/msgfmt", ["--check", "-o", folder.appendingPathComponent("inkstone.mo").path,
                                                          root.appendingPathComponent("po/\(language).po").path])
            try #require(built.status == 0, "msgfmt \(language): \(built.output)")
        }
    }

    static func environment(_ language: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = nil
        env["LC_MESSAGES"] = nil
        env["LANGUAGE"] = language
        return env
    }

    @Test(arguments: ["zh_CN", "ja"])
    func catalogIsComplete(language: String) throws {
        let stats = try runProgram("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", Self.root.appendingPathComponent("po/\(language).po").path],
                                   environment: Self.environment(""))
        #expect(stats.status == 0, "\(stats.output)")
        #expect(stats.output.contains("translated messages"), "\(stats.output)")
        #expect(!stats.output.contains("untranslated") && !stats.output.contains("fuzzy"), "\(language): \(stats.output)")
        // Every message of the template is in the catalog.
        let template = try Self.messages(in: "po/inkstone.pot"), catalog = try Self.messages(in: "po/\(language).po")
        #expect(template.subtracting(catalog).isEmpty, "missing in \(language).po: \(template.subtracting(catalog).sorted())")
    }

    /// Each string literal given to tr( or trn( in the sources is a message of po/inkstone.pot.
    @Test func everyTranslatedStringOfTheSourcesIsInTheTemplate() throws {
        let template = try Self.messages(in: "po/inkstone.pot")
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let call = try Regex(#"\btrn?\(\s*"((?:[^"\\]|\\.)*)"(?:\s*,\s*"((?:[^"\\]|\\.)*)")?"#)
        var found = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: call) {
                    guard let literal = match.output[1].substring.map({ String($0).replacingOccurrences(of: "\\\"", with: "\"") }) else { continue }
                    found += 1
                    #expect(template.contains(literal), "\(file.lastPathComponent): \"\(literal)\" is not in po/inkstone.pot (run make pot)")
                }
            }
        }
        #expect(found > 150, "the sources translate \(found) strings")
    }

    @Test(arguments: [("zh_CN", "以笔为先的速写与批注应用。", "撤销"), ("ja", "ペンを第一に考えたスケッチと注釈のアプリ。", "取り消す")])
    func helpIsTranslated(language: String, tagline: String, undo: String) throws {
        try Self.installCatalogs()
        let english = try runInkstone(["--help"], environment: Self.environment(""))
        #expect(english.output.contains("A pen-first sketching and annotation app."))
        let help = try runInkstone(["--help"], environment: Self.environment(language))
        #expect(help.status == 0)
        #expect(help.output.contains(tagline), "\(help.output)")
        #expect(help.output.contains("Ctrl+Z") && help.output.contains(undo), "the keys' summaries: \(help.output)")
        #expect(!help.output.contains("A pen-first sketching"))
    }

    /// The export's note on ink past the page edge names one page or several: English has two
    /// forms, Chinese and Japanese one (nplurals=1).
    @Test func pluralFormsFollowTheLanguage() throws {
        try Self.installCatalogs()
        let scratch = try ExportCommandTests.Scratch()
        func offPage(_ id: Int) -> Stroke {
            Stroke(id: StrokeID(UInt64(id)), points: [StrokePoint(Point(-40, 20), pressure: 0.5), StrokePoint(Point(-10, 40), pressure: 0.5)],
                   color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 4))
        }
        let page = Page(strokes: [offPage(1)], blankSize: Size(300, 200)), second = Page(strokes: [offPage(2)], blankSize: Size(300, 200))
        func note(_ pages: [Page], _ language: String) throws -> String {
            let doc = scratch.path + "/doc-\(pages.count).inkstone"
            try DocumentFile.save(Document(pages: pages), to: URL(fileURLWithPath: doc))
            let out = scratch.path + "/out-\(pages.count)-\(language)"
            let run = try runInkstone(["export", doc, "--png", out], environment: Self.environment(language))
            #expect(run.status == 0, "\(run.output)")
            return run.output
        }
        #expect(try note([page], "").contains("ink past the page edge on page 1 is not"))
        #expect(try note([page, second], "").contains("ink past the page edge on pages 1, 2 is not"))
        #expect(try note([page], "zh_CN").contains("第 1 页超出页面边缘的墨迹"))
        #expect(try note([page, second], "zh_CN").contains("第 1, 2 页超出页面边缘的墨迹"))
        #expect(try note([page, second], "ja").contains("1, 2 ページの端からはみ出したインク"))
    }

    /// The save chooser's title and buttons: their pixels differ from the English ones, and
    /// between the two languages.
    @Test func theWindowShowsTranslatedLabels() throws {
        try Self.installCatalogs()
        var shown: [String: [UInt32]] = [:]
        for language in ["", "zh_CN", "ja"] {
            let scratch = try ExportCommandTests.Scratch()
            let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config",
                                                 "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": language])
            s.client.key("s", with: ["Control_L", "Shift_L"])
            let layout = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "Untitled.inkstone"), window: Self.window)
            let field = try #require(layout.nameField)
            s.expectPixels("the save chooser") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
            s.waitForAck()
            s.screenshot("translated-chooser-\(language.isEmpty ? "en" : language)")
            let snapshot = try #require(s.snapshot())
            let f = layout.frame
            let cancel = try #require(layout.frame(of: .cancel))
            var pixels: [UInt32] = []
            for y in Int(f.minY) + 12..<Int(f.minY) + 44 { for x in Int(f.minX) + 16..<Int(f.minX) + 200 { pixels.append(snapshot.pixel(x, y)) } }
            for y in Int(cancel.minY)..<Int(cancel.maxY) { for x in Int(cancel.minX)..<Int(cancel.maxX) { pixels.append(snapshot.pixel(x, y)) } }
            shown[language] = pixels
        }
        #expect(shown[""] != shown["zh_CN"], "Chinese labels")
        #expect(shown[""] != shown["ja"], "Japanese labels")
        #expect(shown["zh_CN"] != shown["ja"])
    }

    /// The msgids of a .po or .pot file (the header's empty one left out).
    static func messages(in path: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var ids = Set<String>(), current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") {
                current = unquote(line.dropFirst(6))
            } else if line.hasPrefix("\""), let c = current {
                current = c + unquote(line[...])
            } else {
                if let c = current, !c.isEmpty { ids.insert(c) }
                current = nil
            }
        }
        if let c = current, !c.isEmpty { ids.insert(c) }
        return ids
    }

    private static func unquote(_ s: Substring) -> String {
        String(s.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
}
