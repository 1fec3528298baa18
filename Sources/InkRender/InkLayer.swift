import InkDocument
import InkGeometry

/// The two layers of a page's strokes: highlights lie under the pen's and the pencil's ink,
/// whichever was drawn first, on screen and in exports alike.
public enum InkLayer: Hashable, Sendable {
    case highlights
    case ink

    /// A stroke kind's layer: the highlighter's strokes are highlights.
    public init(_ kind: StrokeKind) { self = kind == .highlighter ? .highlights : .ink }

    /// The layer of ink with this nib and colour (`StrokeKind(nib:color:)`: a chisel, or a
    /// round nib's translucent ink, is a highlighter's).
    public init(nib: Nib, color: InkColor) { self.init(StrokeKind(nib: nib, color: color)) }
}
