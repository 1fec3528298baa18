/// An ink colour: straight (not premultiplied) RGBA, each 0...1. Drawn exactly as stored:
/// no theme ever adjusts it (D1).
public struct InkColor: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                  blue: Double(rgb & 0xff) / 255, alpha: alpha)
    }
}
