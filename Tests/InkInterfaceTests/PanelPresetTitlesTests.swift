/// The Preferences panel's preset buttons (pressure curve, smoothing, prediction, eraser) show
/// names that go through tr(): each is a message that Chinese and Japanese translate, and the
/// names of one row are told apart (not a case's name in the code, capitalised).
import Foundation
import InkGeometry
import InkInterface
import InkPreferences
import InkTestSupport
import Testing

@Suite struct PanelPresetTitlesTests {
    /// Every row's names, as the panel shows them (English here: no translator is installed).
    static let rows: [String: [String]] = [
        "curve": PressureCurve.Preset.allCases.map { PanelLayout.title($0) },
        "smoothing": Smoothing.allCases.map { PanelLayout.title($0) },
        "prediction": Prediction.allCases.map { PanelLayout.title($0) },
        "eraser": EraserMode.allCases.map { PanelLayout.title($0) },
    ]

    @Test func theNamesOfARowDifferAndReadAsWords() {
        #expect(Self.rows["smoothing"] == ["Off", "Low", "Medium", "High"])
        #expect(Self.rows["prediction"] == ["Off", "Short", "Long"])
        #expect(Self.rows["eraser"] == ["Stroke", "Area"])
        #expect(Self.rows["curve"] == ["Soft", "Medium", "Firm", "Linear"])
        for (row, names) in Self.rows { #expect(Set(names).count == names.count, "\(row): \(names)") }
    }

    @Test(arguments: ["zh_CN", "ja"])
    func chineseAndJapaneseTranslateEveryName(language: String) throws {
        let catalog = try Catalog.translations(language)
        for (row, names) in Self.rows {
            let shown = names.map { catalog[$0] ?? "" }
            for (name, translated) in zip(names, shown) {
                #expect(!translated.isEmpty && translated != name, "\(language) \(row): \"\(name)\" is not translated")
            }
            #expect(Set(shown).count == shown.count, "\(language) \(row): \(shown) tells its presets apart")
        }
    }
}
