import CCairo
import InkGeometry
import InkInterface

/// Draws the toolbar: tools, colour swatches, widths, undo and redo, showing the tool state
/// of the device in use.
public enum ToolbarPainter {
    /// Only the controls that meet `clip` (when given) are drawn: a frame that repaints one
    /// button (the undo button once a stroke is committed) costs that button, not the bar.
    /// Returns how many controls were drawn.
    @discardableResult
    public static func paint(_ bar: ToolbarLayout, controls: Scene.Controls, on cr: OpaquePointer, within clip: Rect? = nil) -> Int {
        cairo_save(cr)
        setColor(cr, Theme.bar)
        cairo_rectangle(cr, bar.frame.x, bar.frame.y, bar.frame.width, bar.frame.height)
        cairo_fill(cr)
        setColor(cr, Theme.barEdge)
        let edgeX = bar.frame.minX == 0 ? bar.frame.maxX - 0.5 : bar.frame.minX + 0.5
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, edgeX, bar.frame.minY); cairo_line_to(cr, edgeX, bar.frame.maxY); cairo_stroke(cr)
        setColor(cr, Theme.separator)
        for y in bar.separators {
            cairo_move_to(cr, bar.frame.minX + 12, y + 0.5); cairo_line_to(cr, bar.frame.maxX - 12, y + 0.5); cairo_stroke(cr)
        }
        let state = controls.state
        var drawn = 0
        for slot in bar.slots where clip.map({ slot.frame.insetBy(-2).intersects($0) }) ?? true {
            paint(slot, controls: controls, state: state, hovered: controls.barHovered, on: cr)
            drawn += 1
        }
        cairo_restore(cr)
        return drawn
    }

    /// Draws one control (in the toolbar or the palette popup) for the shown tool state `state`.
    /// `hovered`: the item shown hovered (the toolbar's under the pointer, or the palette's).
    static func paint(_ slot: ToolbarLayout.Slot, controls: Scene.Controls, state: ToolState, hovered: ToolbarItem?, on cr: OpaquePointer) {
        let f = slot.frame
        let palette = controls.palette
        let pressed = controls.pressed == slot.item
        if hovered == slot.item && !pressed {
            addRoundedRect(cr, f.insetBy(1), radius: 8)
            setColor(cr, Theme.hover)
            cairo_fill(cr)
        }
        switch slot.item {
        case .tool(let tool):
            let selected = state.effectiveTool == tool
            background(f, selected: selected, pressed: pressed, on: cr)
            Icons.draw(slot.item, in: f, color: selected ? Theme.accent : Theme.icon, on: cr)
            if tool == .eraser && controls.eraserMode == .area {
                Icons.footprintBadge(in: f, color: selected ? Theme.accent : Theme.icon, on: cr)
            }
        case .preferences:
            background(f, selected: controls.preferencesOpen, pressed: pressed, on: cr)
            Icons.draw(slot.item, in: f, color: controls.preferencesOpen ? Theme.accent : Theme.icon, on: cr)
        case .undo, .redo:
            let enabled = slot.item == .undo ? controls.canUndo : controls.canRedo
            background(f, selected: false, pressed: pressed, on: cr)
            Icons.draw(slot.item, in: f, color: enabled ? Theme.icon : Theme.iconDisabled, on: cr)
        case .color(let i):
            let colors = palette.colors(for: state.colorTool)
            guard colors.indices.contains(i) else { return }
            let c = colors[i].color
            let selected = state.showsPreset(i) && (state.effectiveTool == .pen || state.effectiveTool == .highlighter || state.effectiveTool == .pencil)
            if selected || pressed {
                setColor(cr, selected ? Theme.accent : Theme.barEdge)
                cairo_set_line_width(cr, 2)
                cairo_new_path(cr)
                cairo_arc(cr, f.center.x, f.center.y, f.width / 2 - 2, 0, 2 * .pi)
                cairo_stroke(cr)
            }
            cairo_new_path(cr)
            cairo_arc(cr, f.center.x, f.center.y, f.width / 2 - 6, 0, 2 * .pi)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        case .colorMenu:
            let c = state.color(in: palette)
            background(f, selected: controls.paletteOpen, pressed: pressed, on: cr)
            cairo_new_path(cr)
            cairo_arc(cr, f.center.x, f.center.y, f.width / 2 - 6, 0, 2 * .pi)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, 1)
            cairo_fill(cr)
        case .nextWidth:
            background(f, selected: false, pressed: pressed, on: cr)
            let c = state.color(in: palette)
            let d = Swift.min(f.width - 10, Swift.max(3, state.width * 1.4))
            cairo_new_path(cr)
            cairo_arc(cr, f.center.x, f.center.y, d / 2, 0, 2 * .pi)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, 1)
            cairo_fill(cr)
        case .documentMenu, .zoomLevel:
            // Drawn by the status bar (`StatusControlsPainter`).
            break
        case .customColor:
            background(f, selected: false, pressed: pressed, on: cr)
            Icons.colorWheel(in: f, on: cr)
        case .recentColor:
            break   // drawn by the palette popup, which holds the colours (`paintRecent`)
        case .widthSlider:
            paintWidthSlider(f, width: state.width, color: state.color(in: palette), on: cr)
        case .width(let i):
            background(f, selected: state.widthIndex(in: palette) == i, pressed: pressed, on: cr)
            let c = state.color(in: palette)
            let d = Swift.min(f.width - 10, Swift.max(3, palette.widths(for: state.widthTool)[i] * (state.widthTool == .highlighter ? 0.8 : 1.4)))
            cairo_new_path(cr)
            cairo_arc(cr, f.center.x, f.center.y, d / 2, 0, 2 * .pi)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, 1)
            cairo_fill(cr)
        }
    }

    private static func background(_ f: Rect, selected: Bool, pressed: Bool, on cr: OpaquePointer) {
        guard selected || pressed else { return }
        addRoundedRect(cr, f.insetBy(1), radius: 8)
        setColor(cr, pressed ? Theme.pressed : Theme.selected)
        cairo_fill(cr)
    }
}
