import CCairo
import InkGeometry
import InkInterface

/// Draws the Document button's menu: a card of rows, each an icon and a name (buttons that
/// share a line: just the icon), and its keys after the name when the menu is wide enough; undo
/// and redo greyed when there is nothing to undo or redo.
enum DocumentMenuPainter {
    static func paint(_ menu: DocumentMenu, hovered: DocumentMenu.Entry?, pressed: DocumentMenu.Entry?, controls: Scene.Controls,
                      on cr: OpaquePointer) {
        cairo_save(cr)
        OverlayPainter.card(menu.frame, on: cr, radius: 10)
        let size = titleSize(menu.rows.compactMap { row in titleBox(row, on: cr).map { (row.entry.title, $0) } }, on: cr)
        for row in menu.rows {
            let f = row.frame.insetBy(1)
            if pressed == row.entry || hovered == row.entry {
                addRoundedRect(cr, f, radius: 6)
                setColor(cr, pressed == row.entry ? Theme.pressed : Theme.hover)
                cairo_fill(cr)
            }
            var enabled = true
            if row.entry == .item(.undo) { enabled = controls.canUndo }
            if row.entry == .item(.redo) { enabled = controls.canRedo }
            let color = enabled ? Theme.icon : Theme.iconDisabled
            // A button sharing its line with others shows just its icon, centred.
            let iconOnly = DocumentMenu.isIconOnly(row.entry)
            let icon = Rect(x: iconOnly ? f.center.x - 12 : f.minX + 2, y: f.center.y - 12, width: 24, height: 24)
            cairo_save(cr)
            cairo_translate(cr, icon.center.x, icon.center.y)
            cairo_scale(cr, 0.75, 0.75)
            let unit = Rect(x: -12, y: -12, width: 24, height: 24)
            switch row.entry {
            case .item(.undo): Icons.draw(.undo, in: unit, color: color, on: cr)
            case .item(.redo): Icons.draw(.redo, in: unit, color: color, on: cr)
            case .item(.tool(let t)), .tool(let t): Icons.draw(.tool(t), in: unit, color: color, on: cr)
            case .item(let item): DocumentIcons.draw(item, in: unit, color: color, on: cr)
            case .saveAs: DocumentIcons.draw(.save, in: unit, color: color, on: cr)
            case .pageBefore: DocumentIcons.draw(.newPage, in: unit, color: color, on: cr)
            case .newWindow: DocumentIcons.drawNewWindow(in: unit, color: color, on: cr)
            case .closeDocument: DocumentIcons.drawCloseDocument(in: unit, color: color, on: cr)
            case .quit: DocumentIcons.drawQuit(in: unit, color: color, on: cr)
            case .fullscreen: DocumentIcons.draw(.zoom(.fitPage), in: unit, color: color, on: cr)
            case .selectAll: Icons.draw(.tool(.lasso), in: unit, color: color, on: cr)
            case .deleteSelection: Icons.draw(.tool(.eraser), in: unit, color: color, on: cr)
            case .insertImage: DocumentIcons.draw(.open, in: unit, color: color, on: cr)
            case .exportPDF: DocumentIcons.drawExportPDF(in: unit, color: color, on: cr)
            case .clipboard(let c): ClipboardIcons.draw(c, in: unit, color: color, on: cr)
            }
            cairo_restore(cr)
            guard let box = titleBox(row, on: cr) else { continue }
            if row.frame.width >= DocumentMenu.keyedColumnWidth, let keys = row.entry.keys {
                TextPainter.draw(keys, in: Rect(x: f.maxX - 84, y: f.minY, width: 84, height: f.height), size: keysSize,
                                 color: enabled ? 0x70707a : Theme.iconDisabled, align: .trailing, padding: 6, on: cr)
            }
            drawTitle(row.entry.title, in: box, size: size, color: color, on: cr)
        }
        cairo_restore(cr)
    }

    /// The size of a row's name in a menu wide enough for all of them.
    static let titleSize = 12.5
    /// The size at which a row's name may take two lines (two fit in a row's height).
    static let wrapSize = 10.5
    static let keysSize = 11.0
    private static let titlePadding = 4.0

    /// The box of a row's name (the row's height, right of the icon, left of its keys); nil for
    /// a button showing just its icon.
    static func titleBox(_ row: DocumentMenu.Row, on cr: OpaquePointer) -> Rect? {
        guard !DocumentMenu.isIconOnly(row.entry) else { return nil }
        let f = row.frame.insetBy(1)
        let iconEnd = f.minX + 26
        var titleEnd = f.maxX
        if row.frame.width >= DocumentMenu.keyedColumnWidth, let keys = row.entry.keys {
            // Where `TextPainter.draw` puts the keys' right-aligned text (6 px in from the row's end).
            titleEnd = Swift.max(f.maxX - 78, f.maxX - 6 - TextPainter.width(keys, size: keysSize, on: cr)) - 4
        }
        return Rect(x: iconEnd + 2, y: f.minY, width: titleEnd - iconEnd - 2, height: f.height)
    }

    /// The one size of a menu's names, so that a column does not mix sizes: the largest from
    /// `titleSize` down to `wrapSize` at which every name fits its box on one line; else
    /// `wrapSize`, at which a name too long for one line takes two (the three narrow columns of
    /// a small window: "Delete selection").
    static func titleSize(_ titles: [(String, Rect)], on cr: OpaquePointer) -> Double {
        var size = titleSize
        while size > wrapSize, titles.contains(where: { TextPainter.width($0.0, size: size, on: cr) > $0.1.width - 2 * titlePadding }) {
            size -= 0.5
        }
        return size
    }

    /// The narrowest width, from half the name's and up to `full`, at which `title` still takes
    /// two lines: its lines as even as they go.
    static func balancedWidth(_ title: String, size: Double, within full: Double, on cr: OpaquePointer) -> Double {
        let measure = PangoTextMeasure.of(cr), style = TextStyle(size: size)
        var width = Swift.min(full, (TextPainter.width(title, size: size, on: cr) / 2).rounded(.up))
        while width < full, measure.lines(title, width: width, style).count > 2 { width = Swift.min(full, width + 2) }
        return width
    }

    /// Draws a row's name in its box at the menu's size; returns the area it takes. A name too
    /// long for the box goes on two lines of whole words rather than being cut with an
    /// ellipsis ("Delete select…"), the lines as even as they go: broken as late as the box
    /// allows, Japanese left one character alone on the second ("ページを書き出" / "す").
    @discardableResult
    static func drawTitle(_ title: String, in box: Rect, size: Double, color: UInt32, on cr: OpaquePointer) -> Rect {
        let padding = titlePadding
        guard TextPainter.width(title, size: size, on: cr) > box.width - 2 * padding else {
            return TextPainter.draw(title, in: box, size: size, color: color, padding: padding, on: cr)
        }
        let wrapped = Swift.min(size, wrapSize)
        let width = balancedWidth(title, size: wrapped, within: box.width - 2 * padding, on: cr)
        let twoLines = Rect(x: box.minX + padding - 1, y: box.minY, width: width + 2, height: box.height)
        return TextPainter.draw(title, in: twoLines, size: wrapped, color: color, padding: 1, overflow: .wrap, on: cr)
    }
}
