/// A colour as hue, saturation and value, the colour picker's coordinates: hue in degrees
/// (0..<360, red at 0, green at 120, blue at 240), saturation and value from 0 to 1.
public struct HSV: Hashable, Sendable {
    public var hue: Double
    public var saturation: Double
    public var value: Double

    /// Values outside their ranges are brought in: hue wraps around, the others are clamped.
    public init(hue: Double, saturation: Double, value: Double) {
        let h = hue.truncatingRemainder(dividingBy: 360)
        self.hue = h < 0 ? h + 360 : h
        self.saturation = Swift.min(Swift.max(saturation, 0), 1)
        self.value = Swift.min(Swift.max(value, 0), 1)
    }

    /// The hue, saturation and value of an RGB colour (alpha is left aside). Greys have hue 0
    /// and saturation 0.
    public init(_ c: InkColor) {
        let r = Swift.min(Swift.max(c.red, 0), 1), g = Swift.min(Swift.max(c.green, 0), 1), b = Swift.min(Swift.max(c.blue, 0), 1)
        let high = Swift.max(r, g, b), low = Swift.min(r, g, b), span = high - low
        var h = 0.0
        if span > 0 {
            if high == r { h = 60 * ((g - b) / span) } else if high == g { h = 60 * ((b - r) / span + 2) } else { h = 60 * ((r - g) / span + 4) }
        }
        self.init(hue: h, saturation: high > 0 ? span / high : 0, value: high)
    }

    /// The opaque RGB colour.
    public var color: InkColor {
        let c = value * saturation
        let h = hue / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = value - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return InkColor(red: r + m, green: g + m, blue: b + m)
    }
}
