import InkDocument

/// The two layers of a page's strokes: highlights (translucent ink) lie under the pen's ink
/// (opaque), whichever was drawn first, on screen and in exports alike.
public enum InkLayer: Hashable, Sendable {
    case highlights
    case ink

    /// A colour's layer: translucent ink is a highlighter's (the pen's colours are opaque).
    public init(_ color: InkColor) { self = color.alpha < 1 ? .highlights : .ink }
}
