/// The custom double-click mode's short form for a narrow status bar: the action after "2×"
/// (`Editor.customModeText(_:short:)`), the ruler as "Ruler".
import Testing
import InkInput
import InkPreferences
@testable import InkInterface

@Suite struct CustomModeShortTextTests {
    @Test func theShortFormsOfTheBindings() {
        var prefs = Preferences()
        prefs.bindings[BindingKey(.lower, .doubleClick)] = .undo
        #expect(Editor.customModeText(prefs, short: true) == "2× Undo")
        #expect(Editor.customModeText(prefs) == "Lower double-click: Undo")
        #expect(Editor.customModeText(Preferences(), short: true) == nil, "the defaults: no mode")
    }
}
