import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import Testing

/// What the mode indicator says (issue 10, point 4): the tool in use, the devices by name when
/// the pen and the mouse hold different tools, the custom mode and the page; and where it is.
@Suite struct ModeIndicatorTests {
    static func move(_ e: inout Editor, _ device: DeviceRef, _ p: Point = Point(400, 300)) {
        _ = e.handle(InputEvent(action: .motion, device: device, position: p, axes: AxisValues(pressure: 0)))
    }

    @Test func oneDeviceIsNotNamed() {
        var e = Editor.fresh()
        Self.move(&e, Devices.mouse)
        #expect(e.modeIndicator.detail == "Pen · Black · 6 px")
        #expect(e.modeIndicator.other == nil)
        _ = e.run(.selectTool(.eraser))
        #expect(e.modeIndicator.detail == "Eraser · 4 px")
    }

    @Test func penAndMouseWithDifferentToolsAreNamed() {
        var e = Editor.fresh()
        Self.move(&e, Devices.pen)
        _ = e.run(.selectTool(.eraser), for: .pen)
        Self.move(&e, Devices.mouse)
        #expect(e.modeIndicator.detail == "Mouse: Pen · Black · 6 px")
        #expect(e.modeIndicator.other == "Pen: Eraser")
        Self.move(&e, Devices.pen)
        #expect(e.modeIndicator.detail == "Pen: Eraser · 4 px")
        #expect(e.modeIndicator.other == "Mouse: Pen")
        // The same tool again: no names needed.
        _ = e.run(.selectTool(.pen), for: .pen)
        #expect(e.modeIndicator.detail == "Pen · Black · 6 px")
        #expect(e.modeIndicator.other == nil)
    }

    @Test func theNamesChangeRepaintTheIndicator() {
        var e = Editor.fresh()
        Self.move(&e, Devices.pen)
        _ = e.run(.selectTool(.eraser), for: .pen)
        // The mouse coming in makes two devices with two tools: the indicator must be repainted.
        var d = Damage.none
        d.formUnion(e.handle(InputEvent(action: .motion, device: Devices.mouse, position: Point(400, 300))).damage)
        #expect(d.region.rects.contains { $0.covers(e.modeIndicatorFrame) })
    }

    @Test func itIsTheStatusBarOutsideTheCanvas() {
        var e = Editor.fresh()
        #expect(e.modeIndicatorFrame == e.toolbar.statusBar)
        #expect(!e.modeIndicatorFrame.intersects(e.canvasFrame))
        #expect(e.modeIndicatorFrame.maxY == testWindow.height)
        _ = e.apply({ var p = Preferences(); p.handedness = .left; return p }())
        #expect(!e.modeIndicatorFrame.intersects(e.canvasFrame) && !e.modeIndicatorFrame.intersects(e.toolbar.frame))
    }
}
