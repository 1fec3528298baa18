/// The custom double-click mode keeps saying what it is in a narrow status bar: "2× Undo"
/// where "Lower double-click: Undo" does not fit (it was cut to "Lower d…", which said nothing).
import CCairo
import InkInterface
@testable import InkRender
import InkTestSupport
import Testing

@Suite struct StatusBarModeTextTests {
    static let indicator = ModeIndicator(tool: .pen, detail: "Pen · Black · 6 px", mode: "Lower double-click: Undo", modeShort: "2× Undo")

    @Test func aNarrowBarShowsTheShortForm() {
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            let narrow = StatusBarPainter.texts(Self.indicator, page: "", room: 190, on: cr)
            #expect(narrow.mode == "2× Undo", "\(narrow)")
            let wide = StatusBarPainter.texts(Self.indicator, page: "", room: 600, on: cr)
            #expect(wide.mode == "Lower double-click: Undo")
            #expect(wide.detail == "Pen · Black · 6 px")
        }
    }
}
