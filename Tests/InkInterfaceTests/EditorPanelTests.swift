/// The Preferences panel in the editor: the writing hand chosen there mirrors the layout and
/// is saved; a chosen action is saved; hover changes nothing.
import InkGeometry
import InkInput
import InkInterface
import Testing

@Suite struct EditorPanelTests {
    static func tap(_ editor: inout Editor, _ control: PanelControl) throws -> Outcome {
        let f = try #require(editor.panelLayout?.frame(of: control))
        var d = editor.handle(InputEvent(action: .press(.primary), device: Devices.pen, position: f.center, axes: AxisValues(pressure: 0.5)))
        d.formUnion(editor.handle(InputEvent(action: .release(.primary), device: Devices.pen, position: f.center, buttons: .primary)))
        return d
    }

    @Test func choosingTheLeftHandMirrorsAndSaves() throws {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character(","), .control))
        #expect(editor.panel != nil)
        let d = try Self.tap(&editor, .hand(.left))
        #expect(d.effects == [.savePreferences(editor.preferences)], "the platform is told to save them")
        #expect(editor.preferences.handedness == .left)
        #expect(!editor.rightHanded)
        #expect(editor.toolbar.frame.maxX == testWindow.width, "the toolbar moved to the right")
    }

    @Test func hoverOverEveryControlChangesNothing() throws {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character(","), .control))
        let before = editor.preferences
        for c in try #require(editor.panelLayout).controls { _ = editor.hover(c.frame.center, Devices.pen) }
        #expect(editor.preferences == before)
    }
}
