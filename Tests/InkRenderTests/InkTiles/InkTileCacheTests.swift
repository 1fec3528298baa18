/// The ink tile cache: a tile is painted once and then shown from the cache (a pan over cached
/// tiles paints no stroke), the bytes held stay within the bound, a change repaints exactly
/// the tiles it touches (and only the changed area of them), and after a zoom the old zoom's
/// tiles stand in, scaled, until the background thread delivers the new ones.
import Foundation
import Testing
@testable import InkRender
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct InkTileCacheTests {
    /// Rows of writing over the whole canvas.
    static func write(_ h: RenderHarness, rows: Int = 12) {
        for row in 0..<rows {
            let y = 40 + Double(row) * 48
            h.press(Point(80, y))
            for x in stride(from: 86.0, through: 620, by: 6) { h.drag(Point(x, y + 10 * sin(x / 9))) }
            h.release(Point(620, y))
        }
    }

    func scroll(_ h: RenderHarness, down: Bool) {
        h.show(h.editor.handle(InputEvent(action: .scroll(down ? .down : .up), device: h.mouse, position: Point(300, 300))))
    }

    @Test func aPanOverCachedTilesPaintsNoStroke() {
        let h = RenderHarness()
        Self.write(h)
        scroll(h, down: true)
        scroll(h, down: false)
        let before = h.renderer.inkTiles.strokesPainted, shown = LiftPixelTests.canvasPixels(h)
        for i in 0..<6 { scroll(h, down: i % 2 == 0) }
        #expect(h.renderer.inkTiles.strokesPainted == before, "strokes painted by six pan frames over cached tiles")
        #expect(LiftPixelTests.canvasPixels(h) == shown, "and, back where it was, the view shows the same pixels")
    }

    @Test func aTileIsPaintedOnceThenShownFromTheCache() {
        let h = RenderHarness()
        Self.write(h, rows: 3)
        let zoom = TileZoom(h.editor.scene.view.viewport)
        let shown = Set(TileGrid.keys(window: h.editor.scene.view.canvas, viewport: h.editor.scene.view.viewport))
        #expect(shown.isSubset(of: h.renderer.inkTiles.keys), "a miss is painted and kept")
        let painted = h.renderer.inkTiles.strokesPainted
        _ = h.renderer.render(h.editor.scene, damage: Damage(window: h.editor.windowFrame), fullInk: true)
        #expect(h.renderer.inkTiles.strokesPainted == painted, "a whole new ink layer from cached tiles paints nothing")
        h.key(KeyChord(.character("+"), .control))
        #expect(h.renderer.inkTiles.strokesPainted > painted, "another zoom misses")
        #expect(h.renderer.inkTiles.keys.contains { $0.zoom != zoom } && h.renderer.inkTiles.keys.contains { $0.zoom == zoom })
        // Tiles no ink reaches hold no pixels.
        #expect(h.renderer.inkTiles.byteCount < h.renderer.inkTiles.keys.count * TileGrid.side * TileGrid.side * 4)
    }

    @Test func theBytesHeldStayWithinTheBound() {
        let h = RenderHarness()
        let tile = TileGrid.side * TileGrid.side * 4
        h.renderer.inkTiles = InkTileCache(queue: nil, byteLimit: 8 * tile)
        Self.write(h)
        for i in 0..<30 {
            scroll(h, down: i < 15)
            #expect(h.renderer.inkTiles.byteCount <= 8 * tile)
        }
        // The least recently shown went first: the tiles in view now are held.
        let vp = h.editor.scene.view.viewport
        let inView = TileGrid.keys(window: Rect(x: 300, y: 300, width: 1, height: 1), viewport: vp)
        #expect(Set(inView).isSubset(of: h.renderer.inkTiles.keys))
    }

    @Test func aCommitRepaintsOnlyTheTilesItTouchesAndOnlyItsArea() throws {
        let h = RenderHarness()
        Self.write(h, rows: 6)
        // The tiles of another zoom, held too.
        h.key(KeyChord(.character("+"), .control))
        h.key(KeyChord(.character("0"), .control))
        let cache = h.renderer.inkTiles
        let zoom = TileZoom(h.editor.scene.view.viewport)
        let otherZoom = try #require(cache.keys.first { $0.zoom != zoom }?.zoom)
        let before = cache.strokesPainted, heldBefore = cache.keys
        // A short stroke under the writing, where no other ink is.
        h.show(h.editor.handle(InputEvent(action: .press(.primary), device: h.mouse, position: Point(200, 520))))
        for x in stride(from: 210.0, through: 400, by: 10) { h.show(h.editor.handle(InputEvent(action: .motion, device: h.mouse, position: Point(x, 525), buttons: .primary))) }
        let damage = h.editor.handle(InputEvent(action: .release(.primary), device: h.mouse, position: Point(400, 525), buttons: .primary)).damage
        h.show(damage)
        let area = damage.ink
        #expect(!area.isEmpty)
        let touched = TileGrid.keys(meeting: area, zoom: zoom)
        // Each tile it touches paints the new stroke, and nothing else (no other ink is there).
        #expect(cache.strokesPainted - before == touched.count, "\(cache.strokesPainted - before) strokes for \(touched.count) tiles")
        // The other zoom's tiles it touches are dropped; the rest of them are kept.
        let old = heldBefore.filter { $0.zoom == otherZoom }
        let hit = Set(old.filter { TileGrid.documentRect(of: $0).intersects(area.insetBy(-1 / otherZoom.scale)) })
        #expect(!hit.isEmpty)
        #expect(cache.keys.filter { $0.zoom == otherZoom } == old.subtracting(hit))
        // Undo repaints the same tiles, now with nothing in that area.
        let painted = cache.strokesPainted
        h.show(h.editor.run(.undo).damage)
        #expect(cache.strokesPainted == painted, "the undone stroke's area holds no other ink")
        #expect(h.pixel(300, 525) == 0xffffff)
    }

    @Test func afterAZoomTheOldTilesStandInUntilTheNewOnesCome() throws {
        let h = RenderHarness()
        let queue = InkTileQueue()
        defer { queue.stop() }
        h.renderer.inkTiles = InkTileCache(queue: queue)
        Self.write(h, rows: 6)
        _ = h.renderer.render(h.editor.scene, damage: Damage(window: h.editor.windowFrame), fullInk: true)
        try #require(queue.waitUntilIdle(timeout: 20))
        _ = h.renderer.inkTiles.collectFinished()
        _ = h.renderer.render(h.editor.scene, damage: .none, refresh: h.editor.scene.view.canvas)
        #expect(h.renderer.inkTiles.isSettled)
        #expect(TiledInkPixelTests.difference(h).largest <= 1, "the delivered tiles give the direct pixels")
        // Zoom in: the tiles of the new zoom are on their way; the old ones, scaled, show meanwhile.
        h.key(KeyChord(.character("+"), .control))
        #expect(!h.renderer.inkTiles.isSettled)
        let inked = TiledInkPixelTests.difference(h).inked
        var shown = 0
        let canvas = h.editor.scene.view.canvas
        for y in stride(from: Int(canvas.minY), to: Int(canvas.maxY), by: 2) {
            for x in stride(from: Int(canvas.minX), to: Int(canvas.maxX), by: 2) where h.renderer.ink.pixel(x: x, y: y) != 0xffffff { shown += 1 }
        }
        #expect(shown * 4 * 2 > inked, "the old zoom's picture shows (\(shown * 4) of \(inked) ink pixels)")
        try #require(queue.waitUntilIdle(timeout: 20))
        let delivered = h.renderer.inkTiles.collectFinished()
        #expect(!delivered.isEmpty)
        _ = h.renderer.render(h.editor.scene, damage: .none, refresh: canvas)
        let d = TiledInkPixelTests.difference(h)
        // At a zoom between pixels a tile's rectangle in page units meets a piece more or fewer
        // than the window rectangle drawn directly; the run of pieces then ends with its round cap
        // a piece further on, and Cairo samples the rows that edge crosses a little differently.
        #expect(d.largest <= 8 && d.solid == 0, "the new zoom's tiles give the direct pixels (\(d.pixels) differ by up to \(d.largest))")
        #expect(h.renderer.inkTiles.strokesPainted == 0, "no stroke was painted on the drawing thread")
        #expect(h.renderer.inkTiles.backgroundStrokes > 0)
    }

    @Test func aStrokeCommittedOverInkIsPaintedAloneIntoTheTilesItTouches() {
        let h = RenderHarness()
        Self.write(h, rows: 8)
        let zoom = TileZoom(h.editor.scene.view.viewport)
        // Down across the rows of writing: on top of all of it.
        h.show(h.editor.handle(InputEvent(action: .press(.primary), device: h.mouse, position: Point(330, 30))))
        for y in stride(from: 40.0, through: 400, by: 10) { h.show(h.editor.handle(InputEvent(action: .motion, device: h.mouse, position: Point(330 + y / 20, y), buttons: .primary))) }
        let before = h.renderer.inkTiles.strokesPainted
        let damage = h.editor.handle(InputEvent(action: .release(.primary), device: h.mouse, position: Point(350, 400), buttons: .primary)).damage
        h.show(damage)
        let touched = TileGrid.keys(meeting: damage.ink, zoom: zoom)
        #expect(h.renderer.inkTiles.strokesPainted - before == touched.count, "one stroke a tile, however much ink lies under it")
        // Painted as its drawing events filled it (`InkTilePainter.fill`): against Cairo's fill of
        // it all, a few antialiased edge pixels differ by a few levels (`CoverageFillTests`).
        let d = TiledInkPixelTests.difference(h)
        #expect(d.largest <= 16, "and the pixels of drawing it all (\(d.pixels) differ by up to \(d.largest))")
        // A highlight goes under the ink: the area is painted anew, the writing with it.
        h.key(KeyChord(.character("h")))
        h.show(h.editor.handle(InputEvent(action: .press(.primary), device: h.mouse, position: Point(100, 100))))
        for x in stride(from: 110.0, through: 500, by: 10) { h.show(h.editor.handle(InputEvent(action: .motion, device: h.mouse, position: Point(x, 100), buttons: .primary))) }
        let painted = h.renderer.inkTiles.strokesPainted
        h.show(h.editor.handle(InputEvent(action: .release(.primary), device: h.mouse, position: Point(500, 100), buttons: .primary)))
        #expect(h.renderer.inkTiles.strokesPainted - painted > touched.count + 2)
        #expect(TiledInkPixelTests.difference(h).largest <= 16, "as above where the highlight did not reach")
    }

    /// How many pixels of the canvas (every other row and column) are not paper.
    static func inked(_ h: RenderHarness) -> Int {
        let canvas = h.editor.scene.view.canvas
        var inked = 0
        for y in stride(from: Int(canvas.minY), to: Int(canvas.maxY), by: 2) {
            for x in stride(from: Int(canvas.minX), to: Int(canvas.maxX), by: 2) where h.pixel(x, y) != 0xffffff { inked += 1 }
        }
        return inked
    }

    @Test func anotherDocumentInTheSameViewShowsItsOwnInk() {
        let h = RenderHarness()
        Self.write(h, rows: 3)
        #expect(Self.inked(h) > 500)
        _ = h.editor.replaceDocument(Document())
        // Even told only that the window changed, the renderer sees another document.
        h.show(Damage(window: h.editor.windowFrame))
        #expect(Self.inked(h) == 0, "the old document's ink still shows")
    }
}
