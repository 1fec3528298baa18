import Foundation

/// How a JPEG's stored pixels are to be turned to be seen upright: its EXIF Orientation tag
/// (0x0112), which cameras and phones write instead of turning the pixels (a portrait photo
/// is stored sideways with `.rotated90`). Every viewer applies it, and Inkstone does wherever
/// an image is shown or measured: `ImageProbe` gives the size as seen, the decoder turns the
/// pixels, `ImageResolution` swaps its directions with the sides.
public enum ImageOrientation: Int, Hashable, Sendable {
    /// As stored (also every image without the tag, and every PNG).
    case normal = 1
    case mirrored = 2
    case rotated180 = 3
    case mirroredVertically = 4
    /// Mirrored about the top-left to bottom-right diagonal.
    case transposed = 5
    /// Stored turned a quarter anticlockwise: shown turned a quarter clockwise.
    case rotated90 = 6
    /// Mirrored about the other diagonal.
    case transversed = 7
    /// Shown turned a quarter anticlockwise.
    case rotated270 = 8

    /// Whether width and height trade places when shown.
    public var swapsSides: Bool { rawValue >= 5 }

    /// The stored pixel shown at (`x`, `y`) of an image stored `width` × `height`.
    @inline(__always)
    public func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .normal: return (x, y)
        case .mirrored: return (width - 1 - x, y)
        case .rotated180: return (width - 1 - x, height - 1 - y)
        case .mirroredVertically: return (x, height - 1 - y)
        case .transposed: return (y, x)
        case .rotated90: return (y, height - 1 - x)
        case .transversed: return (width - 1 - y, height - 1 - x)
        case .rotated270: return (width - 1 - y, x)
        }
    }

    /// The orientation `data`'s EXIF block states (a JPEG's); `.normal` for anything else.
    public static func of(_ data: Data) -> ImageOrientation {
        let r = ByteReader(data: data)
        return jpeg(r, segments: JPEGSegments.list(r))
    }

    /// The orientation a JPEG's EXIF block states; `.normal` for anything else, a missing or
    /// malformed tag, or a value outside 1-8.
    static func jpeg(_ r: ByteReader, segments: [JPEGSegments.Segment]) -> ImageOrientation {
        tag(r, segments: segments)?.orientation ?? .normal
    }

    /// `data` with its EXIF orientation tag set to 1, so that it is shown as stored: how a
    /// document written before Inkstone read the tag showed it, its ink and page size made
    /// for that (`DocumentFile`). The same bytes when the tag is missing or already 1.
    static func shownAsStored(_ data: Data) -> Data {
        let r = ByteReader(data: data)
        guard let tag = tag(r, segments: JPEGSegments.list(r)), tag.orientation != .normal else { return data }
        var copy = data
        let at = copy.startIndex + tag.valueOffset
        copy[at] = tag.little ? 1 : 0
        copy[at + 1] = tag.little ? 0 : 1
        return copy
    }

    /// The tag's value and where its two bytes lie in the file.
    private static func tag(_ r: ByteReader, segments: [JPEGSegments.Segment]) -> (orientation: ImageOrientation, valueOffset: Int, little: Bool)? {
        guard let exif = JPEGSegments.exif(in: segments, of: r), let ifd = ExifIFD0(exif.reader) else { return nil }
        var found: (ImageOrientation, Int)?
        _ = ifd.forEachEntry { tag, type, at in
            guard tag == 0x0112 else { return true }
            if type == 3, let value = ifd.u16(at).flatMap(ImageOrientation.init(rawValue:)) { found = (value, exif.offset + at) }
            return false
        }
        return found.map { ($0.0, $0.1, ifd.little) }
    }
}
