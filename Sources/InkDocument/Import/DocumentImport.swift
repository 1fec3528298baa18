import Foundation
import InkGeometry

/// Makes a document from what the user names on the command line: image files (one page each,
/// in the order given), PDFs (one page per PDF page), folders (their PDF, PNG and JPEG files, in
/// natural order of their names), or
/// a single `.inkstone` document (opened with `DocumentFile.load(from:)`).
public enum DocumentImport {
    /// Reads `paths` into a new document; throws an `ImportError` naming the first input that
    /// cannot be used. Image bytes are kept exactly as read (D1).
    public static func document(from paths: [String], resolution: Resolution? = nil, pdf: PDFReader? = nil,
                                passwords: [String: String] = [:]) throws -> Document {
        try load(from: paths, resolution: resolution, pdf: pdf, passwords: passwords).document
    }

    /// Reads `paths` as `document(from:)` does, and says where each image came from: by
    /// image key, the file it was read from, or for a saved document "DOC (the image of page N)".
    /// So an image found undecodable later is reported by its file.
    ///
    /// `resolution` (the command line's `--dpi`) replaces the resolution of every image page,
    /// whatever its image states or the saved document says.
    /// PDFs are read with `pdf` (refused without one), encrypted ones with the password given
    /// for their path in `passwords` (or for `anyPDF`, the password for every PDF); the
    /// passwords that opened them are kept in the document.
    public static func load(from paths: [String], resolution: Resolution? = nil, pdf: PDFReader? = nil,
                            passwords: [String: String] = [:]) throws -> (document: Document, imageOrigins: [String: String]) {
        guard !paths.isEmpty else { throw ImportError.noInputs }
        if let saved = paths.first(where: isInkstoneDocument) {
            guard paths.count == 1 else {
                throw ImportError.inkstoneFile(path: saved, reason: tr("an .inkstone document must be the only input"))
            }
            var document = try loadSaved(saved)
            if let resolution {
                for i in document.pages.indices where document.pages[i].imageKey != nil { document.pages[i].resolution = resolution }
            }
            if let pdf { try unlockPDFs(in: &document, savedAt: saved, reader: pdf, password: passwords[saved] ?? passwords[anyPDF]) }
            var origins: [String: String] = [:]
            for (i, page) in document.pages.enumerated() {
                if let key = page.embeddedKey, origins[key] == nil {
                    origins[key] = page.pdfPage == nil ? tr("%@ (the image of page %@)", saved, "\(i + 1)") : tr("%@ (the PDF of page %@)", saved, "\(i + 1)")
                }
            }
            return (document, origins)
        }
        var pages = ImagePages()
        pages.reader = pdf
        pages.givenPasswords = passwords
        for path in paths {
            if try isFolder(path) {
                for file in try FolderListing.imageFiles(in: path) { try pages.add(file, resolution: resolution) }
            } else {
                try pages.add(path, resolution: resolution)
            }
        }
        var document = Document(pages: pages.pages, images: pages.images)
        document.pdfPasswords = pages.passwords
        return (document, pages.origins)
    }

    /// Checks that the PDFs a saved document shows can be opened, asking (by throwing
    /// `passwordNeeded` for the document's path) for the password of an encrypted one, which
    /// is kept in the document while it is open. A damaged PDF is left to show as such.
    private static func unlockPDFs(in document: inout Document, savedAt path: String, reader: PDFReader, password: String?) throws {
        guard lockedPDFs(in: &document, reader: reader, trying: password) == 0 else {
            throw ImportError.passwordNeeded(path: path, wrongPassword: password != nil)
        }
    }

    /// How many of the PDFs `document`'s pages show are encrypted and open with none of its
    /// passwords (`Document.pdfPasswords`); `password`, when given, is tried on each of them
    /// and kept for those it opens. A damaged PDF is left to show as such (not counted).
    public static func lockedPDFs(in document: inout Document, reader: PDFReader, trying password: String?) -> Int {
        var locked = 0
        for key in Set(document.pages.compactMap { $0.pdfPage?.key }).sorted() {
            guard let data = document.images[key] else { continue }
            do {
                _ = try reader.pageSizes(data, document.pdfPasswords[key])
            } catch .needsPassword {
                if let password, (try? reader.pageSizes(data, password)) != nil {
                    document.pdfPasswords[key] = password
                } else {
                    locked += 1
                }
            } catch {
                continue
            }
        }
        return locked
    }

    /// The key of `passwords` whose password is tried on every encrypted PDF without its own.
    public static let anyPDF = "*"

    /// Whether a path names a saved Inkstone document (by its extension).
    public static func isInkstoneDocument(_ path: String) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() == "inkstone"
    }

    /// The first page of the saved document at `path` (`DocumentFile.loadFirstPage`), for a
    /// preview; errors are told as import errors naming the file.
    public static func firstPage(ofSaved path: String) throws -> Document {
        try loadSaved(path, DocumentFile.loadFirstPage)
    }

    /// Opens a saved document with `DocumentFile`, its errors told as import errors.
    private static func loadSaved(_ path: String, _ read: (URL) throws -> Document = DocumentFile.load) throws -> Document {
        do {
            return try read(URL(fileURLWithPath: path))
        } catch DocumentFileError.unreadable(_, let reason) {
            throw ImportError.unreadable(path: path, reason: reason)
        } catch let error as DocumentFileError {
            // "The file is damaged: …." reads as "cannot read PATH: the file is damaged: …".
            var reason = error.description
            if reason.hasSuffix(".") { reason.removeLast() }
            if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
            throw ImportError.inkstoneFile(path: path, reason: reason)
        }
    }

    /// Whether `path` is a folder (following links); throws when it cannot be looked at.
    private static func isFolder(_ path: String) throws -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ImportError.unreadable(path: path, reason: systemReason(errno)) }
        return info.st_mode & S_IFMT == S_IFDIR
    }
}
