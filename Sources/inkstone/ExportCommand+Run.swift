import Foundation
import InkDocument
import InkGeometry
import InkPlatform
import InkRender

/// Runs an `export` command; returns the exit status: 0 done, 1 when an input cannot be read
/// or an output cannot be written (one line on standard error naming it; each output is
/// written whole or not at all, never over one of the inputs).
func runExport(_ command: ExportCommand) -> Int32 {
    do {
        let passwords = command.password.map { [DocumentImport.anyPDF: $0] } ?? [:]
        let (document, origins) = try DocumentImport.load(from: command.inputs, resolution: command.imageDPI.map(Resolution.init),
                                                          pdf: .poppler, passwords: passwords)
        let inputs = FileIdentity.of(inputs: command.inputs)
        do {
            if let folder = command.pngFolder {
                let density = command.pngDPI.map(RasterDensity.dpi) ?? .native
                _ = try DocumentExporter.exportPNG(document, to: URL(fileURLWithPath: folder), density: density, inputs: inputs)
            }
            if let file = command.pdfFile {
                // `-` is standard output, as for most command-line tools.
                try DocumentExporter.exportPDF(document, to: URL(fileURLWithPath: file == "-" ? "/dev/stdout" : file), inputs: inputs)
            }
        } catch let error as ExportError {
            // An undecodable image is named by the file it came from.
            guard let image = error.image, let origin = origins[image.key] else { throw error }
            throw ImportError.damagedImage(path: origin, reason: image.reason)
        }
        if let warning = marginInkWarning(document.pagesWithInkPastTheEdge) { printError("inkstone: " + tr("note: %@", warning)) }
        return 0
    } catch ImportError.passwordNeeded(let path, let wrong) where !wrong {
        fflush(nil)
        printError("inkstone: " + tr("%@; give it with --password", "\(ImportError.passwordNeeded(path: path, wrongPassword: false))"))
        return 1
    } catch {
        fflush(nil)
        printError("inkstone: \(error)")
        return 1
    }
}
