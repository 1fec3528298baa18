import InkDocument

/// The value of a `--dpi` or `--image-dpi` option: a number of dots per inch within
/// `Resolution.plausible` (whole or not: `150`, `299.5`).
func parseDPI(_ text: String, option: String) throws -> Double {
    let bounds = Resolution.plausible
    guard let dpi = Double(text), dpi.isFinite, bounds.contains(dpi) else {
        throw UsageError(message: "\(option) wants a number of dots per inch from \(Int(bounds.lowerBound)) to \(Int(bounds.upperBound)), not '\(text)'")
    }
    return dpi
}
