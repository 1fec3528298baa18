import Foundation

extension DocumentFile {
    /// The encodings a document may embed, recognised by their first bytes: page images and
    /// (from version 2) PDFs.
    enum ImageSignature: String, Sendable {
        case png
        case jpeg
        /// "%PDF-" within the first 1024 bytes (`PDFReader.isPDF`).
        case pdf

        /// The format `bytes` are in, or nil when they are neither PNG, JPEG nor PDF.
        init?(of bytes: Data) {
            if bytes.starts(with: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) { self = .png }
            else if bytes.starts(with: [0xff, 0xd8, 0xff]) { self = .jpeg }
            else if PDFReader.isPDF(bytes) { self = .pdf }
            else { return nil }
        }
    }
}
