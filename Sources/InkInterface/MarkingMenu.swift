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
    public enum Ring: Hashable, Sendable { case main, colors, sizes, document }

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

    /// The arc's radius where the window allows it.
    public static let radius = 200.0
    public static let itemRadius = 26.0
    /// Degrees between neighbouring items.
    public static let spacing = 17.0
    /// The shortest flick that chooses.
    public static let markLength = 40.0

    public var ring: Ring
    /// Where the pen was when the menu opened.
    public var pen: Point
    /// The centre of the arc (the pen, unless the window forced a shift).
    public var center: Point
    public var slots: [Slot]
    /// The arc's radius and the degrees between items as laid out (smaller in small windows).
    public var arcRadius: Double
    public var arcSpacing: Double

    /// Lays out `ring` for a pen at `pen` inside `bounds`.
    public init(ring: Ring = .main, pen: Point, rightHanded: Bool, within bounds: Rect, palette: Palette = .standard) {
        self.ring = ring
        self.pen = pen
        let items: [MenuItem]
        switch ring {
        case .main: items = MenuItem.main
        case .colors: items = MenuItem.colorRing(palette)
        case .sizes: items = palette.widths.indices.map { .width($0) }
        case .document: items = MenuItem.documentRing
        }
        // Preferred: the arc centred on up-and-away-from-the-hand (140° for a right hand, 40° for
        // a left one); then turned toward the window's inside in 30° steps, each way. A window
        // too small for the full arc gets a tighter one (a whole ring, at the smallest).
        let preferred = rightHanded ? 140.0 : 40.0
        let turns: [Double] = [0, 180 - 2 * preferred] + [-30, 30, -60, 60, -90, 90, -120, 120, -150, 150, 180]
        var best: (cost: Double, center: Point, slots: [Slot], radius: Double, spacing: Double)?
        for radius in [Self.radius, 165, 130, 100, 75] {
            // Neighbouring targets stay at least 58 px apart.
            let spacing = Swift.max(Self.spacing, 2 * asin(29 / radius) * 180 / .pi)
            guard spacing * Double(items.count - 1) < 360 else { continue }
            for turn in turns {
                let middle = preferred + turn
                let first = middle - spacing * Double(items.count - 1) / 2
                let angles = items.indices.map { first + spacing * Double($0) }
                let (center, slots) = Self.fit(items, angles, radius: radius, pen: pen, within: bounds)
                let coversTip = slots.contains { $0.frame.insetBy(-8).contains(pen) }
                let overflows = !Self.inside(slots, bounds)
                // Prefer: whole inside, tip free, large, unshifted, unturned.
                let cost = (overflows ? 1_000_000 : 0) + (coversTip ? 100_000 : 0) + (Self.radius - radius) * 10
                    + center.distance(to: pen) + abs(turn) / 1000
                if cost < best?.cost ?? .infinity { best = (cost, center, slots, radius, spacing) }
            }
            if let b = best, b.cost < 100_000 { break }
        }
        self.center = best?.center ?? pen
        self.slots = best?.slots ?? []
        self.arcRadius = best?.radius ?? Self.radius
        self.arcSpacing = best?.spacing ?? Self.spacing
    }

    static func inside(_ slots: [Slot], _ r: Rect) -> Bool {
        slots.allSatisfy { $0.bounds.minX >= r.minX - 0.5 && $0.bounds.maxX <= r.maxX + 0.5 && $0.bounds.minY >= r.minY - 0.5 && $0.bounds.maxY <= r.maxY + 0.5 }
    }

    /// Places the items on the arc around `pen`, shifted (if need be) to lie inside `bounds`;
    /// a menu larger than `bounds` is centred on it.
    static func fit(_ items: [MenuItem], _ angles: [Double], radius: Double, pen: Point, within bounds: Rect) -> (Point, [Slot]) {
        let placed = place(items, angles, radius: radius, around: pen)
        let union = placed.reduce(Rect.empty) { $0.union($1.bounds) }
        func shift(_ lo: Double, _ hi: Double, _ blo: Double, _ bhi: Double) -> Double {
            if hi - lo > bhi - blo { return (blo + bhi) / 2 - (lo + hi) / 2 }
            if lo < blo { return blo - lo }
            if hi > bhi { return bhi - hi }
            return 0
        }
        let dx = shift(union.minX, union.maxX, bounds.minX, bounds.maxX)
        let dy = shift(union.minY, union.maxY, bounds.minY, bounds.maxY)
        guard dx != 0 || dy != 0 else { return (pen, placed) }
        let center = Point(pen.x + dx, pen.y + dy)
        return (center, place(items, angles, radius: radius, around: center))
    }

    static func place(_ items: [MenuItem], _ angles: [Double], radius: Double, around c: Point) -> [Slot] {
        zip(items, angles).map { item, a in
            let r = a * .pi / 180
            return Slot(item: item, center: Point(c.x + radius * cos(r), c.y - radius * sin(r)), angle: a)
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
        guard let nearest = slots.min(by: { gap($0.angle) < gap($1.angle) }), gap(nearest.angle) <= arcSpacing / 2 + 4 else { return nil }
        return nearest.item
    }
}
