import InkDocument
import InkGeometry

/// One sample of a tool's gesture: where, in window and page coordinates, and how hard.
public struct ToolSample: Hashable, Sendable {
    /// In window coordinates.
    public var window: Point
    /// In the coordinates of the gesture's page (the window position for a tool without a page).
    public var page: Point
    /// The pressure to draw with, 0...1.
    public var pressure: Double
    /// How far the pen leans from upright, in degrees (0 when the device has no tilt).
    public var tilt: Double
    /// The angle a chisel nib held in this hand has here (`ChiselNib.angle`): from the pen's
    /// barrel rotation where the device reports it, else the resting angle.
    public var nibAngle: Double
    /// When the device was here: the X server's milliseconds (0 when unknown).
    public var time: UInt64

    public init(window: Point, page: Point, pressure: Double = 0.5, tilt: Double = 0, nibAngle: Double = ChiselNib.restingAngle,
                time: UInt64 = 0) {
        self.window = window; self.page = page; self.pressure = pressure; self.tilt = tilt; self.nibAngle = nibAngle; self.time = time
    }
}

/// What a tool is told of its device during one gesture (contact to lift).
public enum ToolEvent: Hashable, Sendable {
    /// The contact that starts the gesture.
    case down(ToolSample)
    /// The device moved while in contact.
    case move(ToolSample)
    /// The contact ended here (lifted, or the device left while touching): the gesture is over.
    case up(ToolSample)
}

/// What a tool may read while it handles an event; never another tool's state.
public struct ToolContext: Sendable {
    /// The strokes of the gesture's page as they are now (empty for a tool without a page).
    public var strokes: [Stroke]
    /// Where those strokes are (the page's spatial index).
    public var strokeIndex: StrokeIndex

    /// Without an index, one is built of `strokes`.
    public init(strokes: [Stroke] = [], strokeIndex: StrokeIndex? = nil) {
        self.strokes = strokes; self.strokeIndex = strokeIndex ?? StrokeIndex(strokes)
    }

    /// A context holding a page's strokes and their index.
    public init(page: Page) { self.init(strokes: page.strokes, strokeIndex: page.strokeIndex) }

    /// The context of a tool that reads no page (the pen's every move): made once and shared,
    /// as even an index of no strokes allocates.
    public static let withoutPage = ToolContext()
}

/// What a tool's event asks of the editor. A tool changes only its own state; the editor
/// carries out its outcome (changes the document or the view, and says what to repaint).
public enum ToolOutcome: Sendable {
    case nothing
    /// New ink in this area of the gesture's page: repaint it.
    case inked(Rect)
    /// Take these strokes (at their present indices, highest first) out of the page now.
    case remove([PlacedStroke])
    /// Cut these strokes (highest index first) into their pieces now.
    case cut([StrokeCut])
    /// Move the view by this many window pixels.
    case scroll(by: Point)
    /// The gesture drew this stroke: add it to its page as one undo step.
    case addStroke(ActiveStroke)
    /// The gesture's changes, already made, become one undo step. Indirect: an edit is ~230
    /// bytes, and every outcome would be as large (each drawing motion returns one).
    indirect case record(Edit)
    /// Make these changes now, as part of the gesture (a selection dragged): recorded later by `settle`.
    case apply([Edit])
    /// A selection drag ended: its changes, already made (a `replace` for each page), become
    /// one undo step, once the editor has moved the strokes dropped over another page there.
    case settle([Edit])
    /// The lasso closed: select these strokes of the gesture's page (and those the region
    /// holds on the pages it reaches); repaint the region's area.
    case select(Set<StrokeID>, region: LassoRegion)
    /// The box being edited is now this (dragged by its grip or its width handle).
    case textBox(TextBox)
    /// A drag in the text of the box being edited reached this page point: the selection runs to it.
    case textCaret(Point)
}

/// A tool's behaviour: one type per tool, holding only its own gesture's state, with one entry
/// point (input in, outcome out). A new tool is a new conforming type and a case of
/// `ToolSession`.
public protocol ToolBehaviour: Sendable {
    /// The device whose gesture this is: only its events reach the tool.
    var deviceID: Int { get }
    /// The page the gesture works on, or nil for a tool that works on the view.
    var page: Int? { get }
    /// Handles one event of the gesture.
    mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome
}
