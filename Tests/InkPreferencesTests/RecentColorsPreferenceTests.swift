/// colors.recent: none by default, a list of "#rrggbb" set, got, reset and round-tripped
/// through the file (an array, left out while empty); refused values change nothing; a colour
/// remembered goes first, once, and the list keeps the newest eight.
import Foundation
import Testing
import InkDocument
import InkPreferences

@Suite struct RecentColorsPreferenceTests {
    @Test func noneByDefaultAndLeftOutOfTheFile() throws {
        #expect(Preferences().recentColors.isEmpty)
        #expect(try Preferences().value(for: "colors.recent") == "none")
        #expect(!String(decoding: Preferences().jsonData(), as: UTF8.self).contains("colors.recent"))
    }

    @Test func aListSetsGetsResetsAndRoundTripsAsAnArray() throws {
        var p = Preferences()
        try p.set("colors.recent", to: "#3A7BD5, #ff0000,#00aa11")
        #expect(p.recentColors == [InkColor(rgb: 0x3a7bd5), InkColor(rgb: 0xff0000), InkColor(rgb: 0x00aa11)])
        #expect(try p.value(for: "colors.recent") == "#3a7bd5,#ff0000,#00aa11")
        let text = String(decoding: p.jsonData(), as: UTF8.self)
        #expect(text.contains("\n  \"colors.recent\" : [\n    \"#3a7bd5\",\n    \"#ff0000\",\n    \"#00aa11\"\n  ],\n"))
        let read = try Preferences.read(json: p.jsonData())
        #expect(read.preferences == p && read.ignoredKeys.isEmpty)
        // A comma-separated string in the file is read too.
        let lenient = try Preferences.read(json: Data(##"{"version": 1, "colors.recent": "#010203"}"##.utf8))
        #expect(lenient.preferences.recentColors == [InkColor(rgb: 0x010203)])
        try p.set("colors.recent", to: "none")
        #expect(p.recentColors.isEmpty)
        try p.set("colors.recent", to: "#112233")
        try p.reset("colors.recent")
        #expect(p.recentColors.isEmpty)
    }

    @Test func otherValuesAreRefusedAndChangeNothing() throws {
        var p = Preferences()
        try p.set("colors.recent", to: "#123456")
        let nine = (1...9).map { String(format: "#0000%02x", $0) }.joined(separator: ",")
        for bad in ["red", "#12345", "#1234567", "123456", "#12345g", "#123456,,#654321", "#123456,#123456", nine] {
            #expect(throws: PreferenceError.invalidValue(key: "colors.recent", value: bad)) { try p.set("colors.recent", to: bad) }
        }
        #expect(p.recentColors == [InkColor(rgb: 0x123456)])
        let message = PreferenceError.invalidValue(key: "colors.recent", value: "red").description
        #expect(message == "'red' is not allowed for colors.recent; allowed: none, or a comma-separated list of up to 8 colours written #rrggbb, each at most once")
        // A file with a bad colour or a wrong type is refused as a whole, naming the key.
        for file in [##"{"version": 1, "colors.recent": ["#12345z"]}"##, #"{"version": 1, "colors.recent": [1]}"#, #"{"version": 1, "colors.recent": 7}"#] {
            #expect(throws: (any Error).self) { try Preferences.read(json: Data(file.utf8)) }
        }
        #expect(throws: PreferencesProblem.wrongType(key: "colors.recent", expected: "a list of \"#rrggbb\" colours")) {
            try Preferences.read(json: Data(#"{"version": 1, "colors.recent": 7}"#.utf8))
        }
    }

    @Test func aRememberedColourGoesFirstOnceAndTheOldestDropsOut() {
        var p = Preferences()
        for i in 1...9 { p.rememberRecent(InkColor(rgb: UInt32(i))) }
        #expect(p.recentColors.count == Preferences.recentColorLimit)
        #expect(p.recentColors.first == InkColor(rgb: 9) && p.recentColors.last == InkColor(rgb: 2))
        p.rememberRecent(InkColor(rgb: 5))
        #expect(p.recentColors.prefix(2) == [InkColor(rgb: 5), InkColor(rgb: 9)])
        #expect(p.recentColors.count == 8 && Set(p.recentColors).count == 8)
        // Kept opaque and rounded to 8 bits, so that the file gives back the same colour.
        p.rememberRecent(InkColor(red: 0.5004, green: 0.2, blue: 0.9, alpha: 0.4))
        #expect(p.recentColors.first == InkColor(hex: "#8033e6"))
    }
}
