/// A copy's SVG for other apps (issue 17): its images as `<image>` with their own bytes as a
/// data URI, under the ink; its text boxes as `<text>` (escaped), a `<tspan>` a line, over it.
import CCairo
import Foundation
import InkDocument
import InkGeometry
@testable import InkRender
import Testing

@Suite struct ClipboardSVGTests {
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==")!

    @Test func imagesComeFirstAsDataURIsAndTextLastAsEscapedLines() throws {
        let stroke = Stroke(id: StrokeID(1), points: [StrokePoint(Point(10, 10), pressure: 1), StrokePoint(Point(60, 30), pressure: 1)],
                            color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 4))
        let box = TextBox(id: 1, origin: Point(10, 80), width: 300, text: "a<b & \"c\"\nline two", fontSize: 20, color: InkColor(rgb: 0x2040d0))
        let clip = ClipboardStrokes([stroke], images: [ClipboardImage(frame: Rect(x: 20, y: 40, width: 30, height: 20), bytes: Self.png)],
                                    texts: [box])
        let svg = String(decoding: try #require(ClipboardPictures.svg(clip)), as: UTF8.self)
        let image = try #require(svg.range(of: "<image"))
        let path = try #require(svg.range(of: "<path"))
        let text = try #require(svg.range(of: "<text"))
        #expect(image.lowerBound < path.lowerBound && path.lowerBound < text.lowerBound, "image, ink, text")
        #expect(svg.contains("data:image/png;base64," + Self.png.base64EncodedString()))
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</tspan>") && svg.contains(">line two</tspan>"), "\(svg)")
        #expect(svg.contains(#"fill="rgb(32,64,208)""#))
        #expect(svg.hasPrefix("<?xml") && svg.contains("xmlns:xlink"))
    }

    @Test func aTurnedImageIsTurnedAboutItsCentreInTheSVG() throws {
        let image = ClipboardImage(frame: Rect(x: 20, y: 40, width: 30, height: 20), bytes: Self.png, angle: .pi / 2)
        let svg = ClipboardSVG.element(for: image, origin: Point(20, 30))
        #expect(svg.contains(#"transform="rotate(90.000 15.000 20.000)""#), "\(svg)")
        #expect(!ClipboardSVG.element(for: ClipboardImage(frame: image.frame, bytes: Self.png), origin: .zero).contains("rotate"))
    }

    @Test func thePNGShowsTheImageUnderTheInk() throws {
        let clip = ClipboardStrokes([], images: [ClipboardImage(frame: Rect(x: 0, y: 0, width: 30, height: 20), bytes: Self.png)])
        let bytes = try #require(ClipboardPictures.png(clip))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try bytes.write(to: URL(fileURLWithPath: file))
        let surface = try #require(cairo_image_surface_create_from_png(file))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 30 && cairo_image_surface_get_height(surface) == 20)
        let data = try #require(cairo_image_surface_get_data(surface))
        let middle = data.advanced(by: 10 * Int(cairo_image_surface_get_stride(surface)) + 15 * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        #expect(middle >> 24 == 0xff, "opaque image pixels: \(String(middle, radix: 16))")
    }
}
