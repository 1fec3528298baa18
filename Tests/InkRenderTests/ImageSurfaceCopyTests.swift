/// `ImageSurface.copy`: the frame's rows copied from the ink layer are the bytes Cairo's paint
/// of the layer, clipped to the rectangle, gives; anything but whole pixels inside both
/// surfaces of one size is left to Cairo.
import Foundation
import Testing
import CCairo
import InkGeometry
@testable import InkRender
import InkTestSupport

@Suite struct ImageSurfaceCopyTests {
    static func bytes(_ s: ImageSurface) -> [UInt8] {
        cairo_surface_flush(s.surface)
        guard let data = cairo_image_surface_get_data(s.surface) else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(s.surface)) * s.height))
    }

    /// A surface of random coloured rectangles.
    static func noise(_ random: inout SeededRandom, width: Int, height: Int) throws -> ImageSurface {
        let s = try #require(ImageSurface(width: width, height: height))
        for _ in 0..<60 {
            cairo_set_source_rgb(s.context, Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
                                 Double.random(in: 0...1, using: &random))
            cairo_rectangle(s.context, Double.random(in: -10...Double(width), using: &random), Double.random(in: -10...Double(height), using: &random),
                            Double.random(in: 1...40, using: &random), Double.random(in: 1...40, using: &random))
            cairo_fill(s.context)
        }
        return s
    }

    @Test func aCopiedRectangleIsWhatCairosPaintGives() throws {
        var random = SeededRandom(seed: 7)
        let ink = try Self.noise(&random, width: 97, height: 61)
        for trial in 0..<40 {
            let copied = try Self.noise(&random, width: 97, height: 61)
            let painted = try #require(ImageSurface(width: 97, height: 61))
            painted.copy(Rect(x: 0, y: 0, width: 97, height: 61), from: copied)
            let x = Double(Int.random(in: 0...96, using: &random)), y = Double(Int.random(in: 0...60, using: &random))
            let r = Rect(x: x, y: y, width: Double(Int.random(in: 0...(97 - Int(x)), using: &random)),
                         height: Double(Int.random(in: 0...(61 - Int(y)), using: &random)))
            #expect(copied.copy(r, from: ink))
            cairo_save(painted.context)
            cairo_rectangle(painted.context, r.x, r.y, r.width, r.height)
            cairo_clip(painted.context)
            cairo_set_source_surface(painted.context, ink.surface, 0, 0)
            cairo_paint(painted.context)
            cairo_restore(painted.context)
            let differing = zip(Self.bytes(copied), Self.bytes(painted)).filter { $0 != $1 }.count
            #expect(differing == 0, "trial \(trial): \(differing) bytes differ from Cairo's paint in \(r)")
        }
    }

    @Test func partPixelsOutsideOrAnotherSizeAreLeftToCairo() throws {
        let a = try #require(ImageSurface(width: 20, height: 20)), b = try #require(ImageSurface(width: 20, height: 21))
        #expect(!a.copy(Rect(x: 0.5, y: 0, width: 4, height: 4), from: a))
        #expect(!a.copy(Rect(x: 0, y: 0, width: 4.25, height: 4), from: a))
        #expect(!a.copy(Rect(x: 18, y: 0, width: 4, height: 4), from: a))
        #expect(!a.copy(Rect(x: -1, y: 0, width: 4, height: 4), from: a))
        #expect(!a.copy(Rect(x: 0, y: 0, width: 4, height: 4), from: b))
    }
}
