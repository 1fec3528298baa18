import Foundation
import InkInterface

/// Which recogniser the app offers: Zinnia with a Tegaki model, when one is installed
/// (`tegaki-zinnia-japanese`, `tegaki-zinnia-simplified-chinese`). The language comes from
/// `INKSTONE_HANDWRITING` (`ja`, `zh_CN`, or `off`), else from the locale (`LC_ALL`,
/// `LC_CTYPE`, `LANG`): Chinese for `zh…`, Japanese for `ja…`, and for any other locale the
/// Japanese model (kanji and kana) if installed, else the Chinese one.
public enum HandwritingModels {
    /// Where Debian's packages put the models.
    public static let folder = "/usr/share/tegaki/models/zinnia"

    /// A model: its file and the language it reads.
    public struct Model: Hashable, Sendable {
        public var file: String
        public var languageName: String
    }

    public static let japanese = Model(file: "handwriting-ja.model", languageName: "Japanese")
    public static let chinese = Model(file: "handwriting-zh_CN.model", languageName: "Simplified Chinese")

    /// The models to try, in order, for an environment.
    public static func preference(_ environment: [String: String]) -> [Model] {
        let chosen = environment["INKSTONE_HANDWRITING"].flatMap { $0.isEmpty ? nil : $0 }
        if chosen == "off" { return [] }
        let locale = chosen ?? [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        if locale.hasPrefix("zh") { return [chinese, japanese] }
        return [japanese, chinese]
    }

    /// The recogniser for the environment, or nil when no model is installed (or it is off).
    public static func recognizer(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  folder: String = folder) -> (any HandwritingRecognizer)? {
        for model in preference(environment) {
            if let r = ZinniaRecognizer(model: folder + "/" + model.file, languageName: model.languageName) { return r }
        }
        return nil
    }
}
