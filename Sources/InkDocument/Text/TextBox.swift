import InkGeometry

/// A box of typed text on a page: where it starts (its top-left corner) and how wide it is, in
/// page units; its height follows the text (lines wrap at `width`, and `\n` starts a new one).
/// The text is drawn with Pango in the box's font, size and colour, on screen and in exports
/// (as real text in a PDF).
public struct TextBox: Hashable, Sendable, Codable {
    /// Names the box on its page (unique there).
    public var id: UInt64
    /// The top-left corner, in page units.
    public var origin: Point
    /// Where lines wrap, in page units (> 0).
    public var width: Double
    /// What it says (UTF-8; `\n` between lines).
    public var text: String
    /// The font's size in page units (> 0).
    public var fontSize: Double
    public var color: InkColor
    /// A fontconfig family name ("Serif", "Noto Sans CJK JP"); nil is the default sans-serif.
    public var font: String?

    public init(id: UInt64, origin: Point, width: Double, text: String = "", fontSize: Double = TextBox.defaultFontSize,
                color: InkColor = InkColor(rgb: 0x202020), font: String? = nil) {
        self.id = id; self.origin = origin; self.width = width; self.text = text
        self.fontSize = fontSize; self.color = color; self.font = font
    }

    /// The size a box gets when none is chosen (page units: 16 pt on a blank page).
    public static let defaultFontSize = 16.0
    /// The narrowest a box can be made, in ems of its font.
    public static let minimumWidthInEms = 2.0

    /// The font sizes offered (the palette's three width presets choose among them).
    public static let fontSizes: [Double] = [12, 16, 24]

    /// An upper estimate of the box's bounds on its page, for hit testing and repainting
    /// (the renderer measures the text itself with Pango; this is never smaller than that).
    public var bounds: Rect {
        Rect(x: origin.x, y: origin.y, width: width, height: TextBoxEstimate.height(of: text, width: width, fontSize: fontSize))
    }

    /// Whether every number is finite and in range (sizes positive, the colour's parts 0...1).
    public var isPlausible: Bool {
        origin.x.isFinite && origin.y.isFinite && width.isFinite && width > 0 && fontSize.isFinite && fontSize > 0
            && [color.red, color.green, color.blue, color.alpha].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
    }
}

/// A generous estimate of how tall a box's text is, without a font at hand (the engine has
/// none): a character beyond ASCII takes a whole em, an ASCII one 0.62 em, a line 1.4 ems, and
/// lines wrap where the next character would pass the width.
public enum TextBoxEstimate {
    public static let lineHeight = 1.4

    /// How many lines the text takes (at least one).
    public static func lines(of text: String, width: Double, fontSize: Double) -> Int {
        let limit = Swift.max(width, fontSize)
        var count = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var run = 0.0, rows = 1
            for c in line {
                let w = (c.isASCII ? 0.62 : 1.0) * fontSize
                if run + w > limit && run > 0 { rows += 1; run = 0 }
                run += w
            }
            count += rows
        }
        return Swift.max(count, 1)
    }

    /// The estimated height of the text, in page units.
    public static func height(of text: String, width: Double, fontSize: Double) -> Double {
        Double(lines(of: text, width: width, fontSize: fontSize)) * lineHeight * fontSize
    }
}
