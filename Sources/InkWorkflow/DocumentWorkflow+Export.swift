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
        if let running = pageExport { return askToStop(running.folder, &editor) }
        let folder = freeName(beside: exportBase + " pages")
        // The document's own file is never an output.
        return started(files.startPageExport(editor.document, to: folder, inputs: [documentPath].compactMap { $0 }), to: folder, isPDF: false, &editor)
    }

    /// Ctrl+Shift+E: starts writing the document as one PDF beside it ("NAME.pdf", or "NAME
    /// 2.pdf" when that is taken: a PDF it was opened from is never written over), in the
    /// background as the pages' export is; while an export runs, asks whether to stop it.
    /// Exported again, the PDF it wrote last is replaced (atomically), as long as nothing changed
    /// or replaced that file since: a fixed typo does not leave "NAME 2.pdf", "NAME 3.pdf"….
    func exportPDF(_ editor: inout Editor) -> Outcome {
        if let running = pageExport { return askToStop(running.folder, &editor) }
        let base = exportBase
        let file: String
        if let last = exportedPDF, Self.isExportName(last.path, of: base), let version = last.version, files.version(of: last.path) == version {
            file = last.path
        } else {
            file = freeName(beside: base + ".pdf")
        }
        // Neither the document's own file nor the files it was opened from is ever an output.
        let inputs = [documentPath].compactMap { $0 } + openedInputs
        return started(files.startPDFExport(editor.document, to: file, inputs: inputs), to: file, isPDF: true, &editor)
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

    /// Whether `path` is a name Export PDF gives a document whose export base is `base`
    /// ("BASE.pdf" or "BASE N.pdf", `freeName`'s): another document's export ("BASEline.pdf")
    /// is never replaced.
    nonisolated static func isExportName(_ path: String, of base: String) -> Bool {
        guard path.hasSuffix(".pdf") else { return false }
        let stem = path.dropLast(4)
        if stem == base { return true }
        guard stem.hasPrefix(base + " ") else { return false }
        let number = stem.dropFirst(base.count + 1)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
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
            if running.isPDF { exportedPDF = (running.folder, files.version(of: running.folder)) }
            return editor.showNotice(trn("Exported %d page to %@", "Exported %d pages to %@", count, running.folder) + running.note)
        case .failed(let reason):
            pageExport = nil
            return editor.showNotice(tr("Not exported: %@", reason))
        case .cancelled:
            pageExport = nil
            return editor.showNotice(tr("Export of the pages stopped; no file was written."))
        }
    }
}
