/// The pencil as a tool: key B, its toolbar button and its marking-menu entry choose it, it is
/// named "Pencil" everywhere, it has its own colours (graphite first) and widths, and its
/// strokes are pencil strokes that keep the pen's tilt at every point.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct PencilToolTests {
    @Test func keyBChoosesThePencilAndCtrlBStillAddsAPage() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("b")))
        #expect(editor.shownToolState.tool == .pencil)
        #expect(editor.document.pages.count == 1)
        _ = editor.handle(KeyChord(.character("p")))
        #expect(editor.shownToolState.tool == .pen)
    }

    @Test func theToolbarAndTheMenuOfferIt() throws {
        var editor = Editor.fresh()
        _ = try #require(editor.toolbar.frame(of: .tool(.pencil)))
        _ = editor.click(.tool(.pencil), Devices.mouse)
        #expect(editor.toolState(for: .mouse).tool == .pencil)
        #expect(MenuItem.main.contains(.tool(.pencil)))
        #expect(MenuItem.main.count <= 8)
        for height in [300.0, 400, 687] {
            #expect(ToolbarLayout(windowSize: Size(400, height), compact: true).frame(of: .tool(.pencil)) != nil, "at 400x\(height)")
        }
    }

    @Test func itIsNamedPencilEverywhere() {
        #expect(Tool.pencil.title == "Pencil")
        #expect(ToolbarItem.tool(.pencil).title == "Pencil")
        #expect(MenuItem.tool(.pencil).title(in: .standard) == "Pencil")
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("b")))
        #expect(editor.modeIndicator.detail == "Pencil · Graphite · 2 px")
    }

    @Test func itHasItsOwnColoursAndWidths() {
        var editor = Editor.fresh()
        _ = editor.click(.color(2), Devices.mouse)                       // the pen: red
        _ = editor.handle(KeyChord(.character("b")))
        let state = editor.toolState(for: .mouse)
        #expect(state.colorTool == .pencil)
        #expect(state.colorIndex == 0, "graphite, whatever the pen's colour")
        #expect(Palette.standard.pencils.first?.name == "Graphite")
        #expect(Palette.standard.pencils.count == Palette.standard.colors.count)
        #expect(Palette.standard.widths(for: .pencil) == [1, 2, 4])
        #expect(state.width == 2)
        _ = editor.click(.width(2), Devices.mouse)
        #expect(editor.toolState(for: .mouse).width == 4)
        _ = editor.handle(KeyChord(.character("p")))
        #expect(editor.toolState(for: .mouse).width == 6, "the pen keeps its own width")
        #expect(editor.toolState(for: .mouse).colorIndex == 2, "and colour")
    }

    @Test func itsStrokesArePencilStrokesThatKeepTheTilt() throws {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.pencil), for: .pen)
        for (i, x) in stride(from: 150.0, through: 450, by: 10).enumerated() {
            let action: InputEvent.Action = i == 0 ? .press(.primary) : .motion
            _ = editor.handle(InputEvent(action: action, device: Devices.pen, position: Point(x, 300),
                                         axes: AxisValues(pressure: 0.5, tiltX: 0, tiltY: x < 300 ? 0 : 50)))
        }
        _ = editor.handle(InputEvent(action: .release(.primary), device: Devices.pen, position: Point(450, 300)))
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(stroke.kind == .pencil)
        #expect(stroke.outline.nib == .pencil)
        #expect(stroke.color.alpha == 1, "its darkness comes from pressure when painted, not from a translucent colour")
        #expect(stroke.points.first?.tilt == 0)
        #expect(abs((stroke.points.last?.tilt ?? 0) - 50) < 1e-9)
        // The tilted half is wider.
        let upright = try #require(stroke.points.first.map { stroke.outline.width(at: $0) })
        #expect(stroke.bounds.height > 3 * upright, "\(stroke.bounds.height) px against \(upright) px upright")
    }

    @Test func aPenTiltedBothWaysLeansByTheCombinedAngle() {
        #expect(AxisValues(tiltX: 0, tiltY: 0).tilt == 0)
        #expect(AxisValues().tilt == nil)
        #expect(abs((AxisValues(tiltX: 30, tiltY: 0).tilt ?? 0) - 30) < 1e-9)
        #expect(abs((AxisValues(tiltX: 0, tiltY: -45).tilt ?? 0) - 45) < 1e-9)
        let both = AxisValues(tiltX: 40, tiltY: 40).tilt ?? 0
        #expect(both > 40 && both < 60)
    }

    @Test func theHoverPreviewIsTheLeadsFootprint() throws {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.pencil), for: .pen)
        _ = editor.handle(InputEvent(action: .motion, device: Devices.pen, position: Point(300, 300)))
        let preview = try #require(editor.hoverPreview)
        #expect(preview.style == .disc)
        #expect(abs(preview.diameter - 2) < 0.5)
        // Tilted, it shows the side of the lead.
        _ = editor.handle(InputEvent(action: .motion, device: Devices.pen, position: Point(300, 300), axes: AxisValues(tiltX: 0, tiltY: 60)))
        let tilted = try #require(editor.hoverPreview)
        #expect(abs(tilted.diameter - preview.diameter * Graphite.maximumWidening) < 1e-9)
        // Its tone is the graphite's at that pressure and tilt (before, solid: darker than the
        // light grey a half-pressure stroke lays down).
        let ink = editor.toolState(for: .pen).inkColor(in: editor.palette)
        let half = editor.preferences.pressureCurve(0.5)
        #expect(abs(preview.color.alpha - ink.alpha * Graphite.opacity(pressure: half, tilt: 0)) < 1e-9)
        #expect(abs(tilted.color.alpha - ink.alpha * Graphite.opacity(pressure: half, tilt: 60)) < 1e-6)
        #expect(tilted.color.alpha < ink.alpha)
    }
}
