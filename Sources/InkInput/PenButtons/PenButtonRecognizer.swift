/// Turns a pen's barrel-button presses, tip contacts and proximity into button events and
/// gestures (click, double-click, long press), driven by the X server's millisecond timestamps.
///
/// Every method first fires what was due by its `time` (as `advance(to:)` would), then applies
/// its own event, so events always come out in time order. Times may repeat or step back a
/// little (events from different devices): durations saturate at zero.
///
/// - A click is a press released within `longPressThreshold`, with the tip never touching,
///   not part of a chord and not the second press of a double-click. Buttons in
///   `doubleClickBound` report it once `doubleClickInterval` has passed since its press.
/// - A double-click is a second press of a `doubleClickBound` button less than
///   `doubleClickInterval` after a click's press; it is reported at that second press, which
///   then makes no other gesture.
/// - The tip touching flushes waiting clicks at once: a stroke between two presses means
///   they are two clicks.
/// - A long press is reported once, at `longPressThreshold`, if the tip has not touched.
/// - Lower and upper down together are the chord `both`: the first one's press ends, and the
///   chord behaves as one button until either is released; the other then stays silent.
public struct PenButtonRecognizer: Sendable {
    public var timing: GestureTiming
    /// Buttons whose double-click has a binding: only their clicks wait for the interval.
    public var doubleClickBound: Set<PenButton>

    /// Physical buttons (lower, upper) that are down.
    var held: Set<PenButton> = []
    /// The press being recognised; nil when only the button left over after a chord is down.
    var active: ButtonPress?
    /// Clicks waiting to see whether a double-click follows: the time of each one's press.
    var pendingClicks: [PenButton: UInt64] = [:]
    /// Whether the tip touches the surface.
    var tipTouching = false

    public init(timing: GestureTiming = GestureTiming(), doubleClickBound: Set<PenButton> = []) {
        self.timing = timing
        self.doubleClickBound = doubleClickBound
    }

    /// A barrel button (lower or upper) went down. Repeated presses and `both` are ignored.
    public mutating func press(_ button: PenButton, at time: UInt64) -> [GestureEvent] {
        var out = advance(to: time)
        guard let partner = button.partner, !held.contains(button) else { return out }
        held.insert(button)
        if held.contains(partner) {
            if let first = active, first.button == partner { out.append(.released(partner)) }
            begin(.both, at: time, into: &out)
        } else {
            begin(button, at: time, into: &out)
        }
        return out + advance(to: time)
    }

    /// A barrel button (lower or upper) went up. Releases of buttons not down are ignored.
    public mutating func release(_ button: PenButton, at time: UInt64) -> [GestureEvent] {
        var out = advance(to: time)
        guard button.partner != nil, held.contains(button) else { return out }
        held.remove(button)
        // Nothing is active when `button` is what a chord left over: it ends silently.
        guard let press = active, press.button == button || press.button == .both else { return out }
        active = nil
        out.append(.released(press.button))
        let quick = time.elapsed(since: press.time) < timing.longPressThreshold
        if press.isCandidate && quick {
            if doubleClickBound.contains(press.button) {
                pendingClicks[press.button] = press.time
            } else {
                out.append(.gesture(press.button, .click))
            }
        }
        return out + advance(to: time)
    }

    /// The tip touched: a press in progress becomes a hold, and clicks still waiting for a
    /// second press fire now (drawing in between ends a double-click: the click must act
    /// before the stroke, and a press after the stroke starts afresh).
    public mutating func tipDown(at time: UInt64) -> [GestureEvent] {
        var out = advance(to: time)
        for button in PenButton.allCases where pendingClicks[button] != nil {
            pendingClicks[button] = nil
            out.append(.gesture(button, .click))
        }
        tipTouching = true
        active?.touched = true
        return out
    }

    /// The tip left the surface (a press stays a hold: the tip touched during it).
    public mutating func tipUp(at time: UInt64) -> [GestureEvent] {
        let out = advance(to: time)
        tipTouching = false
        return out
    }

    /// The pen left proximity: buttons still down are released (no click), pending clicks are dropped.
    public mutating func proximityOut(at time: UInt64) -> [GestureEvent] {
        var out = advance(to: time)
        if let press = active { out.append(.released(press.button)) }
        active = nil
        held = []
        pendingClicks = [:]
        tipTouching = false
        return out
    }

    /// Starts the press of `button` (a single button or the chord), reporting a double-click
    /// when it follows a pending click of the same button in time.
    private mutating func begin(_ button: PenButton, at time: UInt64, into out: inout [GestureEvent]) {
        out.append(.pressed(button))
        var press = ButtonPress(button: button, time: time, touched: tipTouching)
        if doubleClickBound.contains(button), let first = pendingClicks[button],
           time.elapsed(since: first) < timing.doubleClickInterval {
            pendingClicks[button] = nil
            press.consumed = true
            out.append(.gesture(button, .doubleClick))
        }
        active = press
    }
}
