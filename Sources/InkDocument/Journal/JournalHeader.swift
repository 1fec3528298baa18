import Foundation
import InkGeometry

/// The first record of a journal: who writes it and for which document. Journaled as
/// `Journal.RecordV1.Header`.
public struct JournalHeader: Hashable, Sendable {
    /// The writing process.
    public var pid: Int32
    /// When the writing process started (clock ticks after boot, from `/proc/PID/stat`), so
    /// a later process that reuses the pid is not taken for the writer. Nil if unknown.
    public var processStart: UInt64?
    /// The kernel's boot id when the journal was written: after a reboot no writer is alive.
    public var bootID: String?
    /// The document's file, or nil for a new, never saved document.
    public var documentPath: String?
    /// When the journal was created.
    public var created: Date
    /// Whether the base record holds work that is in no file (a recovered document): such a
    /// journal is worth recovering even with no edits after its base. Nil in journals written
    /// before this field existed.
    public var unsavedBase: Bool?
    /// The name the window showed the document by when it is in no `.inkstone` file but came
    /// from files (an annotated PDF's name, an image folder's), so that a recovery can say what
    /// it recovers. Nil for an untitled document, and in journals written before this field.
    public var name: String?
    /// The files the document was opened from when it is in no `.inkstone` file (an annotated
    /// PDF, images; absolute), so that a recovery comes back at the view remembered for them
    /// and never exports over them. Nil when there are none, and in journals written before
    /// this field.
    public var inputs: [String]?
    /// Where the work in an unsaved base was last changed (a recovered document's last change,
    /// or the last one journaled before a journal was begun again over changes), so that a
    /// recovery of this journal before it holds a change of its own still comes back there.
    /// Nil when unknown, and in journals written before this field.
    public var lastEdit: LastEdit?
    /// The version of the document's file (`documentPath`) the work was last in step with:
    /// as this window opened or saved it. A save after recovering the work finds by it whether
    /// another window or program saved the file since (and asks before replacing that). Nil
    /// when unknown (no file, none read), and in journals written before this field.
    public var savedFile: FileVersion?

    /// A page and the area of it a change touched (page units; nil: the whole page).
    public struct LastEdit: Hashable, Sendable {
        public var page: Int
        public var area: Rect?
        public init(page: Int, area: Rect? = nil) { self.page = page; self.area = area }
    }

    public init(pid: Int32, processStart: UInt64?, bootID: String?, documentPath: String?, created: Date,
                unsavedBase: Bool? = nil, name: String? = nil, inputs: [String]? = nil, lastEdit: LastEdit? = nil,
                savedFile: FileVersion? = nil) {
        self.pid = pid; self.processStart = processStart; self.bootID = bootID
        self.documentPath = documentPath; self.created = created; self.unsavedBase = unsavedBase
        self.name = name; self.inputs = inputs; self.lastEdit = lastEdit; self.savedFile = savedFile
    }

    /// Whether the process that wrote the journal may still be running (and writing it).
    public var writerIsRunning: Bool {
        JournalProcess(pid: pid, start: processStart, bootID: bootID).isRunning
    }
}
