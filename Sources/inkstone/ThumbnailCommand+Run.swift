import Foundation
import InkDocument
import InkPlatform
import InkRender

/// Runs a `thumbnail` command; returns the exit status: 0 done, 1 when the input cannot be
/// read or the output cannot be written (one line on standard error naming it; the output is
/// put in place whole or not at all).
func runThumbnail(_ command: ThumbnailCommand) -> Int32 {
    do {
        // A saved document is known by its extension or, under another name (a file
        // manager's copy), by its first bytes; only its first page is read.
        let saved = DocumentImport.isInkstoneDocument(command.input) || hasDocumentMagic(command.input)
        let document = saved ? try DocumentImport.firstPage(ofSaved: command.input) : try DocumentImport.load(from: [command.input], pdf: .poppler).document
        try DocumentExporter.exportThumbnail(document, to: URL(fileURLWithPath: command.output), size: command.size,
                                             inputs: FileIdentity.of(inputs: [command.input]))
        return 0
    } catch {
        fflush(nil)
        printError("inkstone: \(error)")
        return 1
    }
}

/// Whether the file at `path` is a regular file starting with an Inkstone document's magic,
/// "INKSTONE" (opened without blocking: a FIFO is not waited on).
private func hasDocumentMagic(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    var magic = [UInt8](repeating: 0, count: 8)
    return read(fd, &magic, 8) == 8 && magic == Array("INKSTONE".utf8)
}
