import Foundation
import InkDocument
import InkGeometry
import InkInput

/// Alt with the arrows turns and scales the lasso's selection about its centre, as the rotate
/// knob and the corner handles do with the pen (every action reachable from the keyboard):
/// Alt+Left and Alt+Right turn it by 15° (with Shift 1°), Alt+Up and Alt+Down make it 10 %
/// larger and smaller (with Shift 1 %). Each press is one undo step, journaled as it is made.
extension Editor {
    /// The turn of one press, in radians (Shift: `turnSmallStep`).
    static let turnStep = Double.pi / 12, turnSmallStep = Double.pi / 180
    /// The scale of one press (Shift: `scaleSmallStep`).
    static let scaleStep = 1.1, scaleSmallStep = 1.01

    /// Alt (without Ctrl) with an arrow while something is selected and no text box is open;
    /// nil: not taken.
    mutating func selectionTurnHandles(_ key: KeyChord) -> Damage? {
        guard let selection, textEditing == nil, !session.editsPage, key.modifiers.contains(.alt), !key.modifiers.contains(.control) else { return nil }
        let fine = key.modifiers.contains(.shift)
        let drag = SelectionDrag(deviceID: 0, page: selection.page, grip: .move, parts: dragParts(of: selection))
        guard !drag.box.isEmpty else { return nil }
        let c = drag.box.center, turn = fine ? Self.turnSmallStep : Self.turnStep, k = fine ? Self.scaleSmallStep : Self.scaleStep
        let t: Affine
        switch key.key {
        case .left: t = .rotation(-turn, about: c)
        case .right: t = .rotation(turn, about: c)
        case .up: t = .scaling(k, k, about: c)
        case .down: t = .scaling(1 / k, 1 / k, about: c)
        default: return nil
        }
        nudgeRun = nil
        let edits = drag.edits(for: t)
        var damage = selectionDamage
        outbox.edits.append(contentsOf: edits)
        outbox.documentChanged = true
        let area = history.perform(step: edits, on: &document)
        damage.formUnion(historyDamage((selection.page, area)))
        damage.formUnion(selectionDamage)
        return damage
    }
}
