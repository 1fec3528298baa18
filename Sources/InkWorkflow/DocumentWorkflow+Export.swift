import InkGeometry
import Foundation
import InkDocument
import InkInterface

/// Ctrl+E: the pages as PNG images, written in the background (a long PDF takes seconds) while
/// a notice counts them; the window keeps drawing meanwhile.
extension DocumentWorkflow {
    /// Starts the export into a folder beside the document ("NAME pages"), each page at its
    /// image's own resolution, named in page order; the document as it is now is exported.
    /// The folder this window exported to last is written over (its pages replaced, those
    /// past the new last page removed) while nobody changed what it wrote there; otherwise a
    /// free name is taken ("NAME pages 2"). While one runs, asks whether to stop it (a long
    /// PDF's pages take minutes).
    func exportPages(_ editor: inout Editor) -> Outcome {
        if let running = pageExport { return askToStop(running.folder, &editor) }
        let base = exportBase + " pages"
        let files = files
        let folder: String, replacing: [String]
        if let last = exportedPages, last.isFolder(for: base), last.isUnchanged(versions: { files.version(of: $0) }) {
            folder = last.folder
            replacing = last.files.map(\.path).filter { !exportInputs.contains($0) }
        } else {
            folder = freeName(beside: base)
            replacing = []
        }
        // The document's own file and the files it was opened from are never an output.
        return started(files.startPageExport(editor.document, to: folder, inputs: exportInputs, replacing: replacing),
                       to: folder, isPDF: false, &editor)
    }

    /// Ctrl+Shift+E (the Document menu's "Export PDF…"): asks where to write the document as
    /// one PDF, in the desktop's chooser or the app's own, suggesting the PDF this window last
    /// exported it to, else "NAME.pdf" beside it ("NAME (annotated).pdf", or the next free name
    /// after it, when that is a PDF the document was opened from: not a copy's "NAME 2.pdf"). While an export runs, asks whether to stop it instead.
    func askWhereToExportPDF(_ editor: inout Editor) -> Outcome {
        if let running = pageExport { return askToStop(running.folder, &editor) }
        let base = exportBase + ".pdf"
        let document = editor.document
        let annotated = exportBase + " " + tr("(annotated)") + ".pdf"
        let suggested = exportedPDF?.path ?? (isExportInput(base, of: document)
            ? freeName(beside: annotated, skipping: exportInputs + [base]) : base)
        let folder = (suggested as NSString).deletingLastPathComponent, name = (suggested as NSString).lastPathComponent
        if chooser?.save(.exportPDF, title: tr("Export PDF"), currentName: name, folder: folder) == true { return .none }
        return editor.openChooser(.exportPDF, folder: folder, name: name)
    }

    /// Another document takes the window (opened, closed for a blank one, recovered): what
    /// this window exported last was the old one's, never suggested or written over again.
    func forgetExports() {
        exportedPDF = nil
        exportedPages = nil
    }

    /// Whether an export (pages or PDF) is under way: its end has not reached `pageExport(_:_:)`.
    public var isExporting: Bool { pageExport != nil }

    /// Starts writing the document as one PDF to `file` (chosen, and agreed to replace when it
    /// was there) in the background, as the pages' export is. A file the document was opened
    /// from is never written over: that is said, and nothing is written.
    func exportPDF(to file: String, _ editor: inout Editor) -> Outcome {
        if let running = pageExport { return askToStop(running.folder, &editor) }
        guard !isExportInput(file, of: editor.document) else { return notExportedOverInput(file, &editor) }
        return started(files.startPDFExport(editor.document, to: file, inputs: exportInputs), to: file, isPDF: true, &editor)
    }

    /// Whether `file` is the PDF this window exported last and nobody changed or replaced it
    /// since: exporting to it again replaces it without asking (a fixed typo, exported again).
    func isOwnUnchangedExport(_ file: String) -> Bool {
        guard let last = exportedPDF, last.path == file, let version = last.version else { return false }
        return files.version(of: file) == version
    }

    /// Said when the name chosen for an export is one of the document's own files.
    func notExportedOverInput(_ file: String, _ editor: inout Editor) -> Outcome {
        editor.showNotice(tr("Not exported: %@ is a file this document was opened from; choose another name.", (file as NSString).lastPathComponent))
    }

    /// The document's own file and the files it was opened from: never an export's output.
    var exportInputs: [String] { [documentPath].compactMap { $0 } + openedInputs }

    /// Whether `path` is never to be an export's output: the document's own file, one it was
    /// opened from, or one holding the very bytes of a PDF or image the document holds (the
    /// PDF a notebook's pages were made from, in another run than the one that opened it).
    func isExportInput(_ path: String, of document: Document) -> Bool {
        exportInputs.contains(path) || files.holdsOneOf(path, document.images)
    }

    /// Notes an export begun (`begun`: the queue took it) and says so.
    private func started(_ begun: Bool, to output: String, isPDF: Bool, _ editor: inout Editor) -> Outcome {
        guard begun else { return editor.showNotice(tr("Already exporting the pages…")) }
        pageExport = (output, marginInkWarning(editor.document.pagesWithInkPastTheEdge).map { "; \($0)" } ?? "", isPDF)
        let total = editor.document.pages.count
        return editor.showNotice(trn("Exporting %d page to %@…", "Exporting %d pages to %@…", total, output))
    }

    /// Asked for another export while one writes to `output`: stop it?
    private func askToStop(_ output: String, _ editor: inout Editor) -> Outcome {
        editor.ask(Prompt(topic: .stopExport, message: tr("Stop exporting the pages?"),
                          detail: tr("The pages being written to %@ will not be kept.", output),
                          choices: [tr("Stop"), tr("Continue")], escapeChoice: 1))
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
        case .finished(let count, let notRemoved):
            pageExport = nil
            let files = files
            if running.isPDF {
                exportedPDF = (running.folder, files.version(of: running.folder))
            } else {
                exportedPages = ExportedPages(folder: running.folder, count: count, versions: { files.version(of: $0) })
            }
            let left = notRemoved.isEmpty ? "" : tr("; not removed from the last export: %@", notRemoved.joined(separator: tr(", ")))
            return editor.showNotice(trn("Exported %d page to %@", "Exported %d pages to %@", count, running.folder) + running.note + left)
        case .failed(let reason):
            pageExport = nil
            return editor.showNotice(tr("Not exported: %@", reason))
        case .cancelled:
            pageExport = nil
            return editor.showNotice(tr("Export of the pages stopped; no file was written."))
        }
    }
}
