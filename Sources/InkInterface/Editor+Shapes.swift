import InkGeometry
import InkInput
import InkPreferences

/// Straight lines and shapes (issue 17): a stroke whose pen stays still for `ShapeState.holdMs`
/// at its end becomes the clean line, arrow, rectangle or ellipse it is close to
/// (`ShapeRecognizer`), at once, while the pen is still down; the lift commits it as one
/// stroke, one undo step. The pen at rest sends no events, so the rest ends in the editor's
/// time passing (`nextDeadline`, `advance(to:)`), not in an event. The ruler makes strokes
/// straight lines in 15° steps (`RulerLine`).
extension Editor {
    /// Whether a stroke is being drawn that a rest could turn into a shape.
    /// Asked on every pass of the event loop (`nextDeadline`): reads the session's flags in
    /// place, never a copy of the stroke.
    var strokeMayBecomeShape: Bool {
        preferences.shapes && session.strokeMayBecomeShape
    }

    /// The drawing pen moved (or touched down) at the event: it may have come to rest.
    mutating func notePenAtRest(_ e: InputEvent) {
        guard strokeMayBecomeShape else { return }
        shapes.penMoved(to: e.position, at: e.time)
    }

    /// When the resting pen's stroke is due to be recognised, if one rests.
    var shapeDeadline: UInt64? { strokeMayBecomeShape ? shapes.deadline : nil }

    /// Time passed: a stroke whose pen rested long enough becomes its shape, if it is close to one.
    mutating func recogniseRestingStroke(at time: UInt64) -> Damage {
        guard let due = shapeDeadline, due <= time, let stroke = activeStroke else { return .none }
        // Looked at once per rest: a move starts another.
        let restedAt = shapes.rest?.position
        shapes.rest = nil
        guard let shape = ShapeRecognizer.recognise(Array(stroke.realPoints)) else { return .none }
        guard let area = session.becomeShape(shape.points) else { return .none }
        shapes.recognised &+= 1
        shapes.snappedAt = restedAt
        return Damage(window: toWindow(area, page: stroke.page))
    }

    /// The pen drawing a stroke that became a shape moved on, far from where it rested: the
    /// person paused mid-stroke and draws on, so the shape goes and the stroke is again as
    /// drawn, going on from there (before, what was drawn after the pause was lost). One
    /// comparison on a motion while no shape waits.
    mutating func drawOnPastShape(_ e: InputEvent) -> Damage {
        guard let at = shapes.snappedAt, at.distance(to: e.position) > ShapeState.moveOnRadius else { return .none }
        shapes.snappedAt = nil
        guard let area = session.leaveShape(), let page = session.page else { return .none }
        return Damage(window: toWindow(area, page: page))
    }

    /// The R key: the ruler on or off, with a note by the pen.
    mutating func toggleRuler() -> Damage {
        shapes.rulerOn.toggle()
        let anchor = hover?.position ?? buttonAnchor
        var damage = showFeedback(shapes.rulerOn ? tr("Ruler on: straight lines") : tr("Ruler off"), tool: nil, at: anchor)
        damage.region.add(modeIndicatorFrame)
        return damage
    }

    /// A pen button bound to the ruler for its hold was pressed (`button`) or released (nil).
    mutating func holdRuler(_ button: PenButton?) -> Damage {
        shapes.rulerButton = button
        return Damage(window: modeIndicatorFrame)
    }

    /// The mode indicator's custom mode text: the ruler's, then the double-click mode (B2).
    var indicatorMode: String? {
        guard shapes.rulerActive else { return customMode }
        return tr("Ruler: straight lines, 15° steps") + (customMode.map { "; " + $0 } ?? "")
    }

    /// The same, short, for a narrow status bar: "Ruler", "2× Undo".
    var indicatorModeShort: String? {
        guard shapes.rulerActive else { return customModeShort }
        return tr("Ruler") + (customModeShort.map { "; " + $0 } ?? "")
    }
}

extension ToolSession {
    /// Whether a stroke is being drawn that is neither ruled nor a shape already.
    var strokeMayBecomeShape: Bool {
        switch self {
        case .drawing(let b): return !b.stroke.isRuled && !b.stroke.isShape
        case .highlighting(let b): return !b.stroke.isRuled && !b.stroke.isShape
        case .sketching(let b): return !b.stroke.isRuled && !b.stroke.isShape
        case .idle, .erasing, .panning, .lassoing, .transforming, .draggingText: return false
        }
    }

    /// Takes the stroke being drawn back from its shape; the area that changed, or nil when no
    /// stroke is being drawn.
    mutating func leaveShape() -> Rect? {
        switch consume self {
        case .drawing(var b):
            defer { self = .drawing(b) }
            return b.stroke.leaveShape()
        case .highlighting(var b):
            defer { self = .highlighting(b) }
            return b.stroke.leaveShape()
        case .sketching(var b):
            defer { self = .sketching(b) }
            return b.stroke.leaveShape()
        case let other:
            self = other
            return nil
        }
    }

    /// Makes the stroke being drawn the recognised shape's line; the area that changed, or nil
    /// when no stroke is being drawn.
    mutating func becomeShape(_ line: [StrokePoint]) -> Rect? {
        switch consume self {
        case .drawing(var b):
            defer { self = .drawing(b) }
            return b.stroke.becomeShape(line)
        case .highlighting(var b):
            defer { self = .highlighting(b) }
            return b.stroke.becomeShape(line)
        case .sketching(var b):
            defer { self = .sketching(b) }
            return b.stroke.becomeShape(line)
        case let other:
            self = other
            return nil
        }
    }
}
