import InkDocument
import InkGeometry

/// The dots per inch an export's `--dpi` may ask PNG pages to be drawn at.
let pngDPIRange: ClosedRange<Double> = 10...2400

/// The value of a `--dpi` or `--image-dpi` option: a number of dots per inch within `range`
/// (whole or not: `150`, `299.5`); images may state any in `Resolution.plausible`.
func parseDPI(_ text: String, option: String, range: ClosedRange<Double> = Resolution.plausible) throws -> Double {
    guard let dpi = Double(text), dpi.isFinite, range.contains(dpi) else {
        throw UsageError(message: tr("%@ wants a resolution from %@ to %@, not '%@'", option, String(Int(range.lowerBound)), String(Int(range.upperBound)), text))
    }
    return dpi
}
