import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// The prompts' answers, the journal's news and its timers.
extension DocumentWorkflow {
    /// A close's Save (or an open's over unsaved changes): the document saved, then the close
    /// (the open) goes on. A document with no file (a
    /// new sketch, an annotated PDF) asks where first, as Save As does (before, it was saved
    /// unasked as "paper 2.inkstone" beside an earlier "paper.inkstone"); a file another
    /// program saved since asks whether to replace it. Either way the close waits
    /// (`closeAfterSave`) and goes on once the document is saved.
    private func saveThenClose(_ step: CloseStep, _ editor: inout Editor) -> Outcome {
        guard let path = documentPath else {
            let outcome = fileCommand(.saveAs, &editor)
            closeAfterSave = step
            return outcome
        }
        closeAfterSave = step
        return saveGoingOn(to: path, &editor)
    }

    /// Saves to `path`; a close waiting (`closeAfterSave`) goes on once the document is saved,
    /// or keeps waiting while the save asks a question (the file changed elsewhere, or holds a
    /// newer Inkstone's parts), whose answer comes back here.
    func saveGoingOn(to path: String, replacingChanges: Bool = false, _ editor: inout Editor) -> Outcome {
        var outcome = save(to: path, replacingChanges: replacingChanges, &editor)
        guard editor.prompt?.topic != .replaceChanged, editor.prompt?.topic != .dropNewerParts else { return outcome }
        outcome.formUnion(closeIfSaved(closeAfterSave, &editor))
        closeAfterSave = nil
        return outcome
    }

    /// Goes on with the close `step` if the document is saved now; nothing otherwise.
    func closeIfSaved(_ step: CloseStep?, _ editor: inout Editor) -> Outcome {
        guard let step, !hasUnsavedChanges(editor) else { return .none }
        switch step {
        case .quit:
            cleanExit = true
            return Outcome(effects: [.quit])
        case .closeDocument:
            return closeDocument(&editor)
        case .open(let path):
            return open(path, &editor)
        }
    }

    /// Acts on a prompt's answer.
    func answered(_ topic: Prompt.Topic, _ choice: Int, _ editor: inout Editor) -> Outcome {
        var outcome = Outcome.none
        switch (topic, choice) {
        case (.recovery, 0):
            outcome = recover(&editor)
        case (.recovery, _):
            keeper.discardOffered()
        case (.savedNotebook, 0):
            outcome = openSavedNotebook(&editor)
        case (.closeUnsaved, 0):
            outcome = saveThenClose(.quit, &editor)
        case (.closeUnsaved, 1):
            cleanExit = true
            outcome.effects.append(.quit)
        case (.quitDuringExport, 0):
            outcome = quitRequested(&editor, exportStopped: true)
        case (.stopExport, 0):
            // Said when the export has let go (`pageExport(.cancelled)`).
            if pageExport != nil { files.cancelPageExport() }
        case (.closeDocumentUnsaved, 0):
            outcome = saveThenClose(.closeDocument, &editor)
        case (.closeDocumentUnsaved, 1):
            outcome = closeDocument(&editor)
        case (.replaceChanged, 0):
            // Saved on the way out (the close's Save): the close goes on.
            if let path = documentPath { outcome = saveGoingOn(to: path, replacingChanges: true, &editor) }
        case (.dropNewerParts, 1):
            // Their parts dropped, as said: the file is saved over (asking still if it changed elsewhere).
            if let path = documentPath {
                unkeptChecked = files.version(of: path)
                outcome = saveGoingOn(to: path, &editor)
            }
        case (.replaceChanged, 1), (.dropNewerParts, 0):
            // Saved elsewhere (the other file kept whole): a close waiting goes on once it is.
            let step = closeAfterSave
            outcome = fileCommand(.saveAs, &editor)
            closeAfterSave = step
        case (.replaceChanged, _), (.dropNewerParts, _):
            closeAfterSave = nil
        case (.overwrite, 0):
            if let (path, mode) = pendingOverwrite { outcome = write(mode, to: path, &editor) }
            pendingOverwrite = nil
        case (.openUnsaved, 0):
            if let path = pendingOpen { outcome = saveThenClose(.open(path), &editor) }
            pendingOpen = nil
        case (.openUnsaved, 1):
            if let path = pendingOpen { outcome = open(path, &editor) }
            pendingOpen = nil
        case (.openUnsaved, _):
            pendingOpen = nil
        case (.password, let choice) where pendingRecovery != nil:
            if let taken = pendingRecovery { outcome = unlockRecovered(taken, password: choice == 0 ? typedPassword ?? "" : nil, &editor) }
            if pendingRecovery == nil { pendingLocked = nil }
            typedPassword = nil
        case (.password, 0):
            if var locked = pendingLocked {
                locked.passwords[locked.locked] = typedPassword ?? ""
                outcome = openLocked(locked, &editor)
            }
            typedPassword = nil
        case (.password, _):
            if let locked = pendingLocked {
                let name = (locked.locked as NSString).lastPathComponent
                outcome = editor.showNotice(locked.insertAt == nil ? tr("Not opened: %@ needs its password", name)
                                                                   : tr("Not inserted: %@ needs its password", name))
            }
            pendingLocked = nil
            typedPassword = nil
        default:
            break
        }
        // Recovered work waiting for a password is asked about first; the next offer after it.
        let asking = pendingRecovery != nil
        if (topic == .recovery || topic == .password) && !asking, let next = keeper.recoveryPrompt {
            outcome.formUnion(editor.ask(next))
        } else if topic == .recovery && !asking, let locked = pendingLocked {
            outcome.formUnion(askPassword(locked, &editor))
        }
        return outcome
    }

