import InkGeometry
import InkInput

extension Editor {
    /// A drawing device's motion while its stroke is in progress: the event that comes 125 to
    /// 1000 times a second, handled without the checks `dispatch` and `trackingOverlays` make
    /// for every other event, because under the conditions below none of them can find
    /// anything to do. Nil (the general path then takes the event) otherwise.
    ///
    /// Why a route of its own: at a pen's report rate the machine's caches are cold at each
    /// motion, and its cost is then the code it runs, not the work done (docs/LATENCY-LOG.md).
    /// The checks passed over here were a third of the editor's code on such a motion.
    ///
    /// What the general path does with such a motion, and why each step is the same here:
    /// - the surfaces over the page never see it (a gesture keeps its device's events), and
    ///   with none open nothing in the view controls looks at it: only the scroll bars' note of
    ///   the pointer is kept, below;
    /// - the page button and the status bar take it only when the pen is over them, has the
    ///   page button hovered or pressed, or a scroll bar is being dragged: not taken here;
    /// - the button recogniser ignores motions;
    /// - the overlays (`trackingOverlays`) cannot change: the brush preview is hidden while the
    ///   page is edited, the hovered control and the mode indicator's tool are not touched,
    ///   and a tooltip showing is left to the general path;
    /// - the scene changes only in its stroke (`KeptScene`, whose scene the platform then
    ///   draws): a motion with which the scroll bars stop lingering is left to the general path.
    /// `StrokeMotionTests` drives the same events through both paths and compares the outcomes
    /// after each, and the whole editor after every third routed one. A step added to
    /// `dispatch` for motions must be added here too (the tool's own step is shared:
    /// `gestureMoved`).
    mutating func strokeMotion(_ event: InputEvent) -> Damage? {
        guard case .motion = event.action, session.drawsStroke, session.deviceID == event.device.id, surfaces.isEmpty,
              case .none = guidance.tooltip, !scrollbarState.pageButtonHovered, scrollbarState.pageButtonPressedBy == nil,
              scrollbarState.drag == nil, !toolbar.statusBar.contains(event.position), !endsScrollbarLinger(event) else { return nil }
        return countingChanges { editor in
            // The steps of `dispatch` for a motion of the gesture's own device, in its order.
            editor.now = Swift.max(editor.now, event.time)
            editor.noteActivity(event)
            editor.pointerAt = event.position
            editor.noteUsed(event.device.kind)
            let isPen = event.device.kind == .pen || event.device.kind == .eraser
            var damage = isPen ? editor.penNearTouches(event) : .none
            if editor.canvasFrame.contains(event.position) { editor.scrollbarState.pointer = event.position }
            if isPen, var flick = editor.pendingFlick {
                flick.last = event.position
                editor.pendingFlick = flick
            }
            damage.formUnion(editor.gestureMoved(event))
            return damage
        }
    }
}

extension Editor {
    /// Whether the scroll bars, lingering after the view moved, go with this event's time: the
    /// scene then changes besides the stroke, which a routed motion must not do (`KeptScene`).
    func endsScrollbarLinger(_ event: InputEvent) -> Bool {
        guard let until = scrollbarState.shownUntil else { return false }
        return until > now && until <= event.time
    }

    /// The gesture's own device moved: its tool takes the move; a drawing pen may have come to
    /// rest (a shape then). Both paths of a motion (`dispatch`, `strokeMotion`) end here.
    mutating func gestureMoved(_ event: InputEvent) -> Damage {
        var damage = shapes.snappedAt == nil ? .none : drawOnPastShape(event)
        damage.formUnion(toolHandles(.move(sample(event))))
        notePenAtRest(event)
        return damage
    }
}

extension ToolSession {
    /// Whether the gesture draws a stroke (pen, highlighter, pencil): its motions only add to it.
    var drawsStroke: Bool {
        switch self {
        case .drawing, .highlighting, .sketching: return true
        case .idle, .erasing, .panning, .lassoing, .transforming, .draggingText: return false
        }
    }
}
