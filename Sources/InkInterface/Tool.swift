/// A drawing tool a device can hold.
public enum Tool: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pressure-sensitive ink.
    case pen
    /// Removes whole strokes it touches.
    case eraser
}