    /// Says what changed about the journal since the last call: a failure once (a standing
    /// notice until it works again), its end, and journals found at start that cannot be used.
    /// Part of every outcome the workflow returns (nobody needs to ask for it).
    func journalNews(_ editor: inout Editor) -> Outcome {
        var outcome = Outcome.none
        switch keeper.takeNews() {
        case .failing(let full, let short)?:
            outcome.effects.append(.report("inkstone: " + tr("crash protection is off: %@; trying again every %@ s", full, String(Int(DocumentKeeper.retryInterval)))))
            outcome.formUnion(editor.setStandingNotice(tr("Crash protection is off: %@. Save your work to keep it.", short)))
        case .working?:
            outcome.effects.append(.report("inkstone: " + tr("crash protection works again")))
            outcome.formUnion(editor.setStandingNotice(nil))
            outcome.formUnion(editor.showNotice(tr("Crash protection works again.")))
        case nil:
            break
        }
        // After the standing notice, which returns when these pass; one notice for them all (a
        // notice each replaced the one before: only the last was seen).
        let problems = keeper.takeStartProblems()
        for problem in problems { outcome.effects.append(.report("inkstone: \(problem)")) }
        if !problems.isEmpty {
            outcome.formUnion(editor.showNotice(tr("Work from an earlier run cannot be recovered: %@.", problems.map(\.summary).joined(separator: "; "))))
        }
        return outcome
    }

    /// When the journal must next be written or tried again, if ever.
    public var nextDeadline: Date? {
        // No array: the event loop asks on every pass.
        func sooner(_ a: Date?, _ b: Date?) -> Date? {
            guard let a else { return b }
            guard let b else { return a }
            return min(a, b)
        }
        let journal = sooner(sooner(keeper.flushDeadline, keeper.retryDeadline), sooner(keeper.collectDeadline, keeper.baseCheckDeadline))
        return sooner(journal, stateKeeper?.writeDeadline)
    }

    /// Writes the journal or tries a failed one again when that is due at `now`; what that
    /// changed about crash protection is said.
    public func fireTimers(at now: Date, _ editor: inout Editor) -> Outcome {
        var due = false
        if let flush = keeper.flushDeadline, flush <= now { keeper.flush(); due = true }
        if let collect = keeper.collectDeadline, collect <= now { keeper.collect(); due = true }
        if let retry = keeper.retryDeadline, retry <= now { keeper.retry(with: editor.document); due = true }
        if let check = keeper.baseCheckDeadline, check <= now { keeper.checkBase(against: editor.document); due = true }
        var outcome = due ? journalNews(&editor) : .none
        do { try stateKeeper?.writeIfDue(editor, documentKey: documentKey, now: now) } catch {
            outcome.effects.append(.report("inkstone: " + tr("could not remember the tools and the view: %@", "\(error)")))
        }
        return outcome
    }

    /// Once per pass of the event loop: what is remembered between runs is written 1.5 s after
    /// it changes (the hint's dismissal at once).
    public func noteRemembered(_ editor: inout Editor, now: Date) -> Outcome {
        do { try stateKeeper?.note(editor, documentKey: documentKey, now: now) } catch {
            return Outcome(effects: [.report("inkstone: " + tr("could not remember the tools and the view: %@", "\(error)"))])
        }
        return .none
    }
}
