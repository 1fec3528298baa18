import InkGeometry
import InkPreferences

/// The names the Preferences panel's preset buttons show, translated (a case's name in the
/// code is never shown: "Medium" reads 中 in Chinese).
extension PanelLayout {
    /// A pressure-curve preset's name.
    public static func title(_ preset: PressureCurve.Preset) -> String {
        switch preset {
        case .soft: return tr("Soft")
        case .medium: return tr("Medium")
        case .firm: return tr("Firm")
        case .linear: return tr("Linear")
        }
    }

    /// A smoothing level's name.
    public static func title(_ level: Smoothing) -> String {
        switch level {
        case .off: return tr("Off")
        case .low: return tr("Low")
        case .medium: return tr("Medium")
        case .high: return tr("High")
        }
    }

    /// A prediction level's name.
    public static func title(_ level: Prediction) -> String {
        switch level {
        case .off: return tr("Off")
        case .short: return tr("Short")
        case .long: return tr("Long")
        }
    }

    /// An eraser mode's name: whole strokes, or only the ink under it.
    public static func title(_ mode: EraserMode) -> String {
        switch mode {
        case .stroke: return tr("Stroke")
        case .area: return tr("Area")
        }
    }
}
