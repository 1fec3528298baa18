import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkRender
import InkRenderTestSupport
import InkTestSupport
import Testing

/// The Preferences panel's preset buttons (pressure curve, smoothing, prediction, eraser) in the
/// real app under LANGUAGE=zh_CN and ja: the buttons stand where the layout measuring the
/// translations puts them (their backgrounds match English's there, the whole content shifted
/// as its translated hint is shorter, the eraser's buttons sharing their room by their words)
/// and their words differ from the English ones and between the languages.
@Suite(.serialized) struct PanelPresetNamesEndToEndTests {
    static let size = Size(1024, 720)
    static let presets: [PanelControl] = [.curve(.soft), .curve(.firm), .smoothing(.low), .smoothing(.high),
                                          .prediction(.short), .eraserMode(.stroke), .eraserMode(.area)]

    static func environment(_ language: String, home: String) -> [String: String] {
        ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": language]
    }

    /// How far down the panel's content shows in `snap` from where it is in `english`: the
    /// pressure curve's graph (no words in it) is found again, pixel for pixel.
    static func shift(of graph: Rect, in snap: Snapshot, from english: Snapshot) -> Int? {
        (-48...48).first { dy in
            for y in Int(graph.minY) + 2..<Int(graph.maxY) - 2 {
                for x in Int(graph.minX) + 2..<Int(graph.maxX) - 2 where english.pixel(x, y) != snap.pixel(x, y + dy) { return false }
            }
            return true
        }
    }

    @Test func thePresetButtonsAreTranslated() throws {
        try TranslationTests.installCatalogs()
        let layout = PanelLayout(window: Self.size, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        let graph = try #require(layout.frame(of: .curveGraph))
        var english: Snapshot?
        var words: [String: [UInt32]] = [:], backgrounds: [String: [UInt32]] = [:]
        for language in ["", "zh_CN", "ja"] {
            // Where the window lays the buttons out, measuring the translations.
            let translated = PanelLayout(window: Self.size, selected: BindingKey(.lower, .click),
                                         measure: TranslatedMeasure(catalog: language.isEmpty ? [:] : try Catalog.translations(language)))
            let frames = try Self.presets.map { c in
                let f = try #require(translated.frame(of: c))
                #expect(translated.content.covers(f), "\(c) in view")
                return f
            }
            let moved = Int((try #require(translated.frame(of: .curveGraph)).minY - graph.minY).rounded())
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-presets-\(UUID().uuidString)").path
            let s = try AppSession(environment: Self.environment(language, home: home))
            s.client.move(s.window, Self.size.width / 2, Self.size.height / 2)
            s.waitForAck { s.client.key("comma", with: ["Control_L"]) }
            let shown = s.expectPixels("the panel, its curve's graph where English has it or near") { snap in
                english.map { Self.shift(of: graph, in: snap, from: $0) != nil } ?? PanelSmallWindowTests.closeShows(snap, layout)
            }
            s.screenshot("panel-presets-\(language.isEmpty ? "en" : language)")
            let snap = try #require(shown)
            let dy = try #require(english.map { Self.shift(of: graph, in: snap, from: $0) } ?? 0)
            #expect(abs(dy - moved) <= 1, "\(language): the content shifted \(dy) px, the layout says \(moved)")
            if english == nil { english = snap }
            backgrounds[language] = frames.map { snap.pixel(Int($0.minX) + 3, Int($0.minY) + 4) }
            var pixels: [UInt32] = []
            for f in frames {
                for y in Int(f.minY) + 6..<Int(f.maxY) - 6 { for x in Int(f.minX) + 6..<Int(f.maxX) - 6 { pixels.append(snap.pixel(x, y)) } }
            }
            words[language] = pixels
        }
        #expect(backgrounds["zh_CN"] == backgrounds[""] && backgrounds["ja"] == backgrounds[""], "the buttons stand where the layout puts them")
        #expect(words[""] != words["zh_CN"], "Chinese names on the presets")
        #expect(words[""] != words["ja"], "Japanese names on the presets")
        #expect(words["zh_CN"] != words["ja"])
    }
}
