import InkDocument
import InkGeometry

/// The text boxes an undo or a redo changes, where the renderer lays them out (`TextMeasure`,
/// Pango in the app): the page's own estimate (`TextBox.bounds`) knows no font, so a line of a
/// fallback font taller than it could otherwise be left on screen.
extension Editor {
    /// The measured frames of the boxes `edits` change, before and after, with a margin for overhanging glyphs.
    func measuredTextDamage(_ edits: some Sequence<Edit>) -> Damage {
        var damage = Damage.none
        for edit in edits {
            guard case .text(let change) = edit.change, document.pages.indices.contains(edit.page) else { continue }
            for box in [change.before, change.after].compactMap({ $0 }) {
                damage.formUnion(inkDamage(textMeasure.boxFrame(box).insetBy(-box.fontSize / 2), page: edit.page))
            }
        }
        return damage
    }
}
