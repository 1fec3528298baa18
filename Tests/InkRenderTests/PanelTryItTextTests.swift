/// The Preferences try-it area says the time it measured with its unit on the same line: it
/// read "Double-click recognised (80" and "ms)" on the next line.
import InkInterface
@testable import InkRender
import Testing

@Suite struct PanelTryItTextTests {
    @Test func theTimeAndItsUnitNeverPart() {
        #expect(PanelPainter.tryItText(.recognised(80)) == "Double-click recognised (80\u{00A0}ms)")
        #expect(PanelPainter.tryItText(.tooSlow(420)) == "Too slow (420\u{00A0}ms): two clicks")
        #expect(PanelPainter.tryItText(.waiting) == "Double-click here to try")
    }
}
