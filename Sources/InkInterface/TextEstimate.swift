/// How much room a label needs, estimated without a font (the engine has none): generous
/// average advances for DejaVu Sans, so boxes sized from it hold the text the renderer draws
/// (which still fits, wraps or shrinks text to keep its padding).
public enum TextEstimate {
    /// The estimated width of `text` at a font size.
    public static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? 0.68 : 0.6)
    }

    /// `text` broken at spaces into lines no wider than `width` (by the estimate).
    public static func wrap(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        wrap(text, width: width) { Self.width($0, size: size, bold: bold) }
    }

    /// `text` broken at spaces into lines no wider than `width` as `measure` measures them (a
    /// word wider than that stands alone). The renderer passes the font's real measure.
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
