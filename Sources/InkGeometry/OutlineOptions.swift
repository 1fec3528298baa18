/// How a stroke's centre line becomes its filled outline.
public struct OutlineOptions: Hashable, Sendable, Codable {
    /// The nominal width: the width at pressure 0.5 (and for devices without pressure); a
    /// chisel's long edge.
    public var width: Double
    /// How much pressure changes the width: 0 = not at all, 1 = from 0 (no pressure) to twice the width.
    public var thinning: Double
    /// The thinnest a stroke may get, in the same units as `width`.
    public var minimumWidth: Double
    /// The tip's shape (round unless said otherwise).
    public var nib: Nib

    public init(width: Double, thinning: Double = 0.6, minimumWidth: Double = 0.75, nib: Nib = .round) {
        self.width = width; self.thinning = thinning; self.minimumWidth = minimumWidth; self.nib = nib
    }

    /// The stroke's width at a pressure; `width` at 0.5 (an upright pen's).
    public func width(atPressure pressure: Double) -> Double {
        let p = pressure.isFinite ? Swift.min(Swift.max(pressure, 0), 1) : 0.5
        return Swift.max(minimumWidth, width * (1 - thinning + 2 * thinning * p))
    }

    /// The width of the footprint at a point: the pressure's, and for the pencil widened by
    /// its tilt (`Graphite.widening`). A chisel's long edge.
    @inline(__always)
    public func width(at point: StrokePoint) -> Double {
        let w = width(atPressure: point.pressure)
        return nib == .pencil ? w * Graphite.widening(tilt: point.tilt) : w
    }

    /// How far the footprint at a point reaches from it: half the width, for a chisel half its
    /// rectangle's diagonal.
    @inline(__always)
    public func reach(at point: StrokePoint) -> Double {
        nib == .chisel ? ChiselNib(self).reach : width(at: point) / 2
    }

    /// The farthest any footprint of this outline reaches from its point.
    public var maximumReach: Double {
        let widest = Swift.max(width(atPressure: 0), width(atPressure: 1), width(atPressure: 0.5))
        switch nib {
        case .round: return widest / 2
        case .pencil: return widest * Graphite.maximumWidening / 2
        case .chisel: return ChiselNib(self).reach
        }
    }
}
