import CCairo
import InkGeometry
import InkInterface

/// Draws the status bar's controls: the Document button (three lines, the ring's way in) and
/// the zoom in percent as a button (it opens the zoom pad), the lasso (lit while in hand).
enum StatusControlsPainter {
    static func paint(_ scene: Scene, on cr: OpaquePointer) {
        let controls = scene.controls
        for slot in scene.toolbar.statusSlots {
            let f = slot.frame.insetBy(2)
            let pressed = controls.pressed == slot.item, hovered = controls.barHovered == slot.item
            if pressed || hovered {
                addRoundedRect(cr, f, radius: 6)
                setColor(cr, pressed ? Theme.pressed : Theme.hover)
                cairo_fill(cr)
            }
            switch slot.item {
            case .documentMenu:
                setColor(cr, Theme.icon)
                cairo_set_line_width(cr, 1.8)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                let c = f.center
                for dy in [-5.0, 0, 5] {
                    cairo_move_to(cr, c.x - 8, c.y + dy); cairo_line_to(cr, c.x + 8, c.y + dy)
                }
                cairo_stroke(cr)
            case .tool(let tool):
                let selected = controls.state.effectiveTool == tool
                if selected {
                    addRoundedRect(cr, f, radius: 6)
                    setColor(cr, Theme.pressed)
                    cairo_fill(cr)
                }
                Icons.draw(slot.item, in: f, color: selected ? Theme.accent : Theme.icon, on: cr)
            default:
                addRoundedRect(cr, f.insetBy(1), radius: 5)
                setColor(cr, Theme.barEdge)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
                TextPainter.draw("\(scene.statusBar.zoom) %", in: f, size: 12, bold: true, color: Theme.icon, align: .center, padding: 2, on: cr)
            }
        }
    }
}
