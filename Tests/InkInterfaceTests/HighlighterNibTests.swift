/// The highlighter's chisel nib in the editor: its strokes are chisel strokes whose angle
/// follows the pen's barrel rotation (the resting angle without one, mirrored for the left
/// hand), it offers its own width presets, and its hover preview is the nib's rectangle.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct HighlighterNibTests {
    /// A horizontal pen stroke with these axes on every event.
    func highlight(rotation: Double?, in editor: inout Editor) throws -> Stroke {
        _ = editor.run(.selectTool(.highlighter), for: .pen)
        let xs = stride(from: 150.0, through: 450, by: 10)
        for (i, x) in xs.enumerated() {
            let action: InputEvent.Action = i == 0 ? .press(.primary) : .motion
            _ = editor.handle(InputEvent(action: action, device: Devices.pen, position: Point(x, 300),
                                         axes: AxisValues(pressure: 0.5, rotation: rotation)))
        }
        _ = editor.handle(InputEvent(action: .release(.primary), device: Devices.pen, position: Point(450, 300)))
        return try #require(editor.document.pages[0].strokes.last)
    }

    @Test func aHighlighterStrokeIsAChiselHeldAtItsRestingAngleWithoutRotation() throws {
        var editor = Editor.fresh()
        let stroke = try highlight(rotation: nil, in: &editor)
        #expect(stroke.outline.nib == .chisel)
        #expect(stroke.kind == .highlighter)
        #expect(stroke.points.allSatisfy { abs($0.angle - ChiselNib.restingAngle) < 1e-6 })
    }

    @Test func theNibFollowsTheBarrelRotation() throws {
        var editor = Editor.fresh()
        let stroke = try highlight(rotation: 90, in: &editor)
        #expect(stroke.points.allSatisfy { abs($0.angle - (ChiselNib.restingAngle + .pi / 2)) < 1e-6 })
        // The horizontal stroke is much thinner turned a quarter turn than at rest.
        var other = Editor.fresh()
        let rest = try highlight(rotation: 0, in: &other)
        func height(_ s: Stroke) -> Double {
            let ys = strokeOutline(Array(s.points), options: s.outline).flatMap { $0.map(\.y) }
            return (ys.max() ?? 0) - (ys.min() ?? 0)
        }
        #expect(abs(height(rest) - 20.5) < 0.2)
        #expect(abs(height(stroke) - 11.5) < 0.2)
    }

    @Test func aLeftHandHoldsTheNibMirrored() {
        #expect(abs(ChiselNib.angle(rotation: nil, rightHanded: false) - (Double.pi - ChiselNib.restingAngle - 2 * .pi)) < 1e-9)
    }

    @Test func theHighlighterHasItsOwnWidthPresets() {
        var editor = Editor.fresh()
        #expect(Palette.standard.widths(for: .highlighter) == [12, 20, 32])
        #expect(Palette.standard.widths(for: .pen) == [3, 6, 16])
        _ = editor.handle(KeyChord(.character("h")))
        #expect(editor.shownToolState.widthIndex(in: .standard) == 1, "20 px at first")
        _ = editor.click(.width(2), Devices.mouse)
        #expect(editor.toolState(for: .mouse).width == 32)
        #expect(MenuItem.width(0).title(in: .standard, widthTool: .highlighter) == "12 px")
        _ = editor.handle(KeyChord(.character("p")))
        #expect(editor.toolState(for: .mouse).width == 6, "the pen keeps its own")
    }

    @Test func theHoverPreviewIsTheNibsRectangle() throws {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.highlighter), for: .pen)
        _ = editor.handle(InputEvent(action: .motion, device: Devices.pen, position: Point(300, 300), axes: AxisValues(rotation: 90)))
        let preview = try #require(editor.hoverPreview)
        guard case .chisel(let angle, let thickness) = preview.style else { Issue.record("not a chisel: \(preview.style)"); return }
        #expect(preview.diameter == 20)
        #expect(thickness == 5)
        #expect(abs(angle - (ChiselNib.restingAngle + .pi / 2)) < 1e-9)
        #expect(preview.bounds.width >= 2 * ChiselNib(length: 20, thickness: 5).reach)
    }
}
