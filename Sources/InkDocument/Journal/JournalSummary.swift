import Foundation

/// A journal left by an earlier run whose process is gone: what the app offers to recover.
public struct JournalSummary: Hashable, Sendable {
    /// The journal file.
    public var path: String
    /// The document's file, or nil for a document never saved.
    public var documentPath: String?
    /// The strokes in the recoverable document.
    public var strokeCount: Int
    /// Its text boxes (what a crash while typing leaves besides ink).
    public var textCount: Int
    /// Its images placed on pages (an inserted photo, a pasted screenshot).
    public var imageCount: Int
    /// When the journal was last written.
    public var lastChange: Date

    /// How many changes it holds after the document it started from.
    public var editCount: Int
    /// Whether it holds work that is in no file: changes after its base, or a base that was
    /// itself unsaved (recovered work). A journal without it may be retired; one with it only
    /// once its content is saved or the person discards it.
    public var holdsUnsavedWork: Bool
    /// The document's name when it is in no `.inkstone` file but came from files (`JournalHeader.name`).
    public var name: String?
    /// Whether the document it started from was itself unsaved (recovered work, or a journal
    /// begun again over changes): `editCount` is then not all that is unsaved.
    public var unsavedBase: Bool

    public init(path: String, documentPath: String?, strokeCount: Int, textCount: Int = 0, imageCount: Int = 0, lastChange: Date, editCount: Int = 0,
                holdsUnsavedWork: Bool? = nil, name: String? = nil, unsavedBase: Bool = false) {
        self.path = path; self.documentPath = documentPath; self.strokeCount = strokeCount; self.textCount = textCount
        self.imageCount = imageCount
        self.lastChange = lastChange
        self.editCount = editCount
        self.holdsUnsavedWork = holdsUnsavedWork ?? (editCount > 0)
        self.name = name
        self.unsavedBase = unsavedBase
    }
}
