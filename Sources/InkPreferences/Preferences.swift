import InkDocument
import InkGeometry
import InkInput
/// Everything the user chooses in Preferences, as a value.
///
/// The defaults are what a Xournal++ user expects from a pen with two barrel buttons:
///
///     pen.lower.click         none
///     pen.lower.double-click  toggle-eraser     (B1: the system's double-tap default)
///     pen.lower.long-press    none
///     pen.lower.hold          temporary-eraser  (hold the lower button to erase)
///     pen.upper.click         context-menu      (M1: the menu opens next to the pen)
///     pen.upper.double-click  none
///     pen.upper.long-press    color-palette     (B4: squeeze shows the palette by the pen)
///     pen.upper.hold          none
///     pen.both.click          undo
///     pen.both.double-click   none
///     pen.both.long-press     none
///     pen.both.hold           none
///     pen.cycle               pen,eraser
///     pen.pressure-curve      medium            (see `PressureCurve.Preset`)
///     handedness              not chosen yet (acts as right)
///     double-click-ms         system (follow the desktop's setting)
///     pen.smoothing           low
///     pen.prediction          off (no predicted tail ahead of the pen)
///     eraser.mode             stroke (the eraser removes whole strokes)
///     colors.recent           none (no custom colour chosen yet)
///     touch.draws             off (one finger pans; on: one finger draws, like PencilKit's anyInput)
///     pen.shapes              on (a stroke held still at its end becomes a clean line, arrow, rectangle or ellipse)
///     pen.priority            on (the drawing thread runs ahead of other programs: nice −5 where the system allows, a 0.1 ms slice)
///     interface.scale         auto (the desktop's Xft.dpi / GDK_SCALE; a number 0.5–4 overrides them)
///     paste.images            object (a pasted image is placed on the page; page: a new page shows it)
public struct Preferences: Hashable, Sendable {
    /// The writing hand; nil until the user has chosen (it then acts as `.right`).
    public var handedness: Handedness?
    /// The longest gap between the clicks of a double click; nil follows the desktop's
    /// setting. Valid values are in `doubleClickRange`.
    public var doubleClickMs: Int?
    /// What each pen gesture does. A missing key acts as its default; an action not allowed
    /// for its gesture acts as `.none` (see `action(_:_:)`).
    public var bindings: [BindingKey: PenAction]
    /// The tools `cycle-tools` steps through, in order (names from `cycleToolNames`).
    public var cycleTools: [String]
    /// How the pen's pressure becomes ink width (`PressureCurve`).
    public var pressureCurve: PressureCurve
    /// How strongly new strokes are steadied against hand jitter.
    public var smoothing: Smoothing
    /// How far ahead of the pen the live stroke shows a predicted tail (never part of the stroke).
    public var prediction: Prediction
    /// What the eraser takes away: whole strokes or only the ink under it.
    public var eraserMode: EraserMode
    /// The custom colours last chosen in the colour picker, newest first, opaque, at most
    /// `recentColorLimit`, each once (the palette shows them).
    public var recentColors: [InkColor]
    /// Whether one finger on a touchscreen draws (true) or pans the view (false, the default:
    /// fingers navigate, the pen draws, G5).
    public var touchDraws = false
    /// Whether a stroke whose pen is held still at its end becomes the clean shape it is close to (on by default).
    public var shapes = true
    /// Whether the app asks the system to run its drawing thread (the event loop: input, ink,
    /// flush) ahead of other programs' work (on by default; `DrawingPriority` in the platform).
    public var drawingPriority = true
    /// How large the interface is drawn (1 = 96 dpi, 2 = twice as large): nil follows the
    /// desktop (`InterfaceScale.resolve`); a number in `interfaceScaleRange` overrides it.
    public var interfaceScale: Double?
    /// What a pasted image becomes: an object on the page (the default) or a new page.
    public var pasteImages = PasteImages.object

    public init(handedness: Handedness? = nil, doubleClickMs: Int? = nil,
                bindings: [BindingKey: PenAction] = Preferences.defaultBindings,
                cycleTools: [String] = Preferences.defaultCycleTools,
                pressureCurve: PressureCurve = Preferences.defaultPressureCurve,
                smoothing: Smoothing = Preferences.defaultSmoothing, eraserMode: EraserMode = .stroke,
                recentColors: [InkColor] = [], prediction: Prediction = .off) {
        self.handedness = handedness
        self.doubleClickMs = doubleClickMs
        self.bindings = bindings
        self.cycleTools = cycleTools
        self.eraserMode = eraserMode
        self.pressureCurve = pressureCurve
        self.smoothing = smoothing
        self.prediction = prediction
        self.recentColors = recentColors
    }

    /// The writing hand to lay out for: the chosen one, or right when none was chosen.
    public var effectiveHandedness: Handedness { handedness ?? .right }

    /// What `button` does for `gesture`. Never an action the gesture does not allow (B3):
    /// such a binding, set directly on `bindings`, acts as `.none`.
    public func action(_ button: PenButton, _ gesture: ButtonGesture) -> PenAction {
        let key = BindingKey(button, gesture)
        let bound = bindings[key] ?? Self.defaultBindings[key] ?? .none
        return bound.isAllowed(for: gesture) ? bound : .none
    }

    /// The interface scales `interface.scale` may be set to.
    public static let interfaceScaleRange = 0.5...4.0

    /// The valid double-click intervals in milliseconds.
    public static let doubleClickRange = 100...2000

    /// The tool names `pen.cycle` may list.
    public static let cycleToolNames = ["pen", "eraser"]

    public static let defaultCycleTools = ["pen", "eraser"]

    public static let defaultPressureCurve = PressureCurve.Preset.medium.curve
    /// Light steadying: slow jitter goes, fast strokes pass unchanged.
    public static let defaultSmoothing = Smoothing.low

    /// The default binding of every key in `BindingKey.all` (see the type's documentation).
    public static let defaultBindings: [BindingKey: PenAction] = [
        BindingKey(.lower, .click): .none,
        BindingKey(.lower, .doubleClick): .toggleEraser,
        BindingKey(.lower, .longPress): .none,
        BindingKey(.lower, .hold): .temporaryEraser,
        BindingKey(.upper, .click): .contextMenu,
        BindingKey(.upper, .doubleClick): .none,
        BindingKey(.upper, .longPress): .colorPalette,
        BindingKey(.upper, .hold): .none,
        BindingKey(.both, .click): .undo,
        BindingKey(.both, .doubleClick): .none,
        BindingKey(.both, .longPress): .none,
        BindingKey(.both, .hold): .none,
    ]
}
