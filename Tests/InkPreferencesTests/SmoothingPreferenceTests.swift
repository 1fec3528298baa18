/// pen.smoothing: low by default, the four levels set, get, reset and round-trip through the
/// file; any other value is refused and changes nothing.
import Foundation
import Testing
import InkGeometry
import InkPreferences

@Suite struct SmoothingPreferenceTests {
    @Test func lowByDefault() throws {
        #expect(Preferences().smoothing == .low)
        #expect(try Preferences().value(for: "pen.smoothing") == "low")
        #expect(Preferences.allowedValues(for: "pen.smoothing") == ["off", "low", "medium", "high"])
    }

    @Test(arguments: Smoothing.allCases)
    func everyLevelSetsAndRoundTrips(_ level: Smoothing) throws {
        var p = Preferences()
        try p.set("pen.smoothing", to: level.rawValue)
        #expect(p.smoothing == level)
        #expect(try p.value(for: "pen.smoothing") == level.rawValue)
        let read = try Preferences.read(json: p.jsonData())
        #expect(read.preferences.smoothing == level)
        #expect(read.ignoredKeys.isEmpty)
        try p.reset("pen.smoothing")
        #expect(p.smoothing == .low)
    }

    @Test func otherValuesAreRefused() throws {
        var p = Preferences()
        try p.set("pen.smoothing", to: "high")
        for bad in ["", "HIGH", "max", "3", "low,high"] {
            #expect(throws: PreferenceError.invalidValue(key: "pen.smoothing", value: bad)) { try p.set("pen.smoothing", to: bad) }
        }
        #expect(p.smoothing == .high)
        // A file with a bad level is refused as a whole, naming the key.
        let file = Data(#"{"version": 1, "pen.smoothing": "max"}"#.utf8)
        #expect(throws: (any Error).self) { try Preferences.read(json: file) }
    }
}
