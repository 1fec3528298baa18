import InkDocument

/// The colours and widths the toolbar offers.
public struct Palette: Hashable, Sendable {
    public var colors: [NamedColor]
    /// The toolbar's width presets in pixels, thin to thick (the pen's width at full pressure).
    public var widths: [Double]

    public init(colors: [NamedColor], widths: [Double]) { self.colors = colors; self.widths = widths }

    /// A colour with the name shown to people.
    public struct NamedColor: Hashable, Sendable {
        public var name: String
        public var color: InkColor
        public init(_ name: String, _ rgb: UInt32) { self.name = name; self.color = InkColor(rgb: rgb) }
    }

    /// Ink colours that read well on white paper and on scanned pages alike.
    public static let standard = Palette(
        colors: [NamedColor("Black", 0x1d1d22), NamedColor("Blue", 0x1f5fd6), NamedColor("Red", 0xd7263d),
                 NamedColor("Green", 0x1b8a3a), NamedColor("Orange", 0xf08a00), NamedColor("Purple", 0x7a3fc4)],
        widths: [3, 6, 16])
}
