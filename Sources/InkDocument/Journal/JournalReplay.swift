import Foundation
import InkGeometry

/// What a journal file holds: its header and the document rebuilt from its base record and
/// the edits after it, read up to the first incomplete or damaged record.
public struct JournalReplay: Sendable {
    public var header: JournalHeader
    /// The document as of the last complete edit; nil if the base record never completed, or
    /// when the base is a saved file and nothing was changed after it (the file is not read).
    public var document: Document?
    /// The complete, valid records read, the header included.
    public var recordCount: Int
    /// The edits applied after the last base record.
    public var editCount: Int
    /// Records after the first base (edits and re-bases): changes made while it was written.
    public var changeRecordCount: Int
    /// The page the last edit read left its work on (`Edit.pageWorkedOn`, not clamped); with no
    /// edit, the header's `lastEdit` (a journal begun over recovered work), else nil: where
    /// recovered work was being done.
    public var lastEditedPage: Int?
    /// The area of that page the last edit applied touched (page units), nil when it was a
    /// whole page (one inserted, removed, moved) or touched nothing.
    public var lastEditedArea: Rect?
    /// The bytes of the file up to the end of the last record read.
    public var validLength: Int
    /// The file ends inside a record, or its last record is damaged: the writer was killed
    /// mid-write. Nothing it had flushed before is lost.
    public var tornTail: Bool
    /// A damaged record is followed by more data: replay stopped there and what came after
    /// is lost.
    public var damaged: Bool
    /// The saved file the base refers to (format version 2), if it does.
    public var baseFile: JournalBaseFile?
    /// Why the saved file the base refers to cannot be used (missing, changed), if it cannot:
    /// the edits after it were read but not applied, and `document` is nil.
    var baseFailure: JournalError?
    /// The file base whose document is read only once the whole journal is read, and only if
    /// the journal holds changes (one without any is deleted unread: a big notebook costs
    /// nothing at start), with the edits that follow it.
    private var pendingFile: JournalBaseFile?
    private var pendingEdits: [Journal.ReadEdit] = []
    /// The image bytes the journal holds since its last base (`Journal.HeldBytes`).
    private var held = Journal.HeldBytes()

    /// Reads the journal at `path`.
    public init(contentsOf path: String) throws {
        let data: Data
        do { data = try FileBytes.read(path) } catch FileBytes.Failure.unreadable(let reason), FileBytes.Failure.notAFile(let reason) {
            throw JournalError.io(path: path, reason: tr("cannot read (%@)", "\(reason)"))
        }
        try self.init(data: data, path: path)
    }

    /// Whether the journal holds work that is in no file: changes recorded after its first
    /// base, or a base that was itself unsaved (recovered work); never an untitled document
    /// from no files that holds nothing (`Document.isBlank`). Journals from before the
    /// header said so count an untitled base with strokes as unsaved (only a recovery made one).
    public var holdsUnsavedWork: Bool {
        // An untitled document that came from no files and holds nothing (an image pasted and
        // cut again, a stroke drawn and erased): nothing would be recovered.
        if header.documentPath == nil, header.inputs?.isEmpty ?? true, let document, document.isBlank { return false }
        if changeRecordCount > 0 { return true }
        if let unsaved = header.unsavedBase { return unsaved }
        return header.documentPath == nil && (document?.pages.contains { !$0.strokes.isEmpty } ?? false)
    }

    /// The journal's format version.
    public var version: UInt32

    /// Reads a journal's bytes; `path` only names it in errors. Throws when there is no
    /// complete header, or when the document it holds is one the app cannot work on (no
    /// pages); any damage after the header just ends the replay. Stroke ids that clash or are
    /// not below the document's next id are reassigned.
    public init(data: Data, path: String = "journal") throws {
        guard data.count >= Journal.prefixLength, data.prefix(Journal.magic.count).elementsEqual(Journal.magic) else {
            throw JournalError.notAJournal(path: path)
        }
        var prefix = Journal.ByteReader(data.dropFirst(Journal.magic.count))
        let version = try prefix.u32()
        guard version <= Journal.version else { throw JournalError.unsupportedVersion(version) }
        guard version >= 1 else { throw JournalError.notAJournal(path: path) }
        self.version = version

        guard case .record(let first) = Journal.readFrame(in: data, at: Journal.prefixLength),
              first.kind == Journal.RecordKind.header.rawValue,
              let header = try? Journal.Packing.decodeHeader(first.payload) else {
            throw JournalError.notAJournal(path: path)
        }
        self.header = header
        // Where the unsaved base was last changed, until an edit of this journal says otherwise.
        lastEditedPage = header.lastEdit?.page
        lastEditedArea = header.lastEdit?.area
        document = nil
        recordCount = 1
        editCount = 0
        changeRecordCount = 0
        validLength = first.end
        tornTail = false
        damaged = false
        replayRecords(in: data)
        if let file = pendingFile, holdsUnsavedWork { readBaseFile(file) }
        // A base that cannot be read loses nothing only when nothing was changed after it.
        if let baseFailure, holdsUnsavedWork { throw baseFailure }
        if let document, document.pages.isEmpty {
            throw JournalError.unusable(path: path, reason: tr("its document has no pages"))
        }
        document?.repairStrokeIDs()
    }

