import InkGeometry
import InkInput
import InkPreferences

/// The state of the open Preferences panel (its "Pen" page): which binding row is selected,
/// and what the double-click try-it area last saw.
public struct PreferencesPanel: Hashable, Sendable {
    public enum TryIt: Hashable, Sendable {
        case waiting
        /// Two presses this many ms apart made a double-click.
        case recognised(UInt64)
        /// The presses were this many ms apart: too slow for the current double-click time.
        case tooSlow(UInt64)
    }

    public var selected: BindingKey = BindingKey(.lower, .click)
    public var tryIt: TryIt = .waiting
    var lastTryPress: UInt64?
    /// How far the panel's content is scrolled (pixels from its top).
    public var scroll = 0.0
    /// A press on the content that may become a scrolling drag.
    var drag: PanelDrag?
    /// The pressure of the pen pressing the pressure-curve graph (its live test), if it is.
    public var curveProbe: Double?
    /// The device pressing the pressure-curve graph, if one is.
    var curveTouch: Int?
    /// The control point (1 or 2) being dragged on the graph, if one is.
    public var curveHandle: Int?
    /// The strokes drawn in the scratch area (not saved; the Clear button empties it).
    public var scratch: [ScratchStroke] = []
    /// The device drawing in the scratch area, if one is.
    var scratchTouch: Int?
    /// The control the keyboard's focus is on (Tab moves it, a ring shows it); nil until Tab is pressed.
    public var focus: PanelControl?

    public init() {}
}

/// A press on the panel's content: once it moves far enough it scrolls the content and no
/// longer presses a control.
struct PanelDrag: Hashable, Sendable {
    var deviceID: Int
    var startY: Double
    var startScroll: Double
    var scrolling = false
    /// How far a press must move before it scrolls.
    static let slop = 8.0
}

/// A control of the Preferences panel.
public enum PanelControl: Hashable, Sendable {
    case close
    case row(BindingKey)
    case choice(PenAction)
    case hand(Handedness)
    /// The double-click time: − shortens it, + lengthens it (the ms between them), System.
    case shorter, longer, systemSpeed
    case tryIt
    /// A pressure-curve preset.
    case curve(PressureCurve.Preset)
    /// The pressure curve's graph, also its live test: press it with the pen to see where the
    /// pen's pressure lands on the curve.
    case curveGraph
    /// A level of the pen's stroke smoothing (pen.smoothing).
    case smoothing(Smoothing)
    /// What the eraser removes (eraser.mode).
    case eraserMode(EraserMode)
    /// How far ahead of the pen the live stroke shows a predicted tail (pen.prediction).
    case prediction(Prediction)
    /// Whether a stroke held still at its end becomes a clean shape (pen.shapes): off or on.
    case shapes(Bool)
    /// The scratch area under the pressure curve, where the pen draws real ink (not saved).
    case scratch
    /// Empties the scratch area.
    case clearScratch
}
