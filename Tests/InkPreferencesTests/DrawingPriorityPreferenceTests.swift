/// `pen.priority` (issue 20): whether the drawing thread is asked to run ahead of other
/// programs; on unless set off, and set, read, reset, checked and kept in the file like the others.
import Testing
@testable import InkPreferences

@Suite struct DrawingPriorityPreferenceTests {
    @Test func itIsOnUnlessSetOff() throws {
        var prefs = Preferences()
        #expect(prefs.drawingPriority)
        #expect(try prefs.value(for: "pen.priority") == "on")
        try prefs.set("pen.priority", to: "off")
        #expect(!prefs.drawingPriority)
        #expect(throws: PreferenceError.invalidValue(key: "pen.priority", value: "high")) { try prefs.set("pen.priority", to: "high") }
        #expect(!prefs.drawingPriority)
        try prefs.reset("pen.priority")
        #expect(prefs.drawingPriority)
        #expect(Preferences.allowedValues(for: "pen.priority") == ["off", "on"])
        #expect(Preferences.allKeys.contains("pen.priority"))
    }

    @Test func itIsKeptInTheFile() throws {
        var prefs = Preferences()
        prefs.drawingPriority = false
        let read = try Preferences.read(json: prefs.jsonData())
        #expect(!read.preferences.drawingPriority && read.ignoredKeys.isEmpty)
        #expect(String(decoding: prefs.jsonData(), as: UTF8.self).contains("\"pen.priority\" : \"off\""))
    }
}
