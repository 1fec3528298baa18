import InkGeometry

/// A control of the page overview.
public enum OverviewControl: Hashable, Sendable {
    /// Closes the overview.
    case close
    /// Adds a blank page after the selected one.
    case addPage
    /// Deletes the selected page.
    case deletePage
    /// A page's thumbnail (by index).
    case thumbnail(Int)
}

/// Where the page overview puts things on the canvas: a header (the close, add-page and
/// delete-page buttons on the toolbar's side, away from the writing hand, and "Page N of M"
/// on the other) over a grid of page thumbnails in reading order that scrolls up and down.
/// Each thumbnail keeps its page's proportions inside its box with its number under it.
public struct OverviewLayout: Hashable, Sendable {
    public let canvas: Rect
    public let header: Rect
    /// The area the thumbnails scroll in.
    public let grid: Rect
    /// The side of a thumbnail's box.
    public let box: Double
    /// The grid's own scrollbar along its side (the writing hand's, as the canvas's), when
    /// the pages do not all fit: always shown, the pen's surest way through a long document.
    public let scrollbar: Scrollbars.Bar?
    /// The height of a box: `box`, or less when every page is wider than tall (a grid of
    /// landscape pages has no empty band above each row).
    public let boxHeight: Double
    public let columns: Int
    public let count: Int
    /// How far the grid is scrolled (window pixels from its top), within `scrollRange`.
    public let scroll: Double
    /// The pages' sizes (nil: an unbounded canvas, shown as a square).
    let sizes: [Size?]
    /// The header's buttons and where they are.
    public let buttons: [Button]

    /// A header button.
    public struct Button: Hashable, Sendable {
        public var control: OverviewControl
        public var frame: Rect
    }

    public static let headerHeight = 48.0
    public static let gap = 16.0
    /// Room for the page number under a box.
    public static let label = 22.0
    static let button = Size(width: 44, height: 36)

