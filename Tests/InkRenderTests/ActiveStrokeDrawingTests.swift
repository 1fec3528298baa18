/// The stroke in progress, drawn through its piece index: every event's repainted rectangles
/// hold exactly the pixels that walking every piece of the stroke gives (translucent ink that
/// crosses itself included; filled as the renderer fills, `CoverageFill` in a drawing event's
/// small rectangles, Cairo in larger ones), and the work of drawing one event does not grow with
/// the stroke.
import Foundation
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkRender

@Suite struct ActiveStrokeDrawingTests {
    /// The frame in `r` as the renderer drew it before the index: the ink layer, then every
    /// piece of the stroke whose bounds meet `r`, found by walking all of them.
    func walkedFrame(_ h: RenderHarness, _ reference: ImageSurface, in r: Rect) {
        let cr = reference.context
        cairo_save(cr)
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_clip(cr)
        cairo_set_source_surface(cr, h.renderer.ink.surface, 0, 0)
        cairo_paint(cr)
        if let stroke = h.editor.activeStroke, stroke.outline.nib != .pencil, InkLayer(nib: stroke.outline.nib, color: stroke.color) == .ink {
            let vp = h.editor.viewport, o = h.editor.layout.origin(of: stroke.page)
            let area = r.intersection(h.editor.canvasFrame), fill = CoverageFill()
            if fill.begin(area, scale: vp.scale, offset: Point(vp.origin.x + vp.scale * o.x, vp.origin.y + vp.scale * o.y)) {
                cairo_restore(cr)
                let clip = vp.toPage(area).offsetBy(Point(-o.x, -o.y))
                let pieces = (0..<max(0, stroke.points.count - 1)).filter {
                    outlinePieceBounds(stroke.points[$0], stroke.points[$0 + 1], options: stroke.outline).intersects(clip)
                }
                fill.add(stroke.points, pieces: pieces, outline: stroke.outline)
                fill.paint(stroke.color, on: reference)
                return
            }
        }
        if let stroke = h.editor.activeStroke {
            let canvas = h.editor.canvasFrame, vp = h.editor.viewport
            cairo_rectangle(cr, canvas.x, canvas.y, canvas.width, canvas.height)
            cairo_clip(cr)
            let o = h.editor.layout.origin(of: stroke.page)
            cairo_translate(cr, vp.origin.x, vp.origin.y)
            cairo_scale(cr, vp.scale, vp.scale)
            cairo_translate(cr, o.x, o.y)
            let paint = {
                InkPainter.paint(stroke.points, color: stroke.color, outline: stroke.outline, on: cr,
                                 within: vp.toPage(r).offsetBy(Point(-o.x, -o.y)))
            }
            // A highlight is laid with multiply, in a layer of its own (`HighlightMultiplyTests`).
            if InkLayer(nib: stroke.outline.nib, color: stroke.color) == .highlights { InkPainter.layingHighlights(on: cr, paint) } else { paint() }
        }
        cairo_restore(cr)
    }

    @Test(arguments: [Tool.pen, .highlighter])
    func eachEventDrawsWhatWalkingEveryPieceDraws(_ tool: Tool) throws {
        let h = RenderHarness(width: 480, height: 480)
        h.show(h.editor.run(.selectTool(tool), for: .mouse))
        // Committed ink under the new stroke. (A committed highlight is kept clear of it: the
        // renderer lays highlights as one layer, which this reference, laying the new one on
        // the ink layer, cannot; `HighlightMultiplyTests` holds where they cross.)
        h.line(y: tool == .highlighter ? 60 : 100, from: 120, to: 400)
        let reference = try #require(ImageSurface(width: 480, height: 480))
        // Loops that cross themselves and the line many times, with a few long jumps.
        var points: [Point] = []
        for i in 0..<900 {
            let t = Double(i) / 18
            points.append(Point(260 + 120 * cos(t) + Double(i % 7), 220 + 110 * sin(1.3 * t)))
            if i % 300 == 299 { points.append(Point(90, 420)) }
        }
        let mouse = h.mouse
        var checked = 0
        for (i, p) in points.enumerated() {
            let event = InputEvent(action: i == 0 ? .press(.primary) : .motion, device: mouse, position: p,
                                   buttons: i == 0 ? [] : .primary)
            let damage = h.editor.handle(event).damage
            let areas = h.renderer.render(h.editor.scene, damage: damage)
            for r in areas.rects {
                walkedFrame(h, reference, in: r)
                for y in Int(r.minY)..<Int(r.maxY) {
                    for x in Int(r.minX)..<Int(r.maxX) where h.renderer.frame.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
                        Issue.record("event \(i): pixel \(x),\(y) is \(String(h.renderer.frame.pixel(x: x, y: y), radix: 16)), walking every piece gives \(String(reference.pixel(x: x, y: y), radix: 16))")
                        return
                    }
                }
                checked += 1
            }
        }
        #expect(checked > points.count * 9 / 10)
        // The pen's ink is filled without Cairo on drawing events; the highlighter's goes under the ink, with Cairo.
        #expect(tool == .pen ? h.renderer.coverage.fills > points.count * 9 / 10 : h.renderer.coverage.fills == 0)
    }

    /// The renderer's work for `sample` drawing events once a stroke has `length` points
    /// (the editor alone takes the stroke up to that length: only the drawing is measured).
    func drawingWork(atLength length: Int, sample: Int = 50) -> Int {
        let h = RenderHarness(width: 1200, height: 800)
        // Rows back and forth over the upper part of the window, passing over it again and
        // again; the measured events then start a row of their own below, as far from the rest
        // of the stroke at 100,000 points as at 1,000.
        func point(_ i: Int) -> Point {
            let row = i < length ? i / 600 : 0, along = Double(i < length ? i % 600 : i - length) * 1.5
            let y = i < length ? 30 + Double(row % 50) * 11 + Double(i / 30_000) * 3 : 700
            return Point(row % 2 == 0 ? 150 + along : 1050 - along, y)
        }
        _ = h.editor.handle(InputEvent(action: .press(.primary), device: h.mouse, position: point(0)))
        // The jump to the new row (whose piece spans the rows above) is not measured.
        for i in 1..<(length + 5) {
            _ = h.editor.handle(InputEvent(action: .motion, device: h.mouse, position: point(i), buttons: .primary))
        }
        h.show(Damage(window: h.editor.windowFrame))
        let before = h.renderer.activeStrokeWork
        for i in (length + 5)..<(length + 5 + sample) { h.drag(point(i)) }
        #expect(h.editor.activeStroke?.points.count ?? 0 > length / 2)
        return h.renderer.activeStrokeWork - before
    }

    @Test func theWorkOfDrawingAnEventDoesNotGrowWithTheStroke() {
        let short = drawingWork(atLength: 1000)
        let long = drawingWork(atLength: 100_000)
        // Walking every piece would do a hundred times the work at 100,000 points.
        #expect(short > 0)
        #expect(long <= short * 3, "work of 50 events: \(short) at 1,000 points, \(long) at 100,000")
    }
}
