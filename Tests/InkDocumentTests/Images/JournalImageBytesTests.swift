/// An image's bytes are journaled once: moving or scaling a placed image again and again
/// journals its new place, not its bytes (a large screenshot moved often must not grow the
/// journal by its size each time), and replay, undo and redo included, still gives the image.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalImageBytesTests {
    /// 200 kB that start as a PNG does (the journal never decodes them).
    static let large = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data((0..<200_000).map { UInt8($0 % 253) })

    static func move(_ image: PlacedImage, by d: Double, bytes: [String: Data]) -> (Edit, PlacedImage) {
        var moved = image
        moved.frame = Rect(x: image.frame.x + d, y: image.frame.y + d / 2, width: image.frame.width * 1.01, height: image.frame.height)
        return (Edit(page: 0, change: .images(ImageEdit(removed: [IndexedImage(index: 0, image: image)],
                                                         added: [IndexedImage(index: 0, image: moved)], bytes: bytes))), moved)
    }

    @Test func movesAfterThePlacingJournalNoBytes() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        var image = PlacedImage(id: 1, key: "shot", frame: Rect(x: 10, y: 20, width: 640, height: 400))
        let place = Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": Self.large])))
        live.apply(place); writer.append(place)
        try writer.flush()
        let placed = JournalSandbox.size(of: writer.path)
        #expect(placed > Self.large.count, "the placing holds the bytes")
        var moves: [Edit] = []
        for i in 1...20 {
            let (edit, moved) = Self.move(image, by: Double(i), bytes: ["shot": Self.large])
            live.apply(edit); writer.append(edit); moves.append(edit)
            image = moved
        }
        try writer.flush()
        let grown = JournalSandbox.size(of: writer.path) - placed
        #expect(grown < 20 * 1_000, "20 moves added \(grown) bytes: the image's bytes again")
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.pages[0].images == [image])
        #expect(replayed.document?.images["shot"] == Self.large)
    }

    @Test func anImageUndoneAndRedoneIsReplayedWithItsBytes() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        let image = PlacedImage(id: 1, key: "shot", frame: Rect(x: 10, y: 20, width: 64, height: 48))
        let place = Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": Self.large])))
        let (move, moved) = Self.move(image, by: 30, bytes: ["shot": Self.large])
        // Placed, moved, both undone (the bytes leave the document), both redone, moved back.
        for edit in [place, move, move.inverse, place.inverse, place, move, move.inverse] {
            live.apply(edit); writer.append(edit)
        }
        try writer.flush()
        #expect(JournalSandbox.size(of: writer.path) < 2 * Self.large.count, "the bytes once")
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.pages[0].images == [image] && replayed.document?.images["shot"] == Self.large)
        _ = moved
    }

    @Test func bytesInTheBaseAreNotJournaledAgain() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let image = PlacedImage(id: 1, key: "shot", frame: Rect(x: 10, y: 20, width: 64, height: 48))
        live.pages[0].images = [image]
        live.images["shot"] = Self.large
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        try writer.flush()
        let based = JournalSandbox.size(of: writer.path)
        let (move, _) = Self.move(image, by: 5, bytes: ["shot": Self.large])
        live.apply(move); writer.append(move)
        try writer.flush()
        #expect(JournalSandbox.size(of: writer.path) - based < 1_000)
        #expect(try JournalReplay(contentsOf: writer.path).document == live)
    }

    @Test func otherBytesUnderAKeyTheJournalHoldsAreJournaled() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        let image = PlacedImage(id: 1, key: "shot", frame: Rect(x: 10, y: 20, width: 64, height: 48))
        let first = Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": Self.large])))
        let other = Self.large + Data([1, 2, 3])
        let second = Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": other])))
        for edit in [first, first.inverse] { live.apply(edit); writer.append(edit) }
        try writer.flush()
        let before = JournalSandbox.size(of: writer.path)
        live.apply(second); writer.append(second)
        try writer.flush()
        #expect(JournalSandbox.size(of: writer.path) - before > other.count, "other bytes are journaled")
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
    }

    /// A page showing `key` as its background and placed over it once more.
    static func pageShowing(_ key: String) -> Page {
        var page = Page(background: .image(key: key, size: Size(64, 48)))
        page.images = [PlacedImage(id: 1, key: key, frame: Rect(x: 4, y: 4, width: 32, height: 24))]
        return page
    }

    @Test func aPageInsertedAfterARebaseCarriesTheBytesTheJournalLacks() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        // Dropped, undone, the journal re-based on the document without the bytes (as a save
        // that dropped them would), then redone: the record of the page inserted carries them.
        live.images["dropped"] = Self.large
        let insert = Edit(page: 1, change: .insertPage(Self.pageShowing("dropped")))
        live.apply(insert); writer.append(insert, images: live.images)
        live.apply(insert.inverse); writer.append(insert.inverse, images: live.images)
        var rebased = live
        rebased.images["dropped"] = nil
        writer.begin(with: rebased)
        try writer.flush()
        let before = JournalSandbox.size(of: writer.path)
        live.apply(insert); writer.append(insert, images: live.images)
        try writer.flush()
        #expect(JournalSandbox.size(of: writer.path) - before > Self.large.count, "the bytes are in the record")
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.images["dropped"] == Self.large)

        // Undone and redone again: the journal holds the bytes, the records do not repeat them.
        let again = JournalSandbox.size(of: writer.path)
        live.apply(insert.inverse); writer.append(insert.inverse, images: live.images)
        live.apply(insert); writer.append(insert, images: live.images)
        try writer.flush()
        #expect(JournalSandbox.size(of: writer.path) - again < 2_000)
        #expect(try JournalReplay(contentsOf: writer.path).document == live)
    }

    @Test func aRemovedPageBroughtBackAfterItsImageWasPlacedAndUndoneElsewhereIsReplayedWithIt() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        live.pages.append(Page(blankSize: Size(200, 100)))
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        // Placed on the last page, the page removed, the same image placed on page 1; both undone.
        var history = History()
        let image = PlacedImage(id: 1, key: "shot", frame: Rect(x: 10, y: 20, width: 64, height: 48))
        let last = live.pages.count - 1
        for edit in [Edit(page: last, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": Self.large]))),
                     Edit(page: last, change: .removePage(Page())),
                     Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": Self.large])))] {
            var edit = edit
            if case .removePage = edit.change { edit.change = .removePage(live.pages[last]) }
            history.perform(edit, on: &live); writer.append(edit, images: live.images)
        }
        for _ in 0..<2 {
            let step = history.undoStep
            _ = history.undo(&live)
            for edit in step.reversed() { writer.append(edit.inverse, images: live.images) }
        }
        #expect(live.pages.last?.images == [image] && live.images["shot"] == Self.large, "the page came back with its image")
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(JournalSandbox.size(of: writer.path) < 2 * Self.large.count, "the bytes once")
    }
}
