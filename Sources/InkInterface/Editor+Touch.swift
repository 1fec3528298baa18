import InkGeometry
import InkInput

extension Editor {
    /// A touch event: the gesture machine decides, the view or the tool follows (G5).
    /// A finger that lands on the toolbar, an open surface (palette, menu, panel, chooser) or a
    /// notice works it as a mouse would (press, drag, release) rather than moving the page.
    mutating func touched(_ e: InputEvent, _ phase: TouchPhase, _ contact: TouchContact) -> Damage {
        if let finger = touches.controlFinger, finger == contact.id, phase != .began {
            if phase == .ended { touches.controlFinger = nil }
            return dispatch(pointer(phase, e.position, e))
        }
        if phase == .began, touches.controlFinger == nil, !touches.isActive, !touches.penBlocks(at: e.time),
           (contact.size.map { Swift.max($0.width, $0.height) } ?? 0) < TouchGestures.palmSize,
           !canvasFrame.contains(e.position) || !surfaces.isEmpty || noticeFrame?.contains(e.position) == true {
            touches.controlFinger = contact.id
            return dispatch(pointer(.began, e.position, e))
        }
        let actions = touches.touch(phase, contact, at: e.position, time: e.time, draws: preferences.touchDraws)
        return carryOut(actions, from: e)
    }

    /// A pen event: touches stop while the pen is near, and a finger's stroke is cancelled.
    mutating func penNearTouches(_ e: InputEvent) -> Damage {
        let near: Bool
        switch e.action {
        case .proximityOut: near = false
        case .leave: return .none
        default: near = true
        }
        let actions = touches.pen(near: near, at: e.time)
        return actions.isEmpty ? .none : carryOut(actions, from: e)
    }

    /// Kinetic scrolling after a flick: the view moves on by the steps due at `time`.
    mutating func coast(to time: UInt64) -> Damage {
        let d = touches.coast(to: time)
        return d == .zero ? .none : scroll(by: d)
    }

    private mutating func carryOut(_ actions: [TouchAction], from e: InputEvent) -> Damage {
        var damage = Damage.none
        for action in actions {
            switch action {
            case .view(let from, let to, let scale, let serial):
                if touches.viewAnchor?.serial != serial {
                    touches.viewAnchor = ViewAnchor(serial: serial, page: viewport.toPage(from), scale: viewport.scale)
                }
                guard let anchor = touches.viewAnchor else { continue }
                damage.formUnion(setZoom(anchor.scale * scale, around: to))
                damage.formUnion(scroll(by: to - viewport.toWindow(anchor.page)))
            case .tap(let fingers, let at):
                let undo = fingers == 2
                guard fingers <= 3 else { continue }
                damage.formUnion(perform(undo ? .undo : .redo, for: .touch))
                damage.formUnion(showFeedback(undo ? tr("Undo") : tr("Redo"), tool: nil, at: at))
            case .draw(let phase, let p):
                touches.drawingDevice = phase == .ended ? nil : e.device.id
                touches.drawingAt = p
                damage.formUnion(dispatch(pointer(phase, p, e)))
            case .cancelDrawing:
                damage.formUnion(cancelTouchStroke())
            }
        }
        return damage
    }

    /// The primary press, drag or release of the touch device that a finger's phase stands for.
    private func pointer(_ phase: TouchPhase, _ p: Point, _ e: InputEvent) -> InputEvent {
        var pointer = InputEvent(action: .motion, device: DeviceRef(id: e.device.id, kind: .touch), position: p,
                                 buttons: [.primary], time: e.time)
        switch phase {
        case .began: pointer.action = .press(.primary); pointer.buttons = []
        case .moved: break
        case .ended: pointer.action = .release(.primary)
        }
        return pointer
    }

    /// Drops the stroke a finger is drawing without leaving ink; an erasure ends where it is.
    private mutating func cancelTouchStroke() -> Damage {
        guard let id = touches.drawingDevice, session.deviceID == id else { return .none }
        touches.drawingDevice = nil
        switch session {
        case .drawing, .highlighting, .sketching, .lassoing:
            session = .idle
            return wholeCanvas
        case .erasing, .transforming, .draggingText:
            // A move of the selection already shows on the page: it ends, as one undo step.
            return dispatch(InputEvent(action: .release(.primary), device: DeviceRef(id: id, kind: .touch), position: touches.drawingAt,
                                       buttons: [.primary], time: now))
        case .idle, .panning:
            return .none
        }
    }
}
