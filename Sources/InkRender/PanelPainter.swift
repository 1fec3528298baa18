import CCairo
import InkGeometry
import InkInput
import InkPreferences
import InkInterface

/// Draws the Preferences panel over a dimmed window.
enum PanelPainter {
    static func paint(_ surface: Scene.PanelView, in clipRect: Rect, on cr: OpaquePointer) {
        let layout = surface.layout
        cairo_save(cr)
        OverlayPainter.dim(clipRect, alpha: 0.28, on: cr)
        let f = layout.frame
        OverlayPainter.card(f, on: cr, radius: 14)
        // The header: never scrolled, so the close button is always there.
        let titleWidth = TextPainter.draw(tr("Preferences"), x: f.minX + 20, y: f.minY + 33, size: 19, bold: true, color: Theme.icon, on: cr)
        TextPainter.draw("·  " + tr("Pen"), x: f.minX + 30 + titleWidth, y: f.minY + 33, size: 15, color: Theme.accent, on: cr)
        for c in layout.controls.prefix(layout.headerCount) { paint(c, surface, on: cr) }
        if layout.maxScroll > 0 {
            setColor(cr, Theme.barEdge)
            cairo_rectangle(cr, f.minX + 12, layout.content.minY - 0.5, f.width - 24, 1)
            cairo_fill(cr)
        }
        cairo_save(cr)
        clip(cr, to: layout.content)
        for label in layout.labels where label.at.y > layout.content.minY - 20 && label.at.y < layout.content.maxY + 20 {
            let height = label.size * 1.4
            TextPainter.draw(label.text, in: Rect(x: label.at.x, y: label.at.y - label.size * 0.36 - height / 2, width: label.width, height: height),
                             size: label.size, bold: label.bold, color: label.style == .heading ? 0x50505a : 0x6a6a74, padding: 0, on: cr)
            if label.text == tr("Writing hand") && surface.preferences.handedness == nil {
                // Say whether the hand in effect is a guess from the pen's tilt or the default.
                TextPainter.draw(surface.handednessIsGuessed ? tr("guessed") : tr("default"), x: label.at.x + 6,
                                 y: label.at.y + 14, size: 10, color: 0x8a8a94, on: cr)
            }
        }
        for c in layout.controls.dropFirst(layout.headerCount) where c.frame.intersects(layout.content) { paint(c, surface, on: cr) }
        // The keyboard's focus ring over its control, clipped as the control is (the header's are not).
        let focus = surface.panel.focus.flatMap { c in layout.controls.firstIndex { $0.control == c } }
        if let i = focus, i >= layout.headerCount { FocusRing.paint(layout.controls[i].frame, radius: 7, on: cr) }
        cairo_restore(cr)
        if let i = focus, i < layout.headerCount { FocusRing.paint(layout.controls[i].frame, radius: 7, on: cr) }
        if layout.maxScroll > 0 { paintScrollbar(layout, on: cr) }
        cairo_restore(cr)
    }

    /// A thin bar at the card's right edge: where the view is in the content.
    private static func paintScrollbar(_ layout: PanelLayout, on cr: OpaquePointer) {
        let track = layout.content.insetBy(4)
        let height = Swift.max(24, track.height * layout.content.height / layout.contentHeight)
        let y = track.minY + (track.height - height) * layout.scroll / Swift.max(1, layout.maxScroll)
        addRoundedRect(cr, Rect(x: layout.frame.maxX - 8, y: y, width: 4, height: height), radius: 2)
        setColor(cr, 0x9a9aa4, alpha: 0.8)
        cairo_fill(cr)
    }

    /// The type size for a row of buttons, each label with the room its button leaves: 12.5,
    /// or as much smaller (down to three quarters, as `TextPainter`'s shrink goes) as the label
    /// with the least room needs, so that every label in the row is drawn at one size. Each
    /// shrunk on its own, the eraser's "ストローク" was drawn smaller than its neighbour "部分".
    static func rowTypeSize(_ labels: [(text: String, width: Double)], bold: Bool, on cr: OpaquePointer, largest: Double = 12.5) -> Double {
        var size = largest
        // The same steps as the shrink's, so that none of the labels is shrunk again.
        while size > largest * 0.75, labels.contains(where: { TextPainter.width($0.text, size: size, bold: bold, on: cr) > $0.width }) { size -= 0.5 }
        return size
    }

    /// What the try-it area says; the time's number and its unit never part at a line's end
    /// (a no-break space: "(80" then "ms)" on the next line read as a broken sentence).
    static func tryItText(_ state: PreferencesPanel.TryIt) -> String {
        func bound(_ text: String, _ ms: UInt64) -> String { text.replacingOccurrences(of: "\(ms) ", with: "\(ms)\u{00A0}") }
        switch state {
        case .waiting: return tr("Double-click here to try")
        case .recognised(let ms): return bound(tr("Double-click recognised (%@ ms)", String(ms)), ms)
        case .tooSlow(let ms): return bound(tr("Too slow (%@ ms): two clicks", String(ms)), ms)
        }
    }

