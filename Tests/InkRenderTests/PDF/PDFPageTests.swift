import Foundation
import Testing
import InkDocument
import InkGeometry
@testable import InkRender
import InkTestSupport

/// PDF pages through Poppler: sizes in points (rotation honoured), rasters at a scale, drawn in
/// the background, kept in a bounded cache, the old zoom shown until the new one comes.
@Suite struct PDFPageTests {
    static func paper(_ folder: TemporaryFolder, pages: [(width: Double, height: Double)] = [(612, 792), (595, 842), (612, 792)]) throws -> Data {
        let path = folder.path + "/paper.pdf"
        try #require(TestPDF.write(to: path, pages: pages))
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func pageSizesInPointsWithTheirRotation() throws {
        let folder = try TemporaryFolder("pdf-pages")
        _ = try Self.paper(folder)
        #expect(try PDFReader.poppler.pageSizes(Data(contentsOf: folder.url.appendingPathComponent("paper.pdf")), nil)
                == [Size(612, 792), Size(595, 842), Size(612, 792)])
        let rotated = try TestPDF.rotate(folder.path + "/paper.pdf", to: folder.path + "/turned.pdf", page: 2)
        try #require(rotated)
        let turned = try Data(contentsOf: folder.url.appendingPathComponent("turned.pdf"))
        #expect(try PDFReader.poppler.pageSizes(turned, nil) == [Size(612, 792), Size(842, 595), Size(612, 792)])
        // Drawn turned too: the raster of the turned page is landscape.
        let raster = try #require(PDFRaster.draw(PDFFile(turned), page: 1, scale: 0.5, area: Rect(x: 0, y: 0, width: 842, height: 595)))
        #expect(raster.image.width == 421 && raster.image.height == 298)
    }

