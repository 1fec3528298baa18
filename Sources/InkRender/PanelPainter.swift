import CCairo
import InkGeometry
import InkInput
import InkInterface

/// Draws the Preferences panel over a dimmed window.
enum PanelPainter {
    static func paint(_ editor: Editor, layout: PanelLayout, in clipRect: Rect, on cr: OpaquePointer) {
        guard let panel = editor.panel else { return }
        cairo_save(cr)
        OverlayPainter.dim(clipRect, alpha: 0.28, on: cr)
        let f = layout.frame
        OverlayPainter.card(f, on: cr, radius: 14)
        let titleWidth = TextPainter.draw("Preferences", x: f.minX + 20, y: f.minY + 34, size: 19, bold: true, color: Theme.icon, on: cr)
        TextPainter.draw("·  Pen", x: f.minX + 30 + titleWidth, y: f.minY + 34, size: 15, color: Theme.accent, on: cr)
        TextPainter.draw("Press a pen button to select its row; tap a row, then an action. Changes apply at once.",
                         x: f.minX + 20, y: f.minY + 62, size: 11.5, color: 0x6a6a74, on: cr)
        for heading in layout.headings {
            let w = TextPainter.draw(heading.text, x: heading.at.x, y: heading.at.y, size: 12.5, bold: true, color: 0x50505a, on: cr)
            if heading.text == "Writing hand" && editor.preferences.handedness == nil {
                // Say whether the hand in effect is a guess from the pen's tilt or the default.
                TextPainter.draw(editor.handednessIsGuessed ? "guessed" : "default", x: heading.at.x + 6,
                                 y: heading.at.y + 14, size: 10, color: 0x8a8a94, on: cr)
                _ = w
            }
        }
        for c in layout.controls { paint(c, editor: editor, panel: panel, on: cr) }
        cairo_restore(cr)
    }

    private static func paint(_ c: PanelLayout.Control, editor: Editor, panel: PreferencesPanel, on cr: OpaquePointer) {
        let f = c.frame
        let hovered = editor.hoveredPanelControl == c.control, pressed = editor.pressedPanelControl == c.control
        func button(_ text: String, selected: Bool, center: Bool = true, bold: Bool = false) {
            addRoundedRect(cr, f, radius: 7)
            setColor(cr, pressed ? Theme.pressed : selected ? Theme.selected : hovered ? Theme.hover : 0xf3f3f6)
            cairo_fill(cr)
            if selected {
                addRoundedRect(cr, f.insetBy(0.5), radius: 7)
                setColor(cr, Theme.accent)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
            }
            let w = TextPainter.width(text, size: 12.5, bold: bold, on: cr)
            let x = center ? f.center.x - w / 2 : f.minX + 10
            TextPainter.draw(text, x: x, y: f.center.y + 4.5, size: 12.5, bold: bold, color: selected ? Theme.accent : Theme.icon, on: cr)
        }
        switch c.control {
        case .close:
            if hovered || pressed { addRoundedRect(cr, f, radius: 8); setColor(cr, Theme.hover); cairo_fill(cr) }
            setColor(cr, Theme.icon)
            cairo_set_line_width(cr, 1.8)
            cairo_move_to(cr, f.center.x - 6, f.center.y - 6); cairo_line_to(cr, f.center.x + 6, f.center.y + 6)
            cairo_move_to(cr, f.center.x + 6, f.center.y - 6); cairo_line_to(cr, f.center.x - 6, f.center.y + 6)
            cairo_stroke(cr)
        case .row(let key):
            let selected = panel.selected == key
            addRoundedRect(cr, f, radius: 6)
            setColor(cr, pressed ? Theme.pressed : selected ? Theme.selected : hovered ? Theme.hover : 0xfbfbfd)
            cairo_fill(cr)
            TextPainter.draw(PanelLayout.title(key.gesture), x: f.minX + 12, y: f.center.y + 4.5, size: 12.5, color: Theme.icon, on: cr)
            let action = editor.preferences.action(key.button, key.gesture).title
            let w = TextPainter.width(action, size: 12.5, bold: true, on: cr)
            TextPainter.draw(action, x: f.maxX - 12 - w, y: f.center.y + 4.5, size: 12.5, bold: true,
                             color: selected ? Theme.accent : 0x50505a, on: cr)
        case .choice(let action):
            let current = editor.preferences.action(panel.selected.button, panel.selected.gesture) == action
            button((current ? "✓ " : "   ") + action.title, selected: current, center: false)
        case .hand(let h):
            button(h == .right ? "Right" : "Left", selected: editor.preferences.effectiveHandedness == h)
        case .slower:
            button("−", selected: false, bold: true)
        case .faster:
            button("+", selected: false, bold: true)
            let value = "\(editor.doubleClickInterval) ms"
            let w = TextPainter.width(value, size: 13, bold: true, on: cr)
            TextPainter.draw(value, x: f.minX - 43 - w / 2, y: f.center.y + 4.5, size: 13, bold: true, color: Theme.icon, on: cr)
        case .systemSpeed:
            button("System", selected: editor.preferences.doubleClickMs == nil)
        case .tryIt:
            addRoundedRect(cr, f, radius: 10)
            let (text, color, fill): (String, UInt32, UInt32)
            switch panel.tryIt {
            case .waiting: (text, color, fill) = ("Double-click here to try", 0x6a6a74, 0xf3f3f6)
            case .recognised(let ms): (text, color, fill) = ("Double-click recognised (\(ms) ms)", 0x1b6a33, 0xdff3e4)
            case .tooSlow(let ms): (text, color, fill) = ("Too slow (\(ms) ms): two clicks", 0x9a4a00, 0xfbeedd)
            }
            setColor(cr, fill)
            cairo_fill_preserve(cr)
            setColor(cr, hovered ? Theme.accent : Theme.barEdge)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            let w = TextPainter.width(text, size: 12, bold: true, on: cr)
            TextPainter.draw(text, x: f.center.x - w / 2, y: f.center.y + 4, size: 12, bold: true, color: color, on: cr)
        }
    }
}
