/// HSV <-> RGB (the colour picker's coordinates) and "#rrggbb" colours.
import Testing
import InkDocument
import InkTestSupport

@Suite struct HSVTests {
    static func near(_ a: InkColor, _ b: InkColor, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    @Test(arguments: [
        (0.0, 1.0, 1.0, 0xff0000 as UInt32), (60, 1, 1, 0xffff00), (120, 1, 1, 0x00ff00), (180, 1, 1, 0x00ffff),
        (240, 1, 1, 0x0000ff), (300, 1, 1, 0xff00ff), (0, 0, 1, 0xffffff), (0, 0, 0, 0x000000), (0, 0, 0.5, 0x808080),
        (30, 1, 1, 0xff8000), (210, 0.5, 0.8, 0x6699cc),
    ])
    func knownColours(hue: Double, saturation: Double, value: Double, rgb: UInt32) {
        let hsv = HSV(hue: hue, saturation: saturation, value: value)
        #expect(hsv.color.hex == InkColor(rgb: rgb).hex)
        let back = HSV(InkColor(rgb: rgb))
        #expect(Self.near(back.color, InkColor(rgb: rgb)))
    }

    @Test func greysHaveNoHueAndPureColoursTheirs() {
        #expect(HSV(InkColor(rgb: 0x808080)) == HSV(hue: 0, saturation: 0, value: Double(0x80) / 255))
        #expect(HSV(InkColor(rgb: 0x0000ff)).hue == 240)
        #expect(HSV(InkColor(rgb: 0xff00ff)).hue == 300)
        #expect(abs(HSV(InkColor(rgb: 0xff0080)).hue - 329.88) < 0.01)
    }

    @Test func outOfRangeValuesAreBroughtIn() {
        #expect(HSV(hue: 370, saturation: 2, value: -1) == HSV(hue: 10, saturation: 1, value: 0))
        #expect(HSV(hue: -90, saturation: 0.5, value: 0.5).hue == 270)
        #expect(HSV(hue: 360, saturation: 1, value: 1).color.hex == "#ff0000")
    }

    @Test func everyColourRoundTrips() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<2000 {
            let c = InkColor(red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
                             blue: Double.random(in: 0...1, using: &random))
            #expect(Self.near(HSV(c).color, c, 1e-12))
        }
        // Every 8-bit colour of a coarse grid survives hex -> HSV -> hex.
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 51) {
                    let c = InkColor(rgb: UInt32(r << 16 | g << 8 | b))
                    #expect(HSV(c).color.hex == c.hex)
                }
            }
        }
    }

    @Test func hexReadsAndWrites() {
        #expect(InkColor(rgb: 0x1f5fd6).hex == "#1f5fd6")
        #expect(InkColor(rgb: 0x00000a).hex == "#00000a")
        #expect(InkColor(hex: "#1F5FD6") == InkColor(rgb: 0x1f5fd6))
        for bad in ["", "#", "1f5fd6", "#1f5fd", "#1f5fd6f", "#1f5fdg", "#+1f5fd", " #1f5fd6"] { #expect(InkColor(hex: bad) == nil) }
        #expect(InkColor(red: 0.5004, green: 1.2, blue: -1).quantised == InkColor(rgb: 0x80ff00))
    }
}
