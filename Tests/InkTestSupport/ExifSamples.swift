import Foundation

/// JPEG bytes with an EXIF block stating an orientation, as a phone writes for a photo taken
/// sideways or upside down: for the tests of `ImageOrientation` and of the images shown turned.
public enum ExifSamples {
    /// An APP1 "Exif" segment whose IFD0 holds the Orientation tag (0x0112) with `value`, of
    /// TIFF type `type` (3: SHORT, as written), in either byte order, after `before` entries
    /// of another tag (ImageDescription pointing nowhere), then XResolution and YResolution
    /// when `resolution` is given (x, y dots per inch).
    public static func orientationSegment(_ value: Int, little: Bool, type: Int = 3, resolution: (Int, Int)? = nil) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { little ? [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] : [UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        func u32(_ v: Int) -> [UInt8] { little ? u16(v & 0xffff) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xffff) }
        let count = resolution == nil ? 1 : 3
        // Header 8 bytes, the IFD (2 + 12 each + 4), then the rationals.
        let rationals = 8 + 2 + 12 * count + 4
        var entries = u16(0x0112) + u16(type) + u32(1) + u16(value) + u16(0)
        if let (x, y) = resolution {
            entries += u16(0x011a) + u16(5) + u32(1) + u32(rationals)
            entries += u16(0x011b) + u16(5) + u32(1) + u32(rationals + 8)
        }
        var tiff = Array((little ? "II" : "MM").utf8) + u16(42) + u32(8) + u16(count) + entries + u32(0)
        if let (x, y) = resolution { tiff += u32(x) + u32(1) + u32(y) + u32(1) }
        let payload = Array("Exif\0\0".utf8) + tiff
        return [0xff, 0xe1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xff)] + payload
    }

    /// `jpeg` with that segment put right after its SOI marker.
    public static func jpeg(_ jpeg: Data, orientation: Int, little: Bool = false, resolution: (Int, Int)? = nil) -> Data {
        Data(jpeg.prefix(2)) + Data(orientationSegment(orientation, little: little, resolution: resolution)) + Data(jpeg.dropFirst(2))
    }
}
