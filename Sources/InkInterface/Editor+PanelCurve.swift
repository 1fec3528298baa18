import InkGeometry
import InkPreferences

extension PanelLayout {
    /// The square the pressure-curve graph plots into (0…1 both ways), inside its frame.
    public static func curveBox(_ graph: Rect) -> Rect { graph.insetBy(8) }

    /// A window position as a point of the pressure-curve graph (pressure across, width up), unclamped.
    func curvePoint(at p: Point) -> Point? {
        guard let graph = frame(of: .curveGraph) else { return nil }
        let box = Self.curveBox(graph)
        return Point((p.x - box.minX) / box.width, (box.maxY - p.y) / box.height)
    }
}

extension Editor {
    /// How near (in graph units) a press must be to a control point to drag it.
    static let curveHandleReach = 0.15

    /// The pen on the pressure-curve graph: a press near a control point drags it (the curve
    /// changes as it moves and is saved at the lift); elsewhere the press is the live test,
    /// showing where the pen's pressure lands on the curve. `point` nil: the pen lifted.
    mutating func touchCurve(at point: Point?, pressure: Double) -> Damage {
        guard let point else {
            if panel?.curveHandle != nil { outbox.preferencesChanged = true }
            panel?.curveHandle = nil
            panel?.curveProbe = nil
            return .none
        }
        let curve = preferences.pressureCurve
        if panel?.curveHandle == nil && panel?.curveProbe == nil {
            let d1 = point.distance(to: curve.control1), d2 = point.distance(to: curve.control2)
            if Swift.min(d1, d2) <= Self.curveHandleReach { panel?.curveHandle = d1 <= d2 ? 1 : 2 }
        }
        guard let handle = panel?.curveHandle else {
            panel?.curveProbe = pressure
            return .none
        }
        let x = Self.graphUnit(point.x), y = Self.graphUnit(point.y)
        let moved = handle == 1 ? PressureCurve(x, y, curve.control2.x, curve.control2.y)
                                : PressureCurve(curve.control1.x, curve.control1.y, x, y)
        guard let moved, moved != curve else { return .none }
        var prefs = preferences
        prefs.pressureCurve = moved
        return applyPreferences(prefs)
    }

    /// A graph coordinate clamped to 0…1 and rounded to hundredths (a tidy preference text).
    private static func graphUnit(_ v: Double) -> Double {
        Swift.min(1, Swift.max(0, (v * 100).rounded() / 100))
    }
}
