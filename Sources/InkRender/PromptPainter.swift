import CCairo
import InkGeometry
import InkInterface

/// Draws a prompt: a card over the dimmed canvas with its question and answer buttons (the
/// first answer is the suggested one).
enum PromptPainter {
    static func paint(_ prompt: Prompt, editor: Editor, in clipRect: Rect, on cr: OpaquePointer) {
        let canvas = editor.canvasFrame
        let f = prompt.frame(in: canvas)
        cairo_save(cr)
        OverlayPainter.dim(clipRect, alpha: 0.2, on: cr)
        OverlayPainter.card(f, on: cr, radius: 12)
        TextPainter.draw(prompt.message, x: f.minX + 20, y: f.minY + 34, size: 15, bold: true, color: Theme.icon, on: cr)
        if !prompt.detail.isEmpty {
            TextPainter.draw(prompt.detail, x: f.minX + 20, y: f.minY + 58, size: 12, color: 0x6a6a74, on: cr)
        }
        for (i, (choice, b)) in zip(prompt.choices, prompt.choiceFrames(in: canvas)).enumerated() {
            let primary = i == 0, hovered = editor.hoveredChoice == i
            addRoundedRect(cr, b, radius: 8)
            setColor(cr, primary ? (hovered ? 0x255fc8 : Theme.accent) : (hovered ? Theme.hover : 0xf3f3f6))
            cairo_fill(cr)
            let w = TextPainter.width(choice, size: 13, bold: true, on: cr)
            TextPainter.draw(choice, x: b.center.x - w / 2, y: b.center.y + 4.5, size: 13, bold: true,
                             color: primary ? 0xffffff : Theme.icon, on: cr)
        }
        cairo_restore(cr)
    }
}
