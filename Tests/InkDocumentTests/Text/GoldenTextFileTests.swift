/// The text boxes added within version 4 keep reading and writing the same: the committed
/// `Tests/Golden/document-v4-texts.inkstone` opens as `TextBoxSamples.document`, and writing
/// that document today gives the same bytes; `Tests/Golden/journal-v1-texts.journal` replays
/// its text edits to the document it recorded.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenTextFileTests {
    static let fileName = "document-v4-texts.inkstone"
    static let journalName = "journal-v1-texts.journal"

    /// The journal's edits on `GoldenSamples.document`: a box placed on page 1, its text
    /// changed, a stroke drawn in it and then swapped for the text "十" (one step), a box placed
    /// on page 2 and removed.
    static var edits: [Edit] {
        let ink = GoldenSamples.pen(8, color: GoldenSamples.black, width: 2, x: 45, y: 130)
        var changed = TextBoxSamples.cjk
        changed.text = "你好"
        var accepted = changed
        accepted.text += "十"
        return [Edit(page: 0, change: .text(TextChange(before: nil, after: TextBoxSamples.cjk))),
                Edit(page: 0, change: .text(TextChange(before: TextBoxSamples.cjk, after: changed))),
                Edit(page: 0, change: .add([PlacedStroke(index: 4, stroke: ink)])),
                Edit(page: 0, change: .text(TextChange(before: changed, after: accepted, inkRemoved: [PlacedStroke(index: 4, stroke: ink)]))),
                Edit(page: 1, change: .text(TextChange(before: nil, after: TextBoxSamples.latin))),
                Edit(page: 1, change: .text(TextChange(before: TextBoxSamples.latin, after: nil)))]
    }

    static func writeJournal() throws -> Data {
        var data = Journal.filePrefix
        data.append(try Journal.frame(.header, try Journal.Packing.encode(GoldenSamples.journalHeader)))
        var base = try GoldenSamples.document
        base.pages[2].texts = [TextBoxSamples.arabic]
        data.append(try Journal.frame(.base, try Journal.Packing.encode(base)))
        for edit in edits { data.append(try Journal.frame(.edit, try Journal.Packing.encode(edit))) }
        return data
    }

    @Test func theTextGoldenFileOpensWithItsBoxes() throws {
        let document = try DocumentFile.decode(try GoldenSamples.bytes(Self.fileName))
        #expect(document == TextBoxSamples.document)
        #expect(document.pages[0].texts.map(\.text) == [TextBoxSamples.latin.text, "你好，世界 ひらがな", "مرحبا"])
    }

    @Test func writingItTodayGivesTheSameBytes() throws {
        #expect(try DocumentFile.encode(TextBoxSamples.document) == (try GoldenSamples.bytes(Self.fileName)))
    }

    @Test func theTextGoldenJournalReplaysToTheDocumentItRecorded() throws {
        let replay = try JournalReplay(data: try GoldenSamples.bytes(Self.journalName))
        var expected = try GoldenSamples.document
        expected.pages[2].texts = [TextBoxSamples.arabic]
        for edit in Self.edits { expected.apply(edit) }
        #expect(replay.document?.pages == expected.pages)
        #expect(replay.document?.pages[0].texts.map(\.text) == ["你好十"])
        #expect(replay.document?.pages[0].strokes.count == 4)
        #expect(replay.document?.pages[2].texts == [TextBoxSamples.arabic])
        #expect(replay.editCount == 6)
    }

    @Test func writingTheJournalTodayGivesTheSameRecords() throws {
        let today = try JournalCanonicalForm.of(try Self.writeJournal())
        let golden = try JournalCanonicalForm.of(try GoldenSamples.bytes(Self.journalName))
        #expect(today.prefix == golden.prefix)
        #expect(today.records == golden.records)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenTextFiles() throws {
        // Only when they do not exist yet: a committed golden file is never rewritten.
        let file = GoldenSamples.folder.appendingPathComponent(Self.fileName)
        if !FileManager.default.fileExists(atPath: file.path) { try DocumentFile.encode(TextBoxSamples.document).write(to: file) }
        let journal = GoldenSamples.folder.appendingPathComponent(Self.journalName)
        if !FileManager.default.fileExists(atPath: journal.path) { try Self.writeJournal().write(to: journal) }
    }
}