    @Test func brokenAndEncryptedPDFsAreTold() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let data = try Self.paper(folder)
        #expect(throws: PDFReadError.self) { try PDFReader.poppler.pageSizes(data.prefix(data.count / 3), nil) }
        #expect(throws: PDFReadError.self) { try PDFReader.poppler.pageSizes(Data("%PDF-1.4\nnothing".utf8), nil) }
        let encrypted = try TestPDF.encrypt(folder.path + "/paper.pdf", to: folder.path + "/locked.pdf", password: "sesame")
        try #require(encrypted)
        let locked = try Data(contentsOf: folder.url.appendingPathComponent("locked.pdf"))
        #expect(throws: PDFReadError.needsPassword) { try PDFReader.poppler.pageSizes(locked, nil) }
        #expect(throws: PDFReadError.wrongPassword) { try PDFReader.poppler.pageSizes(locked, "open") }
        #expect(try PDFReader.poppler.pageSizes(locked, "sesame").count == 3)
    }

    @Test func aRasterHasScalePixelsPerPointAndShowsThePage() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let file = try PDFFile(Self.paper(folder))
        let raster = try #require(PDFRaster.draw(file, page: 0, scale: 2, area: Rect(x: 0, y: 0, width: 612, height: 792)))
        #expect(raster.image.width == 1224 && raster.image.height == 1584)
        #expect(raster.image.pixel(x: 2 * 80, y: 2 * 48) & 0xffffff == 0, "the black bar at (36...156, 36...60) pt")
        #expect(raster.image.pixel(x: 2 * 300, y: 2 * 600) & 0xffffff == 0xffffff, "paper elsewhere")
    }

    @Test func farZoomedInOnlyThePartAroundTheViewIsDrawn() {
        let page = Size(612, 792)
        #expect(PDFRaster.area(page: page, scale: 4, visible: Rect(x: 0, y: 0, width: 200, height: 150)) == Rect(x: 0, y: 0, width: 612, height: 792),
                "a whole Letter page at 400% is 7.8 megapixels: drawn whole")
        let part = PDFRaster.area(page: page, scale: 16, visible: Rect(x: 300, y: 400, width: 60, height: 45))
        #expect(part.width * part.height * 256 <= Double(PDFRaster.maxPixels) * 1.01)
        #expect(part.minX <= 300 && part.minY <= 400 && part.maxX >= 360 && part.maxY >= 445, "\(part)")
    }

    @Test func theCacheKeepsWithinItsBoundLeastRecentlyDrawnFirst() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let data = try Self.paper(folder, pages: Array(repeating: (612, 792), count: 5))
        // One page at 100% is 612x792x4 = 1.9 MB: a 5 MB bound holds two.
        let cache = PDFPageCache(queue: nil, byteLimit: 5 << 20) { _ in (data, nil) }
        let whole = Rect(x: 0, y: 0, width: 612, height: 792)
        for i in 0..<5 {
            #expect(cache.raster(for: PDFPageID(key: "k", index: i), size: Size(612, 792), scale: 1, visible: whole) != nil)
            #expect(cache.byteCount <= 5 << 20)
        }
        #expect(cache.pages == [PDFPageID(key: "k", index: 3), PDFPageID(key: "k", index: 4)])
        // One page larger than the bound still shows (and is the only one kept).
        let big = cache.raster(for: PDFPageID(key: "k", index: 0), size: Size(612, 792), scale: 2, visible: whole)
        #expect(big?.image.width == 1224)
        #expect(cache.pages == [PDFPageID(key: "k", index: 0)])
    }

    @Test func backgroundRenderingNeverBlocksAndShowsTheOldZoomMeanwhile() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let data = try Self.paper(folder)
        let queue = PDFRenderQueue()
        defer { queue.stop() }
        let cache = PDFPageCache(queue: queue) { _ in (data, nil) }
        let page = PDFPageID(key: "k", index: 1), size = Size(595, 842), whole = Rect(x: 0, y: 0, width: 595, height: 842)
        #expect(cache.raster(for: page, size: size, scale: 1, visible: whole) == nil, "nothing yet: asked for, not waited for")
        #expect(queue.waitUntilIdle(timeout: 30))
        #expect(cache.collectFinished() == [page])
        let first = try #require(cache.raster(for: page, size: size, scale: 1, visible: whole))
        #expect(first.scale == 1 && first.image.width == 595)
        // Zoomed: the 100% raster is shown (scaled) until the 200% one arrives.
        #expect(cache.raster(for: page, size: size, scale: 2, visible: whole) === first)
        #expect(queue.waitUntilIdle(timeout: 30))
        #expect(cache.collectFinished() == [page])
        #expect(cache.raster(for: page, size: size, scale: 2, visible: whole)?.image.width == 1190)
    }

    @Test func aNewerRequestForAPageReplacesAWaitingOne() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let data = try Self.paper(folder)
        let queue = PDFRenderQueue()
        defer { queue.stop() }
        let whole = Rect(x: 0, y: 0, width: 612, height: 792)
        for scale in [0.5, 0.75, 1.0, 1.25] {
            queue.submit(.init(page: PDFPageID(key: "k", index: 0), scale: scale, area: whole, data: data, password: nil))
        }
        #expect(queue.waitUntilIdle(timeout: 30))
        let done = queue.takeFinished()
        #expect(done.count <= 2, "the one being drawn, then the newest: \(done.map(\.request.scale))")
        #expect(done.last?.request.scale == 1.25)
        #expect(done.last?.raster?.image.width == 765)
    }

    @Test func pagesDroppedUndrawnAreAskedForAgain() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let data = try Self.paper(folder, pages: [(100, 100)])
        let queue = PDFRenderQueue()
        defer { queue.stop() }
        let cache = PDFPageCache(queue: queue) { _ in (data, nil) }
        let count = PDFRenderQueue.maxPending + 40
        let pages = (0..<count).map { PDFPageID(key: "k\($0)", index: 0) }
        for page in pages { _ = cache.raster(for: page, size: Size(100, 100), scale: 1, visible: .empty) }
        var drawn = Set<PDFPageID>()
        // Every page in view is drawn in the end, however many were asked for at once.
        for _ in 0..<20 where drawn.count < count {
            #expect(queue.waitUntilIdle(timeout: 30))
            _ = cache.collectFinished()
            for page in pages where cache.raster(for: page, size: Size(100, 100), scale: 1, visible: .empty) != nil { drawn.insert(page) }
        }
        #expect(drawn.count == count)
    }

    @Test func pagesAheadOfTheViewAreDrawnAfterThoseInViewAndGoFirst() throws {
        let folder = try TemporaryFolder("pdf-pages")
        let data = try Self.paper(folder, pages: Array(repeating: (612, 792), count: 4))
        let queue = PDFRenderQueue()
        defer { queue.stop() }
        // Room for two pages at 100% (1.9 MB each).
        let cache = PDFPageCache(queue: queue, byteLimit: 4 << 20) { _ in (data, nil) }
        let size = Size(612, 792), whole = Rect(x: 0, y: 0, width: 612, height: 792)
        let inView = PDFPageID(key: "k", index: 0), next = PDFPageID(key: "k", index: 1), later = PDFPageID(key: "k", index: 2)
        _ = cache.raster(for: inView, size: size, scale: 1, visible: whole)
        cache.prefetch(next, size: size, scale: 1)
        #expect(queue.waitUntilIdle(timeout: 30))
        #expect(cache.collectFinished() == [inView, next])
        // Scrolled down: the page drawn ahead shows at once.
        #expect(cache.raster(for: next, size: size, scale: 1, visible: whole)?.scale == 1)
        _ = cache.raster(for: inView, size: size, scale: 1, visible: whole)
        // Another page drawn ahead makes room by dropping itself, never a page in view.
        cache.prefetch(later, size: size, scale: 1)
        #expect(queue.waitUntilIdle(timeout: 30))
        _ = cache.collectFinished()
        #expect(cache.pages == [inView, next])
        #expect(cache.byteCount <= 4 << 20)
    }

    @Test func aPageThatCannotBeDrawnIsToldOnce() throws {
        let cache = PDFPageCache(queue: nil) { _ in (Data("%PDF-1.4 broken".utf8), nil) }
        let page = PDFPageID(key: "k", index: 0)
        #expect(cache.raster(for: page, size: Size(100, 100), scale: 1, visible: .empty) == nil)
        #expect(cache.failure(of: page) != nil)
        #expect(cache.takeFailures().count == 1)
        #expect(cache.takeFailures().isEmpty)
    }
}
