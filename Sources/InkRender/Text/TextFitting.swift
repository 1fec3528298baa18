/// Makes texts fit the widths they are given: shortened with an ellipsis, measured by the
/// caller's font (so the same logic serves any face and size, and tests can measure too).
enum TextFitting {
    static let ellipsis = "…"

    /// The separator of a text's items (the status bar's "Pen · Black · 6 px").
    static let separator = " · "

    /// `text` if it fits `width`, else its longest start that fits with "…" after it, or ""
    /// when not even "…" fits; but whole items (between `separator`s) without the "…" when they
    /// keep more of it ("Pen" rather than "Pe…", "Pen · Black" rather than "Pen · Blac…").
    static func ellipsize(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        let cut = ellipsizeAnywhere(text, width: width, measure: measure)
        let items = text.components(separatedBy: separator)
        guard items.count > 1 else { return cut }
        let kept = cut.hasSuffix(ellipsis) ? cut.count - 1 : cut.count
        for n in stride(from: items.count - 1, through: 1, by: -1) {
            let whole = items[..<n].joined(separator: separator)
            if whole.count > kept, measure(whole) <= width { return whole }
        }
        return cut
    }

    /// `text`'s longest start that fits `width` with "…" after it, or "" when not even "…" fits.
    private static func ellipsizeAnywhere(_ text: String, width: Double, measure: (String) -> Double) -> String {
        let characters = Array(text)
        // The longest prefix that fits with the ellipsis (binary search: widths grow with length).
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(String(characters[..<mid]) + ellipsis) <= width { low = mid } else { high = mid - 1 }
        }
        if low == 0 { return measure(ellipsis) <= width ? ellipsis : "" }
        // No space or separator (the status bar's "·") left dangling before the ellipsis.
        let start = String(characters[..<low]).trimmingTrailingSeparators()
        return start + ellipsis
    }

    /// Shares `width` among texts in order of importance: each takes what it needs of what is
    /// left (less `gap` between texts), shortened when that is not enough; a text that would get
    /// less than `minimum` is left out (""). Each text is measured with its own font. Returns the
    /// texts to draw, in the given order.
    static func share(_ texts: [(text: String, measure: (String) -> Double)], width: Double, gap: Double,
                      minimum: Double) -> [String] {
        var left = width
        var out: [String] = []
        for (text, measure) in texts {
            guard !text.isEmpty else { out.append(""); continue }
            let room = out.contains(where: { !$0.isEmpty }) ? left - gap : left
            guard room >= Swift.min(minimum, measure(text)) else { out.append(""); continue }
            let fitted = ellipsize(text, width: room, measure: measure)
            out.append(fitted)
            if !fitted.isEmpty { left = room - measure(fitted) }
        }
        return out
    }
}

extension String {
    func trimmingTrailingSeparators() -> String {
        var s = self
        while s.last == " " || s.last == "·" { s.removeLast() }
        return s
    }
}
