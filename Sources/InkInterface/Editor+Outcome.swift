import InkDocument
import InkInput

/// What the editor's internal steps leave for the caller, gathered while one entry point runs
/// and handed over, as effects, in the `Outcome` it returns (never polled afterwards).
struct EffectOutbox: Sendable {
    /// The document changed during this call.
    var documentChanged = false
    /// Committed changes for the journal, in order.
    var edits: [Edit] = []
    /// Drafts of the text box being edited for the journal (before `edits`).
    var drafts: [Edit] = []
    /// The document the journal restarts from before `edits` (stroke ids reassigned).
    var journalBase: Document?
    /// The person changed a preference.
    var preferencesChanged = false
    /// The prompt's answer and the chooser's choice, in the order they came.
    var answers: [Effect] = []

    /// Nothing was left (every drawing motion): checked before any array is built.
    var isEmpty: Bool {
        guard !documentChanged, !preferencesChanged, edits.isEmpty, drafts.isEmpty, answers.isEmpty else { return false }
        if case .none = journalBase { return true }
        return false
    }
}

extension Editor {
    /// Turns the damage of an entry point into its outcome: the damage plus everything the
    /// steps behind it left in the outbox, which is emptied.
    ///
    /// Every change of the history leaves something in the outbox (an edit for the journal, the
    /// document changed, a new journal base), so only then are the undo and redo buttons looked
    /// at: repainted when one was enabled or disabled since the last outcome that looked.
    mutating func outcome(_ damage: Damage) -> Outcome {
        var damage = damage
        if viewAwaitsWindow, session.isIdle { damage.formUnion(fitViewToWindow()) }
        if outbox.isEmpty { return Outcome(damage: damage) }
        // Work on any document (a PDF's pages too, where the hint never shows) is a start made:
        // the first blank canvas after it shows no first-start hint.
        if outbox.documentChanged, !guidance.hintDismissed { guidance.hintDismissed = true }
        let buttons = HistoryButtons(history)
        if buttons != historyButtonsShown {
            historyButtonsShown = buttons
            damage.formUnion(historyButtonsDamage)
        }
        if textEditing != nil, outbox.answers.contains(where: { if case .fileRequest = $0 { true } else { false } }) {
            // A save, export or close from a menu: the box being edited goes to the page first.
            damage.formUnion(countingChanges { $0.finishTextEditing() })
        }
        var effects: [Effect] = []
        if outbox.documentChanged { effects.append(.documentChanged) }
        if let base = outbox.journalBase { effects.append(.restartJournal(base)) }
        effects += outbox.drafts.map(Effect.recordDraft)
        if !outbox.edits.isEmpty { effects.append(.recordEdits(outbox.edits)) }
        if outbox.preferencesChanged { effects.append(.savePreferences(preferences)) }
        effects += outbox.answers
        outbox = EffectOutbox()
        return Outcome(damage: damage, effects: effects)
    }

    /// Runs a change and counts it as one change of the document if it changed the document
    /// (`changeCount`, compared with the count at the last save).
    mutating func countingChanges(_ change: (inout Editor) -> Damage) -> Damage {
        let before = outbox.documentChanged, mark = (historyEpoch, history.mark)
        outbox.documentChanged = false
        let damage = change(&self)
        if outbox.documentChanged {
            changeCount += 1
            // A step recorded, undone or redone names the state; any other change does not.
            documentMark = mark != (historyEpoch, history.mark) ? DocumentMark(history: historyEpoch, step: history.mark) : nil
        }
        outbox.documentChanged = outbox.documentChanged || before
        return damage
    }

    /// The file command a key asks for, if any: Ctrl+S saves, Ctrl+Shift+S saves as, Ctrl+O
    /// opens, Ctrl+E exports the pages, Ctrl+W closes the document, Ctrl+N opens a new window,
    /// Ctrl+Q quits; not while a prompt or the chooser is up.
    func fileRequest(for key: KeyChord) -> FileRequest? {
        guard key.modifiers.contains(.control), prompt == nil, chooser == nil,
              case .file(let request)? = Shortcuts.action(for: key), !panelHoldsBack(request) else { return nil }
        return request
    }
}
