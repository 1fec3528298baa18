import InkGeometry

/// Up to two separate window rectangles to repaint, so that two small far-apart changes (the
/// hover preview's old and new place) do not repaint everything between them. A third
/// rectangle joins whichever of the two grows least. Stored inline: no allocation per event.
public struct DamageRegion: Hashable, Sendable {
    public private(set) var first = Rect.empty
    public private(set) var second = Rect.empty

    public init() {}
    public init(_ r: Rect) { add(r) }

    public var isEmpty: Bool { first.isEmpty && second.isEmpty }
    /// The smallest rectangle holding the whole region.
    public var bounds: Rect { first.union(second) }
    /// The non-empty rectangles.
    public var rects: [Rect] { [first, second].filter { !$0.isEmpty } }

    /// Calls `body` with each non-empty rectangle, first to second, making no array (the
    /// event path goes through a frame's rectangles three times).
    public func forEach(_ body: (Rect) throws -> Void) rethrows {
        if !first.isEmpty { try body(first) }
        if !second.isEmpty { try body(second) }
    }

    public mutating func add(_ r: Rect) {
        guard !r.isEmpty else { return }
        if first.isEmpty || first.insetBy(-4).intersects(r) {
            first = first.union(r)
        } else if second.isEmpty || second.insetBy(-4).intersects(r) {
            second = second.union(r)
        } else {
            let growFirst = area(first.union(r)) - area(first), growSecond = area(second.union(r)) - area(second)
            if growFirst <= growSecond { first = first.union(r) } else { second = second.union(r) }
        }
        if !second.isEmpty && first.insetBy(-4).intersects(second) {
            first = first.union(second)
            second = .empty
        }
    }

    public mutating func formUnion(_ o: DamageRegion) {
        add(o.first)
        add(o.second)
    }

    /// Each rectangle grown to whole pixels and cut to `limit`.
    public func clipped(to limit: Rect) -> DamageRegion {
        var out = DamageRegion()
        out.add(first.integral.intersection(limit))
        out.add(second.integral.intersection(limit))
        return out
    }

    private func area(_ r: Rect) -> Double { r.width * r.height }
}
