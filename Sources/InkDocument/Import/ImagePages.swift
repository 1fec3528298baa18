import Foundation
import InkGeometry

/// Image and PDF pages being collected for a new document: each file read, checked from its
/// header (a PDF by the `PDFReader`) and stored once under its content key.
struct ImagePages {
    var pages: [Page] = []
    private(set) var images: [String: Data] = [:]
    /// The file each image or PDF was read from, by key.
    var origins: [String: String] = [:]
    /// The passwords that opened encrypted PDFs, by key.
    var passwords: [String: String] = [:]
    /// Reads PDFs (nil: PDFs are refused).
    var reader: PDFReader?
    /// Passwords to try on encrypted PDFs, by the path they are read from.
    var givenPasswords: [String: String] = [:]

    /// Adds the image file at `path` as a new page at the image's own size, at `resolution`
    /// when given, else at the resolution the image states (if any); or each page of the PDF
    /// at `path` at its own size.
    mutating func add(_ path: String, resolution: Resolution? = nil) throws {
        let data = try ImageFileReader.read(path)
        if PDFReader.isPDF(data) {
            try addPDF(data, from: path, reader: reader, passwords: givenPasswords)
            return
        }
        guard let probe = ImageProbe.probe(data) else { throw ImportError.notAnImage(path: path) }
        if let reason = ImageLimits.refusal(width: probe.width, height: probe.height) {
            throw ImportError.tooLarge(path: path, reason: reason)
        }
        if let damage = ImageStructure.damage(of: data, format: probe.format) {
            throw ImportError.damagedImage(path: path, reason: damage)
        }
        let size = Size(Double(probe.width), Double(probe.height))
        let key = store(data)
        origins[key] = origins[key] ?? path
        pages.append(Page(background: .image(key: key, size: size), resolution: resolution ?? ImageResolution.of(data)))
    }

    /// The key the bytes are stored under: their hash, unless other bytes already hold it.
    mutating func store(_ data: Data) -> String {
        let base = ImageKey.of(data)
        var key = base, n = 1
        while let held = images[key], held != data {
            n += 1
            key = "\(base)-\(n)"
        }
        images[key] = data
        return key
    }
}
