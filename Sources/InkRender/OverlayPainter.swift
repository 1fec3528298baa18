import CCairo
import InkGeometry
import InkInterface

/// Draws what floats over the canvas: an open popup, the feedback note and notices.
enum OverlayPainter {
    /// A card: rounded, with a soft shadow and a hairline edge.
    static func card(_ r: Rect, on cr: OpaquePointer, radius: Double = 10) {
        for (grow, alpha) in [(4.0, 0.05), (2.0, 0.08)] {
            addRoundedRect(cr, r.insetBy(-grow).offsetBy(Point(0, 1.5)), radius: radius + grow)
            cairo_set_source_rgba(cr, 0, 0, 0, alpha)
            cairo_fill(cr)
        }
        addRoundedRect(cr, r, radius: radius)
        setColor(cr, 0xfbfbfd)
        cairo_fill_preserve(cr)
        setColor(cr, Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    /// Dims what lies behind a modal card.
    static func dim(_ r: Rect, alpha: Double, on cr: OpaquePointer) {
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.13, alpha)
        cairo_fill(cr)
    }

    /// The palette popup: a card of controls drawn as the toolbar's are.
    static func paintPopup(_ popup: Popup, controls: Scene.Controls, on cr: OpaquePointer) {
        cairo_save(cr)
        card(popup.frame, on: cr, radius: 12)
        let state = controls.state
        for slot in popup.slots {
            if case .recentColor(let i) = slot.item, popup.recentColors.indices.contains(i) {
                let c = popup.recentColors[i]
                ToolbarPainter.paintRecent(slot.frame, color: c, selected: state.customColor == c, hovered: controls.hovered == slot.item,
                                           pressed: controls.pressed == slot.item, on: cr)
            } else {
                ToolbarPainter.paint(slot, controls: controls, state: state, hovered: controls.hovered, on: cr)
            }
        }
        cairo_restore(cr)
    }

    /// A dark rounded label's background (the feedback note).
    private static func darkPill(_ f: Rect, alpha: Double, on cr: OpaquePointer) {
        addRoundedRect(cr, f, radius: f.height / 2)
        cairo_set_source_rgba(cr, 0.13, 0.13, 0.16, alpha)
        cairo_fill(cr)
    }

    static func paintFeedback(_ feedback: Feedback, frame f: Rect, on cr: OpaquePointer) {
        cairo_save(cr)
        darkPill(f, alpha: 0.92, on: cr)
        var x = f.minX + 14
        if let tool = feedback.tool {
            Icons.draw(.tool(tool), in: Rect(x: f.minX + 4, y: f.minY + 4, width: 24, height: 24), color: 0xffffff, on: cr)
            x = f.minX + 32
        }
        TextPainter.draw(feedback.text, in: Rect(x: x - 8, y: f.minY, width: f.maxX - x + 8 - 6, height: f.height), size: 13, bold: true,
                         color: 0xffffff, on: cr)
        cairo_restore(cr)
    }

    /// Draws a notice in its frame (`Notice.frame`); returns the area its text takes.
    @discardableResult
    static func paintNotice(_ text: String, frame f: Rect, on cr: OpaquePointer) -> Rect {
        cairo_save(cr)
        addRoundedRect(cr, f, radius: 8)
        setColor(cr, 0xfff4d6)
        cairo_fill_preserve(cr)
        setColor(cr, 0xe0b84a)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        // A long message wraps (the notice is as tall as its lines) rather than being cut.
        let area = TextPainter.draw(text, in: f.insetBy(2), size: 12.5, color: 0x5a4300, align: .center, padding: 10, overflow: .wrap, on: cr)
        cairo_restore(cr)
        return area
    }
}
