/// Decides whether a motion event that X attributes to a pen (or its eraser end) really comes
/// from the pen, so that nothing else ever shows as pen hover (no phantom pen).
///
/// X reports a warp of the master pointer (XWarpPointer, as used by VNC servers, input-leap and
/// `xdotool mousemove --window`) as motion of the slave device that moved the pointer last: after
/// the pen has left, a warp arrives as "pen motion" carrying only X and Y. Real pen motion always
/// carries the pen's own axes (the wacom and libinput drivers and Xwayland post pressure and tilt
/// with every motion). Motion from the XTest devices is never a pen's either: the classifier
/// takes every XTest device for a mouse, whatever else it shows (see `DeviceClassifier`).
public enum PenSource {
    /// What the device's proximity signals last said.
    public enum Proximity: Hashable, Sendable {
        /// The device has no proximity signal, or none has been seen yet.
        case unknown
        case inside
        /// The pen left: nothing moves it until it comes back.
        case away
    }

    /// Whether a motion of a pen device is the pen's own: never while the pen is known to be
    /// away; and a hover (no button held) must carry at least one of the device's drawing axes
    /// (pressure, tilt, rotation) when the device has any.
    /// - Parameters:
    ///   - eventAxes: the drawing axes present in this event itself (not filled from older events).
    ///   - layout: the device's drawing axes.
    ///   - buttons: the buttons held.
    public static func isPenMotion(eventAxes: AxisValues, layout: AxisLayout, proximity: Proximity, buttons: ButtonSet) -> Bool {
        if proximity == .away { return false }
        guard buttons.isEmpty, layout.highestNumber >= 0 else { return true }
        return eventAxes != AxisValues()
    }
}
