import InkGeometry
import InkInput

/// The always-visible mode indicator (B2), in the status bar under the canvas: the tool of the
/// device in use, which device that is when another device holds a different tool
/// ("Pen: Eraser · Mouse: Pen"), the custom double-click mode in effect, and the page number.
///
/// It lives outside the canvas, as a Krita or Xournal++ status bar does, so it never hides ink,
/// a page or the pen's preview, and the pen never has to chase it away (issue 10, point 4). The
/// renderer measures its texts and shortens them with an ellipsis so they always fit.
public struct ModeIndicator: Hashable, Sendable {
    public var tool: Tool
    /// The device in use and its tool: "Pen · Black · 4 px", or "Pen: Eraser" when devices differ.
    public var detail: String
    /// Another device that holds a different tool ("Mouse: Pen"), if one has been used.
    public var other: String?
    /// The custom double-click mode in effect, if any.
    public var mode: String?
    /// The same, short ("2× Undo"), for a status bar too narrow for `mode`.
    public var modeShort: String?
    /// "Page 2 of 7" when the document has pages.
    public var page: String?

    public init(tool: Tool, detail: String, other: String? = nil, mode: String? = nil, page: String? = nil, modeShort: String? = nil) {
        self.tool = tool; self.detail = detail; self.other = other; self.mode = mode; self.page = page; self.modeShort = modeShort
    }

    /// The name people use for a device kind.
    public static func deviceName(_ kind: DeviceKind) -> String {
        switch kind {
        case .pen: return tr("Pen")
        case .eraser: return tr("Eraser end")
        case .mouse: return tr("Mouse")
        case .touch: return tr("Touch")
        case .pad: return tr("Pad")
        case .other: return tr("Pointer")
        }
    }

    /// The device whose tool is worth naming beside `kind`'s: the mouse beside a pen (or its
    /// eraser end, or touch), the pen beside the mouse.
    static func counterpart(of kind: DeviceKind) -> DeviceKind { kind == .mouse ? .pen : .mouse }
}
