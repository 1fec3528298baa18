import InkInput

/// Popups stay put for a pen that lifts a little: the marking menu and the palette stay open
/// until a choice, Escape, a tap outside them, or the pen being away longer than
/// `popupGraceMs`. The grace runs on the editor's clock (server time, `advance(to:)`), like
/// deferred clicks and notes.
extension Editor {
    /// How long (ms) the pen may be out of the tablet's proximity before the popups it was using
    /// close. Long enough for a hand that lifts between pointing and tapping, short enough that a
    /// pen put down does not leave a menu behind for long.
    public static let popupGraceMs: UInt64 = 1500

    /// Whether the marking menu or the palette is open.
    public var popupIsOpen: Bool { popup != nil || menu != nil }

    /// The pen left proximity: open popups start their grace time.
    mutating func penLeftProximity() {
        if popupIsOpen { popupGraceDeadline = now + Self.popupGraceMs }
    }

    /// Activity of a device in use (a pen back in proximity, a pen or mouse moving or pressing)
    /// keeps the popups open; a warp (kind `.other`), a pad or a leave does not.
    mutating func noteActivity(_ e: InputEvent) {
        guard popupGraceDeadline != nil, e.device.kind != .other, e.device.kind != .pad else { return }
        switch e.action {
        case .motion, .press, .release, .scroll, .proximityIn: popupGraceDeadline = nil
        case .leave, .proximityOut, .touch: break
        }
    }

    /// Closes the popups once the pen has been away for the grace time.
    mutating func closePopupsOfAnAbsentPen(at time: UInt64) -> Damage {
        guard let deadline = popupGraceDeadline, deadline <= time else { return .none }
        popupGraceDeadline = nil
        var damage = closeMenu()
        damage.formUnion(closePopup())
        return damage
    }
}
