import Foundation
import InkGeometry

extension ImagePages {
    /// Adds every page of the PDF in `data` (read from `path`), each at its own size in points,
    /// the PDF's bytes stored once. Throws an `ImportError` naming `path` when the reader cannot
    /// read it, when it needs a password that `passwords` does not hold (by path), or when there
    /// is no reader.
    mutating func addPDF(_ data: Data, from path: String, reader: PDFReader?, passwords: [String: String]) throws {
        guard let reader else { throw ImportError.damagedPDF(path: path, reason: tr("PDFs cannot be read here")) }
        let password = passwords[path] ?? passwords[DocumentImport.anyPDF]
        let sizes: [Size]
        do {
            sizes = try reader.pageSizes(data, password)
        } catch .needsPassword {
            throw ImportError.passwordNeeded(path: path, wrongPassword: password != nil)
        } catch .wrongPassword {
            throw ImportError.passwordNeeded(path: path, wrongPassword: true)
        } catch .damaged(let reason) {
            throw ImportError.damagedPDF(path: path, reason: reason)
        }
        guard !sizes.isEmpty else { throw ImportError.damagedPDF(path: path, reason: tr("it has no pages")) }
        for (i, size) in sizes.enumerated() {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw ImportError.damagedPDF(path: path, reason: tr("page %@ has no size", "\(i + 1)"))
            }
        }
        let key = store(data)
        origins[key] = origins[key] ?? path
        if let password { self.passwords[key] = password }
        for (i, size) in sizes.enumerated() { pages.append(Page(background: .pdf(key: key, index: i, size: size))) }
    }
}
