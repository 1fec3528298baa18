extension PenButtonRecognizer {
    /// Something `advance` will fire at a deadline.
    private enum Due {
        case longPress(PenButton)
        case click(PenButton)
    }

    /// What is scheduled, earliest first (ties in `PenButton.allCases` order, long press last).
    private func schedule() -> [(time: UInt64, due: Due)] {
        var items: [(time: UInt64, due: Due, order: Int)] = []
        for (index, button) in PenButton.allCases.enumerated() {
            if let pressed = pendingClicks[button] {
                items.append((pressed.after(timing.doubleClickInterval), .click(button), index))
            }
        }
        if let press = active, let deadline = press.longPressDeadline(timing) {
            items.append((deadline, .longPress(press.button), PenButton.allCases.count))
        }
        items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        return items.map { ($0.time, $0.due) }
    }

    /// Fires what is due by `time` (a deferred click, a long press).
    public mutating func advance(to time: UInt64) -> [GestureEvent] {
        var out: [GestureEvent] = []
        for item in schedule() where item.time <= time {
            switch item.due {
            case .click(let button):
                pendingClicks[button] = nil
                out.append(.gesture(button, .click))
            case .longPress(let button):
                active?.longPressed = true
                out.append(.gesture(button, .longPress))
            }
        }
        return out
    }

    /// When `advance` next has something to fire, or nil. Asked on every pass of the event
    /// loop: allocates nothing (unlike `schedule()`).
    public var nextDeadline: UInt64? {
        var soonest: UInt64?
        for pressed in pendingClicks.values {
            let time = pressed.after(timing.doubleClickInterval)
            if soonest.map({ time < $0 }) ?? true { soonest = time }
        }
        if let press = active, let deadline = press.longPressDeadline(timing), soonest.map({ deadline < $0 }) ?? true {
            soonest = deadline
        }
        return soonest
    }
}
