/// PressureCurve: the presets and any four-number curve run from 0 to 1 without going back,
/// the lookup table matches the exact solve, and only well-formed text is read.
import Testing
import InkGeometry

@Suite struct PressureCurveTests {
    static let samples = stride(from: 0.0, through: 1.0, by: 1.0 / 1000).map { $0 }

    @Test(arguments: PressureCurve.Preset.allCases)
    func presetsRunFromZeroToOneWithoutGoingBack(preset: PressureCurve.Preset) {
        let curve = preset.curve
        #expect(abs(curve(0)) < 1e-9)
        #expect(abs(curve(1) - 1) < 1e-9)
        let values = Self.samples.map { curve($0) }
        for (a, b) in zip(values, values.dropFirst()) { #expect(a <= b + 1e-12) }
    }

    @Test func softGivesWiderInkThanMediumThanLinearThanFirmAtALightTouch() throws {
        let p = 0.3
        let soft = PressureCurve.Preset.soft.curve(p), medium = PressureCurve.Preset.medium.curve(p)
        let linear = PressureCurve.Preset.linear.curve(p), firm = PressureCurve.Preset.firm.curve(p)
        #expect(soft > medium && medium > linear && linear > firm)
        #expect(abs(linear - p) < 1e-6)
    }

    @Test(arguments: [(0.1, 0.45, 0.4, 0.95), (0.2, 0.6, 0.5, 1), (0, 1, 0, 1), (1, 0, 1, 0), (0, 0, 1, 1), (0.9, 0.1, 0.1, 0.9)])
    func theLookupMatchesTheExactSolve(points: (Double, Double, Double, Double)) throws {
        let curve = try #require(PressureCurve(points.0, points.1, points.2, points.3))
        for p in Self.samples { #expect(abs(curve(p) - curve.exact(p)) < 0.001, "at \(p)") }
        #expect(abs(curve.exact(0)) < 1e-9 && abs(curve.exact(1) - 1) < 1e-9)
    }

    @Test func theExactSolveLiesOnTheBezier() throws {
        let curve = try #require(PressureCurve(0.2, 0.6, 0.5, 1))
        for t in stride(from: 0.0, through: 1.0, by: 0.01) {
            let u = 1 - t
            let x = 3 * u * u * t * 0.2 + 3 * u * t * t * 0.5 + t * t * t
            let y = 3 * u * u * t * 0.6 + 3 * u * t * t * 1 + t * t * t
            #expect(abs(curve.exact(x) - y) < 1e-9)
        }
    }

    @Test func strangePressuresAreClampedOrHalf() {
        let curve = PressureCurve.Preset.soft.curve
        #expect(curve(-3) == curve(0))
        #expect(curve(7) == curve(1))
        #expect(curve(.nan) == curve(0.5))
    }

    @Test func readsPresetsAndFourNumbers() throws {
        #expect(PressureCurve(text: "soft") == PressureCurve.Preset.soft.curve)
        #expect(PressureCurve(text: "firm")?.text == "firm")
        let custom = try #require(PressureCurve(text: "0.2,0.6,0.5,1"))
        #expect(custom.control1 == Point(0.2, 0.6) && custom.control2 == Point(0.5, 1))
        #expect(custom.text == "0.2,0.6,0.5,1")
        #expect(PressureCurve(text: custom.text) == custom)
        #expect(PressureCurve(text: " 0.2 , 0.6, 0.5 ,1 ") == custom)
        #expect(PressureCurve(text: "0.3333333333,0.3333333333,0.6666666667,0.6666666667")?.text != nil)
    }

    @Test(arguments: ["", "hard", "Soft", "0.2,0.6,0.5", "0.2,0.6,0.5,1,0", "0.2,0.6,0.5,1.5", "-0.1,0,1,1",
                      "a,b,c,d", "0.2,,0.5,1", "nan,0,1,1", "inf,0,1,1", "0.2;0.6;0.5;1"])
    func refusesOtherText(text: String) {
        #expect(PressureCurve(text: text) == nil)
    }
}
