import InkDocument
import InkGeometry
import InkInput

/// A run of arrow-key nudges of the selection: what was moved and the size of the undo stack
/// after the last nudge (while both hold, the next nudge joins the same undo step).
struct NudgeRun: Hashable, Sendable {
    var selection: Selection
    var undoCount: Int
}

/// The arrow keys move the lasso's selection (issue 18: every action reachable from the
/// keyboard): a pixel of the window a press, ten with Shift. A burst of presses (auto-repeat
/// too) with no other key and no other change between them is one undo step; each press is
/// journaled as it is made.
extension Editor {
    /// How far one press moves the selection, in window pixels (Shift: `nudgeBigStep`).
    static let nudgeStep = 1.0
    static let nudgeBigStep = 10.0

    /// An arrow key with a selection: moves it; nil for other keys or without a selection
    /// (any other key ends the run of nudges).
    mutating func selectionNudgeHandles(_ key: KeyChord) -> Damage? {
        let mods = key.modifiers
        guard let selection, !session.editsPage, !mods.contains(.control), !mods.contains(.alt) else { nudgeRun = nil; return nil }
        let d = (mods.contains(.shift) ? Self.nudgeBigStep : Self.nudgeStep) / viewport.scale
        let by: Point
        switch key.key {
        case .left: by = Point(-d, 0)
        case .right: by = Point(d, 0)
        case .up: by = Point(0, -d)
        case .down: by = Point(0, d)
        default: nudgeRun = nil; return nil
        }
        let move = Affine.translation(by)
        let texts = selection.pages.flatMap { page in
            selection.placedTexts(on: page, in: document).map { Edit(page: page, change: .text(TextChange(before: $0, after: $0.transformed(by: move)))) }
        }
        var edits = selection.pages.compactMap { page -> Edit? in
            let strokes = selection.placed(on: page, in: document)
            let moved = strokes.map { PlacedStroke(index: $0.index, stroke: $0.stroke.transformed(by: move)) }
            let images = selection.placedImages(on: page, in: document)
            if images.isEmpty { return strokes.isEmpty ? nil : Edit(page: page, change: .replace(removed: strokes, added: moved)) }
            let placed = images.map { IndexedImage(index: $0.index, image: $0.image.transformed(by: move)) }
            return Edit(page: page, change: .images(ImageEdit(removed: images, added: placed, removedStrokes: strokes, addedStrokes: moved,
                                                              bytes: selection.imageBytes(on: page, in: document))))
        }
        edits += texts
        guard !edits.isEmpty else { return Damage.none }
        var damage = selectionDamage
        let joins = nudgeRun == NudgeRun(selection: selection, undoCount: history.undoStack.count) && !history.canRedo
        outbox.edits.append(contentsOf: edits)
        outbox.documentChanged = true
        let area = joins ? history.perform(adding: edits, on: &document) : history.perform(step: edits, on: &document)
        nudgeRun = NudgeRun(selection: selection, undoCount: history.undoStack.count)
        damage.formUnion(historyDamage((selection.page, area)))
        damage.formUnion(selectionDamage)
        return damage
    }
}
