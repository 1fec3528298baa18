/// Colours as people write them: "#rrggbb" (the preferences file, the colour picker).
extension InkColor {
    /// 0xRRGGBB, each channel rounded to 8 bits (alpha left aside).
    public var rgb: UInt32 { (UInt32(Self.byte(red)) << 16) | (UInt32(Self.byte(green)) << 8) | UInt32(Self.byte(blue)) }

    /// "#rrggbb" in lower case, each channel rounded to 8 bits (alpha is not written).
    public var hex: String {
        let digits = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// From "#rrggbb" (either case), opaque; nil for anything else.
    public init?(hex text: String) {
        guard text.count == 7, text.first == "#",
              text.dropFirst().allSatisfy(\.isHexDigit), let rgb = UInt32(text.dropFirst(), radix: 16) else { return nil }
        self.init(rgb: rgb)
    }

    /// The same colour with each channel rounded to 8 bits: what a screen shows and `hex`
    /// writes, so that a colour read back from its text equals the one written.
    public var quantised: InkColor {
        InkColor(red: Double(Self.byte(red)) / 255, green: Double(Self.byte(green)) / 255,
                 blue: Double(Self.byte(blue)) / 255, alpha: alpha)
    }

    /// A channel (0…1, clamped) as a byte.
    static func byte(_ c: Double) -> UInt8 { UInt8((Swift.min(Swift.max(c, 0), 1) * 255).rounded()) }
}
