import Foundation
import InkDocument
import InkPlatform
import InkRender

/// Runs a `thumbnail` command; returns the exit status: 0 done, 1 when the input cannot be
/// read or the output cannot be written (one line on standard error naming it; the output is
/// put in place whole or not at all).
func runThumbnail(_ command: ThumbnailCommand) -> Int32 {
    do {
        let document: Document
        if !DocumentImport.isInkstoneDocument(command.input), hasDocumentMagic(command.input) {
            // A document under another name (a file manager's copy): known by its first bytes.
            do {
                document = try DocumentFile.load(from: URL(fileURLWithPath: command.input))
            } catch {
                throw ThumbnailInputError(description: "cannot read \(command.input): \(error)")
            }
        } else {
            document = try DocumentImport.load(from: [command.input]).document
        }
        try DocumentExporter.exportThumbnail(document, to: URL(fileURLWithPath: command.output), size: command.size,
                                             inputs: FileIdentity.of(inputs: [command.input]))
        return 0
    } catch {
        fflush(nil)
        printError("inkstone: \(error)")
        return 1
    }
}

/// Whether the file at `path` starts with an Inkstone document's magic, "INKSTONE".
private func hasDocumentMagic(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 8)) == Data("INKSTONE".utf8)
}

/// A document under another name that cannot be read, named by its path.
private struct ThumbnailInputError: Error, CustomStringConvertible {
    var description: String
}
