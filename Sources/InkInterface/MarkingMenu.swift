import Foundation
import InkGeometry

/// A radial (marking) menu next to the pen (M1, M2): its items lie on an arc around the pen,
/// above it and toward the side away from the writing hand, so neither the hand nor the tip
/// covers them. Near an edge or a corner the arc turns to the other side or below, and in a
/// window too small for any arc the whole menu shifts to stay inside.
///
/// Choosing: tap an item; or flick from anywhere toward an item (direction only, as marking
/// menus do), which also works before the menu is shown.
public struct MarkingMenu: Hashable, Sendable {
    public enum Ring: Hashable, Sendable { case main, colors, sizes }

    /// One item: where its round target is, and its direction from the menu's centre.
    public struct Slot: Hashable, Sendable {
        public var item: MenuItem
        public var center: Point
        /// Degrees, counter-clockwise from the +x axis, y up (as the eye reads a screen).
        public var angle: Double
        /// The square around the round target (at least 40 px, M1's minimum).
        public var frame: Rect { Rect(center: center, radius: MarkingMenu.itemRadius) }
        /// The target plus its label below.
        public var bounds: Rect { frame.union(Rect(x: center.x - 40, y: center.y + MarkingMenu.itemRadius, width: 80, height: 18)) }
    }

    public static let radius = 165.0
    public static let itemRadius = 26.0
    /// Degrees between neighbouring items.
    public static let spacing = 22.0
    /// The shortest flick that chooses.
    public static let markLength = 40.0

    public var ring: Ring
    /// Where the pen was when the menu opened.
    public var pen: Point
    /// The centre of the arc (the pen, unless the window forced a shift).
    public var center: Point
    public var slots: [Slot]

    /// Lays out `ring` for a pen at `pen` inside `bounds`.
    public init(ring: Ring = .main, pen: Point, rightHanded: Bool, within bounds: Rect, palette: Palette = .standard) {
        self.ring = ring
        self.pen = pen
        let items: [MenuItem]
        switch ring {
        case .main: items = MenuItem.main
        case .colors: items = palette.colors.indices.map { .color($0) }
        case .sizes: items = palette.widths.indices.map { .width($0) }
        }
        // Preferred: from just right of straight up (60°) round to the left, centred on up-left (130°).
        let middle = 130.0
        let first = middle - Self.spacing * Double(items.count - 1) / 2
        let base = items.indices.map { first + Self.spacing * Double($0) }
        let mirror: (Double) -> Double = { 180 - $0 }
        let flip: (Double) -> Double = { -$0 }
        let prefer: [[Double]] = rightHanded
            ? [base, base.map(mirror), base.map(flip), base.map(mirror).map(flip)]
            : [base.map(mirror), base, base.map(mirror).map(flip), base.map(flip)]
        var best: (overflow: Double, angles: [Double])?
        for angles in prefer {
            let overflow = Self.overflow(Self.place(items, angles, around: pen), in: bounds)
            if overflow == 0 { best = (0, angles); break }
            if best == nil || overflow < best!.overflow { best = (overflow, angles) }
        }
        let angles = best?.angles ?? base
        var placed = Self.place(items, angles, around: pen)
        var center = pen
        // Tiny windows: shift everything inside.
        let union = placed.reduce(Rect.empty) { $0.union($1.bounds) }
        var dx = 0.0, dy = 0.0
        if union.minX < bounds.minX { dx = bounds.minX - union.minX } else if union.maxX > bounds.maxX { dx = bounds.maxX - union.maxX }
        if union.minY < bounds.minY { dy = bounds.minY - union.minY } else if union.maxY > bounds.maxY { dy = bounds.maxY - union.maxY }
        if dx != 0 || dy != 0 {
            center = Point(pen.x + dx, pen.y + dy)
            placed = Self.place(items, angles, around: center)
        }
        self.center = center
        self.slots = placed
    }

    static func place(_ items: [MenuItem], _ angles: [Double], around c: Point) -> [Slot] {
        zip(items, angles).map { item, a in
            let r = a * .pi / 180
            return Slot(item: item, center: Point(c.x + radius * cos(r), c.y - radius * sin(r)), angle: a)
        }
    }

    /// How far the slots stick out of `bounds` (0 when whole inside).
    static func overflow(_ slots: [Slot], in bounds: Rect) -> Double {
        slots.reduce(0) { sum, s in
            let b = s.bounds
            return sum + Swift.max(0, bounds.minX - b.minX) + Swift.max(0, b.maxX - bounds.maxX)
                + Swift.max(0, bounds.minY - b.minY) + Swift.max(0, b.maxY - bounds.maxY)
        }
    }

    /// Everything it paints.
    public var bounds: Rect { slots.reduce(Rect(center: center, radius: 8)) { $0.union($1.bounds) }.insetBy(-6) }

    /// The item whose round target holds `p`.
    public func item(at p: Point) -> MenuItem? {
        slots.first { $0.center.distance(to: p) <= Self.itemRadius + 2 }?.item
    }

    /// The item a flick from `a` to `b` points at: direction only, nil when too short or
    /// pointing between or away from the items.
    public func item(forMark a: Point, to b: Point) -> MenuItem? {
        guard a.distance(to: b) >= Self.markLength else { return nil }
        let angle = atan2(-(b.y - a.y), b.x - a.x) * 180 / .pi
        func gap(_ x: Double) -> Double { let d = abs((x - angle).truncatingRemainder(dividingBy: 360)); return Swift.min(d, 360 - d) }
        guard let nearest = slots.min(by: { gap($0.angle) < gap($1.angle) }), gap(nearest.angle) <= Self.spacing / 2 + 4 else { return nil }
        return nearest.item
    }
}
