import InkDocument
import InkGeometry
import InkInput

/// The interface logic of one document window, as a value: it takes platform-neutral input
/// events, keys and commands, changes the document and tool state, and says what to redraw.
/// It knows nothing of X11 or Cairo; the platform feeds it and the renderer draws it.
public struct Editor: Sendable {
    public internal(set) var document: Document
    public internal(set) var history = History()
    public let palette: Palette
    public internal(set) var windowSize: Size
    public internal(set) var toolbar: ToolbarLayout
    public internal(set) var viewport: Viewport
    /// Each device kind's own tool, colour and width (G5).
    public internal(set) var tools: [DeviceKind: ToolState] = [:]
    /// The kind of the device used last: the toolbar shows its tool.
    public internal(set) var activeKind: DeviceKind = .mouse
    public internal(set) var activeStroke: ActiveStroke?
    /// The control pressed and not yet released, if any.
    public internal(set) var pressedItem: ToolbarItem?
    /// The page being shown and drawn on.
    public internal(set) var page = 0
    var eraser: EraserSession?

    public init(document: Document = Document(), windowSize: Size, palette: Palette = .standard) {
        self.document = document
        self.palette = palette
        self.windowSize = windowSize
        self.toolbar = ToolbarLayout(windowSize: windowSize, palette: palette)
        self.viewport = Viewport(origin: Point(toolbar.canvasFrame(windowSize: windowSize).minX, 0))
    }

    /// The tool state of a device kind.
    public func toolState(for kind: DeviceKind) -> ToolState {
        tools[kind] ?? .initial(for: kind)
    }

    /// The tool state the toolbar shows (the device in use).
    public var shownToolState: ToolState { toolState(for: activeKind) }

    /// The window area of the canvas.
    public var canvasFrame: Rect { toolbar.canvasFrame(windowSize: windowSize) }

    /// The whole window.
    public var windowFrame: Rect { Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height) }

    /// Adapts to a new window size; everything must be redrawn.
    public mutating func resize(to size: Size) -> Damage {
        windowSize = size
        toolbar = ToolbarLayout(windowSize: size, palette: palette)
        viewport.origin = Point(canvasFrame.minX, viewport.origin.y)
        return Damage(window: windowFrame, ink: .empty)
    }

    mutating func setTool(_ state: ToolState, for kind: DeviceKind) -> Damage {
        guard state != toolState(for: kind) else { return .none }
        tools[kind] = state
        return Damage(window: toolbar.frame)
    }

    /// Makes `kind` the device in use; the toolbar follows it.
    mutating func activate(_ kind: DeviceKind) -> Damage {
        guard kind != activeKind, kind != .pad, kind != .other else { return .none }
        let before = shownToolState
        activeKind = kind
        return before == shownToolState ? .none : Damage(window: toolbar.frame)
    }
}
