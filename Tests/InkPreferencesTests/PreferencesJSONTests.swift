/// The preferences file's text: pretty, sorted, version 1, handedness left out until chosen;
/// round trips; lenient forms; unknown keys ignored; problems for what cannot be used.
import Foundation
import Testing
import InkInput
import InkPreferences

@Suite struct PreferencesJSONTests {
    static let defaultsText = """
        {
          "double-click-ms" : "system",
          "eraser.mode" : "stroke",
          "interface.scale" : "auto",
          "paste.images" : "object",
          "pen.both.click" : "undo",
          "pen.both.double-click" : "none",
          "pen.both.hold" : "none",
          "pen.both.long-press" : "none",
          "pen.cycle" : [
            "pen",
            "eraser"
          ],
          "pen.lower.click" : "none",
          "pen.lower.double-click" : "toggle-eraser",
          "pen.lower.hold" : "temporary-eraser",
          "pen.lower.long-press" : "none",
          "pen.prediction" : "off",
          "pen.pressure-curve" : "medium",
          "pen.priority" : "on",
          "pen.shapes" : "on",
          "pen.smoothing" : "low",
          "pen.upper.click" : "context-menu",
          "pen.upper.double-click" : "none",
          "pen.upper.hold" : "none",
          "pen.upper.long-press" : "color-palette",
          "touch.draws" : "off",
          "version" : 1
        }

        """

    func text(_ p: Preferences) -> String { String(decoding: p.jsonData(), as: UTF8.self) }

    @Test func theDefaultsFileLooksExactlyLikeThis() {
        #expect(text(Preferences()) == Self.defaultsText)
    }

    @Test func chosenValuesAreWritten() {
        var p = Preferences(handedness: .left, doubleClickMs: 350)
        p.bindings[BindingKey(.upper, .click)] = .clearPage
        let t = text(p)
        #expect(t.contains("\n  \"handedness\" : \"left\",\n"))
        #expect(t.contains("\n  \"double-click-ms\" : 350,\n"))
        #expect(t.contains("\n  \"pen.upper.click\" : \"clear-page\",\n"))
    }

    @Test func roundTrip() throws {
        var p = Preferences(handedness: .left, doubleClickMs: 1234, cycleTools: ["eraser", "pen"])
        try p.set("pen.both.hold", to: "temporary-pan")
        try p.set("pen.lower.double-click", to: "cycle-tools")
        try p.set("touch.draws", to: "on")
        try p.set("pen.shapes", to: "off")
        try p.set("pen.upper.hold", to: "ruler")
        let back = try Preferences.read(json: p.jsonData())
        #expect(back.preferences == p)
        #expect(back.ignoredKeys == [])
        #expect(try Preferences.read(json: Preferences().jsonData()).preferences == Preferences())
    }

    @Test func missingKeysKeepTheirDefaultsAndLenientFormsAreRead() throws {
        let json = #"{"version": 1, "double-click-ms": "450", "pen.cycle": "eraser,pen", "handedness": "left"}"#
        let p = try Preferences.read(json: Data(json.utf8)).preferences
        #expect(p == Preferences(handedness: .left, doubleClickMs: 450, cycleTools: ["eraser", "pen"]))
    }

    /// A file written by hand without a version is read as version 1. Before, the whole file
    /// was refused ("it has no version") and the defaults used.
    @Test func aFileWithoutAVersionIsVersionOne() throws {
        let r = try Preferences.read(json: Data(#"{"handedness": "left"}"#.utf8))
        #expect(r.preferences == Preferences(handedness: .left))
        #expect(r.ignoredKeys.isEmpty)
    }

    @Test func unknownKeysAreIgnored() throws {
        let json = #"{"version": 1, "pen.upper.click": "undo", "theme": "dark", "pen.eraser.click": "none"}"#
        let r = try Preferences.read(json: Data(json.utf8))
        #expect(r.preferences.action(.upper, .click) == .undo)
        #expect(r.ignoredKeys == ["pen.eraser.click", "theme"])
    }

    @Test(arguments: [
        (#"{"version": 2}"#, PreferencesProblem.newerVersion(2)),
        (#"{"version": 0}"#, .invalidVersion("0")),
        (#"{"version": "1"}"#, .invalidVersion("\"1\"")),
        (#"{"version": true}"#, .invalidVersion("true")),
        (#"[1, 2]"#, .notAnObject),
        (#""version""#, .notAnObject),
        (#"{"version": 1, "handedness": 1}"#, .wrongType(key: "handedness", expected: "a string")),
        (#"{"version": 1, "double-click-ms": 1.5}"#, .wrongType(key: "double-click-ms", expected: "\"system\" or a number of milliseconds")),
        (#"{"version": 1, "pen.cycle": ["pen", 3]}"#, .wrongType(key: "pen.cycle", expected: "a list of tool names")),
        (#"{"version": 1, "pen.lower.hold": null}"#, .wrongType(key: "pen.lower.hold", expected: "a string")),
        (#"{"version": 1, "pen.lower.long-press": "clear-page"}"#,
         .invalidValue(.invalidValue(key: "pen.lower.long-press", value: "clear-page"))),
    ])
    func unusableContents(_ json: String, _ problem: PreferencesProblem) {
        #expect(throws: problem) { try Preferences.read(json: Data(json.utf8)) }
    }

    @Test func invalidJSONSaysWhere() {
        #expect(throws: PreferencesProblem.invalidJSON("Invalid value around character 14")) {
            try Preferences.read(json: Data("{\"version\": 1\n\"handedness\": \"left\"}".utf8))
        }
    }

    @Test func invalidJSONIsOneLine() {
        for json in ["", "{", "{\"version\": 1\n\"handedness\": \"left\"}\n", "version = 1"] {
            do {
                _ = try Preferences.read(json: Data(json.utf8))
                Issue.record("\(json) was read")
            } catch let problem as PreferencesProblem {
                guard case .invalidJSON = problem else { Issue.record("\(problem)"); continue }
                #expect(problem.description.hasPrefix("it is not valid JSON ("))
                #expect(!problem.description.contains("\n"))
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
