import InkDocument
import InkGeometry

/// A small panel of controls that opens next to the pen: the colour palette (B4: what a long
/// press of the upper button shows by default): the preset colours, the custom colour button
/// (it opens the `ColorPicker`) and the recent custom colours, and a width slider under them.
public struct Popup: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case palette }

    public var kind: Kind
    /// Where the pen was when it opened (window coordinates).
    public var anchor: Point
    public var frame: Rect
    public var slots: [ToolbarLayout.Slot]
    /// The recent custom colours it shows, newest first (its `.recentColor` items index them).
    public var recentColors: [InkColor]

    static let cell: Double = 40
    static let padding: Double = 8

    /// Lays out a popup of `kind` for a pen at `anchor` (see `place`): the palette's preset
    /// colours, then its custom colour button followed by the recent colours (up to
    /// `Preferences.recentColorLimit`, in rows as wide as the presets'), then the width slider.
    public init(kind: Kind, anchor: Point, rightHanded: Bool, within bounds: Rect, palette: Palette, recentColors: [InkColor] = []) {
        self.kind = kind
        self.anchor = anchor
        self.recentColors = recentColors
        // Two rows of three colours.
        let rows: [[ToolbarItem]] = [Array(palette.colors.indices.prefix(3)).map { .color($0) },
                                     Array(palette.colors.indices.dropFirst(3)).map { .color($0) }]
        let columns = rows.map(\.count).max() ?? 1
        let extra: [ToolbarItem] = [.customColor] + recentColors.indices.map { .recentColor($0) }
        let extraRows = (extra.count + columns - 1) / columns
        let size = Size(Double(columns) * Self.cell + 2 * Self.padding,
                        Double(rows.count) * Self.cell + Double(extraRows) * Self.recentHeight + Self.sliderHeight + 2 * Self.padding)
        frame = Self.place(size, anchor: anchor, rightHanded: rightHanded, within: bounds)
        let x = frame.minX, y = frame.minY
        var slots: [ToolbarLayout.Slot] = []
        for (r, row) in rows.enumerated() {
            for (c, item) in row.enumerated() {
                let cx = x + Self.padding + Double(c) * Self.cell, cy = y + Self.padding + Double(r) * Self.cell
                slots.append(ToolbarLayout.Slot(item: item, frame: Rect(x: cx + 2, y: cy + 2, width: Self.cell - 4, height: Self.cell - 4)))
            }
        }
        let extraY = y + Self.padding + Double(rows.count) * Self.cell
        for (i, item) in extra.enumerated() {
            let cx = x + Self.padding + Double(i % columns) * Self.cell, cy = extraY + Double(i / columns) * Self.recentHeight
            slots.append(ToolbarLayout.Slot(item: item, frame: Rect(x: cx + 2, y: cy + 2, width: Self.cell - 4, height: Self.recentHeight - 4)))
        }
        let sliderY = extraY + Double(extraRows) * Self.recentHeight
        slots.append(ToolbarLayout.Slot(item: .widthSlider, frame: Rect(x: x + Self.padding + 2, y: sliderY + 2,
                                                                       width: Double(columns) * Self.cell - 4, height: Self.sliderHeight - 4)))
        self.slots = slots
    }

    /// The height of a row of the custom colour button and the recent colours.
    static let recentHeight: Double = 32

    static let sliderHeight: Double = 36
    /// How far a card keeps from the pen.
    static let gap: Double = 18

    /// Where a card of `size` goes for a pen at `anchor`: above the pen and to the side away
    /// from the writing hand, never over the tip, shifted to stay inside `bounds`.
    static func place(_ size: Size, anchor: Point, rightHanded: Bool, within bounds: Rect) -> Rect {
        var x = rightHanded ? anchor.x - gap - size.width : anchor.x + gap
        var y = anchor.y - gap - size.height
        // Stay inside the window; if pushed back over the tip, go to the other side of it.
        if x < bounds.minX { x = rightHanded ? anchor.x + gap : bounds.minX }
        if x + size.width > bounds.maxX { x = rightHanded ? bounds.maxX - size.width : anchor.x - gap - size.width }
        if y < bounds.minY { y = anchor.y + gap }
        if y + size.height > bounds.maxY { y = bounds.maxY - size.height }
        x = Swift.max(bounds.minX, x); y = Swift.max(bounds.minY, y)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The width the slider gives at a window position (its ends inset by `sliderInset`).
    public func sliderWidth(at p: Point) -> Double? {
        guard let slider = slots.first(where: { $0.item == .widthSlider })?.frame else { return nil }
        return WidthSteps.sliderWidth(at: (p.x - slider.minX - Self.sliderInset) / (slider.width - 2 * Self.sliderInset))
    }

    /// How far the slider's track ends sit inside its frame.
    public static let sliderInset: Double = 10

    public func item(at p: Point) -> ToolbarItem? { slots.first { $0.frame.contains(p) }?.item }

    /// The area it paints, shadow included.
    public var bounds: Rect { frame.insetBy(-6) }
}
