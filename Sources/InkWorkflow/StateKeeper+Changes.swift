import Foundation
import InkInterface

/// What of the remembered state an editor shows now: its tools and hint, and the view of its document.
struct RememberedSnapshot: Equatable {
    var devices: [String: RememberedTools]
    var hintDismissed: Bool
    var view: DocumentView?
}

/// Writing the remembered state as it changes, not only at the end (issue 16): a kill keeps
/// the tool, colour, width and the document's view picked more than `writeDelay` before it,
/// and a dismissed hint at once.
extension StateKeeper {
    /// How long after a change the remembered state is written (changes meanwhile go along).
    public static let writeDelay: TimeInterval = 1.5

    func snapshot(_ editor: Editor, documentKey key: String?) -> RememberedSnapshot {
        let mine = editor.remembered(in: RememberedState())
        return RememberedSnapshot(devices: mine.devices, hintDismissed: mine.hintDismissed, view: key.map { editor.documentView(key: $0) })
    }

    /// Looks at the editor after a change (cheap when nothing remembered changed): a change
    /// sets the write for `writeDelay` later; the hint dismissed is written at once. This runs
    /// on every pass of the event loop, so the document's key (a path made standard, tens of
    /// microseconds) is worked out only when something remembered changed.
    public func note(_ editor: Editor, documentKey: @autoclosure () -> String?, now: Date) throws {
        try failure.take()
        guard editor.rememberedGeneration != seenGeneration else { return }
        seenGeneration = editor.rememberedGeneration
        let key = documentKey()
        let mine = snapshot(editor, documentKey: key)
        guard mine != written else {
            writeDeadline = nil
            return
        }
        if mine.hintDismissed && written?.hintDismissed != true {
            writeInBackground(editor, documentKey: key)
        } else if writeDeadline == nil {
            writeDeadline = now.addingTimeInterval(Self.writeDelay)
        }
    }

    /// Writes what changed when that is due at `now` (on the keeper's queue); throws why an
    /// earlier write failed. The document's key (a path made standard through `URL`) is worked
    /// out only for a write due: the workflow's timers ask after every stroke, and working it out
    /// each time was ~1 % of the app's samples while drawing on a document opened from a file.
    public func writeIfDue(_ editor: Editor, documentKey key: @autoclosure () -> String?, now: Date) throws {
        try failure.take()
        guard let due = writeDeadline, due <= now else { return }
        writeInBackground(editor, documentKey: key())
    }
}
