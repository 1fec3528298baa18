import InkDocument
import InkGeometry
import InkInput

/// The text box being edited, as the renderer draws it: its draft (drawn instead of the
/// page's box), the caret, its frame and handles, and the candidate bar of handwriting.
public struct TextEditView: Hashable, Sendable {
    public var page: Int
    public var box: TextBox
    /// The caret, in characters from the start of the text.
    public var caret: Int
    /// Whether the caret stands at the end of the line of the character before it (End on a
    /// line wrapped there), not at the start of the next line.
    public var caretEndsLine = false
    /// The selected characters, if any (drawn under a highlight).
    public var selection: Range<Int>?
    /// The writing area, in the window (at least a comfortable pen's height, S1).
    public var frame: Rect
    /// The grip that moves the box, and the handle on its right edge that changes its width.
    public var moveGrip: Rect
    public var widthGrip: Rect
    /// The recogniser's readings and where each one's button is, when they show.
    public var candidates: [String]
    public var candidateFrames: [Rect]
    /// The candidate the keys have chosen (Enter accepts it), when the bar shows.
    public var candidateFocus: Int?
    /// Whether a ring shows it (once the keys have moved it).
    public var candidateRing = false
    /// What an input method is composing at the caret (`TextEditView+Preedit`).
    public var preedit: Preedit?

    public init(page: Int, box: TextBox, caret: Int, frame: Rect, moveGrip: Rect, widthGrip: Rect,
                candidates: [String], candidateFrames: [Rect]) {
        self.page = page; self.box = box; self.caret = caret; self.frame = frame
        self.moveGrip = moveGrip; self.widthGrip = widthGrip; self.candidates = candidates; self.candidateFrames = candidateFrames
    }

    /// Window pixels between the writing area and the dashed line drawn around it, so that the
    /// line keeps clear of the text (which starts at the writing area's very edge).
    public static let margin = 4.0

    /// The dashed line around the box, and what a tap inside counts as the box.
    public var outline: Rect { frame.insetBy(-Self.margin) }

    /// Everything drawn for it, in the window.
    public var extent: Rect {
        candidateFrames.reduce(outline.union(moveGrip).union(widthGrip)) { $0.union($1) }.insetBy(-4)
    }
}
