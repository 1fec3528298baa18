import InkInput

/// The text of `inkstone --list-devices`: one line per slave pointer, then its axes.
public func deviceListing(_ devices: [KnownDevice]) -> String {
    var out = ""
    for d in devices.sorted(by: { $0.description.id < $1.description.id }) {
        out += "\(d.description.id)\t\(d.kind.rawValue)\t\(d.description.name)\n"
        let axes = d.description.axes.map { a in
            "\(a.label.isEmpty ? "axis \(a.number)" : a.label) [\(formatNumber(a.minimum))..\(formatNumber(a.maximum))]"
        }
        out += "\taxes: " + (axes.isEmpty ? "none" : axes.joined(separator: ", ")) + "\n"
    }
    return out
}

private func formatNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e12 ? String(Int(v)) : String(v)
}
