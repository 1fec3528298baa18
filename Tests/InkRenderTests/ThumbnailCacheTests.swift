/// The page overview's thumbnails: drawn by the background queue (nothing waits for them),
/// at the size asked, with the page's ink; a changed page is drawn again while its old
/// picture stands in; another document forgets them all.
import Foundation
import Testing
@testable import InkRender
import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct ThumbnailCacheTests {
    static func page(strokes: Int) -> Page {
        var page = Page(blankSize: Size(width: 400, height: 300))
        page.strokes = (0..<strokes).map { i in
            Stroke(id: StrokeID(UInt64(i + 1)), points: (0...20).map { StrokePoint(Point(20 + Double($0) * 18, 40 + Double(i) * 30), pressure: 0.8) },
                   color: InkColor(rgb: 0x101010), outline: OutlineOptions(width: 24))
        }
        return page
    }

    /// The darkest pixel's value (0 black, 255 white) of an image's green channel.
    static func darkest(_ image: DecodedImage) -> Int {
        var least = 255
        for y in 0..<image.height { for x in 0..<image.width { least = Swift.min(least, Int((image.pixel(x: x, y: y) >> 8) & 0xff)) } }
        return least
    }

    @Test func theQueueDrawsThePageInTheBackgroundAtTheSizeAsked() throws {
        let queue = ThumbnailQueue()
        defer { queue.stop() }
        let cache = ThumbnailCache(queue: queue) { _ in nil }
        let page = Self.page(strokes: 1)
        #expect(cache.thumbnail(serial: 1, index: 0, page: page, size: 120) == nil, "never waits: nothing yet")
        #expect(queue.waitUntilIdle(timeout: 10))
        #expect(cache.collectFinished() == [ThumbnailKey(serial: 1, index: 0)])
        let image = try #require(cache.thumbnail(serial: 1, index: 0, page: page, size: 120))
        #expect(image.width == 120 && image.height == 90)
        #expect(Self.darkest(image) < 0x40, "the ink is drawn")
    }

    @Test func aChangedPageIsDrawnAgainWhileItsOldPictureStandsIn() throws {
        let queue = ThumbnailQueue()
        defer { queue.stop() }
        let cache = ThumbnailCache(queue: queue) { _ in nil }
        let blank = Self.page(strokes: 0)
        _ = cache.thumbnail(serial: 1, index: 2, page: blank, size: 80)
        #expect(queue.waitUntilIdle(timeout: 10))
        cache.collectFinished()
        let old = try #require(cache.thumbnail(serial: 1, index: 2, page: blank, size: 80))
        #expect(Self.darkest(old) > 0xf0)
        let inked = Self.page(strokes: 2)
        #expect(cache.thumbnail(serial: 1, index: 2, page: inked, size: 80) === old)
        #expect(queue.waitUntilIdle(timeout: 10))
        cache.collectFinished()
        let new = try #require(cache.thumbnail(serial: 1, index: 2, page: inked, size: 80))
        #expect(new !== old && Self.darkest(new) < 0x40)
        cache.removeAll()
        #expect(cache.thumbnail(serial: 2, index: 2, page: inked, size: 80) == nil)
    }

    @Test func aPDFPageIsDrawnFromThePDFOnTheQueuesOwnDocument() throws {
        let folder = try TemporaryFolder("thumbnail-pdf")
        let data = try PDFPageTests.paper(folder)
        let page = Page(background: .pdf(key: "paper", index: 1, size: Size(width: 595, height: 842)))
        let queue = ThumbnailQueue()
        defer { queue.stop() }
        let cache = ThumbnailCache(queue: queue) { key in key == "paper" ? (data, nil) : nil }
        _ = cache.thumbnail(serial: 1, index: 0, page: page, size: 200)
        #expect(queue.waitUntilIdle(timeout: 20))
        cache.collectFinished()
        let image = try #require(cache.thumbnail(serial: 1, index: 0, page: page, size: 200))
        #expect(image.height == 200 && image.width == 141)
        // The PDF's black bar (36...156 x 36...60 pt) near the top-left corner, paper elsewhere.
        let k = 200.0 / 842
        #expect(((image.pixel(x: Int(96 * k), y: Int(48 * k)) >> 8) & 0xff) < 0x40)
        #expect(((image.pixel(x: Int(400 * k), y: Int(48 * k)) >> 8) & 0xff) > 0xf0)
    }
}
