import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Draws the marking menu: round, labelled, iconed targets on an arc around the pen, the one
/// under the pen (or in its mark's direction) highlighted.
enum MenuPainter {
    static func paint(_ menu: MarkingMenu, hovered: MenuItem?, controls: Scene.Controls, on cr: OpaquePointer) {
        cairo_save(cr)
        // A faint guide from the pen to the arc, so the menu reads as belonging to the pen.
        cairo_set_source_rgba(cr, 0.18, 0.44, 0.89, 0.35)
        cairo_set_line_width(cr, 1)
        cairo_new_path(cr)
        cairo_arc(cr, menu.center.x, menu.center.y, 5, 0, 2 * .pi)
        cairo_stroke(cr)
        let r = MarkingMenu.itemRadius
        let state = controls.state, palette = controls.palette
        for slot in menu.slots {
            let c = slot.center
            let highlighted = hovered == slot.item
            let label = slot.item.title(in: palette, colorTool: state.colorTool, widthTool: state.widthTool)
            let style = MarkingMenu.labelStyle
            let w = TextPainter.width(label, size: style.size, bold: style.bold, on: cr)
            // A label wider than the target at its middle row ("Highlighter") sits on a tag of
            // the target's fill, outlined with it, rather than running across its edge.
            let middle = MarkingMenu.labelMiddle
            let tag: Rect? = w / 2 + 2 > (r * r - middle * middle).squareRoot() ? MarkingMenu.Slot.tag(center: c, labelWidth: w) : nil
            for (grow, alpha) in [(3.0, 0.06), (1.5, 0.10)] {
                cairo_new_path(cr)
                cairo_arc(cr, c.x, c.y + 1.5, r + grow, 0, 2 * .pi)
                cairo_set_source_rgba(cr, 0, 0, 0, alpha)
                cairo_fill(cr)
            }
            // The outline of the target and its tag together: each shape stroked twice as wide,
            // then both filled, leaves the outer half of the line, around their union only.
            func shapes(_ draw: () -> Void) {
                cairo_new_path(cr); cairo_arc(cr, c.x, c.y, r, 0, 2 * .pi); draw()
                if let tag { cairo_new_path(cr); addRoundedRect(cr, tag, radius: 7.5); draw() }
            }
            setColor(cr, highlighted ? Theme.accent : Theme.barEdge)
            cairo_set_line_width(cr, highlighted ? 4 : 2)
            shapes { cairo_stroke(cr) }
            setColor(cr, highlighted ? Theme.selected : 0xfbfbfd)
            shapes { cairo_fill(cr) }
            let iconFrame = Rect(x: c.x - 20, y: c.y - 24, width: 40, height: 40)
            switch slot.item {
            case .tool(let t):
                Icons.draw(.tool(t), in: iconFrame, color: state.effectiveTool == t ? Theme.accent : Theme.icon, on: cr)
            case .undo: Icons.draw(.undo, in: iconFrame, color: controls.canUndo ? Theme.icon : Theme.iconDisabled, on: cr)
            case .redo: Icons.draw(.redo, in: iconFrame, color: controls.canRedo ? Theme.icon : Theme.iconDisabled, on: cr)
            case .document, .open, .save, .export, .newPage, .goToPage, .zoom:
                DocumentIcons.draw(slot.item, in: iconFrame, color: Theme.icon, on: cr)
            case .colors, .color:
                // The colours item shows the colour in use (a custom one too), a colour item its preset.
                let colors = palette.colors(for: state.colorTool)
                let ink: InkColor
                if case .color(let i) = slot.item { ink = colors[Swift.min(Swift.max(i, 0), colors.count - 1)].color } else { ink = state.color(in: palette) }
                cairo_new_path(cr)
                cairo_arc(cr, c.x, c.y - 4, 10, 0, 2 * .pi)
                cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, 1)
                cairo_fill(cr)
            case .sizes, .width:
                let width: Double
                if case .width(let i) = slot.item { width = palette.widths(for: state.widthTool)[i] } else { width = state.width }
                let d = Swift.min(24, Swift.max(3, width * 1.4))
                cairo_new_path(cr)
                cairo_arc(cr, c.x, c.y - 4, d / 2, 0, 2 * .pi)
                setColor(cr, Theme.icon)
                cairo_fill(cr)
            }
            TextPainter.draw(label, x: c.x - w / 2, y: c.y + 17, size: style.size, bold: style.bold, color: highlighted ? Theme.accent : 0x50505a, on: cr)
        }
        cairo_restore(cr)
    }
}
