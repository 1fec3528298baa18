import InkGeometry

/// A button of the bar beside a selection (issue 17): what it does to the selected strokes.
public enum SelectionButton: String, Hashable, Sendable, CaseIterable {
    /// A copy a little down and to the right, which becomes the selection (Ctrl+D).
    case duplicate
    /// Takes the strokes away (Delete).
    case delete

    /// The name people read (the tests find buttons by it).
    public var title: String {
        switch self {
        case .duplicate: return tr("Duplicate")
        case .delete: return tr("Delete")
        }
    }
}

/// The pen-sized buttons beside a selection's frame: a column on the side away from the
/// writing hand (left of the frame for a right hand, right of it for a left one), its top at
/// the frame's top, kept inside the canvas (on the other side, else over the frame's edge, when
/// there is no room). Over the frame's edge it keeps clear of the corner handles: down from the
/// top ones where the frame is tall enough, else below the frame or above it, else inward of
/// the corners on its side (a selection as
/// wide as the window had its Duplicate button on a corner handle, which no pen could then
/// take hold of). The buttons are `SelectionBar.items`, in order: a new one is a line there.
public struct SelectionBar: Hashable, Sendable {
    /// One button and its square target.
    public struct Slot: Hashable, Sendable {
        public var button: SelectionButton
        public var frame: Rect
    }

    /// The buttons, from the top.
    public static let items: [SelectionButton] = [.duplicate, .delete]
    /// The side of a button: a pen-sized target (at least 40 px).
    public static let size = 44.0
    static let gap = 4.0
    /// The room kept between the bar and the frame (the corner handles' reach).
    static let clearance = 18.0

    public var slots: [Slot]

    /// The bar beside `frame` (a selection's dashed frame, window coordinates) inside `canvas`.
    public init(beside frame: Rect, rightHanded: Bool, within canvas: Rect, items: [SelectionButton] = Self.items) {
        let height = Double(items.count) * Self.size + Double(Swift.max(0, items.count - 1)) * Self.gap
        let before = frame.minX - Self.clearance - Self.size, after = frame.maxX + Self.clearance
        let fitsBefore = before >= canvas.minX, fitsAfter = after + Self.size <= canvas.maxX
        var x: Double
        if rightHanded {
            x = fitsBefore ? before : fitsAfter ? after : canvas.minX + Self.gap
        } else {
            x = fitsAfter ? after : fitsBefore ? before : canvas.maxX - Self.size - Self.gap
        }
        x = Swift.min(Swift.max(x, canvas.minX), Swift.max(canvas.minX, canvas.maxX - Self.size))
        let lowest = Swift.max(canvas.minY, canvas.maxY - height - Self.gap)
        var y = Swift.min(Swift.max(frame.minY, canvas.minY + Self.gap), lowest)
        if !fitsBefore && !fitsAfter {
            // Over the frame: its top corner handles reach `clearance` down from the corners.
            let inside = Swift.max(frame.minY + Self.clearance, canvas.minY + Self.gap)
            let below = frame.maxY + Self.clearance, above = frame.minY - Self.clearance - height
            if inside + height <= frame.maxY - Self.clearance && inside <= lowest {
                y = inside
            } else if below <= lowest {
                y = below
            } else if above >= canvas.minY + Self.gap {
                y = above
            } else {
                // No room above or below either: beside the top corners' reach, inward of the
                // corners on its side.
                y = Swift.min(inside, lowest)
                x = rightHanded ? Swift.max(x, frame.minX + Self.clearance) : Swift.min(x, frame.maxX - Self.clearance - Self.size)
                x = Swift.min(Swift.max(x, canvas.minX), Swift.max(canvas.minX, canvas.maxX - Self.size))
            }
        }
        slots = items.enumerated().map { i, item in
            Slot(button: item, frame: Rect(x: x, y: y + Double(i) * (Self.size + Self.gap), width: Self.size, height: Self.size))
        }
    }

    /// Everything it paints.
    public var bounds: Rect { slots.reduce(Rect.empty) { $0.union($1.frame) }.insetBy(-2) }

    /// The button under a window point, if any.
    public func button(at p: Point) -> SelectionButton? { slots.first { $0.frame.contains(p) }?.button }

    /// The target of a button, if the bar has it.
    public func frame(of button: SelectionButton) -> Rect? { slots.first { $0.button == button }?.frame }
}
