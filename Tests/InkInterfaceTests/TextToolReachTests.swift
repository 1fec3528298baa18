/// Issue 18: the text tool is reached every way the other tools are: one flick or tap in the
/// marking menu's first ring (both hands, 400x300 to 1024x720, every target pen-sized), the
/// Document menu (with its key shown, as every entry's), and T.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct TextToolReachTests {
    static func editor(_ size: Size, rightHanded: Bool) -> Editor {
        var editor = Editor(windowSize: size)
        var prefs = Preferences()
        prefs.handedness = rightHanded ? .right : .left
        _ = editor.apply(prefs)
        return editor
    }

    @Test func theFirstRingHoldsEveryToolThenColourAndDocumentWhereUndoAndRedoAre() {
        #expect(MenuItem.main == [.tool(.pen), .tool(.pencil), .tool(.highlighter), .tool(.eraser), .tool(.lasso), .tool(.text), .colors, .document])
        #expect(Array(MenuItem.documentRing.prefix(2)) == [.undo, .redo])
    }

    @Test(arguments: [true, false], [Size(400, 300), Size(1024, 720)])
    func aTapOnTextInTheRingTakesTheTextTool(rightHanded: Bool, size: Size) throws {
        var editor = Self.editor(size, rightHanded: rightHanded)
        _ = editor.openMenu(at: editor.canvasFrame.center)
        let m = try #require(editor.menu)
        #expect(m.slots.count == 8)
        #expect(MarkingMenu.inside(m.slots, editor.canvasFrame))
        for s in m.slots { #expect(s.frame.width >= 40) }
        for (i, a) in m.slots.enumerated() { for b in m.slots[(i + 1)...] { #expect(a.center.distance(to: b.center) >= 52) } }
        let text = try #require(m.slots.first { $0.item == .tool(.text) })
        _ = editor.press(text.center, Devices.pen, pressure: 0.5)
        _ = editor.release(text.center, Devices.pen)
        #expect(editor.menu == nil)
        #expect(editor.toolState(for: .pen).tool == .text)
        #expect(editor.toolState(for: .mouse).tool == .pen, "the pen's choice, not the mouse's")
    }

    @Test(arguments: [true, false])
    func aFlickTowardTextChoosesItAndNoNeighbour(rightHanded: Bool) throws {
        let canvas = Rect(x: 56, y: 0, width: 968, height: 684)
        let m = MarkingMenu(pen: Point(600, 450), rightHanded: rightHanded, within: canvas)
        let text = try #require(m.slots.first { $0.item == .tool(.text) })
        let dir = text.center - m.center
        let origin = Point(300, 300)
        #expect(m.item(forMark: origin, to: origin + dir * (60 / dir.length)) == .tool(.text))
        // Its neighbours' directions are at least the arc's spacing away.
        for s in m.slots where s.item != text.item { #expect(abs(s.angle - text.angle) >= m.arcSpacing - 0.01) }
    }

    @Test func theDocumentMenuHasTheTextToolAndEveryEntryItsKey() throws {
        #expect(DocumentMenu.entries.contains(.tool(.text)))
        #expect(DocumentMenu.entries.contains(.insertImage))
        #expect(DocumentMenu.Entry.tool(.text).keys == "T")
        #expect(DocumentMenu.Entry.insertImage.keys == "Ctrl+I")
        #expect(DocumentMenu.Entry.saveAs.keys == "Ctrl+Shift+S")
        for e in DocumentMenu.entries { #expect(e.keys != nil, "\(e) has no key") }
        var editor = Self.editor(Size(1024, 720), rightHanded: true)
        _ = editor.click(.documentMenu, Devices.pen)
        let m = try #require(editor.documentMenu)
        // Wide enough for the keys after the names (a row of one entry).
        for row in m.rows where DocumentMenu.lines.contains([row.entry]) { #expect(row.frame.width >= DocumentMenu.keyedColumnWidth) }
        _ = try DocumentMenuTests.tap(.tool(.text), in: &editor)
        #expect(editor.documentMenu == nil)
        #expect(editor.toolState(for: .pen).tool == .text)
    }
}