    /// Applies the records after the header until the file ends or a record fails.
    private mutating func replayRecords(in data: Data) {
        var highestSeenID: UInt64 = 0
        reading: while validLength < data.count {
            switch Journal.readFrame(in: data, at: validLength) {
            case .incomplete:
                tornTail = true
                break reading
            case .bad(let end):
                stop(in: data, recordEnd: end)
                break reading
            case .record(let frame):
                do {
                    try apply(frame, highestSeenID: &highestSeenID)
                } catch {
                    stop(in: data, recordEnd: frame.end)
                    break reading
                }
                recordCount += 1
                validLength = frame.end
            }
        }
        self.highestSeenID = highestSeenID
        if var doc = document {
            Self.reserveStrokeIDs(in: &doc, through: highestSeenID)
            document = doc
        }
    }

    /// The highest stroke id the records after the last base named.
    private var highestSeenID: UInt64 = 0

    /// Reads the saved file the last base refers to and applies the edits after it.
    private mutating func readBaseFile(_ file: JournalBaseFile) {
        do {
            var doc = try DocumentFile.decode(try file.bytes())
            held = Journal.HeldBytes(doc.images)
            for read in pendingEdits {
                do { noteArea(try held.apply(read, to: &doc)) } catch {
                    // A record that refers to bytes the journal lacks ends the replay there.
                    damaged = true
                    break
                }
            }
            Self.reserveStrokeIDs(in: &doc, through: highestSeenID)
            document = doc
        } catch let error as JournalError {
            baseFailure = error
        } catch {
            baseFailure = .baseChanged(path: file.path, reason: tr("it does not open (%@)", "\(error)"))
        }
        pendingFile = nil
        pendingEdits = []
    }

    private mutating func apply(_ frame: Journal.Frame, highestSeenID: inout UInt64) throws {
        switch Journal.RecordKind(rawValue: frame.kind) {
        case .base:
            let hadBase = hasBase
            document = try Journal.Packing.decodeDocument(frame.payload)
            rebased(hadBase: hadBase, highestSeenID: &highestSeenID)
            held = Journal.HeldBytes(document?.images ?? [:])
            baseFile = nil
        case .baseFile where version >= 2:
            let hadBase = hasBase
            let file = try Journal.Packing.decodeBaseFile(frame.payload)
            document = nil
            rebased(hadBase: hadBase, highestSeenID: &highestSeenID)
            pendingFile = file
            baseFile = file
        case .edit:
            guard hasBase else { throw JournalError.malformedRecord(tr("an edit before the base record")) }
            let read = try Journal.Packing.decodeRead(frame.payload)
            if pendingFile != nil {
                pendingEdits.append(read)
            } else if var doc = document {
                document = nil   // one owner of the pages while the edit changes them
                defer { document = doc }
                noteArea(try held.apply(read, to: &doc))
            }
            _ = Journal.mapStrokes(in: read.edit.change) { highestSeenID = Swift.max(highestSeenID, $0.id.raw) }
            lastEditedPage = read.edit.pageWorkedOn
            editCount += 1
            changeRecordCount += 1
        case .baseFile, .header, nil:
            throw JournalError.malformedRecord(tr("unexpected record kind %@", "\(frame.kind)"))
        }
    }

    /// The work the journal holds, to take over; throws when it holds no document.
    public func recovery(path: String) throws -> Recovery {
        guard let document else { throw JournalError.nothingToRecover(path: path) }
        return Recovery(document: document, documentPath: header.documentPath, tornTail: tornTail, damaged: damaged,
                        name: header.name, inputs: header.inputs ?? [],
                        lastEditedPage: lastEditedPage.map { Swift.min(Swift.max($0, 0), document.pages.count - 1) },
                        lastEditedArea: lastEditedArea,
                        // A base read from the file itself (its checksum checked) is the file as
                        // it is now: nothing to tell against; else the version the work knew.
                        savedFile: baseFile == nil ? header.savedFile : nil)
    }

    /// Notes the area an edit applied touched, for `lastEditedArea`.
    private mutating func noteArea(_ touched: Rect) {
        lastEditedArea = touched.isEmpty || touched == Document.everything ? nil : touched
    }

    /// Whether a base record was read (its document may be still unread: `pendingFile`).
    private var hasBase: Bool { document != nil || pendingFile != nil }

    /// After a base record: a base after the first counts as a change; edits start over.
    private mutating func rebased(hadBase: Bool, highestSeenID: inout UInt64) {
        if hadBase { changeRecordCount += 1 }
        pendingFile = nil
        pendingEdits = []
        editCount = 0
        highestSeenID = 0   // the new base's own next id is the live one
    }

    /// Ends the replay at a failed record: a torn tail if nothing but zero bytes follows it
    /// (a kill or power cut mid-write), damage otherwise.
    private mutating func stop(in data: Data, recordEnd: Int) {
        if data.dropFirst(recordEnd).allSatisfy({ $0 == 0 }) { tornTail = true } else { damaged = true }
    }

    /// Raises `nextStrokeID` past `id`, so a recovered document never hands out the id of a
    /// stroke the journal saw (even one added and removed again). Leaves absurd gaps alone
    /// rather than counting up for long.
    private static func reserveStrokeIDs(in document: inout Document, through id: UInt64) {
        guard id < UInt64.max, document.nextStrokeID <= id, id - document.nextStrokeID < 1 << 24 else { return }
        while document.nextStrokeID <= id { _ = document.makeStrokeID() }
    }
}
