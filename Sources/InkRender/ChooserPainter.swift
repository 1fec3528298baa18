import CCairo
import InkGeometry
import InkInterface

/// Draws the app's own file chooser over the dimmed window.
enum ChooserPainter {
    static func paint(_ surface: Scene.ChooserView, in clipRect: Rect, on cr: OpaquePointer) {
        let chooser = surface.chooser, layout = surface.layout
        cairo_save(cr)
        OverlayPainter.dim(clipRect, alpha: 0.28, on: cr)
        let f = layout.frame
        OverlayPainter.card(f, on: cr, radius: 14)
        if !chooser.keyboardOpen { paintHeader(chooser, layout, on: cr) }
        for c in layout.controls { paint(c, chooser: chooser, hovered: surface.hovered == c.control, on: cr) }
        if let field = layout.nameField { paintName(chooser, in: field, on: cr) }
        if let focus = chooser.focus, let frame = layout.frame(of: focus) { FocusRing.paint(frame, radius: 8, on: cr) }
        cairo_restore(cr)
    }

    private static func paintHeader(_ chooser: FileChooser, _ layout: ChooserLayout, on cr: OpaquePointer) {
        let f = layout.frame
        TextPainter.draw(chooser.mode.title, x: f.minX + 20, y: f.minY + 34, size: 18, bold: true, color: Theme.icon, on: cr)
        // A long folder path shows its end (the folder itself); why a typed name cannot be
        // saved takes its place until the name changes, and the letters typed to find an entry
        // while the search goes on.
        let line = chooser.pathLine
        TextPainter.draw(line.text, in: layout.pathLabel, size: 12.5, bold: line.isProblem, color: line.isProblem ? Theme.problem : 0x50505a,
                         overflow: line.isProblem ? .truncateMiddle : .truncateStart, on: cr)
        addRoundedRect(cr, layout.list, radius: 8)
        setColor(cr, 0xffffff)
        cairo_fill_preserve(cr)
        setColor(cr, Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        if chooser.entries.isEmpty {
            TextPainter.draw(chooser.mode.emptyListText,
                             in: Rect(x: layout.list.minX + 6, y: layout.list.minY + 4, width: layout.list.width - 12, height: 28),
                             size: 12.5, color: 0x8a8a94, on: cr)
        }
    }

    /// The x of the name field's caret (at the name's caret, and in the composition, as drawn).
    static func nameCaret(_ chooser: FileChooser, in field: Rect, on cr: OpaquePointer) -> Double {
        let w = TextPainter.width(shownName(chooser, in: field, on: cr).before, size: 14, on: cr)
        guard let preedit = chooser.preedit, !preedit.text.isEmpty else { return field.minX + 13 + w }
        let before = String(preedit.text.prefix(preedit.caret))
        return field.minX + 13 + w + TextPainter.width(before, size: 14, on: cr)
    }

    /// The name as shown, cut at the caret and to the field's width (clear of the "abc" at its
    /// end): of a long name, the end of what is before the caret (where the typing is, with
    /// room for the caret), then as much of what follows as fits.
    private static func shownName(_ chooser: FileChooser, in field: Rect, on cr: OpaquePointer) -> (before: String, after: String) {
        let room = field.width - 58, at = chooser.caretOffset
        let before = TextPainter.truncated(String(chooser.name.prefix(at)), width: room, size: 14, bold: false, atStart: true, on: cr)
        let left = room - TextPainter.width(before, size: 14, on: cr)
        let after = at < chooser.name.count && left > 12
            ? TextPainter.truncated(String(chooser.name.dropFirst(at)), width: left, size: 14, bold: false, atStart: false, on: cr) : ""
        return (before, after)
    }

    private static func paintName(_ chooser: FileChooser, in field: Rect, on cr: OpaquePointer) {
        addRoundedRect(cr, field, radius: 8)
        setColor(cr, 0xffffff)
        cairo_fill_preserve(cr)
        setColor(cr, Theme.accent)
        cairo_stroke(cr)
        let (before, after) = shownName(chooser, in: field, on: cr)
        if chooser.nameSelected {
            let sw = TextPainter.width(before + after, size: 14, on: cr)
            setColor(cr, Theme.selected)
            cairo_rectangle(cr, field.minX + 10, field.minY + 8, sw + 4, field.height - 16)
            cairo_fill(cr)
        }
        let y = field.center.y + 5
        var x = field.minX + 12 + TextPainter.draw(before, x: field.minX + 12, y: y, size: 14, color: Theme.icon, on: cr)
        var caret = x + 1
        if let preedit = chooser.preedit, !preedit.text.isEmpty {
            // What the input method composes, underlined at the caret, the caret the input method's.
            let drawn = PreeditPainter.draw(preedit, x: x, y: y, size: 14, color: Theme.icon, on: cr)
            caret = drawn.caret + 1
            x += drawn.width
        }
        _ = TextPainter.draw(after, x: x, y: y, size: 14, color: Theme.icon, on: cr)
        setColor(cr, Theme.accent)
        cairo_rectangle(cr, caret, field.minY + 10, 1.5, field.height - 20)
        cairo_fill(cr)
        // "abc" at the field's end: a tap on the field opens or closes it.
        TextPainter.draw("abc", in: Rect(x: field.maxX - 40, y: field.minY, width: 36, height: field.height), size: 12,
                         color: chooser.keyboardOpen ? Theme.accent : 0x8a8a94, align: .center, on: cr)
    }

    private static func paint(_ c: ChooserLayout.Control, chooser: FileChooser, hovered: Bool, on cr: OpaquePointer) {
        let f = c.frame
        func button(_ text: String, primary: Bool = false, on: Bool = false) {
            addRoundedRect(cr, f, radius: 8)
            setColor(cr, primary ? (hovered ? 0x255fc8 : Theme.accent) : on ? Theme.selected : (hovered ? Theme.hover : 0xf3f3f6))
            cairo_fill(cr)
            TextPainter.draw(text, in: f, size: 13, bold: true, color: primary ? 0xffffff : Theme.icon, align: .center, padding: 6, on: cr)
        }
        switch c.control {
        case .up: button("↑")
        case .recent: button(tr("Recent"), on: chooser.showingRecent)
        case .scrollUp: button("▲")
        case .scrollDown: button("▼")
        case .cancel: button(tr("Cancel"))
        case .confirm: button(chooser.mode.confirmTitle, primary: true)
        case .openFolder: button(tr("Open this folder"))
        case .nameField: break
        case .key(let text): button(ChooserKeyboard.text(text, shift: chooser.shift))
        case .backspace: button("⌫")
        case .shift: button(tr("⇧ Shift"), primary: chooser.shift)
        case .hideKeyboard: button(tr("Done"))
        case .row(let i):
            let entry = chooser.entries[i]
            if chooser.selected == i || hovered {
                addRoundedRect(cr, f.insetBy(2), radius: 6)
                setColor(cr, chooser.selected == i ? Theme.selected : Theme.hover)
                cairo_fill(cr)
            }
            TextPainter.draw(entry.isFolder ? "▸" : "·", x: f.minX + 12, y: f.center.y + 4.5, size: 13, bold: true, color: 0x8a8a94, on: cr)
            // A recent file's folder after its name, dimmed, its end shown (the folder itself).
            let nameWidth = entry.location == nil ? f.width - 22 : ((f.width - 22) * 0.55).rounded()
            TextPainter.draw(entry.name, in: Rect(x: f.minX + 22, y: f.minY, width: nameWidth, height: f.height), size: 13,
                             bold: entry.isFolder, color: Theme.icon, overflow: .truncateMiddle, on: cr)
            if let location = entry.location {
                TextPainter.draw(location, in: Rect(x: f.minX + 22 + nameWidth + 8, y: f.minY, width: f.width - 30 - nameWidth - 8, height: f.height),
                                 size: 12, color: 0x8a8a94, overflow: .truncateStart, on: cr)
            }
        }
    }
}
