import CCairo
import Foundation
import InkDocument
import InkGeometry

extension PageImageDecoder {
    /// `stored` turned as `orientation` says, into a new surface of the size as seen (the same
    /// surface when nothing is to turn). A plain loop over the pixels rather than a Cairo paint
    /// under a matrix: exact by construction (no filter, no rounding of the edge pixels), and
    /// done once per decode.
    static func oriented(_ stored: DecodedImage, _ orientation: ImageOrientation) throws -> DecodedImage {
        guard orientation != .normal else { return stored }
        let width = orientation.swapsSides ? stored.height : stored.width, height = orientation.swapsSides ? stored.width : stored.height
        let format = cairo_image_surface_get_format(stored.surface)
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw ImageDecodeError(tr("not enough memory for %@x%@ pixels", "\(width)", "\(height)"))
        }
        let image = DecodedImage(taking: surface)
        cairo_surface_flush(stored.surface)
        cairo_surface_flush(surface)
        guard let from = cairo_image_surface_get_data(stored.surface), let to = cairo_image_surface_get_data(surface) else {
            throw ImageDecodeError(tr("no pixel memory"))
        }
        let fromStride = Int(cairo_image_surface_get_stride(stored.surface)), toStride = Int(cairo_image_surface_get_stride(surface))
        let source = UnsafeRawPointer(from), target = UnsafeMutableRawPointer(to)
        for y in 0..<height {
            let row = (target + y * toStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = orientation.storedPixel(x: x, y: y, width: stored.width, height: stored.height)
                row[x] = source.load(fromByteOffset: p.y * fromStride + p.x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return image
    }

    /// The Cairo matrix that draws a `width` × `height` stored image turned as `orientation`
    /// says, its shown top-left at the origin (each stored pixel onto a whole shown pixel).
    static func matrix(_ orientation: ImageOrientation, width: Int, height: Int) -> cairo_matrix_t {
        let w = Double(width), h = Double(height)
        // Shown (x', y') = (xx x + xy y + x0, yx x + yy y + y0).
        let (xx, xy, x0, yx, yy, y0): (Double, Double, Double, Double, Double, Double) = switch orientation {
        case .normal: (1, 0, 0, 0, 1, 0)
        case .mirrored: (-1, 0, w, 0, 1, 0)
        case .rotated180: (-1, 0, w, 0, -1, h)
        case .mirroredVertically: (1, 0, 0, 0, -1, h)
        case .transposed: (0, 1, 0, 1, 0, 0)
        case .rotated90: (0, -1, h, 1, 0, 0)
        case .transversed: (0, -1, h, -1, 0, w)
        case .rotated270: (0, 1, 0, -1, 0, w)
        }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, xx, yx, xy, yy, x0, y0)
        return m
    }
}
