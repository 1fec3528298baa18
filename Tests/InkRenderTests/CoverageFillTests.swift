/// `CoverageFill` against `cairo_fill`: the same shapes, the same colours, within a few levels
/// at an edge and exactly inside and outside; nothing drawn outside its rectangle.
import Foundation
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkInput
@testable import InkRender

@Suite struct CoverageFillTests {
    static let ink = InkColor(red: 0.11, green: 0.11, blue: 0.13)

    /// Two surfaces over the same background: one filled by Cairo (clipped to `r`), one by `CoverageFill`.
    func both(_ polygons: [[Point]], color: InkColor = ink, in r: Rect, scale: Double = 1, offset: Point = .zero,
              size: Int = 96) throws -> (cairo: ImageSurface, direct: ImageSurface) {
        let cairo = try #require(ImageSurface(width: size, height: size)), direct = try #require(ImageSurface(width: size, height: size))
        for s in [cairo, direct] {
            // A background that is not one colour, so OVER is checked on more than white.
            let cr = s.context
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0.2, 0.5, 0.8)
            cairo_rectangle(cr, 0, 0, Double(size) / 2, Double(size))
            cairo_fill(cr)
        }
        let cr = cairo.context
        cairo_save(cr)
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_clip(cr)
        cairo_translate(cr, offset.x, offset.y)
        cairo_scale(cr, scale, scale)
        let path = DevicePath(cr)
        polygons.forEach { path.add($0) }
        path.end()
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
        cairo_restore(cr)
        let fill = CoverageFill()
        #expect(fill.begin(r, scale: scale, offset: offset))
        polygons.forEach { fill.add($0) }
        #expect(fill.paint(color, on: direct))
        return (cairo, direct)
    }

    /// The largest difference of a channel at each pixel, counted by size.
    func differences(_ a: ImageSurface, _ b: ImageSurface) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                var d = 0
                for shift: UInt32 in [0, 8, 16] {
                    let u = Int((p >> shift) & 0xff), v = Int((q >> shift) & 0xff)
                    d = max(d, abs(u - v))
                }
                counts[d, default: 0] += 1
            }
        }
        return counts
    }

    func circle(_ c: Point, _ radius: Double, _ n: Int = 40, clockwise: Bool = false) -> [Point] {
        (0..<n).map { i in
            let t = Double(i) / Double(n) * 2 * .pi * (clockwise ? -1 : 1)
            return Point(c.x + radius * cos(t), c.y + radius * sin(t))
        }
    }

    /// `direct` painted with `fill` alone over the same background as `both` gives.
    func painted(_ fill: CoverageFill, _ color: InkColor = ink, size: Int = 96) throws -> ImageSurface {
        let (_, direct) = try both([], color: color, in: Rect(x: 0, y: 0, width: 1, height: 1), size: size)
        #expect(fill.paint(color, on: direct))
        return direct
    }

    func expectClose(_ d: [Int: Int], identical: Double = 0.98, within: Int = 16, _ what: String) {
        let total = d.values.reduce(0, +), same = d[0] ?? 0, worst = d.keys.max() ?? 0
        #expect(Double(same) >= Double(total) * identical, "\(what): \(same) of \(total) pixels identical")
        #expect(worst <= within, "\(what): a pixel differs by \(worst) levels")
    }

    @Test func shapesMatchCairosFillWithinAFewLevelsAtTheirEdges() throws {
        let all = Rect(x: 0, y: 0, width: 96, height: 96)
        let shapes: [(String, [[Point]])] = [
            ("a circle", [circle(Point(40.3, 41.7), 17.2)]),
            ("a circle drawn the other way round", [circle(Point(52.6, 38.1), 21.4, clockwise: true)]),
            ("a thin sliver", [[Point(10.2, 10.1), Point(80.7, 30.4), Point(80.9, 31.5), Point(10.1, 11.0)]]),
            ("a square", [[Point(20, 20), Point(70, 20), Point(70, 70), Point(20, 70)]]),
            ("a shape crossing itself", [[Point(10, 10), Point(80, 80), Point(80, 10), Point(10, 80)]]),
        ]
        for (name, polygons) in shapes {
            let (cairo, direct) = try both(polygons, in: all)
            expectClose(differences(cairo, direct), name)
        }
        // Scaled and moved as a page on the screen is.
        let (cairo, direct) = try both([circle(Point(10.3, 12.7), 8.1)], in: all, scale: 2.5, offset: Point(13.25, 7.5))
        expectClose(differences(cairo, direct), "a scaled circle")
    }

    @Test func nothingIsDrawnOutsideTheRectangle() throws {
        // A circle over all four sides of the rectangle: its edges are cut at each.
        let r = Rect(x: 20, y: 30, width: 40, height: 34)
        let (cairo, direct) = try both([circle(Point(38.6, 45.2), 22.3, 64)], in: r)
        expectClose(differences(cairo, direct), "a circle cut to the rectangle")
        let (untouched, _) = try both([], in: r)
        for y in 0..<96 {
            for x in 0..<96 where !r.contains(Point(Double(x) + 0.5, Double(y) + 0.5)) {
                #expect(direct.pixel(x: x, y: y) == untouched.pixel(x: x, y: y), "pixel \(x),\(y) outside the rectangle was drawn")
            }
        }
    }

    @Test func translucentInkIsLaidOverAsCairoLaysIt() throws {
        let color = InkColor(red: 0.8, green: 0.1, blue: 0.3, alpha: 0.45)
        let (cairo, direct) = try both([circle(Point(47.5, 47.5), 30.2)], color: color, in: Rect(x: 0, y: 0, width: 96, height: 96))
        let d = differences(cairo, direct)
        expectClose(d, identical: 0.95, "translucent ink")
        #expect((d[0] ?? 0) + (d[1] ?? 0) > 96 * 96 - 300, "the circle's inside is laid over with pixman's arithmetic")
    }

    @Test func roundEndsInGroupsOfTheirOwnAreNotDarkenedWherePiecesMeetInOneTheyAdd() throws {
        // Two runs of a stroke ending in the same round end: as dark as one.
        let end = circle(Point(40.4, 40.6), 12.3)
        let twice = CoverageFill(), once = CoverageFill()
        for fill in [twice, once] { #expect(fill.begin(Rect(x: 0, y: 0, width: 96, height: 96), scale: 1, offset: .zero)) }
        twice.add(end); twice.endGroup(); twice.add(end)
        once.add(end)
        #expect(differences(try painted(twice), try painted(once)).keys.max() == 0)
        // Two triangles meeting along a diagonal, in one group: no line where they meet.
        let halves = CoverageFill(), square = CoverageFill()
        for fill in [halves, square] { #expect(fill.begin(Rect(x: 0, y: 0, width: 96, height: 96), scale: 1, offset: .zero)) }
        halves.add([Point(20.3, 20.2), Point(70.6, 20.2), Point(70.6, 70.9)])
        halves.add([Point(20.3, 20.2), Point(70.6, 70.9), Point(20.3, 70.9)])
        square.add([Point(20.3, 20.2), Point(70.6, 20.2), Point(70.6, 70.9), Point(20.3, 70.9)])
        #expect((differences(try painted(halves), try painted(square)).keys.max() ?? 99) <= 1)
    }

    @Test func eachFillStartsClean() throws {
        let fill = CoverageFill(), fresh = CoverageFill()
        #expect(fill.begin(Rect(x: 0, y: 0, width: 96, height: 96), scale: 1, offset: .zero))
        fill.add(circle(Point(30, 30), 20)); fill.endGroup(); fill.add(circle(Point(60, 50), 15))
        _ = try painted(fill)
        // A smaller rectangle after a larger one, the buffers reused.
        for f in [fill, fresh] {
            #expect(f.begin(Rect(x: 10, y: 20, width: 50, height: 40), scale: 1, offset: .zero))
            f.add(circle(Point(40, 45), 12))
        }
        #expect(differences(try painted(fill), try painted(fresh)).keys.max() == 0)
    }

    @Test func aFillNeverPaintedLeavesNothingForTheNext() throws {
        let fill = CoverageFill(), fresh = CoverageFill()
        #expect(fill.begin(Rect(x: 0, y: 0, width: 96, height: 96), scale: 1, offset: .zero))
        fill.add(circle(Point(30, 30), 20)); fill.endGroup(); fill.add(circle(Point(60, 50), 15))
        for f in [fill, fresh] {
            #expect(f.begin(Rect(x: 0, y: 0, width: 96, height: 96), scale: 1, offset: .zero))
            f.add(circle(Point(40, 45), 12))
        }
        #expect(differences(try painted(fill), try painted(fresh)).keys.max() == 0)
    }

    @Test func strangeCoordinatesDrawNothingAndNeverTrap() throws {
        let fill = CoverageFill()
        #expect(fill.begin(Rect(x: 0, y: 0, width: 96, height: 96), scale: 1, offset: .zero))
        fill.add([Point(10, 10), Point(.nan, 40), Point(50, 50)])
        fill.add([Point(10, 10), Point(.infinity, 40), Point(50, -.infinity)])
        fill.add([Point(-1e30, 10), Point(1e30, 12), Point(20, 1e30)])
        let (background, _) = try both([], in: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(differences(try painted(fill), background).keys.max() == 0)
        #expect(!fill.begin(Rect(x: 0, y: 0, width: 0, height: 10), scale: 1, offset: .zero))
        #expect(!fill.begin(Rect(x: 0.5, y: 0, width: 10, height: 10), scale: 1, offset: .zero))
        #expect(!fill.begin(Rect(x: 0, y: 0, width: 200, height: 200), scale: 1, offset: .zero))
    }
}

/// The renderer's use of it: only inside the frame, and only for what it can fill.
@Suite struct DirectInkTests {
    @Test func aRectangleNotInsideTheFrameIsLeftToCairo() throws {
        let h = RenderHarness(width: 200, height: 160)
        _ = h.editor.handle(InputEvent(action: .press(.primary), device: h.mouse, position: Point(60, 60)))
        _ = h.editor.handle(InputEvent(action: .motion, device: h.mouse, position: Point(80, 70), buttons: .primary))
        let scene = h.editor.scene
        let stroke = try #require(scene.stroke)
        let vp = h.editor.viewport, o = h.editor.layout.origin(of: stroke.page)
        for outside in [Rect(x: 190, y: 50, width: 20, height: 20), Rect(x: -4, y: 50, width: 20, height: 20),
                        Rect(x: 50, y: 150, width: 20, height: 20), Rect(x: 50, y: -1, width: 20, height: 20)] {
            #expect(!h.renderer.fillDirectly(scene, in: outside, viewport: vp, pageOrigin: o), "\(outside)")
        }
        #expect(h.renderer.fillDirectly(scene, in: Rect(x: 50, y: 50, width: 40, height: 30), viewport: vp, pageOrigin: o))
    }
}