    private static func paint(_ c: PanelLayout.Control, _ surface: Scene.PanelView, on cr: OpaquePointer) {
        let f = c.frame, panel = surface.panel, preferences = surface.preferences
        let hovered = surface.hovered == c.control, pressed = surface.pressed == c.control
        // `row`: the buttons this one sits among and their labels, all drawn at one size.
        func button(_ text: String, selected: Bool, center: Bool = true, bold: Bool = false, row: [(PanelControl, String)] = []) {
            addRoundedRect(cr, f, radius: 7)
            setColor(cr, pressed ? Theme.pressed : selected ? Theme.selected : hovered ? Theme.hover : 0xf3f3f6)
            cairo_fill(cr)
            if selected {
                addRoundedRect(cr, f.insetBy(0.5), radius: 7)
                setColor(cr, Theme.accent)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
            }
            let padding = center ? 6.0 : 10.0
            let room = row.map { control, label in
                (label, (surface.layout.controls.first { $0.control == control }?.frame.width ?? f.width) - 2 * padding)
            }
            let size = row.isEmpty ? 12.5 : rowTypeSize(room, bold: bold, on: cr)
            TextPainter.draw(text, in: f, size: size, bold: bold, color: selected ? Theme.accent : Theme.icon,
                             align: center ? .center : .leading, padding: padding, on: cr)
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
            let title = TextPainter.draw(PanelLayout.title(key.gesture), in: f, size: 12.5, color: Theme.icon, padding: 12, on: cr)
            let action = preferences.action(key.button, key.gesture).title(for: key.gesture)
            TextPainter.draw(action, in: Rect(x: title.maxX, y: f.minY, width: f.maxX - title.maxX, height: f.height), size: 12.5, bold: true,
                             color: selected ? Theme.accent : 0x50505a, align: .trailing, padding: 12, on: cr)
        case .choice(let action):
            let current = preferences.action(panel.selected.button, panel.selected.gesture) == action
            button((current ? "✓ " : "   ") + action.title(for: panel.selected.gesture), selected: current, center: false)
        case .hand(let h):
            button(h == .right ? tr("Right") : tr("Left"), selected: preferences.effectiveHandedness == h, row: [(.hand(.right), tr("Right")), (.hand(.left), tr("Left"))])
        case .shorter:
            button("−", selected: false, bold: true)
        case .longer:
            button("+", selected: false, bold: true)
            let value = "\(surface.doubleClickInterval) ms"
            let w = TextPainter.width(value, size: 13, bold: true, on: cr)
            TextPainter.draw(value, x: f.minX - 43 - w / 2, y: f.center.y + 4.5, size: 13, bold: true, color: Theme.icon, on: cr)
        case .systemSpeed:
            button(tr("System"), selected: preferences.doubleClickMs == nil)
        case .curve(let preset):
            button(PanelLayout.title(preset), selected: preferences.pressureCurve == preset.curve,
                   row: PressureCurve.Preset.allCases.map { (.curve($0), PanelLayout.title($0)) })
        case .smoothing(let level):
            button(PanelLayout.title(level), selected: preferences.smoothing == level, row: Smoothing.allCases.map { (.smoothing($0), PanelLayout.title($0)) })
        case .eraserMode(let mode):
            button(PanelLayout.title(mode), selected: preferences.eraserMode == mode, row: EraserMode.allCases.map { (.eraserMode($0), PanelLayout.title($0)) })
        case .prediction(let level):
            button(PanelLayout.title(level), selected: preferences.prediction == level, row: Prediction.allCases.map { (.prediction($0), PanelLayout.title($0)) })
        case .shapes(let on):
            button(on ? tr("On") : tr("Off"), selected: preferences.shapes == on, row: [(.shapes(true), tr("On")), (.shapes(false), tr("Off"))])
        case .curveGraph:
            paintCurveGraph(preferences.pressureCurve, probe: panel.curveProbe, in: f, hovered: hovered, on: cr)
        case .scratch:
            paintScratch(panel.scratch, in: f, hovered: hovered, on: cr)
        case .clearScratch:
            button(tr("Clear"), selected: false)
        case .tryIt:
            addRoundedRect(cr, f, radius: 10)
            let text = Self.tryItText(panel.tryIt)
            let (color, fill): (UInt32, UInt32)
            switch panel.tryIt {
            case .waiting: (color, fill) = (0x6a6a74, 0xf3f3f6)
            case .recognised: (color, fill) = (0x1b6a33, 0xdff3e4)
            case .tooSlow: (color, fill) = (0x9a4a00, 0xfbeedd)
            }
            setColor(cr, fill)
            cairo_fill_preserve(cr)
            setColor(cr, hovered ? Theme.accent : Theme.barEdge)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            TextPainter.draw(text, in: f, size: 12, bold: true, color: color, align: .center, padding: 12, overflow: .wrap, on: cr)
        }
    }
}
