import InkGeometry

/// A small panel of controls that opens next to the pen: the colour palette (B4: what a long
/// press of the upper button shows by default), with a width slider under the colours.
public struct Popup: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case palette }

    public var kind: Kind
    /// Where the pen was when it opened (window coordinates).
    public var anchor: Point
    public var frame: Rect
    public var slots: [ToolbarLayout.Slot]

    static let cell: Double = 40
    static let padding: Double = 8

    /// Lays out a popup of `kind` for a pen at `anchor`: above the pen and to the side away
    /// from the writing hand, never over the tip, shifted to stay inside `bounds`.
    public init(kind: Kind, anchor: Point, rightHanded: Bool, within bounds: Rect, palette: Palette) {
        self.kind = kind
        self.anchor = anchor
        // Two rows of three colours.
        let rows: [[ToolbarItem]] = [Array(palette.colors.indices.prefix(3)).map { .color($0) },
                                     Array(palette.colors.indices.dropFirst(3)).map { .color($0) }]
        let columns = rows.map(\.count).max() ?? 1
        let size = Size(Double(columns) * Self.cell + 2 * Self.padding,
                        Double(rows.count) * Self.cell + Self.sliderHeight + 2 * Self.padding)
        let gap = 18.0
        var x = rightHanded ? anchor.x - gap - size.width : anchor.x + gap
        var y = anchor.y - gap - size.height
        // Stay inside the window; if pushed back over the tip, go to the other side of it.
        if x < bounds.minX { x = rightHanded ? anchor.x + gap : bounds.minX }
        if x + size.width > bounds.maxX { x = rightHanded ? bounds.maxX - size.width : anchor.x - gap - size.width }
        if y < bounds.minY { y = anchor.y + gap }
        if y + size.height > bounds.maxY { y = bounds.maxY - size.height }
        x = Swift.max(bounds.minX, x); y = Swift.max(bounds.minY, y)
        frame = Rect(x: x, y: y, width: size.width, height: size.height)
        var slots: [ToolbarLayout.Slot] = []
        for (r, row) in rows.enumerated() {
            for (c, item) in row.enumerated() {
                let cx = x + Self.padding + Double(c) * Self.cell, cy = y + Self.padding + Double(r) * Self.cell
                slots.append(ToolbarLayout.Slot(item: item, frame: Rect(x: cx + 2, y: cy + 2, width: Self.cell - 4, height: Self.cell - 4)))
            }
        }
        let sliderY = y + Self.padding + Double(rows.count) * Self.cell
        slots.append(ToolbarLayout.Slot(item: .widthSlider, frame: Rect(x: x + Self.padding + 2, y: sliderY + 2,
                                                                       width: Double(columns) * Self.cell - 4, height: Self.sliderHeight - 4)))
        self.slots = slots
    }

    static let sliderHeight: Double = 36

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
