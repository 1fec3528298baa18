/// A drawing tool a device can hold.
public enum Tool: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pressure-sensitive ink.
    case pen
    /// Wide translucent ink for marking text on a page.
    case highlighter
    /// Graphite: grainy, darker with pressure, wider and lighter with tilt.
    case pencil
    /// Removes whole strokes it touches, or cuts away the ink under it (`eraser.mode`).
    case eraser
    /// Moves the page under the window (a temporary tool while a pen button is held).
    case pan
    /// Selects strokes with a loop or a rectangle drag; moves, scales, turns the selection.
    case lasso
    /// Places text boxes on the page and types into them (or writes into them with the pen).
    case text

    /// The name shown to people.
    public var title: String {
        switch self {
        case .pen: return tr("Pen")
        case .highlighter: return tr("Highlighter")
        case .pencil: return tr("Pencil")
        case .eraser: return tr("Eraser")
        case .pan: return tr("Pan")
        case .lasso: return tr("Lasso")
        case .text: return tr("Text")
        }
    }
}

import InkGeometry