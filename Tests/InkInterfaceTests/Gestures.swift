/// Feeds an Editor the shared pointer events (`PointerEvents`, in InkTestSupport): presses,
/// drags and releases of a mouse, a pen and a pen's eraser end, at window positions.
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

typealias Devices = DeviceFixtures

/// The default window of the tests; tall enough for every toolbar control.
let testWindow = Size(800, 700)

extension Editor {
    static func fresh() -> Editor { Editor(windowSize: testWindow) }

    mutating func press(_ p: Point, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) -> Damage {
        handle(PointerEvents.press(p, device, pressure: pressure)).damage
    }

    mutating func drag(_ p: Point, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) -> Damage {
        handle(PointerEvents.drag(p, device, pressure: pressure)).damage
    }

    mutating func hover(_ p: Point, _ device: DeviceRef) -> Damage {
        handle(PointerEvents.hover(p, device)).damage
    }

    mutating func release(_ p: Point, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) -> Damage {
        handle(PointerEvents.release(p, device, pressure: pressure)).damage
    }

    /// A whole stroke through `points` (window coordinates): press, drags, release.
    mutating func stroke(_ points: [Point], _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) {
        for event in PointerEvents.stroke(points, device, pressure: pressure) { _ = handle(event) }
    }

    /// A horizontal line from x0 to x1 at window height y, in 10-pixel steps.
    mutating func line(y: Double, from x0: Double = 150, to x1: Double = 450, _ device: DeviceRef = Devices.mouse, pressure: Double? = nil) {
        for event in PointerEvents.line(y: y, from: x0, to: x1, device, pressure: pressure) { _ = handle(event) }
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
        PointerEvents.line(y: y).flatMap { handle($0).effects }
    }
}