    public init(canvas: Rect, sizes: [Size?], scroll: Double, toolbarOnLeft: Bool) {
        self.canvas = canvas
        self.sizes = sizes
        count = sizes.count
        header = Rect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: Swift.min(Self.headerHeight, canvas.height))
        grid = Rect(x: canvas.minX, y: header.maxY, width: canvas.width, height: Swift.max(0, canvas.maxY - header.maxY))
        // At least two columns where they fit; boxes of 88 to 150 pixels.
        let gap = Self.gap
        box = Swift.min(150, Swift.max(88, ((grid.width - 3 * gap) / 2).rounded(.down)))
        columns = Swift.max(1, Int((grid.width - gap) / (box + gap)))
        let tallest = sizes.map { s in s.map { $0.width > 0 ? $0.height / $0.width : 1 } ?? 1 }.max() ?? 1
        boxHeight = (box * Swift.min(1, Swift.max(0.5, tallest))).rounded(.up)
        let rows = (sizes.count + columns - 1) / columns
        let content = Double(rows) * (boxHeight + Self.label + gap) + gap
        self.scroll = Swift.min(Swift.max(0, content - grid.height), Swift.max(0, scroll))
        var buttons: [Button] = []
        let y = header.minY + ((header.height - Self.button.height) / 2).rounded()
        for (i, control) in [OverviewControl.close, .addPage, .deletePage].enumerated() {
            let offset = 8 + Double(i) * (Self.button.width + 6)
            let x = toolbarOnLeft ? header.minX + offset : header.maxX - offset - Self.button.width
            buttons.append(Button(control: control, frame: Rect(x: x, y: y, width: Self.button.width, height: Self.button.height)))
        }
        self.buttons = buttons
        contentHeight = content
        if content > grid.height + 0.5 && grid.height > 3 * Scrollbars.hitWidth {
            let w = Scrollbars.hitWidth
            let track = Rect(x: toolbarOnLeft ? grid.maxX - w : grid.minX, y: grid.minY + 4, width: w, height: grid.height - 8)
            scrollbar = Scrollbars.bar(.vertical, track: track, view: (self.scroll, self.scroll + grid.height), content: (0, content))
        } else {
            scrollbar = nil
        }
    }

    /// The grid's full height (all rows with their gaps).
    public let contentHeight: Double

    /// How far the grid can scroll.
    public var scrollRange: ClosedRange<Double> { 0...Swift.max(0, contentHeight - grid.height) }

    /// Where "Page N of M" goes: the header beside the buttons.
    public var titleFrame: Rect {
        let used = 8 + 3 * (Self.button.width + 6) + 8
        return Rect(x: buttons[0].frame.minX < header.center.x ? header.minX + used : header.minX + 12,
                    y: header.minY, width: Swift.max(0, header.width - used - 12), height: header.height)
    }

    /// The frame of a button.
    public func frame(of control: OverviewControl) -> Rect? {
        if case .thumbnail(let i) = control { return thumbnailFrame(i) }
        return buttons.first { $0.control == control }?.frame
    }

    /// The box (a cell, without its label) of page `i`, in the window, scrolled.
    public func boxFrame(_ i: Int) -> Rect {
        let width = Double(columns) * (box + Self.gap) - Self.gap
        let left = grid.minX + ((grid.width - width) / 2).rounded(.down)
        let row = i / columns, column = i % columns
        return Rect(x: left + Double(column) * (box + Self.gap),
                    y: grid.minY + Self.gap + Double(row) * (boxHeight + Self.label + Self.gap) - scroll,
                    width: box, height: boxHeight)
    }

    /// Page `i`'s thumbnail: its proportions, as large as its box allows, centred across and
    /// standing on the box's bottom (so labels line up).
    public func thumbnailFrame(_ i: Int) -> Rect {
        let b = boxFrame(i)
        guard sizes.indices.contains(i), let s = sizes[i], s.width > 0, s.height > 0 else { return b }
        let k = Swift.min(b.width / s.width, b.height / s.height)
        let w = Swift.max(1, (s.width * k).rounded()), h = Swift.max(1, (s.height * k).rounded())
        return Rect(x: b.minX + ((b.width - w) / 2).rounded(), y: b.maxY - h, width: w, height: h)
    }

    /// Where page `i`'s number is written (under its box).
    public func labelFrame(_ i: Int) -> Rect {
        let b = boxFrame(i)
        return Rect(x: b.minX, y: b.maxY, width: b.width, height: Self.label)
    }

    /// The pages whose boxes (or labels) show in the grid.
    public var visible: Range<Int> {
        guard count > 0, grid.height > 0 else { return 0..<0 }
        let rowHeight = boxHeight + Self.label + Self.gap
        let first = Swift.max(0, Int((scroll - Self.gap) / rowHeight))
        let last = Int((scroll + grid.height) / rowHeight)
        return Swift.min(count, first * columns)..<Swift.min(count, (last + 1) * columns)
    }

    /// The control at a window point: a header button, a thumbnail's box or its label, or nil.
    public func control(at p: Point) -> OverviewControl? {
        if header.contains(p) { return buttons.first { $0.frame.contains(p) }?.control }
        guard grid.contains(p) else { return nil }
        for i in visible where boxFrame(i).union(labelFrame(i)).contains(p) { return .thumbnail(i) }
        return nil
    }

    /// Where a page dropped at `p` goes, as an index between pages (0…count): before the page
    /// whose box's left half (or the gap before it) is under `p`, after it for its right half.
    public func insertionIndex(at p: Point) -> Int {
        guard count > 0 else { return 0 }
        let rowHeight = boxHeight + Self.label + Self.gap
        let row = Swift.max(0, Int(((p.y - grid.minY + scroll - Self.gap / 2) / rowHeight).rounded(.down)))
        let left = boxFrame(0).minX
        let column = Swift.min(columns, Swift.max(0, Int(((p.x - left + Self.gap / 2 + (box + Self.gap) / 2) / (box + Self.gap)).rounded(.down))))
        return Swift.min(count, row * columns + column)
    }

    /// The marker drawn where a dragged page would land: a bar in the gap before the page at
    /// `index` (after the last page of its row for the end of a row).
    public func insertionMarker(_ index: Int) -> Rect {
        let i = Swift.min(Swift.max(0, index), count)
        let atRowEnd = i > 0 && (i % columns == 0 || i == count)
        let b = atRowEnd ? boxFrame(i - 1) : boxFrame(i)
        let x = atRowEnd ? b.maxX + Self.gap / 2 : b.minX - Self.gap / 2
        return Rect(x: x - 2, y: b.minY - 4, width: 4, height: b.height + 8)
    }
}
