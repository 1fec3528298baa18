import CCairo
import Foundation
import InkRenderTestSupport
import InkDocument
import InkGeometry
import InkRender

/// Images and helpers for the decode and export tests.
enum ExportSamples {
    /// A real 16x8 baseline JPEG: left half red, right half blue (made with ImageMagick).
    static let jpeg16x8 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAKCAn/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAXpTb+CGVQNe//2Q==")!

    /// The same picture as a progressive JPEG.
    static let progressive16x8 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wgARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABYBAQEBAAAAAAAAAAAAAAAAAAkHCP/aAAwDAQACEAMQAAABF5Tv4hVQ1//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAQUCP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQMBAT8BP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8BP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEABj8CP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8hP//aAAwDAQACAAMAAAAQA//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQMBAT8QP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8QP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8QP//Z")!

    /// A real 4x3 greyscale JPEG, all 50% grey.
    static let grey4x3 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/wAALCAADAAQBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z")!

    /// PNG bytes of a `width` x `height` picture with a different colour at every pixel (so a
    /// shifted or scaled copy shows), made with Cairo; `alpha` adds a translucent band.
    static func png(width: Int, height: Int, alpha: Bool = false) -> Data {
        let surface = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        cairo_surface_flush(surface)
        for y in 0..<height {
            for x in 0..<width {
                var v = UInt32(0xff00_0000) | UInt32((x * 7) & 0xff) << 16 | UInt32((y * 5) & 0xff) << 8 | UInt32((x + y) & 0xff)
                if alpha, y < height / 2 { v = 0x8040_2010 } // premultiplied half-transparent
                data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = v }
            }
        }
        cairo_surface_mark_dirty(surface)
        return pngBytes(of: surface) ?? Data()
    }

    /// A document of one image page per image.
    static func document(_ images: [Data]) -> Document {
        var stored: [String: Data] = [:]
        let pages = images.map { data -> Page in
            let probe = ImageProbe.probe(data)!
            let key = ImageKey.of(data)
            stored[key] = data
            return Page(background: .image(key: key, size: Size(Double(probe.width), Double(probe.height))))
        }
        return Document(pages: pages, images: stored)
    }

    /// A straight stroke of nominal width `width`.
    static func line(_ id: UInt64, from a: Point, to b: Point, color: InkColor, width: Double = 6) -> Stroke {
        Stroke(id: StrokeID(id), points: [StrokePoint(a), StrokePoint(b)], color: color, outline: OutlineOptions(width: width))
    }
}

/// Every pixel of a decoded image, row by row, as `DecodedImage.pixel` gives it.
func pixels(_ image: DecodedImage) -> [UInt32] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
}

/// Decodes a PNG file.
func decodeFile(_ url: URL) throws -> DecodedImage {
    try PageImageDecoder.decode(Data(contentsOf: url))
}
