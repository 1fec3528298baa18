import InkGeometry

/// The largest page image Inkstone takes.
///
/// A page image is decoded into a 4-byte-per-pixel surface, and exported pages are drawn at
/// its size, so the limits bound memory: at most 16384 pixels on a side (twice A4 at 600 dpi)
/// and 80 megapixels in all (320 MB decoded), and files of at most 1 GiB.
public enum ImageLimits {
    /// The most pixels on either side.
    public static let maxSide = 16_384
    /// The most pixels in all (width times height).
    public static let maxPixels = 80_000_000
    /// The largest image file read.
    public static let maxFileBytes = 1 << 30

    /// Why an image of this size is refused, or nil when it is within the limits.
    public static func refusal(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return tr("it has no pixels (%@x%@)", "\(width)", "\(height)") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if width > maxSide || height > maxSide || overflow || pixels > maxPixels {
            return tr("it is %@x%@ pixels, more than Inkstone takes (at most %@ pixels on a side and %@ megapixels in all)",
                      "\(width)", "\(height)", "\(maxSide)", "\(maxPixels / 1_000_000)")
        }
        return nil
    }
}
