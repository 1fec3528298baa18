import Foundation
import InkGeometry
import InkInput

/// A radial (marking) menu next to the pen (M1, M2): its items lie on an arc around the pen,
/// above it and toward the side away from the writing hand, so neither the hand nor the tip
/// covers them. Near an edge or a corner the arc turns to the other side or below, and in a
/// window too small for any arc the whole menu shifts to stay inside.
///
/// Choosing: tap an item; or flick from anywhere toward an item (direction only, as marking
/// menus do), which also works before the menu is shown.
///
/// Each target's label lies under it, on a tag of the target's fill when wider than the
/// target; the arc opens wider than its least spacing where labels as measured (Japanese
/// "ページ全体" beside "幅に合わせる") would otherwise run into a neighbour's.
public struct MarkingMenu: Hashable, Sendable {
    public enum Ring: Hashable, Sendable { case main, colors, sizes, document }

    /// One item: where its round target is, and its direction from the menu's centre.
    public struct Slot: Hashable, Sendable {
        public var item: MenuItem
        public var center: Point
        /// Degrees, counter-clockwise from the +x axis, y up (as the eye reads a screen).
        public var angle: Double
        /// The width of its label as the renderer draws it (0 when the layout was not given widths).
        public var labelWidth: Double = 0
        /// The square around the round target (at least 40 px, M1's minimum).
        public var frame: Rect { Rect(center: center, radius: MarkingMenu.itemRadius) }
        /// The target plus its label below.
        public var bounds: Rect {
            let half = Swift.max(40, labelWidth / 2 + 5)
            return frame.union(Rect(x: center.x - half, y: center.y + MarkingMenu.itemRadius, width: 2 * half, height: 18))
        }
        /// The label's tag: its text's width and 5 px each side, 15 px tall around the label's middle.
        public var tag: Rect { Self.tag(center: center, labelWidth: labelWidth) }

        /// The tag of a label `labelWidth` wide under a target centred at `center`.
        public static func tag(center c: Point, labelWidth w: Double) -> Rect {
            Rect(x: c.x - w / 2 - 5, y: c.y + MarkingMenu.labelMiddle - 7.5, width: w + 10, height: 15)
        }
    }

    /// The arc's radius where the window allows it.
    public static let radius = 200.0
    public static let itemRadius = 26.0
    /// How far under a target's centre the middle of its label lies (its baseline is 17 px under).
    public static let labelMiddle = 13.5
    /// The labels' type.
    public static let labelStyle = TextStyle(size: 9.5, bold: true)
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

    /// Lays out `ring` for a pen at `pen` inside `bounds`, each item's label `labelWidth` wide
    /// (as the renderer draws it; `Editor.openMenu` measures the titles).
    public init(ring: Ring = .main, pen: Point, rightHanded: Bool, within bounds: Rect, palette: Palette = .standard,
                labelWidth: (MenuItem) -> Double = { _ in 0 }) {
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
        let widths = items.map(labelWidth)
        let preferred = rightHanded ? 140.0 : 40.0
        let turns: [Double] = [0, 180 - 2 * preferred] + [-30, 30, -60, 60, -90, 90, -120, 120, -150, 150, 180]
        var best: (cost: Double, center: Point, slots: [Slot], radius: Double, spacing: Double)?
        for radius in [Self.radius, 165, 130, 100, 75] {
            // Neighbouring targets stay at least 58 px apart.
            let least = Swift.max(Self.spacing, 2 * asin(29 / radius) * 180 / .pi)
            guard least * Double(items.count - 1) < 360 else { continue }
            for turn in turns {
                // The least spacing, opened in 2° steps while labels run into their neighbours.
                var spacing = least
                while spacing * Double(items.count - 1) < 360 {
                    let middle = preferred + turn
                    let first = middle - spacing * Double(items.count - 1) / 2
                    let angles = items.indices.map { first + spacing * Double($0) }
                    let (center, slots) = Self.fit(items, angles, widths, radius: radius, pen: pen, within: bounds)
                    let coversTip = slots.contains { $0.frame.insetBy(-8).contains(pen) }
                    let overflows = !Self.inside(slots, bounds)
                    let crowded = Self.labelsCollide(slots)
                    // Prefer: whole inside, tip free, labels clear, large, unshifted, unturned, closely spaced.
                    let cost = (overflows ? 1_000_000 : 0) + (coversTip ? 100_000 : 0) + (crowded ? 50_000 : 0)
                        + (Self.radius - radius) * 10 + center.distance(to: pen) + abs(turn) / 1000 + (spacing - least) / 10_000
                    if cost < best?.cost ?? .infinity { best = (cost, center, slots, radius, spacing) }
                    if !crowded { break }
                    spacing += 2
                }
            }
            if let b = best, b.cost < 100_000 { break }
        }
        self.center = best?.center ?? pen
        self.slots = best?.slots ?? []
        self.arcRadius = best?.radius ?? Self.radius
        self.arcSpacing = best?.spacing ?? Self.spacing
    }

    /// Each item's label width in `measure`: its title as the painter shows it for `state`
    /// (a colour's name from the palette of its colour tool, a width from its width tool's presets).
    public static func labelWidths(_ measure: any TextMeasure, palette: Palette = .standard,
                                   state: ToolState = .initial(for: .pen)) -> (MenuItem) -> Double {
        { measure.width($0.title(in: palette, colorTool: state.colorTool, widthTool: state.widthTool), labelStyle) }
    }

    static func inside(_ slots: [Slot], _ r: Rect) -> Bool {
        slots.allSatisfy { $0.bounds.minX >= r.minX - 0.5 && $0.bounds.maxX <= r.maxX + 0.5 && $0.bounds.minY >= r.minY - 0.5 && $0.bounds.maxY <= r.maxY + 0.5 }
    }

    /// Places the items on the arc around `pen`, shifted (if need be) to lie inside `bounds`;
    /// a menu larger than `bounds` is centred on it.
    static func fit(_ items: [MenuItem], _ angles: [Double], _ widths: [Double], radius: Double, pen: Point, within bounds: Rect) -> (Point, [Slot]) {
        let placed = place(items, angles, widths, radius: radius, around: pen)
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
        return (center, place(items, angles, widths, radius: radius, around: center))
    }

    static func place(_ items: [MenuItem], _ angles: [Double], _ widths: [Double], radius: Double, around c: Point) -> [Slot] {
        items.indices.map { i in
            let r = angles[i] * .pi / 180
            return Slot(item: items[i], center: Point(c.x + radius * cos(r), c.y - radius * sin(r)), angle: angles[i],
                        labelWidth: widths.indices.contains(i) ? widths[i] : 0)
        }
    }

    /// Whether a label's tag runs into another's (closer than 1 px) or into another target.
    static func labelsCollide(_ slots: [Slot]) -> Bool {
        for (i, a) in slots.enumerated() {
            let tag = a.tag
            for (j, b) in slots.enumerated() where j != i {
                if j > i, tag.insetBy(-1).intersects(b.tag) { return true }
                // The nearest point of the tag to the other target's centre.
                let near = Point(Swift.min(Swift.max(b.center.x, tag.minX), tag.maxX), Swift.min(Swift.max(b.center.y, tag.minY), tag.maxY))
                if near.distance(to: b.center) < itemRadius + 1 { return true }
            }
        }
        return false
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
