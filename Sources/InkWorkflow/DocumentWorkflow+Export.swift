import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// Ctrl+E: the pages as PNG images, written in the background (a long PDF takes seconds) while
/// a notice counts them; the window keeps drawing meanwhile.
extension DocumentWorkflow {
    /// Starts the export into a folder beside the document ("NAME pages"), each page at its
    /// image's own resolution, named in page order; the document as it is now is exported.
    /// While one runs, asks whether to stop it (a long PDF's pages take minutes).
    func exportPages(_ editor: inout Editor) -> Outcome {
        if let running = pageExport {
            return editor.ask(Prompt(topic: .stopExport, message: tr("Stop exporting the pages?"),
                                     detail: tr("The pages being written to %@ will not be kept.", running.folder),
                                     choices: [tr("Stop"), tr("Continue")], escapeChoice: 1))
        }
        let folder = freeName(beside: exportBase + " pages")
        // The document's own file is never an output.
        guard files.startPageExport(editor.document, to: folder, inputs: [documentPath].compactMap { $0 }) else {
            return editor.showNotice(tr("Already exporting the pages…"))
        }
        pageExport = (folder, marginInkWarning(editor.document.pagesWithInkPastTheEdge).map { "; \($0)" } ?? "")
        let total = editor.document.pages.count
        return editor.showNotice(trn("Exporting %d page to %@…", "Exporting %d pages to %@…", total, folder))
    }

    /// Ctrl+Shift+E: starts writing the document as one PDF beside it ("NAME.pdf", or "NAME
    /// 2.pdf" when that is taken: a PDF it was opened from is never written over), in the
    /// background as the pages' export is; while an export runs, asks whether to stop it.
    /// Exported again, the PDF it wrote last is replaced (atomically), as long as nothing changed
    /// or replaced that file since: a fixed typo does not leave "NAME 2.pdf", "NAME 3.pdf"….
    func exportPDF(_ editor: inout Editor) -> Outcome {
        if pageExport != nil { return exportPages(&editor) }
        let file: String
        if let last = exportedPDF, last.path.hasPrefix(exportBase), let version = last.version, files.version(of: last.path) == version {
            file = last.path
        } else {
            file = freeName(beside: exportBase + ".pdf")
        }
        // Neither the document's own file nor the files it was opened from is ever an output.
        guard files.startPDFExport(editor.document, to: file, inputs: [documentPath].compactMap { $0 } + openedInputs) else {
            return editor.showNotice(tr("Already exporting the pages…"))
        }
        pageExport = (file, marginInkWarning(editor.document.pagesWithInkPastTheEdge).map { "; \($0)" } ?? "")
        exportingPDF = true
        let total = editor.document.pages.count
        return editor.showNotice(trn("Exporting %d page to %@…", "Exporting %d pages to %@…", total, file))
    }

    /// The path an export's name is made from: the document's file without its extension, else
    /// where a first save would go, without it.
    private var exportBase: String {
        documentPath.map { ($0 as NSString).deletingPathExtension } ?? (defaultSavePath() as NSString).deletingPathExtension
    }

    /// What the export under way has come to: a count while it runs, then where the files are
    /// or why there are none.
    public func pageExport(_ update: PageExportUpdate, _ editor: inout Editor) -> Outcome {
        guard let running = pageExport else { return Outcome() }
        switch update {
        case .progress(let done, let total):
            return editor.showNotice(tr("Exporting the pages to %@: %@ of %@ written…", running.folder, String(done), String(total)))
        case .finished(let count):
            pageExport = nil
            if exportingPDF { exportedPDF = (running.folder, files.version(of: running.folder)) }
            exportingPDF = false
            return editor.showNotice(trn("Exported %d page to %@", "Exported %d pages to %@", count, running.folder) + running.note)
        case .failed(let reason):
            pageExport = nil
            exportingPDF = false
            return editor.showNotice(tr("Not exported: %@", reason))
        case .cancelled:
            pageExport = nil
            exportingPDF = false
            return editor.showNotice(tr("Export of the pages stopped; no file was written."))
        }
    }
}
