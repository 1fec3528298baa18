/// Breaks text into lines, measured by a font's measure (the renderer's, or the editor's
/// `TextMeasure`): at spaces, and between Chinese and Japanese characters, which need no
/// space to break (a simple form of UAX #14's rules for ideographs and kana, with its
/// kinsoku: no line starts with closing punctuation, a small kana or a prolonged sound mark,
/// and none ends with opening punctuation). Pango breaks the text boxes' text; this breaks the
/// interface's short texts (hints, notices, prompts), whose line count the layout needs.
public enum TextWrapping {
    /// `text` broken into lines no wider than `width` as `measure` measures them (a word wider
    /// than that stands alone).
    public static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = [], line = ""
        for unit in units(text) {
            let candidate = line.isEmpty ? unit.text : line + (unit.spaced ? " " : "") + unit.text
            if !line.isEmpty && measure(candidate) > width {
                lines.append(line)
                line = unit.text
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The pieces a line may break between, in order; `spaced` when a space comes before it.
    static func units(_ text: String) -> [(text: String, spaced: Bool)] {
        var units: [(text: String, spaced: Bool)] = []
        for word in text.split(separator: " ") {
            var spaced = true
            var run = ""
            var previous: Character?
            for c in word {
                let breakBefore = previous.map { isBreakable(after: $0, before: c) } ?? false
                if breakBefore && !run.isEmpty {
                    units.append((run, spaced))
                    spaced = false
                    run = ""
                }
                run.append(c)
                previous = c
            }
            if !run.isEmpty { units.append((run, spaced)) }
        }
        return units
    }

    /// Whether a line may break between `a` and `b` inside a word: next to an ideograph or a
    /// kana, unless kinsoku forbids it.
    static func isBreakable(after a: Character, before b: Character) -> Bool {
        guard isIdeographic(a) || isIdeographic(b) else { return false }
        return !noLineStart.contains(b) && !noLineEnd.contains(a)
    }

    /// Han ideographs, kana, Hangul syllables and CJK punctuation and full-width forms.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FFFF: return true
        default: return false
        }
    }

    /// Characters a line never starts with: closing brackets and stops, small kana, the
    /// prolonged sound mark, iteration marks.
    static let noLineStart: Set<Character> = Set("、。，．,.：；:;？！?!）」』】〕〉》〙〗｝］)]}ゝゞヽヾーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻‐゠–〜")
    /// Characters a line never ends with: opening brackets.
    static let noLineEnd: Set<Character> = Set("（「『【〔〈《〘〖｛［([{")
}
