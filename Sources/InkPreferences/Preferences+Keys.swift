import InkGeometry
extension Preferences {
    public static let handednessKey = "handedness"
    public static let doubleClickKey = "double-click-ms"
    public static let cycleKey = "pen.cycle"
    public static let eraserModeKey = "eraser.mode"
    public static let pressureCurveKey = "pen.pressure-curve"
    public static let smoothingKey = "pen.smoothing"
    public static let predictionKey = "pen.prediction"
    public static let recentColorsKey = "colors.recent"
    public static let touchDrawsKey = "touch.draws"
    public static let shapesKey = "pen.shapes"
    public static let priorityKey = "pen.priority"
    public static let interfaceScaleKey = "interface.scale"
    public static let pasteImagesKey = "paste.images"

    /// Every preference key, in the order people see them: handedness, double-click-ms, the
    /// pen bindings (lower, upper, both × click, double-click, long-press, hold), pen.cycle,
    /// pen.pressure-curve, pen.smoothing, pen.prediction, eraser.mode, colors.recent, touch.draws,
    /// pen.shapes, pen.priority, interface.scale, paste.images.
    public static let allKeys: [String] = [handednessKey, doubleClickKey] + BindingKey.all.map(\.name)
        + [cycleKey, pressureCurveKey, smoothingKey, predictionKey, eraserModeKey, recentColorsKey, touchDrawsKey, shapesKey,
           priorityKey, interfaceScaleKey, pasteImagesKey]

    /// The values `key` takes, for messages and the Preferences window: the choices, or for
    /// double-click-ms "system" and the range ("100...2000"), or for pen.cycle the tool names
    /// its comma-separated list may hold, for pen.pressure-curve the presets and "x1,y1,x2,y2", for colors.recent "none" and "#rrggbb,…".
    /// Empty for an unknown key.
    public static func allowedValues(for key: String) -> [String] {
        switch key {
        case handednessKey: return Handedness.allCases.map(\.rawValue)
        case doubleClickKey: return ["system", "\(doubleClickRange.lowerBound)...\(doubleClickRange.upperBound)"]
        case cycleKey: return cycleToolNames
        case eraserModeKey: return EraserMode.allCases.map(\.rawValue)
        case pressureCurveKey: return PressureCurve.Preset.allCases.map(\.rawValue) + ["x1,y1,x2,y2"]
        case smoothingKey: return Smoothing.allCases.map(\.rawValue)
        case predictionKey: return Prediction.allCases.map(\.rawValue)
        case recentColorsKey: return ["none", "#rrggbb,…"]
        case touchDrawsKey, shapesKey, priorityKey: return ["off", "on"]
        case interfaceScaleKey: return ["auto", "\(interfaceScaleRange.lowerBound)...\(interfaceScaleRange.upperBound)"]
        case pasteImagesKey: return PasteImages.allCases.map(\.rawValue)
        default: return BindingKey(name: key).map { PenAction.allowed(for: $0.gesture).map(\.rawValue) } ?? []
        }
    }
}
