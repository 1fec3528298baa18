import Foundation
import InkGeometry
import InkDocument
import InkInterface

/// Taking the work a crashed run left. It comes into this window; when the window was opened
/// on other files (`inkstone notes.pdf` after a crash while drawing on a new sketch), those
/// open again in a window of their own, so that saying Recover never closes what was asked for.
extension DocumentWorkflow {
    /// The offered work, recovered: it replaces the document and counts as unsaved; unsaved
    /// changes to the document open now stay in its journal for the next start. The files the
    /// window was opened from (or waits to open, for a PDF's password) open in a new window,
    /// unless the work recovered is theirs.
    /// Work on an encrypted PDF (a journal holds no password) asks for the PDF's password
    /// first, as opening its notebook does; it is shown once given, or without it on Cancel.
    func recover(_ editor: inout Editor) -> Outcome {
        do {
            let keepCurrent = hasUnsavedChanges(editor)
            guard let (recovery, keptAs) = try keeper.recoverOffered(keepCurrent: keepCurrent, versionNow: { [files] in files.version(of: $0) }) else {
                return .none
            }
            // What the window was asked to show: the files it waits to open (a PDF's password
            // not asked yet), else those it shows unchanged.
            let waiting = pendingLocked.flatMap { $0.insertAt == nil ? $0.paths : nil } ?? []
            let asked = !waiting.isEmpty ? waiting : keepCurrent ? [] : openedInputs
            if !waiting.isEmpty { pendingLocked = nil }
            let taken = TakenRecovery(recovery: recovery, keptAs: keptAs, asked: asked)
            var document = recovery.document
            guard files.unlockPDFs(in: &document, trying: nil) == 0 else {
                pendingRecovery = taken
                return askPassword(LockedOpen(paths: [], passwords: [:], locked: Self.name(of: taken), wrong: false), &editor)
            }
            return show(taken, &editor)
        } catch {
            var outcome = editor.showNotice(tr("Could not recover: %@", "\(error)"))
            outcome.effects.insert(.report("inkstone: " + tr("could not recover: %@", "\(error)")), at: 0)
            return outcome
        }
    }

    /// Recovered work taken from its journal, waiting to be shown (for a PDF's password).
    struct TakenRecovery {
        var recovery: Recovery
        /// Where a damaged journal is kept (`DocumentKeeper.recoverOffered`).
        var keptAs: String?
        /// The files the window was asked to show.
        var asked: [String]
    }

    /// The password typed for recovered work's PDF (nil: Cancel): shown with it once it opens
    /// them, asked again when wrong, shown without it on Cancel.
    func unlockRecovered(_ taken: TakenRecovery, password: String?, _ editor: inout Editor) -> Outcome {
        pendingRecovery = nil
        var shown = taken
        if let password {
            guard files.unlockPDFs(in: &shown.recovery.document, trying: password) == 0 else {
                pendingRecovery = taken
                return askPassword(LockedOpen(paths: [], passwords: [:], locked: Self.name(of: taken), wrong: true), &editor)
            }
        }
        return show(shown, &editor)
    }

    private static func name(of taken: TakenRecovery) -> String {
        taken.recovery.documentPath ?? taken.recovery.name ?? tr("the recovered work")
    }

    /// Shows recovered work in the window (`recover`).
    private func show(_ taken: TakenRecovery, _ editor: inout Editor) -> Outcome {
        let (recovery, keptAs, asked) = (taken.recovery, taken.keptAs, taken.asked)
        let elsewhere = !asked.isEmpty && !Self.isWork(of: asked, recovery)
        imageOrigins = [:]
        // Remembered views go by the work shown: the files the recovered work was opened from
        // (the journal names them), else those the window was asked for, if they are it.
        if elsewhere || asked.isEmpty || !recovery.inputs.isEmpty { openedKey = StateKeeper.key(for: recovery.inputs) }
        // Never exported over.
        openedInputs = recovery.inputs
        forgetExports()
        title = recovery.documentPath.map { ($0 as NSString).lastPathComponent } ?? recovery.name ?? tr("Recovered")
        var outcome = editor.replaceDocument(recovery.document)
        // Where it was being worked on: the view remembered for its document (the page a
        // crash left, noted 1.5 s after each change), else its start, moved to the last
        // change the journal holds if that is out of sight (an untitled document has no
        // view remembered; nor has one killed within 1.5 s of a change that scrolled).
        if let keeper = stateKeeper, keeper.remembersView(of: documentKey) {
            outcome.formUnion(keeper.arrive(&editor, documentKey: documentKey))
        } else if let page = recovery.lastEditedPage {
            outcome.formUnion(editor.reveal(recovery.lastEditedArea, onPage: page))
        }
        markRecoveredUnsaved()
        titleChanged = true
        if let keptAs {
            // Past a damaged record the journal could not be read: said, and the file kept.
            outcome.formUnion(editor.showNoticeUntilTapped(
                tr("Recovered the changes up to a damaged part of the journal; those after it could not be read. The journal is kept as %@.", keptAs)))
            outcome.effects.insert(.report("inkstone: " + tr("a damaged journal was recovered up to the damage and kept as %@", keptAs)), at: 0)
        } else if recovery.tornTail {
            outcome.formUnion(editor.showNotice(tr("Recovered all complete changes; the very last one was cut off by the crash.")))
        }
        if elsewhere {
            outcome.effects.append(.openInNewWindow(asked))
            outcome.formUnion(editor.showNotice(tr("%@ opens in a new window.", Self.name(of: asked))))
        }
        return outcome
    }

    /// Whether `recovery` is work on the document `inputs` open: their `.inkstone` file, or
    /// files of the same name (a journal of an annotated PDF or an image folder names them
    /// only so).
    nonisolated static func isWork(of inputs: [String], _ recovery: Recovery) -> Bool {
        if let path = recovery.documentPath {
            return inputs.count == 1 && URL(fileURLWithPath: inputs[0]).standardizedFileURL.path == path
        }
        return recovery.name != nil && recovery.name == name(of: inputs)
    }

    /// A document's name as opened from `inputs`: the file's, or the folder's of several (the
    /// window's title, and the name its journal gives the work).
    public nonisolated static func name(of inputs: [String]) -> String {
        let first = URL(fileURLWithPath: inputs.first ?? "").standardizedFileURL
        return inputs.count == 1 ? first.lastPathComponent : first.deletingLastPathComponent().lastPathComponent
    }
}
