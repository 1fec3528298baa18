import CCairo
import InkGeometry
import InkInterface

/// Draws the status bar under the canvas: the mode indicator (the tool icon, the device in use
/// and its tool, another device's tool, the custom double-click mode) and the page number. Every
/// text is measured and shortened with an ellipsis so that it stays inside the bar.
enum StatusBarPainter {
    static let padding: Double = 10
    static let iconSize: Double = 20
    static let gap: Double = 14
    static let size: Double = 12
    static let quiet: UInt32 = 0x6a6a74

    static func paint(_ scene: Scene, on cr: OpaquePointer) {
        let whole = scene.statusBar.frame
        guard whole.width > 0, whole.height > 0 else { return }
        let m = scene.modeIndicator
        cairo_save(cr)
        cairo_rectangle(cr, whole.x, whole.y, whole.width, whole.height)
        cairo_clip(cr)
        setColor(cr, Theme.bar)
        cairo_paint(cr)
        setColor(cr, Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, whole.minX, whole.minY + 0.5); cairo_line_to(cr, whole.maxX, whole.minY + 0.5); cairo_stroke(cr)
        StatusControlsPainter.paint(scene, on: cr)
        // The indicator and the page number take what the bar's controls leave.
        let f = scene.toolbar.statusText.intersection(whole)

        let icon = Rect(x: f.minX + padding - 2, y: f.center.y - iconSize / 2, width: iconSize, height: iconSize)
        cairo_save(cr)
        cairo_translate(cr, icon.center.x, icon.center.y)
        cairo_scale(cr, iconSize / 24, iconSize / 24)
        Icons.draw(.tool(m.tool), in: Rect(x: -12, y: -12, width: 24, height: 24), color: Theme.accent, on: cr)
        cairo_restore(cr)

        // The page button leaves the tool's icon and name their room (`Scene.StatusBar.pageButton`).
        let button = scene.statusBar.pageButtonLayout(measure: PangoTextMeasure.of(cr))
        let textLeft = icon.maxX + 6, textRight = (button?.frame.minX ?? f.maxX) - padding
        let room = Swift.max(0, textRight - textLeft)
        let baseline = f.center.y + 4.5
        let plain: (String) -> Double = { TextPainter.width($0, size: size, on: cr) }
        let (detail, page, mode, other) = texts(m, page: button == nil ? m.page ?? "" : "", room: room, on: cr)
        var x = textLeft
        if !detail.isEmpty { x += TextPainter.draw(detail, x: x, y: baseline, size: size, bold: true, color: Theme.icon, on: cr) }
        if !other.isEmpty { TextPainter.draw(other, x: x + 6, y: baseline, size: size, color: quiet, on: cr) }
        // The page number at the right end, the custom mode before it.
        var right = textRight
        if !page.isEmpty {
            right -= plain(page)
            TextPainter.draw(page, x: right, y: baseline, size: size, color: Theme.icon, on: cr)
            right -= gap
        }
        if !mode.isEmpty {
            right -= plain(mode)
            TextPainter.draw(mode, x: right, y: baseline, size: size, color: Theme.accent, on: cr)
        }
        if let button { paintPageButton(button.frame, text: button.text, look: scene.statusBar.pageButtonLook, baseline: baseline, on: cr) }
        cairo_restore(cr)
    }

    /// The indicator's texts as they fit `room`: the tool's detail, the page, the custom mode and
    /// the other device's tool, by importance. The custom mode too long for its share is given
    /// short ("2× Undo"), then shortened with "…" if even that is too long ("Lower d…" said nothing).
    static func texts(_ m: ModeIndicator, page pageText: String, room: Double, on cr: OpaquePointer)
        -> (detail: String, page: String, mode: String, other: String) {
        let bold: (String) -> Double = { TextPainter.width($0, size: size, bold: true, on: cr) }
        let plain: (String) -> Double = { TextPainter.width($0, size: size, on: cr) }
        let otherText = m.other.map { "· " + $0 } ?? ""
        func fit(_ modeText: String) -> [String] {
            // The tool's detail (which the toolbar shows too) leaves the custom mode, shown nowhere
            // else, its shortest room (a narrow bar: the lasso's button takes part of it); never
            // more than the room there is, so no text runs under the page button.
            let modeRoom = modeText.isEmpty ? 0 : gap + Swift.min(48, plain(modeText))
            let detailText = TextFitting.ellipsize(m.detail, width: Swift.max(Swift.min(48, room), room - modeRoom), measure: bold)
            return TextFitting.share([(detailText, bold), (pageText, plain), (modeText, plain), (otherText, plain)],
                                     width: room, gap: gap, minimum: 48)
        }
        var fitted = fit(m.mode ?? "")
        if let short = m.modeShort, let full = m.mode, fitted[2] != full { fitted = fit(short) }
        return (fitted[0], fitted[1], fitted[2], fitted[3])
    }

    /// The page number as a button (a tap opens the page overview): four small sheets, then the
    /// text (sized for it by the layout). Drawn 28 px tall in the middle of its hit area (the bar's height).
    static func paintPageButton(_ hit: Rect, text: String, look: Scene.StatusBar.PageButtonLook, baseline: Double, on cr: OpaquePointer) {
        let f = Rect(x: hit.minX, y: (hit.center.y - 14).rounded(), width: hit.width, height: Swift.min(28, hit.height))
        OverviewPainter.roundedRect(cr, f, radius: 6)
        switch look {
        case .normal: setColor(cr, Theme.bar)
        case .hovered: setColor(cr, Theme.hover)
        case .pressed: setColor(cr, Theme.pressed)
        case .open: setColor(cr, Theme.selected)
        }
        cairo_fill_preserve(cr)
        setColor(cr, look == .open ? Theme.accent : Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        OverviewIcons.grid(in: Rect(x: f.minX + 6, y: f.minY, width: 16, height: f.height), color: look == .open ? Theme.accent : Theme.icon, on: cr)
        TextPainter.draw(text, x: f.minX + 26, y: baseline, size: size, color: look == .open ? Theme.accent : Theme.icon, on: cr)
    }
}
