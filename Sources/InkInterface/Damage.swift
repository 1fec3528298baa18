import InkGeometry

/// What an input or command changed on screen, for the renderer to redraw and no more.
public struct Damage: Hashable, Sendable {
    /// Window areas to recompose and show.
    public var region: DamageRegion
    /// Page areas whose committed ink changed (the ink layer must be redrawn there).
    public var ink: Rect
    /// The window title (document name or unsaved state) changed.
    public var title: Bool
    /// The preferences changed and must be saved.
    public var preferences = false

    public init(window: Rect = .empty, ink: Rect = .empty, title: Bool = false) {
        self.region = DamageRegion(window); self.ink = ink; self.title = title
    }

    /// All window damage as one rectangle.
    public var window: Rect { region.bounds }

    public static let none = Damage()
    public var isEmpty: Bool { region.isEmpty && ink.isEmpty && !title && !preferences }

    public mutating func formUnion(_ o: Damage) {
        region.formUnion(o.region); ink = ink.union(o.ink); title = title || o.title
        preferences = preferences || o.preferences
    }
}
