/// What a physical input device is, as far as drawing is concerned.
public enum DeviceKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A pen's tip (stylus).
    case pen
    /// A pen's eraser end.
    case eraser
    /// A mouse, touchpad or trackball: relative pointing without pressure.
    case mouse
    /// A touchscreen.
    case touch
    /// A tablet's pad (express keys, rings).
    case pad
    /// Anything else (a puck, a virtual device we cannot place).
    case other
}
