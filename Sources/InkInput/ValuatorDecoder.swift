/// Decodes an XI2 valuator state: a bit mask of the axes present and one value per set bit,
/// in bit order (the values are *not* indexed by axis number). Allocation-free.
public enum ValuatorDecoder {
    /// Reads the drawing axes of `layout` out of `mask` and `values`.
    ///
    /// Tilt is mapped from its range onto -64...63 degrees-style units the way the wacom driver
    /// reports them (a range of -64...63 reads as degrees as is); rotation onto 0..<360.
    public static func decode(mask: UnsafeBufferPointer<UInt8>, values: UnsafeBufferPointer<Double>,
                              layout: AxisLayout) -> AxisValues {
        var out = AxisValues()
        let highest = layout.highestNumber
        guard highest >= 0 else { return out }
        var valueIndex = 0
        var bit = 0
        while bit <= highest && bit < mask.count * 8 {
            if mask[bit >> 3] & (1 << UInt8(bit & 7)) != 0 {
                guard valueIndex < values.count else { break }
                let v = values[valueIndex]
                valueIndex += 1
                if let s = layout.pressure, s.number == bit { out.pressure = s.unit(v) }
                if let s = layout.tiltX, s.number == bit { out.tiltX = degrees(v, s) }
                if let s = layout.tiltY, s.number == bit { out.tiltY = degrees(v, s) }
                if let s = layout.rotation, s.number == bit { out.rotation = s.turn(v) * 360 }
            }
            bit += 1
        }
        return out
    }

    /// A tilt valuator in degrees: ranges that already look like degrees (wacom's -64...63,
    /// libinput's -90...90) are taken as is; others are scaled onto -60...60.
    static func degrees(_ v: Double, _ s: AxisLayout.Slot) -> Double? {
        guard v.isFinite else { return nil }
        if s.minimum >= -90, s.maximum <= 90, s.minimum < 0 { return Swift.min(s.maximum, Swift.max(s.minimum, v)) }
        return (s.unit(v) - 0.5) * 120
    }
}

extension ValuatorDecoder {
    /// The raw values of the valuators `numbers` present in `mask` (one value per set bit, in
    /// bit order), by valuator number: what scroll valuators report.
    public static func values(mask: UnsafeBufferPointer<UInt8>, values: UnsafeBufferPointer<Double>,
                              numbers: [Int]) -> [Int: Double] {
        guard let highest = numbers.max(), highest >= 0 else { return [:] }
        var out: [Int: Double] = [:]
        var valueIndex = 0
        var bit = 0
        while bit <= highest && bit < mask.count * 8 {
            if mask[bit >> 3] & (1 << UInt8(bit & 7)) != 0 {
                guard valueIndex < values.count else { break }
                if numbers.contains(bit) { out[bit] = values[valueIndex] }
                valueIndex += 1
            }
            bit += 1
        }
        return out
    }
}
