import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// Offering the journals of earlier runs: each is offered once, by one Inkstone (its claim),
/// and deleted only once the work it holds is journaled again or the person discards it.
extension DocumentKeeper {
    /// The offered recovery, taken: the recovered document becomes the journaled one (its base
    /// counts as unsaved work) and the old journal is deleted once the new one holds it.
    /// `keepCurrent`: the document open now has unsaved changes, so its journal is kept for
    /// the next start rather than deleted. The offer is used up even when reading it fails.
    /// `versionNow` reads a file's version: the work's file is taken as last read in the
    /// version the journal names, else (a journal older than that, or one whose base is the
    /// file as it is now) as it is now.
    /// A damaged journal (changes past the damage unread) is not deleted once its work is
    /// journaled again: it is kept aside then, under the name returned with the recovery.
    func recoverOffered(keepCurrent: Bool, versionNow: (String) -> FileVersion?) throws -> (Recovery, keptAs: String?)? {
        guard let claim = takeOffer() else { return nil }
        let recovery: Recovery
        do {
            recovery = try claim.recover()
        } catch {
            claim.release()
            throw error
        }
        if keepCurrent { setAside() }
        path = recovery.documentPath
        fileVersion = recovery.savedFile ?? recovery.documentPath.flatMap(versionNow)
        name = recovery.name
        inputs = recovery.inputs
        start(with: recovery.document, unsavedBase: true,
              lastEdit: recovery.lastEditedPage.map { JournalHeader.LastEdit(page: $0, area: recovery.lastEditedArea) })
        takeOver(claim, damaged: recovery.damaged)
        return (recovery, recovery.damaged ? claim.asideName : nil)
    }

    /// The offered recovery, declined: its journal is deleted.
    func discardOffered() {
        takeOffer()?.retire()
    }

    /// The prompt offering the newest recoverable work.
    var recoveryPrompt: Prompt? {
        guard let offer = offers.first?.summary else { return nil }
        let name = offer.documentPath.map { ($0 as NSString).lastPathComponent } ?? offer.name ?? tr("an untitled document")
        // The strokes, and the text boxes and placed images where there are some ("0 strokes"
        // only when there is none of them).
        var counts: [String] = []
        if offer.strokeCount > 0 || offer.textCount + offer.imageCount == 0 { counts.append(trn("%d stroke", "%d strokes", offer.strokeCount)) }
        if offer.textCount > 0 { counts.append(trn("%d text box", "%d text boxes", offer.textCount)) }
        if offer.imageCount > 0 { counts.append(trn("%d image", "%d images", offer.imageCount)) }
        let holds = counts.joined(separator: tr(", "))
        // The changes are what is unsaved; the counts are the whole document's, said so (a
        // "1 change, 120 strokes" read as 120 strokes lost). Over an unsaved base (work
        // recovered before, crashed again) the changes are not all that is unsaved: no count.
        let detail = offer.editCount > 0 && !offer.unsavedBase
            ? tr("Inkstone ended before %@ was saved: %@ unsaved (the document holds %@).", name,
                 trn("%d change", "%d changes", offer.editCount), holds)
            : tr("Inkstone ended before %@ was saved (%@).", name, holds)
        return Prompt(topic: .recovery, message: tr("Recover unsaved work?"), detail: detail,
                      choices: [tr("Recover"), tr("Discard")], escapeChoice: 0)
    }
}
