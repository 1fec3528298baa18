import Foundation

/// A journal left by an earlier run whose process is gone: what the app offers to recover.
public struct JournalSummary: Hashable, Sendable {
    /// The journal file.
    public var path: String
    /// The document's file, or nil for a document never saved.
    public var documentPath: String?
    /// The strokes in the recoverable document.
    public var strokeCount: Int
    /// When the journal was last written.
    public var lastChange: Date

    /// How many changes it holds after the document it started from (0: nothing to recover).
    public var editCount: Int

    public init(path: String, documentPath: String?, strokeCount: Int, lastChange: Date, editCount: Int = 0) {
        self.path = path; self.documentPath = documentPath; self.strokeCount = strokeCount; self.lastChange = lastChange
        self.editCount = editCount
    }
}
