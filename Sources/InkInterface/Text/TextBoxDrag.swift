import InkDocument
import InkGeometry

/// Dragging the box being edited by its grip (moves it) or by its right edge's handle
/// (changes its width; the text wraps anew). Changes the draft only, one step with the rest.
public struct TextBoxDrag: ToolBehaviour {
    /// `caret`: a press in the text, whose drag selects (`ToolOutcome.textCaret`).
    public enum Grip: Hashable, Sendable { case move, width, caret }

    public let deviceID: Int
    public let boxPage: Int
    public let grip: Grip
    /// The box when the drag began.
    let start: TextBox
    /// Where the drag began, in page units.
    var from: Point?

    public var page: Int? { boxPage }

    public init(deviceID: Int, page: Int, grip: Grip, box: TextBox) {
        self.deviceID = deviceID; self.boxPage = page; self.grip = grip; self.start = box
    }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s):
            from = s.page
            return .nothing
        case .move(let s), .up(let s):
            if grip == .caret { return .textCaret(s.page) }
            guard let from else { return .nothing }
            let d = s.page - from
            var box = start
            switch grip {
            case .move: box.origin = start.origin + d
            case .width: box.width = Swift.max(start.width + d.x, TextBox.minimumWidthInEms * box.fontSize)
            case .caret: break
            }
            return .textBox(box)
        }
    }
}
