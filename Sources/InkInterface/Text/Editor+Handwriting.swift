import InkDocument
import InkGeometry
import InkInput

/// Writing into the box being edited with the pen (S1): the pen's strokes are ink on the page
/// (each its own undo step) while the box stays still; once the pen pauses the recogniser's
/// readings show in a bar under the box, and a tap on one replaces the ink with the text in
/// one undo step. The ink stays until a reading is accepted.
extension Editor {
    /// How long the pen must rest before the readings show (ms): never while it writes.
    static let candidatePause: UInt64 = 700

    /// A pen press in the box being edited: a stroke in the box's colour, a pen a tenth of its
    /// font size wide (at least 2); the candidate bar goes away while the pen writes.
    mutating func beginHandwriting(_ e: InputEvent) -> Damage {
        guard var t = textEditing else { return .none }
        var damage = Damage.none
        if t.showsCandidates {
            damage = textEditDamage
            t.candidatesDue = now + Self.candidatePause
            textEditing = t
        }
        let stroke = ActiveStroke(deviceID: e.device.id, page: t.page, color: t.box.color,
                                  outline: PressureSpan.outline(width: Swift.max(2, t.box.fontSize / 10)),
                                  smoothing: preferences.smoothing, prediction: preferences.prediction)
        session = .drawing(PenBehaviour(stroke: stroke))
        damage.formUnion(toolHandles(.down(sample(e))))
        return damage
    }

    /// A stroke just added to a page: when it lies in the box being edited it is handwriting,
    /// read again with the strokes before it; the readings show after a pause.
    mutating func noteHandwriting(_ stroke: Stroke, page: Int) -> Damage {
        guard var t = textEditing, t.page == page, let frame = textEditPageFrame, frame.intersects(stroke.bounds) else { return .none }
        t.handwriting.append(stroke.id)
        t.candidates = handwritingReadings(t)
        t.candidatesDue = t.candidates.isEmpty ? nil : now + Self.candidatePause
        return changeTextEditing(to: t)
    }

    /// The recogniser's readings of the box's handwriting (none without a recogniser).
    func handwritingReadings(_ t: TextEditing) -> [String] {
        guard let handwritingRecognizer, document.pages.indices.contains(t.page) else { return [] }
        let strokes = t.handwriting.compactMap { id in document.pages[t.page].index(of: id).map { document.pages[t.page].strokes[$0] } }
        return HandwritingReader.read(strokes.map { $0.points.map(\.position) }, with: handwritingRecognizer)
    }

    /// The readings show once the pen has paused (`advance`).
    mutating func showDueCandidates(at time: UInt64) -> Damage {
        guard var t = textEditing, let due = t.candidatesDue, due <= time else { return .none }
        t.candidatesDue = nil
        return changeTextEditing(to: t)
    }

    /// Accepts the reading at `i`: the handwriting goes, the text comes in at the caret, one undo step.
    mutating func acceptCandidate(_ i: Int) -> Damage {
        guard var t = textEditing, t.candidates.indices.contains(i), document.pages.indices.contains(t.page) else { return .none }
        var damage = textEditDamage
        let page = document.pages[t.page]
        let ink = t.handwriting.compactMap { id in page.index(of: id).map { PlacedStroke(index: $0, stroke: page.strokes[$0]) } }
        t.insert(t.candidates[i])
        let edit = Edit(page: t.page, change: .text(TextChange(before: t.original, after: t.box, inkRemoved: ink)))
        t.original = t.box
        t.journaled = t.box
        t.handwriting = []
        t.candidates = []
        t.candidatesDue = nil
        textEditing = t
        damage.formUnion(historyDamage((t.page, commit(edit))))
        damage.formUnion(textEditDamage)
        return damage
    }

    /// Takes the reading at `i` of the box being edited, as a tap on its button does (for the
    /// keyboard and tests): nothing when no readings show.
    public mutating func acceptHandwriting(_ i: Int = 0) -> Outcome {
        outcome(trackingOverlays { $0.textEditing?.showsCandidates == true ? $0.acceptCandidate(i) : .none })
    }
}
