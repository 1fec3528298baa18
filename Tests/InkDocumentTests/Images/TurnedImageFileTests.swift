/// Turned placed images (`PlacedImage.angle`, added within file version 4 and journal version
/// 1): their turned shape, the `angle` member in every version's file and in the journal, the
/// golden file `document-v4-turned-images.inkstone`, and files and journals written before
/// (no member: upright) reading as they did.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

enum TurnedImageSamples {
    /// `PlacedImageSamples.document` with the canvas's first image turned by 30° and the
    /// photo on the scan's page by −1.25 radians (the value `document-v4-turned-images.inkstone` holds).
    static var document: Document {
        get throws {
            var document = try PlacedImageSamples.document
            document.pages[0].images[0].angle = .pi / 6
            document.pages[1].images[0].angle = -1.25
            return document
        }
    }
}

@Suite struct TurnedImageFileTests {
    @Test func theTurnedShapeHasItsCornersBoundsAndInside() {
        let image = PlacedImage(id: 1, key: "k", frame: Rect(x: 0, y: 0, width: 100, height: 60), angle: .pi / 2)
        let b = image.bounds
        #expect(abs(b.minX - 20) < 1e-9 && abs(b.minY + 20) < 1e-9 && abs(b.width - 60) < 1e-9 && abs(b.height - 100) < 1e-9, "\(b)")
        let topLeft = image.corners[0]
        #expect(abs(topLeft.x - 80) < 1e-9 && abs(topLeft.y + 20) < 1e-9, "a quarter turn towards +y takes the top left to the top right")
        #expect(image.contains(Point(50, -15)) && !image.contains(Point(5, 30)), "inside the turned image, not the upright frame's end")
        #expect(image.point(atFraction: 0.5, 0.5).distance(to: Point(50, 30)) < 1e-9)
        var upright = image
        upright.angle = 0
        #expect(upright.bounds == upright.frame && upright.contains(Point(5, 30)))
    }

    @Test func theAngleSurvivesEveryVersionsRoundTripAndBothReaders() throws {
        let document = try TurnedImageSamples.document
        for version in 1...DocumentFile.version {
            let read = try DocumentFile.decode(try DocumentFile.encode(document, version: version))
            #expect(read == document, "version \(version)")
            #expect(read.pages[0].images.map(\.angle) == [.pi / 6, 0] && read.pages[1].images[0].angle == -1.25, "version \(version)")
        }
        let sections = try DocumentFile.SectionReader.read(try DocumentFile.encode(document))
        let fast = try #require(sections.manifest.withUnsafeBytes { DocumentFile.ManifestScan.read($0) })
        #expect(fast == (try JSONDecoder().decode(DocumentFile.Manifest.self, from: sections.manifest)))
        #expect(fast.pages[0].images?.map(\.angle) == [.pi / 6, nil])
    }

    @Test func anUprightImageWritesNoAngleAndFilesWrittenBeforeOpenUpright() throws {
        let bytes = try GoldenSamples.bytes("document-v4-images.inkstone")
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"angle\"") == false)
        let read = try DocumentFile.decode(bytes)
        #expect(read.pages.flatMap(\.images).allSatisfy { $0.angle == 0 } && read.pages.flatMap(\.images).count == 3)
        #expect(try DocumentFile.encode(read) == bytes, "written back as it was")
    }

    @Test func theGoldenFileOpensTurnedAndIsWrittenBackByteForByte() throws {
        let bytes = try GoldenSamples.bytes("document-v4-turned-images.inkstone")
        #expect(try DocumentFile.decode(bytes) == (try TurnedImageSamples.document))
        #expect(try DocumentFile.encode(try TurnedImageSamples.document) == bytes)
    }

    @Test func anAngleThatIsNoFiniteNumberIsRefused() throws {
        var bad = try TurnedImageSamples.document
        bad.pages[0].images[1].angle = .infinity
        #expect(throws: DocumentFileError.invalidContent("page 1, placed image 2 has a position that is not a finite number")) {
            try DocumentFile.encode(bad)
        }
    }

    @Test func aTurnReplaysFromTheJournalAndAnOldJournalReplaysUpright() throws {
        let sandbox = try JournalSandbox()
        var live = try PlacedImageSamples.document
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        let image = live.pages[0].images[0]
        var turned = image
        turned.angle = .pi / 6
        let turn = Edit(page: 0, change: .images(ImageEdit(removed: [IndexedImage(index: 0, image: image)],
                                                           added: [IndexedImage(index: 0, image: turned)],
                                                           bytes: ["scan.png": try GoldenSamples.scan])))
        live.apply(turn); writer.append(turn)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.pages[0].images[0].angle == .pi / 6)
        live.apply(turn.inverse); writer.append(turn.inverse)
        try writer.flush()
        #expect(try JournalReplay(contentsOf: writer.path).document?.pages[0].images[0].angle == 0)

        let old = try JournalReplay(data: try GoldenSamples.bytes(GoldenImageBytesJournalTests.journalName))
        #expect(old.document?.pages.flatMap(\.images).allSatisfy { $0.angle == 0 } == true && old.editCount == 6)
    }

    @Test func theBaseOfAJournalKeepsTheAngles() throws {
        let sandbox = try JournalSandbox()
        let document = try TurnedImageSamples.document
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: document)
        try writer.flush()
        #expect(try JournalReplay(contentsOf: writer.path).document == document)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenTurnedImageFile() throws {
        // Only when it does not exist yet: a committed golden file is never rewritten.
        let url = GoldenSamples.folder.appendingPathComponent("document-v4-turned-images.inkstone")
        if !FileManager.default.fileExists(atPath: url.path) { try DocumentFile.encode(try TurnedImageSamples.document).write(to: url) }
    }
}
