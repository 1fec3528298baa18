/// Preferences(): the Xournal++-like defaults of every binding, handedness not chosen,
/// double-click from the desktop, pen.cycle pen then eraser.
import Testing
import InkInput
import InkPreferences

@Suite struct PreferencesDefaultsTests {
    @Test func everyBindingHasItsDefault() {
        let p = Preferences()
        let expected: [(PenButton, ButtonGesture, PenAction)] = [
            (.lower, .click, .none), (.lower, .doubleClick, .toggleEraser), (.lower, .longPress, .none), (.lower, .hold, .temporaryEraser),
            (.upper, .click, .contextMenu), (.upper, .doubleClick, .none), (.upper, .longPress, .colorPalette), (.upper, .hold, .none),
            (.both, .click, .undo), (.both, .doubleClick, .none), (.both, .longPress, .none), (.both, .hold, .none),
        ]
        for (button, gesture, action) in expected {
            #expect(p.action(button, gesture) == action, "\(button) \(gesture)")
        }
        #expect(Preferences.defaultBindings.count == 12)
    }

    @Test func handednessIsNotChosenAndActsAsRight() throws {
        let p = Preferences()
        #expect(p.handedness == nil)
        #expect(p.effectiveHandedness == .right)
        #expect(try p.value(for: "handedness") == "right")
    }

    @Test func doubleClickFollowsTheDesktopAndCycleIsPenEraser() throws {
        let p = Preferences()
        #expect(p.doubleClickMs == nil)
        #expect(try p.value(for: "double-click-ms") == "system")
        #expect(p.cycleTools == ["pen", "eraser"])
        #expect(try p.value(for: "pen.cycle") == "pen,eraser")
    }

    @Test func noCustomModeIsOnByDefault() {
        // B2: custom modes are opt-in.
        #expect(!Preferences.defaultBindings.values.contains(.cycleTools))
        #expect(!Preferences.defaultBindings.values.contains(.clearPage))
    }

    @Test func aMissingOrDisallowedBindingIsSafe() {
        var p = Preferences()
        p.bindings.removeValue(forKey: BindingKey(.lower, .doubleClick))
        #expect(p.action(.lower, .doubleClick) == .toggleEraser)
        p.bindings[BindingKey(.upper, .longPress)] = .clearPage
        #expect(p.action(.upper, .longPress) == .none)
    }
}
