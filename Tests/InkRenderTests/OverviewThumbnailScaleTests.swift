/// The page overview's thumbnails at interface scale 2: drawn at the device's resolution, so a
/// thumbnail on screen is the page drawn at twice the box's interface size, pixel for pixel
/// (a thumbnail drawn at interface resolution and stretched would blur every edge).
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
@testable import InkRender

@Suite struct OverviewThumbnailScaleTests {
    /// A page with thick dark strokes: edges a blur would show.
    static func page() -> Page { ThumbnailCacheTests.page(strokes: 4) }

    /// The overview of three such pages in a 400x300 interface, drawn at `scale`, with the
    /// first thumbnail's frame (interface pixels).
    static func overview(scale: Double) throws -> (ImageSurface, Rect, OverviewLayout) {
        var editor = Editor(document: Document(pages: [page(), page(), page()]), windowSize: Size(400, 300))
        _ = editor.showStart()
        _ = editor.toggleOverview()
        let layout = try #require(editor.overviewLayout)
        let renderer = try #require(FrameRenderer(width: Int(400 * scale), height: Int(300 * scale), scale: scale))
        renderer.thumbnails = ThumbnailCache(queue: nil, source: { _ in nil })
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        return (renderer.frame, layout.thumbnailFrame(0), layout)
    }

    /// Channel differences between the window's thumbnail (inside its edge line) and `reference`.
    static func differences(_ frame: ImageSurface, _ f: Rect, scale: Double, _ reference: DecodedImage) -> (mean: Double, large: Int) {
        let x0 = Int(f.minX * scale), y0 = Int(f.minY * scale)
        var total = 0.0, n = 0, large = 0
        for y in 2..<Swift.min(reference.height, Int(f.height * scale)) - 2 {
            for x in 2..<Swift.min(reference.width, Int(f.width * scale)) - 2 {
                let a = frame.pixel(x: x0 + x, y: y0 + y), b = reference.pixel(x: x, y: y)
                var d = 0
                for shift: UInt32 in [0, 8, 16] {
                    let ca = Int((a >> shift) & 0xff), cb = Int((b >> shift) & 0xff)
                    d = Swift.max(d, abs(ca - cb))
                }
                total += Double(d); n += 1
                if d > 48 { large += 1 }
            }
        }
        return (total / Double(Swift.max(1, n)), large)
    }

    @Test func atScaleTwoAThumbnailIsThePageDrawnAtTwiceItsSize() throws {
        let (frame, f, _) = try Self.overview(scale: 2)
        let size = Int((Swift.max(f.width, f.height) * 2).rounded())
        let reference = try DocumentExporter.thumbnailImage(of: Self.page(), index: 0, in: Document(pages: [Self.page()]),
                                                            size: size, pdfFile: nil)
        #expect(abs(Double(reference.width) - f.width * 2) <= 1 && abs(Double(reference.height) - f.height * 2) <= 1)
        let d = Self.differences(frame, f, scale: 2, reference)
        #expect(d.mean < 1.5 && d.large == 0, "the thumbnail differs from the page drawn at device size: mean \(d.mean), \(d.large) pixels far off")
    }

    @Test func atScaleOneNothingChanges() throws {
        let (frame, f, _) = try Self.overview(scale: 1)
        let reference = try DocumentExporter.thumbnailImage(of: Self.page(), index: 0, in: Document(pages: [Self.page()]),
                                                            size: Int(Swift.max(f.width, f.height).rounded()), pdfFile: nil)
        let d = Self.differences(frame, f, scale: 1, reference)
        #expect(d.mean < 1.5 && d.large == 0, "mean \(d.mean), \(d.large) pixels far off")
    }
}
