/// A row of Preferences buttons draws all its labels at one size: each shrunk on its own to fit
/// its button, the Japanese eraser row showed "ストローク" smaller than "部分" beside it.
import CCairo
import InkGeometry
@testable import InkRender
import Testing

@Suite struct PanelRowTypeTests {
    @Test func aRowWhoseWidestLabelIsTooWideIsDrawnSmallerAtOneSize() {
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            let labels = ["ストローク", "部分"], width = 72.0 - 12
            let size = PanelPainter.rowTypeSize(labels, width: width, bold: false, on: cr)
            #expect(TextPainter.width(labels[0], size: 12.5, on: cr) > width, "the test's premise: the long label does not fit at 12.5")
            #expect(size < 12.5 && size >= 12.5 * 0.75)
            for label in labels { #expect(TextPainter.width(label, size: size, on: cr) <= width, "\(label) fits at \(size)") }
            #expect(TextPainter.width(labels[0], size: size + 0.5, on: cr) > width, "no larger size fits them all")
        }
    }

    @Test func aRowThatFitsKeepsTheUsualSize() {
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            #expect(PanelPainter.rowTypeSize(["On", "Off"], width: 60, bold: false, on: cr) == 12.5)
        }
    }
}
