/// Why an export failed; the message names the page or file concerned. Nothing was left
/// at the target when it is thrown.
public struct ExportError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }

    /// A file or folder that could not be written.
    static func cannotWrite(_ path: String, _ reason: String) -> ExportError {
        ExportError("cannot write \(path): \(reason)")
    }

    /// A page that could not be drawn (pages are counted from 1).
    static func page(_ index: Int, _ reason: String) -> ExportError {
        ExportError("cannot export page \(index + 1): \(reason)")
    }
}
