import InkDocument
import InkGeometry
import InkInput

/// The open text box moved and sized from the keyboard, as its two handles do with the pen:
/// Alt+arrows move it one screen pixel (with Shift ten), Alt+Home and Alt+End make it narrower
/// and wider by one em (never below the handle's minimum). The box stays open; its draft
/// reaches the journal as typing does, and finishing the box makes it one undo step.
extension Editor {
    /// Screen pixels an Alt+arrow moves the open box; with Shift, `boxBigStep`.
    static let boxStep = 1.0, boxBigStep = 10.0

    /// Alt (without Ctrl) with an arrow, Home or End while a box is open; nil: not taken.
    mutating func textBoxKeyHandles(_ key: KeyChord) -> Damage? {
        guard var t = textEditing, key.modifiers.contains(.alt), !key.modifiers.contains(.control) else { return nil }
        let d = (key.modifiers.contains(.shift) ? Self.boxBigStep : Self.boxStep) / viewport.scale
        switch key.key {
        case .left: t.box.origin = t.box.origin + Point(-d, 0)
        case .right: t.box.origin = t.box.origin + Point(d, 0)
        case .up: t.box.origin = t.box.origin + Point(0, -d)
        case .down: t.box.origin = t.box.origin + Point(0, d)
        case .home: t.box.width = Swift.max(t.box.width - t.box.fontSize, TextBox.minimumWidthInEms * t.box.fontSize)
        case .end: t.box.width += t.box.fontSize
        default: return nil
        }
        return changeTextEditing(to: t)
    }
}
