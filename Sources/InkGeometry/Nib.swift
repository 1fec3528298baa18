/// The tip that lays a stroke down, which decides its outline and how it is painted.
public enum Nib: String, Hashable, Sendable, Codable, CaseIterable {
    /// A round tip, the pen's: discs joined along the centre line (also the highlights drawn
    /// before nibs existed, which are round and told apart by their translucent colour).
    case round
    /// A flat felt tip, the highlighter's: a thin rectangle whose angle is fixed in the hand
    /// (or follows the barrel rotation), so its width depends on the stroke's direction (`ChiselNib`).
    case chisel
    /// A graphite lead: round, grainy, darker with pressure, wider and lighter with tilt (`Graphite`).
    case pencil
}
