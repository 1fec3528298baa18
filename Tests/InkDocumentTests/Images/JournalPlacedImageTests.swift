/// Placed images in the crash-recovery journal: a placing (with its bytes), a move with strokes
/// and an undo replay to exactly the live document; a base holding placed images too.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalPlacedImageTests {
    @Test func placingMovingAndUndoingReplayToTheLiveDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: "/home/someone/pictures.inkstone")
        writer.begin(with: live)
        let image = PlacedImage(id: 1, key: "pasted", frame: Rect(x: 10, y: 20, width: 64, height: 48))
        let place = Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)],
                                                            bytes: ["pasted": try GoldenSamples.scan])))
        live.apply(place); writer.append(place)
        let stroke = live.pages[0].strokes[0]
        var moved = image
        moved.frame = Rect(x: 50, y: 60, width: 32, height: 24)
        let move = Edit(page: 0, change: .images(ImageEdit(
            removed: [IndexedImage(index: 0, image: image)], added: [IndexedImage(index: 0, image: moved)],
            removedStrokes: [PlacedStroke(index: 0, stroke: stroke)],
            addedStrokes: [PlacedStroke(index: 0, stroke: stroke.transformed(by: .translation(Point(40, 40))))],
            bytes: ["pasted": try GoldenSamples.scan])))
        live.apply(move); writer.append(move)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.pages[0].images == [moved])
        #expect(replayed.document?.images["pasted"] == (try GoldenSamples.scan))

        live.apply(move.inverse); writer.append(move.inverse)
        live.apply(place.inverse); writer.append(place.inverse)
        try writer.flush()
        let undone = try JournalReplay(contentsOf: writer.path)
        #expect(undone.document == live)
        let scan = try GoldenSamples.scan
        #expect(undone.document?.pages[0].images.isEmpty == true && undone.document?.images["pasted"] == scan)
    }

    @Test func aBaseWithPlacedImagesReplaysWithThem() throws {
        let sandbox = try JournalSandbox()
        let document = try PlacedImageSamples.document
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: document)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == document)
    }
}

@Suite struct JournalPlacedImageGuardTests {
    @Test func theRecordsHoldEveryFieldOfAPlacedImageAndItsChange() throws {
        func keys(_ value: some Encodable) throws -> Set<String> {
            let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
            return Set((object as? [String: Any])?.keys.map { $0 } ?? [])
        }
        let image = PlacedImage(id: 4, key: "k", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(try keys(image) == keys(Journal.RecordV1.PlacedImage(image)))
        let change = ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["k": Data([1])])
        // The bytes follow the JSON as blocks.
        #expect(try keys(change) == keys(Journal.RecordV1.ImageChange(change)).union(["bytes"]))
        var page = Page()
        page.images = [image]
        #expect(try keys(page) == keys(Journal.RecordV1.Page(page)))
    }
}
