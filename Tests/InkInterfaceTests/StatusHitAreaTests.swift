/// Issue 16: the status bar's Document button and zoom are pen-sized targets: drawn in the
/// 28 px bar, they take a press 40 px tall (reaching up into the canvas above them), for both
/// hands and at 400x300, never over a toolbar control; a press there opens the menu, draws nothing.
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
import Testing

@Suite struct StatusHitAreaTests {
    @Test(arguments: [(ToolbarSide.left, Size(400, 300)), (.right, Size(400, 300)), (.left, Size(1024, 720)), (.right, Size(1024, 720))])
    func theStatusControlsArePenSizedAndClearOfTheToolbar(side: ToolbarSide, size: Size) throws {
        let layout = ToolbarLayout(windowSize: size, side: side, compact: ToolbarLayout.isCompact(size))
        #expect(layout.statusSlots.count == 2)
        for slot in layout.statusSlots {
            let hit = try #require(layout.hitFrame(of: slot.item))
            #expect(hit.height >= 40 && hit.covers(slot.frame))
            #expect(layout.item(at: Point(hit.center.x, hit.minY + 1)) == slot.item)
            #expect(hit.intersection(layout.frame).isEmpty, "over the toolbar")
            for s in layout.slots { #expect(hit.intersection(s.frame).isEmpty, "over \(s.item)") }
        }
    }

    @Test func aPenPressAboveTheDrawnButtonOpensTheMenuAndDrawsNothing() throws {
        var editor = Editor(windowSize: Size(400, 300))
        let button = try #require(editor.toolbar.frame(of: .documentMenu))
        let p = Point(button.center.x, button.minY - 8)
        _ = editor.handle(PointerEvents.press(p, Devices.pen, pressure: 0.5))
        _ = editor.handle(PointerEvents.release(p, Devices.pen))
        #expect(editor.documentMenu != nil)
        #expect(editor.document.pages[0].strokes.isEmpty)
    }

    @Test func theHintSaysThePensWayToOpenAPDF() {
        #expect(FirstStartHint.lines.contains { $0.contains("Document") && $0.contains("Open") })
    }
}

/// The first-start hint never covers a menu or pad: opening one dismisses it for good.
@Suite struct HintUnderSurfacesTests {
    @Test func openingTheDocumentMenuDismissesTheHint() {
        var editor = Editor(windowSize: Size(400, 300))
        _ = editor.restore(RememberedState())
        #expect(editor.showsHint)
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(editor.documentMenu != nil && !editor.showsHint)
    }
}
