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
            case .newWindow, .closeDocument: DocumentIcons.draw(.document, in: unit, color: color, on: cr)
            case .quit: DocumentIcons.draw(.document, in: unit, color: color, on: cr)
            case .fullscreen: DocumentIcons.draw(.zoom(.fitPage), in: unit, color: color, on: cr)
            case .selectAll: Icons.draw(.tool(.lasso), in: unit, color: color, on: cr)
            case .deleteSelection: Icons.draw(.tool(.eraser), in: unit, color: color, on: cr)
            case .insertImage: DocumentIcons.draw(.open, in: unit, color: color, on: cr)
            case .clipboard(let c): ClipboardIcons.draw(c, in: unit, color: color, on: cr)
            }
            cairo_restore(cr)
            if iconOnly { continue }
            var titleEnd = f.maxX
            if row.frame.width >= DocumentMenu.keyedColumnWidth, let keys = row.entry.keys {
                let area = TextPainter.draw(keys, in: Rect(x: f.maxX - 84, y: f.minY, width: 84, height: f.height), size: 11,
                                            color: enabled ? 0x70707a : Theme.iconDisabled, align: .trailing, padding: 6, on: cr)
                titleEnd = area.minX - 4
            }
            drawTitle(row.entry.title, in: Rect(x: icon.maxX + 2, y: f.minY, width: titleEnd - icon.maxX - 2, height: f.height),
                      color: color, on: cr)
        }
        cairo_restore(cr)
    }

    /// The size of a row's name.
    static let titleSize = 12.5

    /// Draws a row's name in its box (the row's height, right of the icon); returns the area it
    /// takes. A name too long for the box even at three quarters of the size (the three narrow
    /// columns of a small window) goes on two lines of whole words, smaller, rather than being
    /// cut with an ellipsis ("Delete select…").
    @discardableResult
    static func drawTitle(_ title: String, in box: Rect, color: UInt32, on cr: OpaquePointer) -> Rect {
        let padding = 4.0
        guard TextPainter.width(title, size: titleSize * 0.75, on: cr) > box.width - 2 * padding else {
            return TextPainter.draw(title, in: box, size: titleSize, color: color, padding: padding, on: cr)
        }
        let twoLines = Rect(x: box.minX + padding - 1, y: box.minY, width: box.width - 2 * padding + 2, height: box.height)
        return TextPainter.draw(title, in: twoLines, size: 10.5, color: color, padding: 1, overflow: .wrap, on: cr)
    }
}
