/// PreferenceError descriptions name what is allowed: every key, or the key's values, and say
/// why a destructive action or a temporary tool is refused.
import Testing
import InkInput
import InkPreferences

@Suite struct PreferenceErrorTests {
    @Test func anUnknownKeyListsEveryKey() {
        let text = PreferenceError.unknownKey("pen.lower.tap").description
        #expect(text.hasPrefix("unknown preference 'pen.lower.tap'; allowed keys: handedness, double-click-ms, pen.lower.click,"))
        for key in Preferences.allKeys { #expect(text.contains(key)) }
    }

    @Test func aDestructiveActionOnDoubleClickIsExplained() {
        let text = PreferenceError.invalidValue(key: "pen.lower.double-click", value: "clear-page").description
        #expect(text == "'clear-page' is not offered for pen.lower.double-click because it destroys content (a click only); "
                + "allowed: none, toggle-eraser, previous-tool, color-palette, context-menu, undo, redo, cycle-tools")
    }

    @Test func anUnknownActionListsTheAllowedOnes() {
        let text = PreferenceError.invalidValue(key: "pen.upper.click", value: "paste").description
        #expect(text == "'paste' is not allowed for pen.upper.click; allowed: none, toggle-eraser, previous-tool, "
                + "color-palette, context-menu, undo, redo, cycle-tools, clear-page, ruler")
    }

    @Test func temporaryToolsAndHolds() {
        let onClick = PreferenceError.invalidValue(key: "pen.lower.click", value: "temporary-pan").description
        #expect(onClick.contains("hold only"))
        let onHold = PreferenceError.invalidValue(key: "pen.lower.hold", value: "undo").description
        #expect(onHold.hasSuffix("a hold takes only a temporary tool, the ruler or none; allowed: none, temporary-eraser, temporary-pan, temporary-lasso, ruler"))
        let rulerOnClick = PreferenceError.invalidValue(key: "pen.upper.click", value: "ruler").description
        #expect(rulerOnClick.contains("hold only"))
    }

    @Test func otherKeysNameTheirValues() {
        #expect(PreferenceError.invalidValue(key: "handedness", value: "both").description
                == "'both' is not allowed for handedness; allowed: right, left")
        #expect(PreferenceError.invalidValue(key: "double-click-ms", value: "5").description
                == "'5' is not allowed for double-click-ms; allowed: system, or milliseconds from 100 to 2000")
        #expect(PreferenceError.invalidValue(key: "pen.cycle", value: "brush").description
                == "'brush' is not allowed for pen.cycle; allowed: a comma-separated list of pen, eraser, each at most once")
    }
}
