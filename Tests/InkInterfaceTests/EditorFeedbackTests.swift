import InkGeometry
import InkInput
import InkInterface
import Testing

/// The note after a pen-button action names what is in use afterwards (issue 10, point 8).
@Suite struct EditorFeedbackTests {
    /// A barrel-button press or release of the pen at `p`, at server time `t`.
    static func button(_ b: PointerButton, down: Bool, at t: UInt64, _ p: Point = Point(400, 300)) -> InputEvent {
        InputEvent(action: down ? .press(b) : .release(b), device: Devices.pen, position: p, time: t)
    }

    /// A quick double-click of the lower button (which by default is also "eraser while held").
    static func doubleClickLower(_ e: inout Editor, at t: UInt64) {
        for (i, down) in [true, false, true, false].enumerated() { _ = e.handle(button(.lowerBarrel, down: down, at: t + UInt64(i) * 40)) }
    }

    @Test func toggleEraserAndBackNamesEachToolInTurn() {
        var e = Editor.fresh()
        _ = e.hover(Point(400, 300), Devices.pen)
        Self.doubleClickLower(&e, at: 1000)
        #expect(e.feedback?.text == "Eraser")
        #expect(e.toolState(for: .pen).effectiveTool == .eraser)
        Self.doubleClickLower(&e, at: 3000)
        #expect(e.feedback?.text == "Pen", "toggling back to the pen says \(e.feedback?.text ?? "nothing")")
        #expect(e.feedback?.tool == .pen)
        #expect(e.toolState(for: .pen).effectiveTool == .pen)
    }

    @Test func whileTheSecondPressIsStillHeldThePenIsThePen() {
        var e = Editor.fresh()
        _ = e.hover(Point(400, 300), Devices.pen)
        Self.doubleClickLower(&e, at: 1000)
        // Down, up, down (held): the double-click toggles back; the held press is no eraser hold.
        for (i, down) in [true, false, true].enumerated() { _ = e.handle(Self.button(.lowerBarrel, down: down, at: 3000 + UInt64(i) * 40)) }
        #expect(e.feedback?.text == "Pen")
        #expect(e.toolState(for: .pen).effectiveTool == .pen)
    }
}
