/// The journal records that hold each image's bytes once (added within version 1) keep reading
/// the same: `Tests/Golden/journal-v1-imagebytes.journal` replays to the document it recorded,
/// and journaling the same edits today gives the same records.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenImageBytesJournalTests {
    static let journalName = "journal-v1-imagebytes.journal"

    static let image = PlacedImage(id: 1, key: "photo.jpg", frame: Rect(x: 10, y: 20, width: 48, height: 36))

    /// On `GoldenSamples.document`: the photo placed on page 1 (its bytes), moved twice
    /// (`imagesShared`: no bytes), a page showing the scan under another key inserted (its
    /// bytes), removed and put back (no bytes again).
    static var edits: [(edit: Edit, images: [String: Data])] {
        get throws {
            let jpeg = try PlacedImageSamples.jpeg, scan = try GoldenSamples.scan
            var moved = image, again = image
            moved.frame = Rect(x: 30, y: 40, width: 48, height: 36)
            again.frame = Rect(x: 50, y: 60, width: 96, height: 72)
            func move(_ a: PlacedImage, _ b: PlacedImage) -> Edit {
                Edit(page: 0, change: .images(ImageEdit(removed: [IndexedImage(index: 0, image: a)], added: [IndexedImage(index: 0, image: b)],
                                                         bytes: ["photo.jpg": jpeg])))
            }
            var page = Page(background: .image(key: "dropped.png", size: Size(64, 48)))
            page.images = [PlacedImage(id: 1, key: "photo.jpg", frame: Rect(x: 0, y: 0, width: 16, height: 12))]
            let insert = Edit(page: 1, change: .insertPage(page))
            let images = try GoldenSamples.document.images.merging(["photo.jpg": jpeg, "dropped.png": scan]) { a, _ in a }
            return [(Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["photo.jpg": jpeg]))), images),
                    (move(image, moved), images), (move(moved, again), images),
                    (insert, images), (insert.inverse, images), (insert, images)]
        }
    }

    static func writeJournal() throws -> Data {
        var data = Journal.filePrefix
        data.append(try Journal.frame(.header, try Journal.Packing.encode(GoldenSamples.journalHeader)))
        let base = try GoldenSamples.document
        data.append(try Journal.frame(.base, try Journal.Packing.encode(base)))
        var held = Journal.HeldBytes(base.images)
        for (edit, images) in try edits {
            data.append(try Journal.frame(.edit, try Journal.Packing.encode(edit, held: &held, images: images)))
        }
        return data
    }

    @Test func theGoldenJournalReplaysToTheDocumentItRecorded() throws {
        let replay = try JournalReplay(data: try GoldenSamples.bytes(Self.journalName))
        var expected = try GoldenSamples.document
        expected.images["dropped.png"] = try GoldenSamples.scan
        for (edit, _) in try Self.edits { expected.apply(edit) }
        #expect(replay.document == expected)
        #expect(replay.document?.pages[0].images.map(\.frame) == [Rect(x: 50, y: 60, width: 96, height: 72)])
        #expect(replay.document?.pages[1].imageKey == "dropped.png")
        #expect(replay.document?.images["photo.jpg"] == (try PlacedImageSamples.jpeg))
        #expect(replay.document?.images["dropped.png"] == (try GoldenSamples.scan))
        #expect(replay.editCount == 6)
    }

    @Test func eachImagesBytesAreInTheJournalOnce() throws {
        let golden = try GoldenSamples.bytes(Self.journalName)
        let jpeg = try PlacedImageSamples.jpeg
        var count = 0, from = golden.startIndex
        while let r = golden.range(of: jpeg, in: from..<golden.endIndex) { count += 1; from = r.upperBound }
        #expect(count == 1)
    }

    @Test func writingTheJournalTodayGivesTheSameRecords() throws {
        let today = try JournalCanonicalForm.of(try Self.writeJournal())
        let golden = try JournalCanonicalForm.of(try GoldenSamples.bytes(Self.journalName))
        #expect(today.prefix == golden.prefix)
        #expect(today.records == golden.records)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenImageBytesJournal() throws {
        // Only when it does not exist yet: a committed golden file is never rewritten.
        let journal = GoldenSamples.folder.appendingPathComponent(Self.journalName)
        if !FileManager.default.fileExists(atPath: journal.path) { try Self.writeJournal().write(to: journal) }
    }
}
