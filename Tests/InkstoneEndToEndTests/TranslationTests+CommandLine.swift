import Foundation
import Testing

/// Issue 18: the command line speaks the language of the catalogs too: every description of
/// `inkstone --help` (options, preferences, export, thumbnail, upgrade) and the usage errors.
extension TranslationTests {
    /// The descriptions of the English help: each line's text after its option column (two
    /// spaces or more), when it reads as words (three lower-case words in a row); the synopsis
    /// and the key names are left out (they are the same in every language).
    static func descriptions(of help: String) -> [String] {
        help.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("inkstone "), !text.hasPrefix("Usage:") else { return nil }
            let parts = text.components(separatedBy: "  ").filter { !$0.isEmpty }
            guard let description = parts.last?.trimmingCharacters(in: .whitespaces),
                  description.range(of: #"[a-z]+ [a-z]+ [a-z]+"#, options: .regularExpression) != nil else { return nil }
            return description
        }
    }

    @Test(arguments: ["zh_CN", "ja"])
    func everyDescriptionOfTheHelpIsTranslated(language: String) throws {
        try Self.installCatalogs()
        let english = try runInkstone(["--help"], environment: Self.environment(""))
        let lines = Self.descriptions(of: english.output)
        #expect(lines.count > 30, "the English descriptions: \(lines)")
        #expect(lines.contains("X display to use (default: $DISPLAY)"))
        let translated = try runInkstone(["--help"], environment: Self.environment(language))
        #expect(translated.status == 0)
        let left = lines.filter { translated.output.contains($0) }
        #expect(left.isEmpty, "still English in the \(language) help: \(left)")
        #expect(translated.output.contains("--record-trace FILE") && translated.output.contains("export INPUT... --pdf FILE"),
                "the options themselves stay as typed")
    }

    @Test(arguments: [("zh_CN", "未知的选项“--bogus”", "用法："), ("ja", "不明なオプション「--bogus」", "使い方：")])
    func usageErrorsAreTranslated(language: String, message: String, usage: String) throws {
        try Self.installCatalogs()
        let run = try runInkstone(["--bogus"], environment: Self.environment(language))
        #expect(run.status == 2)
        #expect(run.output.contains("inkstone: " + message), "\(run.output)")
        #expect(run.output.contains(usage) && !run.output.contains("unknown option"), "\(run.output)")
        let export = try runInkstone(["export", "--png", "/tmp"], environment: Self.environment(language))
        #expect(export.status == 2)
        #expect(!export.output.contains("export needs at least one input"), "\(export.output)")
    }
}
