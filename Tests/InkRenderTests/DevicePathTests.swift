/// `DevicePath`: polygons transformed by the painter instead of by Cairo's matrix fill exactly
/// the pixels Cairo's own transform gives, under the fractional zooms, offsets and turns the
/// window and the tiles use (the ink in progress and the tiles must agree pixel for pixel).
import Foundation
import Testing
import CCairo
import InkGeometry
@testable import InkRender
import InkTestSupport

@Suite struct DevicePathTests {
    /// The RGB24 bytes of `polygons` filled under `setUp`'s matrix, by Cairo's transform or the
    /// painter's.
    static func pixels(_ polygons: [[Point]], byPainter: Bool, setUp: (OpaquePointer) -> Void) throws -> [UInt8] {
        let surface = try #require(ImageSurface(width: 160, height: 120))
        let cr = surface.context
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        setUp(cr)
        cairo_new_path(cr)
        if byPainter {
            let device = DevicePath(cr)
            for polygon in polygons { device.add(polygon) }
            device.end()
        } else {
            for polygon in polygons { addPolygon(cr, polygon) }   // Cairo's own transform, point by point
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, 0.1, 0.2, 0.6, 0.8)
        cairo_fill(cr)
        cairo_surface_flush(surface.surface)
        let data = try #require(cairo_image_surface_get_data(surface.surface))
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface.surface)) * 120))
    }

    @Test func thePaintersTransformFillsCairosPixels() throws {
        var random = SeededRandom(seed: 20)
        let matrices: [(OpaquePointer) -> Void] = [
            { _ in },
            { cairo_translate($0, 13.37, -7.21); cairo_scale($0, 1.7312, 1.7312); cairo_translate($0, 5.5, 3.25) },
            { cairo_translate($0, 80, 60); cairo_rotate($0, 0.37); cairo_scale($0, 0.61, 0.83); cairo_translate($0, -40.125, -31.9) },
        ]
        for (m, setUp) in matrices.enumerated() {
            for trial in 0..<20 {
                let polygons = (0..<3).map { _ in
                    (0..<Int.random(in: 3...30, using: &random)).map { _ in Point(Double.random(in: -10...110, using: &random), Double.random(in: -10...90, using: &random)) }
                }
                let cairos = try Self.pixels(polygons, byPainter: false, setUp: setUp)
                let painters = try Self.pixels(polygons, byPainter: true, setUp: setUp)
                let differing = zip(cairos, painters).filter { $0 != $1 }.count
                #expect(cairos.count == painters.count && differing == 0,
                        "matrix \(m), trial \(trial): the painter's transform filled other pixels (\(differing) bytes differ)")
            }
        }
    }

    /// The device coordinates each way holds (copied under the identity matrix: Cairo's fixed-point
    /// values as they are), for thousands of random points under matrices with a turn and offsets.
    @Test func thePathHoldsTheSameFixedPointCoordinates() throws {
        var random = SeededRandom(seed: 21)
        let surface = try #require(ImageSurface(width: 8, height: 8))
        let cr = surface.context
        func deviceCoordinates() -> [Double] {
            cairo_identity_matrix(cr)
            guard let path = cairo_copy_path(cr) else { return [] }
            defer { cairo_path_destroy(path) }
            var out: [Double] = []
            var i = 0
            while i < Int(path.pointee.num_data) {
                let header = path.pointee.data[i].header
                for k in 1..<Int(header.length) { out += [path.pointee.data[i + k].point.x, path.pointee.data[i + k].point.y] }
                i += Int(header.length)
            }
            return out
        }
        for trial in 0..<40 {
            var m = cairo_matrix_t()
            cairo_matrix_init_rotate(&m, Double.random(in: -3...3, using: &random))
            cairo_matrix_scale(&m, Double.random(in: 0.3...4, using: &random), Double.random(in: 0.3...4, using: &random))
            m.x0 = Double.random(in: -500...500, using: &random)
            m.y0 = Double.random(in: -500...500, using: &random)
            let polygon = (0..<200).map { _ in Point(Double.random(in: -300...300, using: &random), Double.random(in: -300...300, using: &random)) }
            cairo_new_path(cr)
            cairo_set_matrix(cr, &m)
            addPolygon(cr, polygon)
            let cairos = deviceCoordinates()
            cairo_new_path(cr)
            cairo_set_matrix(cr, &m)
            let device = DevicePath(cr)
            device.add(polygon)
            device.end()
            let painters = deviceCoordinates()
            let differing = zip(cairos, painters).filter { $0 != $1 }.count
            #expect(cairos.count == painters.count && differing == 0,
                    "trial \(trial): \(differing) of the painter's device coordinates differ from Cairo's")
        }
    }

    @Test func theMatrixIsPutBack() throws {
        let surface = try #require(ImageSurface(width: 20, height: 20))
        let cr = surface.context
        cairo_translate(cr, 3, 4)
        cairo_scale(cr, 2, 2)
        var before = cairo_matrix_t(), after = cairo_matrix_t()
        cairo_get_matrix(cr, &before)
        let device = DevicePath(cr)
        device.add([Point(0, 0), Point(1, 0), Point(0, 1)])
        device.end()
        cairo_get_matrix(cr, &after)
        #expect(before.xx == after.xx && before.yy == after.yy && before.x0 == after.x0 && before.y0 == after.y0)
    }
}
