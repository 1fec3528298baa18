import Foundation

/// The one-line text of an input event for `--debug-input` logs.
public func debugLine(_ e: InputEvent) -> String {
    func f(_ v: Double?) -> String { v.map { String(format: "%.3f", $0) } ?? "-" }
    let action: String
    switch e.action {
    case .motion: action = "motion"
    case .press(let b): action = "press \(b.rawValue)"
    case .release(let b): action = "release \(b.rawValue)"
    case .scroll(let s): action = "scroll \(f(s.dx)),\(f(s.dy)) \(s.stepped ? "stepped" : "smooth")"
    case .leave: action = "leave"
    case .proximityIn: action = "proximity-in"
    case .proximityOut: action = "proximity-out"
    case .touch(let phase, let c):
        action = "touch-\(phase.rawValue) \(c.id)" + (c.size.map { " size=\(f($0.width))x\(f($0.height))" } ?? "")
    }
    let names = e.buttons.members.map(\.rawValue) + (e.buttons.contains(.unnamed) ? ["unnamed"] : [])
    let held = names.isEmpty ? "none" : names.joined(separator: "+")
    return "input device=\(e.device.id) kind=\(e.device.kind.rawValue) \(action) x=\(f(e.position.x)) y=\(f(e.position.y)) "
        + "pressure=\(f(e.axes.pressure)) tilt=\(f(e.axes.tiltX)),\(f(e.axes.tiltY)) rotation=\(f(e.axes.rotation)) "
        + "buttons=\(held) time=\(e.time)"
}
