import Foundation
import InkGeometry
import InkInterface

/// A PDF (or images) opened again after its notes were saved as an `.inkstone` notebook: the
/// PDF itself holds none of them, so the window asks whether to open the notebook instead.
/// Before, the clean PDF opened with no word of the notes, which looked lost (a teacher
/// reopening a graded paper).
extension DocumentWorkflow {
    /// Asks, when the PDF or images just opened were saved as a notebook that is still there.
    func offerSavedNotebook(_ editor: inout Editor) -> Outcome {
        guard keeper.path == nil, editor.prompt == nil, let notebook = stateKeeper?.notebook(savedFrom: openedKey),
              files.exists(notebook) else { return .none }
        let name = (notebook as NSString).lastPathComponent
        return editor.ask(Prompt(topic: .savedNotebook, message: tr("Your notes on %@ are in %@", title, name),
                                 detail: tr("%@ was saved with your notes as %@; it holds no notes itself.", title, notebook),
                                 choices: [tr("Open %@", name), tr("Open %@ alone", title)], escapeChoice: 1))
    }

    /// The answer: the notebook opened in place of the PDF (nothing was changed yet), or the PDF kept.
    func openSavedNotebook(_ editor: inout Editor) -> Outcome {
        guard let notebook = stateKeeper?.notebook(savedFrom: openedKey), !hasUnsavedChanges(editor) else { return .none }
        return open(notebook, &editor)
    }
}
