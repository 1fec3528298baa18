import InkGeometry
import InkInput

/// The pointer events tests feed the engine: presses, drags, hovers and releases of the
/// primary contact (the mouse's left button, the pen's tip or eraser end) at window positions.
public enum PointerEvents {
    public static func press(_ p: Point, _ device: DeviceRef = DeviceFixtures.mouse, pressure: Double? = nil) -> InputEvent {
        InputEvent(action: .press(.primary), device: device, position: p, axes: AxisValues(pressure: pressure))
    }

    public static func drag(_ p: Point, _ device: DeviceRef = DeviceFixtures.mouse, pressure: Double? = nil) -> InputEvent {
        InputEvent(action: .motion, device: device, position: p, axes: AxisValues(pressure: pressure), buttons: .primary)
    }

    public static func hover(_ p: Point, _ device: DeviceRef) -> InputEvent {
        InputEvent(action: .motion, device: device, position: p)
    }

    public static func release(_ p: Point, _ device: DeviceRef = DeviceFixtures.mouse, pressure: Double? = nil) -> InputEvent {
        InputEvent(action: .release(.primary), device: device, position: p, axes: AxisValues(pressure: pressure), buttons: .primary)
    }

    /// A whole stroke through `points`: press, drags, release.
    public static func stroke(_ points: [Point], _ device: DeviceRef = DeviceFixtures.mouse, pressure: Double? = nil) -> [InputEvent] {
        guard let first = points.first, let last = points.last else { return [] }
        return [press(first, device, pressure: pressure)] + points.dropFirst().map { drag($0, device, pressure: pressure) }
            + [release(last, device, pressure: pressure)]
    }

    /// A horizontal stroke from x0 to x1 at window height y, in 10-pixel steps.
    public static func line(y: Double, from x0: Double = 150, to x1: Double = 450, _ device: DeviceRef = DeviceFixtures.mouse,
                            pressure: Double? = nil) -> [InputEvent] {
        stroke(stride(from: x0, through: x1, by: 10).map { Point($0, y) }, device, pressure: pressure)
    }
}
