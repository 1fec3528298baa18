/// What the eraser takes away.
public enum EraserMode: String, Hashable, Sendable, CaseIterable {
    /// Whole strokes it touches.
    case stroke
    /// Only the ink under its footprint: strokes are cut and the rest kept.
    case area
}
