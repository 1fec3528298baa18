/// Builds the input events the interface tests feed an Editor: presses, drags and releases
/// of a mouse, a pen and a pen's eraser end, at window positions.
import InkGeometry
import InkInput
import InkInterface

enum Devices {
    static let mouse = DeviceRef(id: 2, kind: .mouse)
    static let pen = DeviceRef(id: 10, kind: .pen)
    static let eraser = DeviceRef(id: 11, kind: .eraser)
}

/// The default window of the tests; tall enough for every toolbar control.
let testWindow = Size(800, 700)

extension Editor {
    static func fresh() -> Editor { Editor(windowSize: testWindow) }

    mutating func press(_ p: Point, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) -> Damage {
        handle(InputEvent(action: .press(.primary), device: device, position: p, axes: AxisValues(pressure: pressure))).damage
    }

    mutating func drag(_ p: Point, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) -> Damage {
        handle(InputEvent(action: .motion, device: device, position: p, axes: AxisValues(pressure: pressure), buttons: .primary)).damage
    }

    mutating func hover(_ p: Point, _ device: DeviceRef) -> Damage {
        handle(InputEvent(action: .motion, device: device, position: p)).damage
    }

    mutating func release(_ p: Point, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) -> Damage {
        handle(InputEvent(action: .release(.primary), device: device, position: p, axes: AxisValues(pressure: pressure), buttons: .primary)).damage
    }

    /// A whole stroke through `points` (window coordinates): press, drags, release.
    mutating func stroke(_ points: [Point], _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) {
        guard let first = points.first, let last = points.last else { return }
        _ = press(first, device, pressure: pressure)
        for p in points.dropFirst() { _ = drag(p, device, pressure: pressure) }
        _ = release(last, device, pressure: pressure)
    }

    /// A horizontal line from x0 to x1 at window height y, in 10-pixel steps.
    mutating func line(y: Double, from x0: Double = 150, to x1: Double = 450, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) {
        stroke(stride(from: x0, through: x1, by: 10).map { Point($0, y) }, device, pressure: pressure)
    }

    /// Press and release on a toolbar control's centre.
    mutating func click(_ item: ToolbarItem, _ device: DeviceRef = Devices.mouse) -> Damage {
        guard let f = toolbar.frame(of: item) else { return .none }
        var d = press(f.center, device)
        d.formUnion(release(f.center, device))
        return d
    }

    var strokeCount: Int { document.pages[currentPage].strokes.count }
}


extension Editor {
    /// `line(y:)`, returning every effect its events produced, in order.
    mutating func lineEffects(y: Double) -> [Effect] {
        let points = stride(from: 150.0, through: 450, by: 10).map { Point($0, y) }
        var effects = handle(InputEvent(action: .press(.primary), device: Devices.mouse, position: points[0])).effects
        for p in points.dropFirst() {
            effects += handle(InputEvent(action: .motion, device: Devices.mouse, position: p, buttons: .primary)).effects
        }
        effects += handle(InputEvent(action: .release(.primary), device: Devices.mouse, position: points[points.count - 1], buttons: .primary)).effects
        return effects
    }
}
