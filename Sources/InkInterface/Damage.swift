import InkGeometry

/// What an input or command changed on screen, for the renderer to redraw and no more.
public struct Damage: Hashable, Sendable {
    /// Window areas to recompose and show.
    public var region: DamageRegion
    /// Page areas whose committed ink changed (the ink layer must be redrawn there).
    public var ink: Rect
    /// The document changed: it counts as unsaved, the title shows it, the journal records it.
    public var documentChanged: Bool
    /// The preferences changed and must be saved.
    public var preferences = false

    public init(window: Rect = .empty, ink: Rect = .empty, documentChanged: Bool = false) {
        self.region = DamageRegion(window); self.ink = ink; self.documentChanged = documentChanged
    }

    /// All window damage as one rectangle.
    public var window: Rect { region.bounds }

    public static let none = Damage()
    public var isEmpty: Bool { region.isEmpty && ink.isEmpty && !documentChanged && !preferences }

    public mutating func formUnion(_ o: Damage) {
        region.formUnion(o.region); ink = ink.union(o.ink); documentChanged = documentChanged || o.documentChanged
        preferences = preferences || o.preferences
    }
}
