import InkGeometry

/// What an input or command changed on screen, for the renderer to redraw and no more.
public struct Damage: Hashable, Sendable {
    /// Window areas to recompose and show.
    public var window: Rect
    /// Page areas whose committed ink changed (the ink layer must be redrawn there).
    public var ink: Rect
    /// The window title (document name or unsaved state) changed.
    public var title: Bool

    public init(window: Rect = .empty, ink: Rect = .empty, title: Bool = false) {
        self.window = window; self.ink = ink; self.title = title
    }

    public static let none = Damage()
    public var isEmpty: Bool { window.isEmpty && ink.isEmpty && !title }

    public mutating func formUnion(_ o: Damage) {
        window = window.union(o.window); ink = ink.union(o.ink); title = title || o.title
    }
}
