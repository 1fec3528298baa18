import Foundation
import InkDocument
import InkRender

/// Runs an `export` command; returns the exit status: 0 done, 1 when an input cannot be read
/// or an output cannot be written (one line on standard error naming it; each output is
/// written whole or not at all).
func runExport(_ command: ExportCommand) -> Int32 {
    do {
        let document = try DocumentImport.document(from: command.inputs)
        if let folder = command.pngFolder {
            _ = try DocumentExporter.exportPNG(document, to: URL(fileURLWithPath: folder))
        }
        if let file = command.pdfFile {
            try DocumentExporter.exportPDF(document, to: URL(fileURLWithPath: file))
        }
        if let warning = marginInkWarning(document.pagesWithInkPastTheEdge) { fputs("inkstone: note: \(warning)\n", stderr) }
        return 0
    } catch {
        fflush(stdout)
        fputs("inkstone: \(error)\n", stderr)
        return 1
    }
}
