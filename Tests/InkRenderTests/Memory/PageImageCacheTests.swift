/// The page-image cache holds at most its byte bound of decoded pixels (least recently drawn
/// first out, the image in use always kept), and is emptied when another document is shown.
import CCairo
import Foundation
import Testing
@testable import InkRender
import InkDocument
import InkGeometry
import InkInterface

@Suite struct PageImageCacheTests {
    /// Three 100x100 PNGs (40,000 bytes decoded each) by key.
    static let images: [String: Data] = {
        var images: [String: Data] = [:]
        for w in [100, 101, 102] { let d = ExportSamples.png(width: w, height: 100); images[ImageKey.of(d)] = d }
        return images
    }()
    static var keys: [String] { images.keys.sorted() }

    @Test func theDecodedBytesStayWithinTheBoundLeastRecentlyDrawnFirstOut() throws {
        let cache = PageImageCache(byteLimit: 90_000) { Self.images[$0] }
        let (a, b, c) = (Self.keys[0], Self.keys[1], Self.keys[2])
        #expect(cache.surface(for: a, scale: 1) != nil)
        #expect(cache.surface(for: b, scale: 1) != nil)
        #expect(cache.keys == [a, b])
        _ = cache.surface(for: a, scale: 1)  // a is now the more recent
        #expect(cache.surface(for: c, scale: 1) != nil)
        #expect(cache.keys == [a, c], "b was drawn least recently")
        #expect(cache.byteCount <= cache.byteLimit)
        // An evicted image is decoded again when drawn again.
        let again = try #require(cache.surface(for: b, scale: 1))
        #expect(cairo_image_surface_get_width(again) == Int32(ImageProbe.probe(Self.images[b]!)!.width))
        #expect(cache.byteCount <= cache.byteLimit)
    }

    @Test func anImageLargerThanTheBoundStillShows() {
        let cache = PageImageCache(byteLimit: 1_000) { Self.images[$0] }
        #expect(cache.surface(for: Self.keys[0], scale: 1) != nil)
        #expect(cache.surface(for: Self.keys[1], scale: 1) != nil)
        #expect(cache.keys == [Self.keys[1]], "only the image in use is kept")
    }

    @Test func halvedCopiesCountToo() {
        let cache = PageImageCache { Self.images[$0] }
        _ = cache.surface(for: Self.keys[0], scale: 1)
        let full = cache.byteCount
        _ = cache.surface(for: Self.keys[0], scale: 0.2)
        #expect(cache.byteCount > full)
        #expect(PageImageCache.defaultByteLimit == 256 << 20)
    }

    @Test func showingAnotherDocumentEmptiesTheCache() throws {
        let first = ExportSamples.document([ExportSamples.png(width: 300, height: 200), ExportSamples.png(width: 300, height: 201)])
        let second = ExportSamples.document([ExportSamples.png(width: 200, height: 100)])
        var editor = Editor(document: first, windowSize: Size(640, 640))
        _ = editor.showStart()
        let renderer = try #require(FrameRenderer(width: 640, height: 640))
        let cache = PageImageCache { [first, second] key in first.images[key] ?? second.images[key] }
        renderer.images = cache
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        #expect(cache.keys == Set(first.images.keys), "both pages of the first document are drawn")
        let damage = editor.replaceDocument(second).damage
        _ = renderer.render(editor.scene, damage: damage)
        #expect(cache.keys == Set(second.images.keys), "only the second document's image is held")
        #expect(cache.byteCount == 200 * 4 * 100)
    }
}
