import CCairo
import InkGeometry
import InkInterface

/// Draws a prompt: a card over the dimmed canvas with its question and answer buttons (the
/// first answer is the suggested one).
enum PromptPainter {
    static func paint(_ surface: Scene.PromptView, in clipRect: Rect, on cr: OpaquePointer) {
        let prompt = surface.prompt, canvas = surface.canvas
        // Laid out with the measure the editor had, of the scale it is drawn at.
        let measure = PangoTextMeasure.of(cr)
        let f = prompt.frame(in: canvas, measure: measure)
        cairo_save(cr)
        OverlayPainter.dim(clipRect, alpha: 0.2, on: cr)
        OverlayPainter.card(f, on: cr, radius: 12)
        let question = prompt.questionFrame(in: canvas, measure: measure)
        TextPainter.draw(prompt.message, in: question.frame, size: 15, bold: true, color: Theme.icon,
                         overflow: question.twoLines ? .wrap : .shrink, on: cr)
        if prompt.showsDetail(in: canvas, measure: measure) {
            TextPainter.draw(prompt.detail, in: prompt.detailFrame(in: canvas, measure: measure), size: Prompt.detailSize, color: 0x6a6a74,
                             overflow: .wrap, on: cr)
        }
        if let field = prompt.fieldFrame(in: canvas, measure: measure), let secret = prompt.secret {
            addRoundedRect(cr, field, radius: 6)
            setColor(cr, 0xffffff)
            cairo_fill_preserve(cr)
            setColor(cr, Theme.accent)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
            // One dot per character typed, then the caret.
            let dots = min(secret.count, Int((field.width - 30) / 12))
            setColor(cr, Theme.icon)
            for i in 0..<dots {
                cairo_arc(cr, field.minX + 14 + Double(i) * 12, field.center.y, 3.5, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
            cairo_rectangle(cr, field.minX + 10 + Double(dots) * 12, field.minY + 7, 1.5, field.height - 14)
            cairo_fill(cr)
        }
        for (i, (choice, b)) in zip(prompt.choices, prompt.choiceFrames(in: canvas, measure: measure)).enumerated() {
            let primary = i == 0, hovered = surface.hovered == i
            addRoundedRect(cr, b, radius: 8)
            setColor(cr, primary ? (hovered ? 0x255fc8 : Theme.accent) : (hovered ? Theme.hover : 0xf3f3f6))
            cairo_fill(cr)
            TextPainter.draw(choice, in: b, size: 13, bold: true, color: primary ? 0xffffff : Theme.icon, align: .center, padding: 4, on: cr)
            if prompt.focusShown && prompt.focus == i { FocusRing.paint(b, radius: 8, on: cr) }
        }
        cairo_restore(cr)
    }
}
