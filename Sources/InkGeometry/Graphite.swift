/// The pencil's lead: how tilt widens its mark and how pressure and tilt set its darkness.
/// Upright, the lead draws with its point (the nib's width); tilted, its side lies on the
/// paper, so the mark grows several times wider and lighter, as when shading.
public enum Graphite {
    /// Tilts up to this (degrees from upright) draw with the point.
    public static let pointTilt = 15.0
    /// From this tilt on the lead lies on its side: the widest, lightest mark.
    public static let sideTilt = 60.0
    /// How many times the nib's width the mark is with the lead on its side.
    public static let maximumWidening = 4.0

    /// How far the lead lies on its side, 0 (point) ... 1 (side).
    @inline(__always)
    public static func side(tilt: Double) -> Double {
        guard tilt.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, (tilt - pointTilt) / (sideTilt - pointTilt)))
    }

    /// The factor tilt widens the mark by: 1 upright, `maximumWidening` on the side.
    @inline(__always)
    public static func widening(tilt: Double) -> Double {
        1 + (maximumWidening - 1) * side(tilt: tilt)
    }

    /// How opaque the graphite is at a pressure (after the pressure curve) and tilt: a light
    /// touch leaves a faint grey, a firm one nearly the full colour; on its side the lead
    /// leaves less graphite, down to 40% of it.
    public static func opacity(pressure: Double, tilt: Double) -> Double {
        let p = pressure.isFinite ? Swift.min(1, Swift.max(0, pressure)) : 0.5
        return (0.18 + 0.77 * p) * (1 - 0.6 * side(tilt: tilt))
    }
}
