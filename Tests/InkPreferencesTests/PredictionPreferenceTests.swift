/// pen.prediction: off by default, its levels set, get, reset and round-trip through the file;
/// any other value is refused and changes nothing.
import Foundation
import Testing
import InkGeometry
import InkPreferences

@Suite struct PredictionPreferenceTests {
    @Test func offByDefault() throws {
        #expect(Preferences().prediction == .off)
        #expect(try Preferences().value(for: "pen.prediction") == "off")
        #expect(Preferences.allowedValues(for: "pen.prediction") == ["off", "short", "long"])
        #expect(Prediction.off.horizon == 0 && Prediction.short.horizon == 8 && Prediction.long.horizon == 16)
    }

    @Test(arguments: Prediction.allCases)
    func everyLevelSetsAndRoundTrips(_ level: Prediction) throws {
        var p = Preferences()
        try p.set("pen.prediction", to: level.rawValue)
        #expect(p.prediction == level)
        #expect(try p.value(for: "pen.prediction") == level.rawValue)
        let read = try Preferences.read(json: p.jsonData())
        #expect(read.preferences.prediction == level)
        #expect(read.ignoredKeys.isEmpty)
        try p.reset("pen.prediction")
        #expect(p.prediction == .off)
    }

    @Test func otherValuesAreRefused() throws {
        var p = Preferences()
        try p.set("pen.prediction", to: "long")
        for bad in ["", "on", "LONG", "8", "short,long"] {
            #expect(throws: PreferenceError.invalidValue(key: "pen.prediction", value: bad)) { try p.set("pen.prediction", to: bad) }
        }
        #expect(p.prediction == .long)
        // A file without the key (written before it existed) reads as off.
        let old = try Preferences.read(json: Data(#"{"version": 1, "pen.smoothing": "high"}"#.utf8))
        #expect(old.preferences.prediction == .off)
        let file = Data(#"{"version": 1, "pen.prediction": "max"}"#.utf8)
        #expect(throws: (any Error).self) { try Preferences.read(json: file) }
    }
}
