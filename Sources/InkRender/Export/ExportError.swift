import InkGeometry

/// Why an export failed; the message names the page or file concerned. Nothing was left
/// at the target when it is thrown.
public struct ExportError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String
    /// For a page image that cannot be decoded: the image's key and the decoder's reason, so
    /// that a caller who knows which file the image came from can name it.
    public var image: (key: String, reason: String)? {
        imageKey.map { ($0, imageReason ?? description) }
    }
    private var imageKey: String?
    private var imageReason: String?

    public init(_ description: String) { self.description = description }

    /// A page image that cannot be decoded.
    static func image(_ key: String, page index: Int, _ error: ImageDecodeError) -> ExportError {
        var e = page(index, error.description)
        e.imageKey = key
        e.imageReason = error.reason
        return e
    }

    /// A file or folder that could not be written.
    static func cannotWrite(_ path: String, _ reason: String) -> ExportError {
        ExportError(tr("cannot write %@: %@", path, reason))
    }

    /// A page that could not be drawn (pages are counted from 1).
    static func page(_ index: Int, _ reason: String) -> ExportError {
        ExportError(tr("cannot export page %@: %@", String(index + 1), reason))
    }
}
