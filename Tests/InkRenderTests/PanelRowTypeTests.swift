/// A row of Preferences buttons draws all its labels at one size: each shrunk on its own to fit
/// its button, the Japanese eraser row showed "ストローク" smaller than "部分" beside it. In the
/// wide card the eraser's two buttons (and the shapes' under them) share their room by what
/// their labels need, so "ストローク" keeps the panel's size beside "部分".
import CCairo
import InkGeometry
import InkInterface
import InkPreferences
@testable import InkRender
import InkRenderTestSupport
import InkTestSupport
import Testing

@Suite struct PanelRowTypeTests {
    @Test func aRowWhoseWidestLabelIsTooWideIsDrawnSmallerAtOneSize() {
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            let labels = ["ストローク", "部分"], width = 72.0 - 12
            let size = PanelPainter.rowTypeSize(labels.map { ($0, width) }, bold: false, on: cr)
            #expect(TextPainter.width(labels[0], size: 12.5, on: cr) > width, "the test's premise: the long label does not fit at 12.5")
            #expect(size < 12.5 && size >= 12.5 * 0.75)
            for label in labels { #expect(TextPainter.width(label, size: size, on: cr) <= width, "\(label) fits at \(size)") }
            #expect(TextPainter.width(labels[0], size: size + 0.5, on: cr) > width, "no larger size fits them all")
        }
    }

    @Test func aRowThatFitsKeepsTheUsualSize() {
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            #expect(PanelPainter.rowTypeSize([("On", 60), ("Off", 60)], bold: false, on: cr) == 12.5)
        }
    }

    @Test(arguments: ["", "ja", "zh_CN"])
    func theWideCardsEraserLabelsKeepThePanelsSize(language: String) throws {
        let measure = TranslatedMeasure(catalog: language.isEmpty ? [:] : try Catalog.translations(language))
        let layout = PanelLayout(window: Size(1024, 720), selected: BindingKey(.lower, .click), measure: measure)
        #expect(layout.isWide)
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            for row in [EraserMode.allCases.map { (PanelControl.eraserMode($0), PanelLayout.title($0)) },
                        [(PanelControl.shapes(false), "Off"), (.shapes(true), "On")]] {
                let room = row.compactMap { control, title in
                    layout.controls.first { $0.control == control }.map { (measure.shown(title), $0.frame.width - 12) }
                }
                #expect(room.count == 2)
                #expect(PanelPainter.rowTypeSize(room, bold: false, on: cr) == 12.5, "\(language): \(room)")
            }
            // The two rows' buttons stand in the same columns.
            let frames = [PanelControl.eraserMode(.stroke), .eraserMode(.area), .shapes(false), .shapes(true)].compactMap { c in
                layout.controls.first { $0.control == c }?.frame
            }
            #expect(frames.count == 4 && frames[0].minX == frames[2].minX && frames[1].minX == frames[3].minX && frames[1].maxX == frames[3].maxX)
        }
    }
}
