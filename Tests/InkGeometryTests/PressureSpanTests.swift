/// PressureSpan: widths from 0.5 to 64 px, and pressure spanning at least 1:8 of the width,
/// measured on the outline the renderer fills.
import Testing
import InkGeometry

@Suite struct PressureSpanTests {
    @Test func widthsAreClampedToTheRange() {
        #expect(PressureSpan.clamped(0.5) == 0.5)
        #expect(PressureSpan.clamped(64) == 64)
        #expect(PressureSpan.clamped(17.25) == 17.25)
        #expect(PressureSpan.clamped(0.1) == 0.5)
        #expect(PressureSpan.clamped(200) == 64)
        #expect(PressureSpan.clamped(.nan) == 0.5)
    }

    /// The footprint's diameter as the outline draws it (a single point is one disc).
    func footprint(_ options: OutlineOptions, pressure: Double) -> Double {
        let polygon = strokeOutline([StrokePoint(Point(100, 100), pressure: pressure)], options: options)[0]
        let xs = polygon.map(\.x)
        return (xs.max() ?? 0) - (xs.min() ?? 0)
    }

    @Test(arguments: [0.5, 1, 2, 4, 8, 16, 32, 64])
    func pressureSpansAnEighthToTheFullWidthOnTheOutline(width: Double) {
        let options = PressureSpan.outline(width: width)
        let light = footprint(options, pressure: 0), full = footprint(options, pressure: 1)
        #expect(abs(full - width) < 1e-6)
        #expect(full / light >= 8 - 1e-6)
        let widths = stride(from: 0.0, through: 1.0, by: 0.05).map { options.width(atPressure: $0) }
        for (a, b) in zip(widths, widths.dropFirst()) { #expect(a < b) }
    }

    @Test func theOutlineOfAnOutOfRangeWidthIsClamped() {
        #expect(abs(PressureSpan.outline(width: 500).width(atPressure: 1) - 64) < 1e-9)
        #expect(abs(PressureSpan.outline(width: 0).width(atPressure: 1) - 0.5) < 1e-9)
    }
}
