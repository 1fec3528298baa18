import CCairo
import InkGeometry
import InkInterface

/// Draws the page or zoom pad: a card with its title, the value between − and +, the number
/// pad, OK, and for the zoom its presets.
enum PadPainter {
    static func paint(_ pad: ValuePad, hovered: ValuePad.Control?, pressed: ValuePad.Control?, on cr: OpaquePointer) {
        cairo_save(cr)
        OverlayPainter.card(pad.frame, on: cr, radius: 10)
        TextPainter.draw(pad.title, in: Rect(x: pad.frame.minX + 4, y: pad.frame.minY + 4, width: pad.frame.width - 8, height: 24),
                         size: 12, bold: true, color: 0x6a6a74, padding: 4, on: cr)
        let d = pad.display
        addRoundedRect(cr, d, radius: 6)
        setColor(cr, 0xffffff)
        cairo_fill_preserve(cr)
        setColor(cr, Theme.accent)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        TextPainter.draw(pad.text, in: d, size: 15, bold: true, color: Theme.icon, align: .center, padding: 3, on: cr)
        // The percentages ("50 %", "200 %") side by side at one size, the one the wider needs.
        let percents = pad.keys.filter { if case .percent = $0.control { true } else { false } }
        let percentSize = PanelPainter.rowTypeSize(percents.map { (label($0.control), $0.frame.width - 4) }, bold: true, on: cr, largest: 13)
        for key in pad.keys {
            let f = key.frame
            let primary = key.control == .ok
            addRoundedRect(cr, f, radius: 7)
            let fill: UInt32 = pressed == key.control ? Theme.pressed : primary ? Theme.accent : hovered == key.control ? Theme.hover : 0xf3f3f6
            setColor(cr, fill)
            cairo_fill(cr)
            let color: UInt32 = primary && pressed != key.control ? 0xffffff : Theme.icon
            let size: Double
            if case .percent = key.control { size = percentSize } else { size = 13 }
            TextPainter.draw(label(key.control), in: f, size: size, bold: true, color: color, align: .center, padding: 2, on: cr)
            if pad.focus == key.control { FocusRing.paint(f, radius: 7, on: cr) }
        }
        cairo_restore(cr)
    }

    static func label(_ c: ValuePad.Control) -> String {
        switch c {
        case .digit(let d): return String(d)
        case .backspace: return "←"
        case .stepDown: return "−"
        case .stepUp: return "+"
        case .ok: return tr("OK")
        case .preset(let z): return z.title
        // As the zoom is written everywhere ("100 %"), with a narrow space that does not break.
        case .percent(let p): return "\(p)\u{202F}%"
        }
    }
}
