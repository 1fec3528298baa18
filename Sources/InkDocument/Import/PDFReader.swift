import Foundation
import InkGeometry

/// What the engine learns about a PDF from outside: the engine parses no PDF itself. The
/// platform gives one reading with Poppler (`PopplerPDFReader` in InkRender); tests a fake.
public struct PDFReader: Sendable {
    /// The pages of a PDF, in order, each with its size in points as shown (crop box, turned by
    /// its /Rotate). `password` is nil when none was given.
    public var pageSizes: @Sendable (_ data: Data, _ password: String?) throws(PDFReadError) -> [Size]

    public init(pageSizes: @escaping @Sendable (_ data: Data, _ password: String?) throws(PDFReadError) -> [Size]) {
        self.pageSizes = pageSizes
    }

    /// Whether `data` is a PDF: "%PDF-" within its first 1024 bytes (where readers look for it).
    public static func isPDF(_ data: Data) -> Bool {
        let head = data.prefix(1024)
        let marker = Data("%PDF-".utf8)
        return head.range(of: marker) != nil
    }
}

/// Why a PDF could not be read.
public enum PDFReadError: Error, Equatable, Sendable {
    /// The PDF is encrypted and no password was given.
    case needsPassword
    /// The PDF is encrypted and the password given does not open it.
    case wrongPassword
    /// The PDF is damaged or not one the reader understands; `reason` says how.
    case damaged(reason: String)
}
