import InkInput

/// The text of `inkstone --list-devices`: one line per slave pointer, then its axes, then its
/// scroll valuators and touch class if it has any.
public func deviceListing(_ devices: [KnownDevice]) -> String {
    var out = ""
    for d in devices.sorted(by: { $0.description.id < $1.description.id }) {
        out += "\(d.description.id)\t\(d.kind.rawValue)\t\(d.description.name)\n"
        let axes = d.description.axes.map(axisText)
        out += "\taxes: " + (axes.isEmpty ? "none" : axes.joined(separator: ", ")) + "\n"
        let scrolls = d.description.scrollAxes.map(scrollText)
        if !scrolls.isEmpty { out += "\tscroll: " + scrolls.joined(separator: ", ") + "\n" }
        if let touch = d.description.touchClass { out += "\ttouch: " + touchText(touch) + "\n" }
    }
    return out
}

/// One axis: its label and range, "Abs Pressure [0..65535]". An axis without a real range
/// (relative axes report -1..-1, some drivers 0..0) says so instead of printing one.
func axisText(_ a: AxisDescription) -> String {
    let name = a.label.isEmpty ? "axis \(a.number)" : a.label
    guard a.minimum.isFinite, a.maximum.isFinite, a.maximum > a.minimum else { return "\(name) (no fixed range)" }
    return "\(name) [\(formatNumber(a.minimum))..\(formatNumber(a.maximum))]"
}

/// A touch class: "direct touchscreen, 10 touches" or "indirect touchpad, 5 touches".
func touchText(_ t: TouchClass) -> String {
    (t.direct ? "direct touchscreen" : "indirect touchpad") + ", \(t.maxTouches) touch\(t.maxTouches == 1 ? "" : "es")"
}

/// One scroll valuator: "vertical on axis 2, 120 a notch".
func scrollText(_ s: ScrollAxis) -> String {
    "\(s.direction == .vertical ? "vertical" : "horizontal") on axis \(s.number), \(formatNumber(s.increment)) a notch"
}

private func formatNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e12 ? String(Int(v)) : String(v)
}
