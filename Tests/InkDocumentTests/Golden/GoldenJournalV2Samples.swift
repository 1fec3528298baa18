import Foundation
@testable import InkDocument
import InkGeometry

/// The values of `Tests/Golden/journal-v2.journal`: the first journal of format version 2, whose
/// base refers to a saved file (the golden `document-v3.inkstone`, which the test puts where the
/// journal names it) instead of holding the document, and one edit after it.
extension GoldenSamples {
    /// Where the journal says its document file is (the test copies `document-v3.inkstone` there).
    static let journalV2DocumentPath = "/tmp/inkstone-golden-journal-v2/notes.inkstone"

    static let journalV2Header = JournalHeader(pid: 2_147_483_646, processStart: 123_456, bootID: "golden-boot-id",
                                               documentPath: journalV2DocumentPath,
                                               created: Date(timeIntervalSince1970: 1_796_000_000), unsavedBase: false)

    /// The file base: `document-v3.inkstone`'s size and CRC-32, a fixed modification time.
    static var journalV2BaseFile: JournalBaseFile {
        get throws {
            let bytes = try bytes("document-v3.inkstone")
            var crc = DocumentFile.CRC32()
            crc.update(bytes)
            return JournalBaseFile(path: journalV2DocumentPath, size: Int64(bytes.count),
                                   modified: 1_796_000_000_123_456_789, crc32: crc.value)
        }
    }

    /// One pen stroke drawn on the first page after the file was opened.
    static var journalV2Edit: Edit {
        get throws {
            let page = try version3Document.pages[0]
            return Edit(page: 0, change: .add([PlacedStroke(index: page.strokes.count,
                                                            stroke: pen(13, color: blue, width: 3, x: 40, y: 300))]))
        }
    }

    /// The document the journal recovers: the file's, with the edit (and the next stroke id
    /// past the edit's stroke, as replay reserves the ids a journal saw).
    static var journalV2Document: Document {
        get throws {
            var document = try version3Document
            document.apply(try journalV2Edit)
            while document.nextStrokeID <= 13 { _ = document.makeStrokeID() }
            return document
        }
    }

    /// The journal's bytes as the journal code writes them: prefix (version 2), header, file base, edit.
    static func writeJournalV2() throws -> Data {
        var data = Journal.filePrefix(version: 2)
        data.append(try Journal.frame(.header, try Journal.Packing.encode(journalV2Header)))
        data.append(try Journal.frame(.baseFile, try Journal.Packing.encode(try journalV2BaseFile)))
        data.append(try Journal.frame(.edit, try Journal.Packing.encode(try journalV2Edit)))
        return data
    }

    /// Puts `document-v3.inkstone` where the journal names its document.
    static func placeJournalV2Document() throws {
        let url = URL(fileURLWithPath: journalV2DocumentPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try bytes("document-v3.inkstone"), to: url)
    }
}
