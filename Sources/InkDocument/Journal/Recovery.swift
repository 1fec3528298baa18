import InkGeometry

/// A document rebuilt from a journal.
public struct Recovery: Hashable, Sendable {
    /// The document as of the last change the journal holds complete.
    public var document: Document
    /// The file the document belongs to, or nil for a document never saved.
    public var documentPath: String?
    /// The journal ended inside a record (its writer was killed mid-write); that record was
    /// dropped. Everything flushed before it is in `document`.
    public var tornTail: Bool
    /// A damaged record was followed by more data: replay stopped there, so changes after it
    /// are missing. Worth telling the user.
    public var damaged: Bool
    /// The document's name when it is in no `.inkstone` file but came from files (`JournalHeader.name`).
    public var name: String?
    /// The files the document was opened from when it is in no `.inkstone` file
    /// (`JournalHeader.inputs`); empty when none are known.
    public var inputs: [String]
    /// The page of `document` the last change the journal holds was made on (one of its
    /// pages), nil when it holds none after its base: where the work was being done.
    public var lastEditedPage: Int?
    /// The area of that page the change touched (page units); nil for a whole page.
    public var lastEditedArea: Rect?
    /// The version of `documentPath` the work was last in step with (`JournalHeader.savedFile`);
    /// nil when unknown.
    public var savedFile: FileVersion?

    public init(document: Document, documentPath: String?, tornTail: Bool, damaged: Bool = false, name: String? = nil,
                inputs: [String] = [], lastEditedPage: Int? = nil, lastEditedArea: Rect? = nil, savedFile: FileVersion? = nil) {
        self.document = document; self.documentPath = documentPath; self.tornTail = tornTail; self.damaged = damaged
        self.name = name; self.inputs = inputs; self.lastEditedPage = lastEditedPage; self.lastEditedArea = lastEditedArea
        self.savedFile = savedFile
    }
}
