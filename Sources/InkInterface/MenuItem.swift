/// An item of the marking menu at the pen.
public enum MenuItem: Hashable, Sendable {
    case tool(Tool)
    /// Opens the ring of colours.
    case colors
    /// Opens the ring of widths.
    case sizes
    case undo
    case redo
    case color(Int)
    case width(Int)
    /// Opens the document ring (`MenuItem.documentRing`).
    case document
    /// Asks what to open (the desktop's chooser, else the app's own).
    case open
    /// Saves to the document's file, or asks where.
    case save
    /// Exports the pages as PNG images beside the document.
    case export
    /// A blank page after the current one (undoable).
    case newPage
    /// Opens the page pad: the page number, step buttons and a number pad.
    case goToPage
    /// A zoom preset (fit width, fit page, 100 %).
    case zoom(ZoomPreset)

    /// The label under the icon; a colour is named from the palette of `colorTool` (the
    /// highlighter's own colours while it is in use), a width from `widthTool`'s presets.
    public func title(in palette: Palette, colorTool: Tool = .pen, widthTool: Tool = .pen) -> String {
        switch self {
        case .tool(let t): return t.title
        case .colors: return tr("Colour")
        case .sizes: return tr("Size")
        case .undo: return tr("Undo")
        case .redo: return tr("Redo")
        case .color(let i):
            let colors = palette.colors(for: colorTool)
            return colors.indices.contains(i) ? colors[i].name : ""
        case .width(let i):
            let widths = palette.widths(for: widthTool)
            return widths.indices.contains(i) ? WidthSteps.text(widths[i]) : ""
        case .document: return tr("Document")
        case .open: return tr("Open")
        case .save: return tr("Save")
        case .export: return tr("Export")
        case .newPage: return tr("New page")
        case .goToPage: return tr("Go to page")
        case .zoom(let z): return z.title
        }
    }

    /// The items of the first ring, from the one nearest straight up outward (M1). Eight at
    /// most, so the ring fits small windows with pen-sized targets and every flick direction
    /// stays far from its neighbours: every tool a device can hold is one flick away (the
    /// drawing tools first, then the lasso and the text tool, as Rnote lists its pen styles),
    /// then Colour and Document. Undo and redo, and the file and view actions, are one flick
    /// further, in the document ring (undo is also the toolbar's, the two pen buttons' chord
    /// and Ctrl+Z). The lasso (issue 17) took the place of Size: the widths are in the colour
    /// ring, after the colours (`colorRing`); the text tool (issue 18) took Undo's.
    public static let main: [MenuItem] = [.tool(.pen), .tool(.pencil), .tool(.highlighter), .tool(.eraser), .tool(.lasso), .tool(.text), .colors, .document]

    /// The ring Colour opens: the tool's colours, then its widths (nine with the standard
    /// palette, fewer than the document ring's ten, so it fits a 400x300 window).
    public static func colorRing(_ palette: Palette) -> [MenuItem] {
        palette.colors.indices.map { .color($0) } + palette.widths.indices.map { .width($0) }
    }

    /// The document ring (issue 16): the file, page and zoom actions, undo and redo; ten, the
    /// most a whole ring holds in a 400x300 window. Preferences stays on the toolbar's gear.
    public static let documentRing: [MenuItem] = [.undo, .redo, .open, .save, .export, .newPage, .goToPage,
                                              .zoom(.fitWidth), .zoom(.fitPage), .zoom(.actualSize)]
}

import InkGeometry