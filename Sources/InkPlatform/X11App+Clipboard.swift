import CX11
import Foundation
import InkDocument
import InkGeometry
import InkInterface

/// Copy, cut and paste through X's CLIPBOARD and PRIMARY selections: the editor's offers
/// (`Effect.offerStrokes`) go to the `ClipboardOwner`; a paste (`Effect.pasteRequested`)
/// reads the clipboard with the `SelectionReader`, preferring Inkstone's strokes, then a PNG,
/// then a JPEG, and hands the result to the editor. Nothing here waits for another client:
/// the selection events drive both, and their deadlines end a stalled transfer.
extension X11App {
    /// The types a paste takes, best first: text last (a new text box on the page).
    static let pasteTypes = [ClipboardStrokes.mimeType, "image/png", "image/jpeg"] + ClipboardOwner.textTypes

    /// Offers strokes as the clipboard or the primary selection.
    func offer(_ strokes: ClipboardStrokes, as selection: ClipboardSelection) {
        offer(as: selection) { clipboard, name, time in clipboard.offer(strokes, as: name, time: time) }
    }

    /// Offers text selected in a text box as the clipboard or the primary selection.
    func offer(text: String, as selection: ClipboardSelection) {
        offer(as: selection) { clipboard, name, time in clipboard.offer(text: text, as: name, time: time) }
    }

    /// Takes `selection` with what `take` offers; a clipboard another app keeps is said.
    private func offer(as selection: ClipboardSelection, _ take: (ClipboardOwner, String, Time) -> Bool) {
        guard let clipboard else { return }
        let name = selection == .clipboard ? "CLIPBOARD" : "PRIMARY"
        // The server ignores a time later than its own; the clock's estimate trails it, and
        // CurrentTime is the fallback.
        if !take(clipboard, name, Time(clock.now)), !take(clipboard, name, Time(CurrentTime)), selection == .clipboard {
            show(editor.showClipboardNotice(tr("Could not copy: another app holds the clipboard.")))
        }
    }

    /// Ctrl+V: starts reading the clipboard (a paste under way is replaced): strokes or an
    /// image, or, in a text box, text.
    func beginPaste(wanted: [String] = X11App.pasteTypes) {
        guard let reader = selectionReader else { return }
        if let result = reader.begin("CLIPBOARD", wanted: wanted, time: Time(CurrentTime)) { pasted(result) }
    }

    /// What the clipboard gave.
    func pasted(_ result: SelectionReader.Result) {
        switch result {
        case .data(let type, let data) where ClipboardOwner.textTypes.contains(type):
            show(editor.pasteText(ClipboardOwner.text(of: type, data)))
        case .data(ClipboardStrokes.mimeType, let data): show(editor.paste(data))
        case .data(_, let data): show(editor.pasteImage(bytes: data))
        case .empty: show(editor.showClipboardNotice(tr("The clipboard is empty.")))
        case .nothingWanted: show(editor.nothingToPaste())
        case .failed(let reason):
            // Also on stderr: a paste that broke off is worth finding in a log afterwards.
            log("inkstone: " + tr("Could not paste: %@.", reason))
            show(editor.showClipboardNotice(tr("Could not paste: %@.", reason)))
        }
    }

    /// The selection events: requests and clears for what Inkstone offers, answers for what it reads.
    func selectionEvent(_ event: inout XEvent) {
        switch event.type {
        case SelectionRequest: clipboard?.selectionRequest(event.xselectionrequest)
        case SelectionClear: clipboard?.selectionClear(event.xselectionclear)
        case SelectionNotify: if let result = selectionReader?.selectionNotify(event.xselection) { pasted(result) }
        default: break
        }
    }

    /// A PropertyNotify of a window other than the app's own: an incremental transfer's step,
    /// sent (a deletion asks for the next chunk) or read (a new value is the next chunk); both,
    /// when Inkstone pastes its own large copy.
    func selectionPropertyEvent(_ e: XPropertyEvent) {
        clipboard?.propertyNotify(e)
        if let result = selectionReader?.propertyNotify(e) { pasted(result) }
    }

    /// The soonest a stalled transfer is ended.
    var selectionDeadline: Date? {
        // Compared without an array: this runs on every pass of the loop.
        switch (clipboard?.deadline, selectionReader?.deadline) {
        case let (a?, b?): return min(a, b)
        case let (a, b): return a ?? b
        }
    }

    /// Ends stalled transfers.
    func expireSelections(now: Date) {
        if let dropped = clipboard?.expire(now: now), dropped > 0 {
            log("inkstone: " + tr("an app stopped reading the clipboard; its transfer was dropped"))
        }
        if let result = selectionReader?.expire(now: now) { pasted(result) }
    }
}
