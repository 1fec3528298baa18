/// The warm-up after the first frame draws a real stroke (so it warms the drawing path), off
/// screen: nothing of it reaches the app's own editor or renderer.
import Testing
@testable import InkPlatform

@Suite struct DrawingWarmUpTests {
    @Test func itDrawsAStroke() {
        #expect(DrawingWarmUp.run() > 20, "the stroke changed pixels of the scratch frame")
    }
}
