import InkGeometry

/// What drew a stroke, as people name it: it decides the stroke's layer (highlights lie under
/// the pen's and the pencil's ink) and how it is painted.
public enum StrokeKind: String, Hashable, Sendable, CaseIterable {
    case pen
    case highlighter
    case pencil

    /// The kind of a stroke with this nib and colour: a chisel is a highlighter's, a lead a
    /// pencil's; a round nib is a pen's, unless its ink is translucent (a highlight drawn
    /// before nibs existed, the rule files and journals without a kind keep).
    public init(nib: Nib, color: InkColor) {
        switch nib {
        case .chisel: self = .highlighter
        case .pencil: self = .pencil
        case .round: self = color.alpha < 1 ? .highlighter : .pen
        }
    }

    /// The nib strokes of this kind are drawn with now.
    public var nib: Nib {
        switch self {
        case .pen: return .round
        case .highlighter: return .chisel
        case .pencil: return .pencil
        }
    }
}

extension Stroke {
    /// What drew the stroke.
    public var kind: StrokeKind { StrokeKind(nib: outline.nib, color: color) }
}
