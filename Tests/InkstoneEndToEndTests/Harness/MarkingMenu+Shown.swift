import InkGeometry
import InkInterface
import InkRender

/// The marking menu as the app lays it out in these tests: its labels measured by the
/// renderer's Pango (English, the interface at 1x, the first tool state), as `Editor.openMenu`
/// measures them, so a test finds each item where the window shows it.
extension MarkingMenu {
    static func shown(ring: Ring = .main, pen: Point, rightHanded: Bool, within bounds: Rect) -> MarkingMenu {
        MarkingMenu(ring: ring, pen: pen, rightHanded: rightHanded, within: bounds, labelWidth: labelWidths(PangoTextMeasure.shared))
    }

    static func shownFitting(ring: Ring = .main, pen: Point, rightHanded: Bool, canvas: Rect, statusBar: Rect) -> MarkingMenu {
        fitting(ring: ring, pen: pen, rightHanded: rightHanded, canvas: canvas, statusBar: statusBar, labelWidth: labelWidths(PangoTextMeasure.shared))
    }
}
