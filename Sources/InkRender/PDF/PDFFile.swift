import CCairo
import CPoppler
import Foundation
import InkDocument
import InkGeometry

/// One open PDF (a Poppler document made from bytes). Poppler's documents must not be used by
/// two threads at once, so each `PDFFile` belongs to the one thread that opened it: the
/// background renderer owns its own, an export its own, the import one only to read the sizes.
/// Poppler also keeps process-wide state it sets up lazily (its global parameters, colour
/// management), so every call into it holds `popplerLock`: the main thread only waits on it
/// while opening a file, never while drawing.
public final class PDFFile {
    private let document: OpaquePointer
    /// How many pages it has.
    public let pageCount: Int

    /// Opens the PDF in `data` (copied). Throws `.needsPassword` / `.wrongPassword` for an
    /// encrypted PDF without the right password, `.damaged` for anything Poppler cannot read.
    public init(_ data: Data, password: String? = nil) throws(PDFReadError) {
        guard !data.isEmpty else { throw .damaged(reason: tr("the file is empty")) }
        var error: UnsafeMutablePointer<GError>?
        let made: OpaquePointer?
        if let password {
            made = try Self.open(data, password: password, &error)
        } else {
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            made = popplerLock.withLock { poppler_document_new_from_bytes(bytes, nil, &error) }
        }
        guard let opened = made else {
            let code = error?.pointee.code ?? 0
            let domain = error?.pointee.domain ?? 0
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? tr("Poppler cannot open it")
            if let error { g_error_free(error) }
            if domain == poppler_error_quark(), code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                throw password == nil ? .needsPassword : .wrongPassword
            }
            throw .damaged(reason: Self.plain(message))
        }
        document = opened
        pageCount = popplerLock.withLock { Int(poppler_document_get_n_pages(opened)) }
    }

    deinit {
        let document = self.document
        popplerLock.withLock { g_object_unref(UnsafeMutableRawPointer(document)) }
    }

    /// The size of page `index` in points as shown (crop box, turned by its /Rotate); nil when
    /// there is no such page.
    public func pageSize(_ index: Int) -> Size? {
        popplerLock.withLock {
            guard let page = page(index) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            return Size(width, height)
        }
    }

    /// The sizes of all pages, in order.
    public var pageSizes: [Size] { (0..<pageCount).compactMap(pageSize) }

    /// Draws page `index` on `cr` at 72 dpi through the context's matrix (one point per unit),
    /// turned by its /Rotate as `pageSize` says. `printing` draws it as for paper (what an
    /// export into a PDF wants: annotations meant for print, text kept as text). False when
    /// there is no such page.
    @discardableResult
    public func render(_ index: Int, on cr: OpaquePointer, printing: Bool = false) -> Bool {
        popplerLock.withLock {
            guard let page = page(index) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            if printing { poppler_page_render_for_printing(page, cr) } else { poppler_page_render(page, cr) }
            return true
        }
    }

    private func page(_ index: Int) -> OpaquePointer? {
        guard index >= 0, index < pageCount else { return nil }
        return poppler_document_get_page(document, Int32(index))
    }

    /// Opens bytes with a password. Poppler 22's `new_from_bytes` crashes on a wrong password
    /// (its second try casts a copied stream to the wrong class), so the bytes go into an
    /// anonymous in-memory file opened by name, which Poppler simply opens again.
    private static func open(_ data: Data, password: String, _ error: inout UnsafeMutablePointer<GError>?) throws(PDFReadError) -> OpaquePointer? {
        let fd = inkstone_memfd("inkstone-pdf")
        guard fd >= 0 else { throw .damaged(reason: tr("no memory to open it (%@)", "\(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, base + offset, buffer.count - offset)
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
        guard written else { throw .damaged(reason: tr("no memory to open it")) }
        let uri = "file:///proc/self/fd/\(fd)"
        return popplerLock.withLock { poppler_document_new_from_file(uri, password, &error) }
    }

    /// Poppler's message without a final full stop, saying whose it is.
    private static func plain(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? tr("Poppler cannot open it") : tr("Poppler: %@", "\(text)")
    }
}

/// Held around every call into Poppler (see `PDFFile`).
let popplerLock = NSLock()

extension PDFReader {
    /// Reads PDFs with Poppler: each call opens its own document (any thread may call it).
    public static let poppler = PDFReader { data, password throws(PDFReadError) in
        try PDFFile(data, password: password).pageSizes
    }
}
