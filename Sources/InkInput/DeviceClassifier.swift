/// Decides what kind a slave pointer is, combining what Qt and GTK look at:
/// the "Wacom Tool Type" property first (the wacom driver names the tool), then the touch
/// class, then the name (wacom, libinput, Xwayland and the test rig's naming), then the axes
/// (a device with absolute X, Y and pressure is a tablet tool).
public enum DeviceClassifier {
    public static func classify(_ device: DeviceDescription) -> DeviceKind {
        // Input synthesised by clients (VNC, input-leap, xdotool, the tests) comes through the
        // XTest devices of each master: it acts as a mouse and is never taken for a pen.
        if isXTest(device.name) { return .mouse }
        if let tool = device.wacomToolType?.uppercased() {
            switch tool {
            case "STYLUS": return .pen
            case "ERASER": return .eraser
            case "PAD": return .pad
            case "TOUCH": return .touch
            case "CURSOR": return .mouse
            default: break
            }
        }
        // A touchpad's touches move the pointer (XIDependentTouch): it points like a mouse.
        if let touch = device.touchClass, !touch.direct { return .mouse }
        if device.hasTouchClass { return .touch }

        let name = device.name.lowercased()
        // Xwayland: "xwayland-tablet stylus:N", "xwayland-tablet eraser:N", "xwayland-pointer:N",
        // "xwayland-tablet-pad:N", "xwayland-tablet cursor:N" (a puck)...
        if name.hasPrefix("xwayland-") {
            if name.contains("eraser") { return .eraser }
            if name.contains("tablet-pad") { return .pad }
            if name.contains("tablet cursor") { return .other }
            if name.contains("stylus") || name.contains("tablet") { return .pen }
            if name.contains("touch") { return .touch }
            if name.contains("pointer") { return .mouse }
        }
        if name.hasSuffix(" pad") || name.contains(" pad pad") || name.contains("pad (") { return .pad }
        if name.contains("eraser") { return .eraser }
        if name.contains("finger") || name.contains("touchscreen") { return .touch }

        let hasPressure = device.axis(labelled: "Abs Pressure") != nil
        let hasAbsXY = device.axis(labelled: "Abs X") != nil && device.axis(labelled: "Abs Y") != nil
        if name.contains("stylus") || name.contains(" pen") || name.hasPrefix("pen") { return .pen }
        if name.contains("cursor") || name.contains("puck") { return .other }
        if hasPressure && hasAbsXY { return .pen }
        if name.contains("wacom") && hasAbsXY { return .pen }
        if device.propertyNames.contains(where: { $0.hasPrefix("libinput Tapping") }) { return .mouse }
        if name.contains("mouse") || name.contains("touchpad") || name.contains("trackpoint")
            || name.contains("trackball") || device.axis(labelled: "Rel X") != nil { return .mouse }
        if name.contains("touch") { return .touch }
        return .other
    }

    /// Whether a device is one of the server's XTest devices ("Virtual core XTEST pointer",
    /// "Virtual core XTEST keyboard", and "<master> XTEST pointer" for other masters).
    public static func isXTest(_ name: String) -> Bool {
        name.lowercased().contains(" xtest ")
    }
}
