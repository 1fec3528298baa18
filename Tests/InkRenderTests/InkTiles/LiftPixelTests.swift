/// A commit paints the stroke into the tiles it crosses with the filler its drawing events drew
/// it with (`InkTilePainter.fill`), so the ink the pen left does not change when it lifts.
import Testing
@testable import InkRender
import InkGeometry
import InkInput
import InkInterface

@Suite struct LiftPixelTests {
    /// The frame's pixels over the canvas left of x 560, row by row (the lift may still carry
    /// the stroke's end a little further: that is drawing, not this).
    static func canvasPixels(_ h: RenderHarness) -> [UInt32] {
        let canvas = h.editor.scene.view.canvas
        var pixels: [UInt32] = []
        for y in Int(canvas.minY)..<Int(canvas.maxY) {
            for x in Int(canvas.minX)..<560 { pixels.append(h.pixel(x, y)) }
        }
        return pixels
    }

    /// A wavy stroke over rows of writing, across two tile edges (x 256 and 512 of the grid),
    /// at 100 % and at a zoom between pixels: the frame before the lift and after it differ by
    /// at most the compositing's rounding (a tile holds the ink over transparency and is laid
    /// over the paper, where a drawing event lays the stroke over what the frame shows).
    @Test(arguments: [0, 2]) func theInkDoesNotChangeWhenThePenLifts(zoomSteps: Int) {
        let h = RenderHarness()
        InkTileCacheTests.write(h, rows: 6)
        for _ in 0..<zoomSteps { h.key(KeyChord(.character("+"), .control)) }
        let at = { (x: Double) in Point(x, 150 + 25 * (x / 30).rounded(.down).truncatingRemainder(dividingBy: 3)) }
        h.press(at(100))
        for x in stride(from: 103.0, through: 580, by: 3) { h.drag(at(x)) }
        let during = Self.canvasPixels(h), fills = h.renderer.coverage.fills
        h.release(at(580))
        let after = Self.canvasPixels(h)
        #expect(h.renderer.coverage.fills > fills, "the commit filled the stroke into its tiles")
        var largest = 0, changed = 0, inked = 0
        for (a, b) in zip(during, after) {
            if a != 0xffffff { inked += 1 }
            let d = channelDistance(a, b)
            if d > 0 { changed += 1; largest = max(largest, d) }
        }
        #expect(inked > 10_000, "there is ink (\(inked) pixels)")
        #expect(largest <= 2, "the lift changed \(changed) pixels by up to \(largest) levels")
    }
}
