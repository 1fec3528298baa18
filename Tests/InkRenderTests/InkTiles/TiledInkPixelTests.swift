/// The ink drawn from tiles is the ink drawn straight onto the window: a scene of pen ink,
/// highlights crossing it and pencil strokes, crossing tile edges, at 100% and at a zoom
/// between pixels, composed from tiles and painted directly, compared pixel for pixel.
import Foundation
import Testing
import CCairo
@testable import InkRender
import InkGeometry
import InkInput
import InkInterface

@Suite struct TiledInkPixelTests {
    /// Strokes of each kind crossing the tiles' edges (x 256 and 512 of the grid, y 256).
    static func sketch(_ h: RenderHarness) {
        for (i, y) in [150.0, 250, 262, 300, 420].enumerated() {
            h.press(Point(80, y))
            for x in stride(from: 90.0, through: 600, by: 7) { h.drag(Point(x, y + 30 * sin(x / 40 + Double(i)))) }
            h.release(Point(600, y + 20))
        }
        h.key(KeyChord(.character("h")))
        h.line(y: 255, from: 100, to: 580)
        h.press(Point(250, 100))
        for y in stride(from: 110.0, through: 560, by: 9) { h.drag(Point(250 + 40 * sin(y / 50), y)) }
        h.release(Point(260, 560))
        h.key(KeyChord(.character("b")))
        h.press(Point(120, 500))
        for x in stride(from: 125.0, through: 590, by: 5) { h.drag(Point(x, 500 - x / 3 + 12 * sin(x / 13))) }
        h.release(Point(590, 300))
        h.key(KeyChord(.character("p")))
    }

    /// How the tiled ink layer differs from the same scene painted directly (today's drawing),
    /// over the whole canvas at once or (`inTiles`) in the tiles' rectangles one by one: the
    /// largest channel difference, how many pixels differ, how many are inked, and how many
    /// differ where the direct drawing is solid ink or paper.
    static func difference(_ h: RenderHarness, inTiles: Bool = true) -> (largest: Int, pixels: Int, inked: Int, solid: Int) {
        let scene = h.editor.scene
        let canvas = scene.view.canvas
        guard let direct = ImageSurface(width: h.renderer.ink.width, height: h.renderer.ink.height) else { return (255, -1, 0, -1) }
        if inTiles {
            for key in TileGrid.keys(window: canvas, viewport: scene.view.viewport) {
                h.renderer.paintInk(scene, in: TileGrid.windowRect(of: key, viewport: scene.view.viewport).intersection(canvas), on: direct.context)
            }
        } else {
            h.renderer.paintInk(scene, in: canvas, on: direct.context)
        }
        let black = rgb((0x1d / 255.0, 0x1d / 255.0, 0x22 / 255.0))
        var largest = 0, pixels = 0, inked = 0, solid = 0
        for y in Int(canvas.minY)..<Int(canvas.maxY) {
            for x in Int(canvas.minX)..<Int(canvas.maxX) {
                let a = h.renderer.ink.pixel(x: x, y: y), b = direct.pixel(x: x, y: y)
                if b != 0xffffff { inked += 1 }
                let d = channelDistance(a, b)
                if d > 0 { pixels += 1; largest = max(largest, d) }
                if d > 0 && (b == black || b == 0xffffff) { solid += 1 }
            }
        }
        return (largest, pixels, inked, solid)
    }

    /// The tiles against the same rectangles drawn directly. At 100% only the compositing
    /// differs: a tile holds the ink over transparency and is laid over the paper once, where
    /// direct drawing lays each stroke over the paper in turn; where translucent ink (a
    /// highlight, the pencil, an antialiased edge) lies over translucent ink, each 8-bit
    /// rounding may land one level apart: at most 2 levels. Zoomed between pixels, the same
    /// outline lands on the tile's pixels shifted by a whole number of pixels from the window's,
    /// and Cairo's rasteriser rounds a few antialiased edge pixels otherwise (measured: up to
    /// 13 levels on about 1 % of the ink's pixels, none inside the ink or on bare paper far
    /// from it).
    @Test(arguments: [0, 2]) func tilesGiveTheDirectPixels(zoomSteps: Int) {
        let h = RenderHarness()
        Self.sketch(h)
        for _ in 0..<zoomSteps { h.key(KeyChord(.character("+"), .control)) }
        // Whole tiles, painted afresh (a tile a commit repainted in part holds that part as
        // the repaint of a rectangle draws it, as today's ink layer does: see the next test).
        h.renderer.inkTiles.removeAll()
        h.show(h.editor.handle(InputEvent(action: .scroll(.down), device: h.mouse, position: Point(300, 300))))
        let d = Self.difference(h)
        #expect(d.inked > 20_000, "the scene has ink (\(d.inked) pixels)")
        if zoomSteps == 0 {
            #expect(d.largest <= 2, "largest difference \(d.largest) over \(d.pixels) pixels")
            #expect(d.pixels * 20 < d.inked, "\(d.pixels) of \(d.inked) pixels differ")
        } else {
            #expect(d.largest <= 16, "largest difference \(d.largest) over \(d.pixels) pixels")
            #expect(d.pixels * 50 < d.inked, "\(d.pixels) of \(d.inked) pixels differ")
        }
    }

    /// Against the whole canvas drawn at once, the antialiased edges may differ by a few
    /// levels more: Cairo's scan converter takes an exact-area shortcut on pixel rows whose
    /// edges allow it, and which rows do depends on every edge within the clip, so drawing a
    /// rectangle (a tile, or today the repaint of a damaged rectangle) rounds some edge pixels
    /// otherwise than drawing the whole window (today's ink layer differs from itself in the
    /// same way between a full redraw and a repaint of the damage).
    @Test(arguments: [0, 2]) func tilesDifferFromAWholeWindowDrawingOnlyAtEdges(zoomSteps: Int) {
        let h = RenderHarness()
        Self.sketch(h)
        for _ in 0..<zoomSteps { h.key(KeyChord(.character("+"), .control)) }
        // Whole tiles painted by Cairo (a commit paints its stroke with the drawing events'
        // filler: `LiftPixelTests`).
        h.renderer.inkTiles.removeAll()
        h.show(h.editor.handle(InputEvent(action: .scroll(.down), device: h.mouse, position: Point(300, 300))))
        let d = Self.difference(h, inTiles: false)
        #expect(d.largest <= 16, "largest difference \(d.largest) over \(d.pixels) pixels")
        #expect(d.pixels * 20 < d.inked, "\(d.pixels) of \(d.inked) pixels differ")
    }
}
