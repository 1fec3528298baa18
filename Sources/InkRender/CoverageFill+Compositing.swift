import InkDocument

/// Pixman's arithmetic for laying a colour over a pixel, which `CoverageFill.paint` uses so that a
/// pixel it lays is the one Cairo's OVER would give.
extension CoverageFill {
    /// Cairo's 8-bit premultiplied ARGB for a colour: its 16-bit channels (`_cairo_color_double_to_short`) taken to 8 bits, as pixman does.
    static func premultiplied(_ c: InkColor) -> UInt32 {
        func channel(_ v: Double) -> UInt32 { UInt32(UInt16(min(max(v, 0), 1) * (65536 - 1e-5)) >> 8) }
        let a = min(max(c.alpha, 0), 1)
        return channel(a) << 24 | channel(c.red * a) << 16 | channel(c.green * a) << 8 | channel(c.blue * a)
    }

    /// Each 8-bit channel of `x` times `m`/255, rounded as pixman's `UN8x4_MUL_UN8` (two channels at a time).
    @inline(__always)
    static func times(_ x: UInt32, _ m: UInt32) -> UInt32 {
        var low = (x & 0xff00ff) &* m &+ 0x800080
        low = ((low &+ ((low >> 8) & 0xff00ff)) >> 8) & 0xff00ff
        var high = ((x >> 8) & 0xff00ff) &* m &+ 0x800080
        high = (high &+ ((high >> 8) & 0xff00ff)) & 0xff00ff00
        return high | low
    }

    /// `source` OVER `destination` (premultiplied, 8 bits a channel; a valid premultiplied
    /// source never carries a channel past 255).
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ times(destination, 255 - (source >> 24))
    }
}
