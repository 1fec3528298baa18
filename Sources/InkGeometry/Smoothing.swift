/// How strongly a stroke's samples are steadied before the curve goes through them
/// (the `pen.smoothing` preference).
public enum Smoothing: String, CaseIterable, Hashable, Sendable, Codable {
    case off, low, medium, high

    /// The stabiliser's settings at this level (see `StrokeStabiliser`).
    public var stabiliser: StrokeStabiliser.Settings {
        switch self {
        case .off: return .init(slowFollow: 1, fastSpeed: 0, maximumLag: 0)
        case .low: return .init(slowFollow: 0.25, fastSpeed: 4, maximumLag: 1)
        case .medium: return .init(slowFollow: 0.12, fastSpeed: 7, maximumLag: 1.5)
        case .high: return .init(slowFollow: 0.05, fastSpeed: 10, maximumLag: 2)
        }
    }
}
