import InkGeometry

/// What an input or command changed on screen, for the renderer to redraw and no more: only
/// pixels (what else a call did comes as effects in its `Outcome`).
public struct Damage: Hashable, Sendable {
    /// Window areas to recompose and show.
    public var region: DamageRegion
    /// Page areas whose committed ink changed (the ink layer must be redrawn there).
    public var ink: Rect

    public init(window: Rect = .empty, ink: Rect = .empty) {
        self.region = DamageRegion(window); self.ink = ink
    }

    /// All window damage as one rectangle.
    public var window: Rect { region.bounds }

    /// Made where asked, not kept (as `Outcome.none`: no once-token on the event path).
    public static var none: Damage { Damage() }
    public var isEmpty: Bool { region.isEmpty && ink.isEmpty }

    public mutating func formUnion(_ o: Damage) {
        region.formUnion(o.region); ink = ink.union(o.ink)
    }
}
