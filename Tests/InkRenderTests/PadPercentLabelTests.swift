/// The zoom pad's percentages are written as the zoom is everywhere else ("100 %", with a
/// narrow space that does not break) and drawn side by side at one size, the one the wider
/// ("200 %") needs: "50%" and "200%" were written without a space, and at two sizes.
import CCairo
import InkGeometry
import InkInterface
@testable import InkRender
import Testing

@Suite struct PadPercentLabelTests {
    @Test func thePercentagesReadAsTheZoomDoesAndShareASize() throws {
        #expect(PadPainter.label(.percent(50)) == "50\u{202F}%" && PadPainter.label(.percent(200)) == "200\u{202F}%")
        let pad = ValuePad(.zoom, value: 100, anchor: Point(900, 700), rightHanded: true, within: Rect(x: 56, y: 0, width: 968, height: 680))
        let keys = pad.keys.filter { if case .percent = $0.control { true } else { false } }
        #expect(keys.count == 2)
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            let room = keys.map { (PadPainter.label($0.control), $0.frame.width - 4) }
            let size = PanelPainter.rowTypeSize(room, bold: true, on: cr, largest: 13)
            for (text, width) in room { #expect(TextPainter.width(text, size: size, bold: true, on: cr) <= width, "\(text) fits at \(size)") }
            #expect(TextPainter.width("50\u{202F}%", size: size, bold: true, on: cr) < keys[0].frame.width - 4, "the shorter one is not shrunk further")
        }
    }
}
