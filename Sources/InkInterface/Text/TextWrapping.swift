/// Breaks text into lines at spaces, measured by a font's measure (the renderer's, or the
/// editor's `TextMeasure`).
public enum TextWrapping {
    /// `text` broken at spaces into lines no wider than `width` as `measure` measures them (a
    /// word wider than that stands alone).
    public static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty && measure(candidate) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
