import InkGeometry
import InkDocument

/// The colours and widths the toolbar offers.
public struct Palette: Hashable, Sendable {
    public var colors: [NamedColor]
    /// The highlighter's colours (opaque here; its ink is translucent), as many as `colors`.
    public var highlights: [NamedColor]
    /// The toolbar's width presets in pixels, thin to thick (the pen's width at full pressure).
    public var widths: [Double]
    /// The highlighter's width presets (its nib's length), as many as `widths`.
    public var highlighterWidths: [Double]
    /// The pencil's colours (graphite first), as many as `colors`.
    public var pencils: [NamedColor]
    /// The pencil's width presets (upright, at half pressure), as many as `widths`.
    public var pencilWidths: [Double]

    public init(colors: [NamedColor], highlights: [NamedColor]? = nil, widths: [Double], highlighterWidths: [Double]? = nil,
                pencils: [NamedColor]? = nil, pencilWidths: [Double]? = nil) {
        self.colors = colors; self.highlights = highlights ?? colors; self.widths = widths
        self.highlighterWidths = highlighterWidths ?? widths
        self.pencils = pencils ?? colors
        self.pencilWidths = pencilWidths ?? widths
    }

    /// The width presets a tool offers: the highlighter and the pencil their own, every other tool the pen's.
    public func widths(for tool: Tool) -> [Double] {
        switch tool {
        case .highlighter where highlighterWidths.count == widths.count: return highlighterWidths
        case .pencil where pencilWidths.count == widths.count: return pencilWidths
        // The text tool's "widths" are its font sizes (page units).
        case .text where TextBox.fontSizes.count == widths.count: return TextBox.fontSizes
        default: return widths
        }
    }

    /// The colours a tool offers: the highlighter and the pencil their own, every other tool the pen's.
    public func colors(for tool: Tool) -> [NamedColor] {
        switch tool {
        case .highlighter where !highlights.isEmpty: return highlights
        case .pencil where !pencils.isEmpty: return pencils
        default: return colors
        }
    }

    /// A colour with the name shown to people.
    public struct NamedColor: Hashable, Sendable {
        public var name: String
        public var color: InkColor
        public init(_ name: String, _ rgb: UInt32) { self.name = tr(name); self.color = InkColor(rgb: rgb) }
    }

    /// Ink colours that read well on white paper and on scanned pages alike.
    public static let standard = Palette(
        colors: [NamedColor("Black", 0x1d1d22), NamedColor("Blue", 0x1f5fd6), NamedColor("Red", 0xd7263d),
                 NamedColor("Green", 0x1b8a3a), NamedColor("Orange", 0xf08a00), NamedColor("Purple", 0x7a3fc4)],
        highlights: [NamedColor("Yellow", 0xffe11a), NamedColor("Green", 0x4cd964), NamedColor("Blue", 0x49b6ff),
                     NamedColor("Pink", 0xff5fb8), NamedColor("Orange", 0xff9a1f), NamedColor("Violet", 0xb388ff)],
        widths: [3, 6, 16], highlighterWidths: [12, 20, 32],
        pencils: [NamedColor("Graphite", 0x3c3c42), NamedColor("Blue", 0x2456a6), NamedColor("Red", 0xb8322e),
                  NamedColor("Green", 0x2c7a3f), NamedColor("Sepia", 0x7a4a26), NamedColor("Violet", 0x5e3a99)],
        pencilWidths: [1, 2, 4])
}
