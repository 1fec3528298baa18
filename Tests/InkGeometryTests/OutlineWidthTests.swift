/// OutlineOptions.width(atPressure:): nominal width at pressure 0.5, monotonic in pressure,
/// clamped to the 0...1 pressure range and to the minimum width, nominal for NaN.
import Testing
import InkGeometry

@Suite struct OutlineWidthTests {
    let options = OutlineOptions(width: 4)

    @Test func halfPressureGivesTheNominalWidth() {
        #expect(options.width(atPressure: 0.5) == 4)
        #expect(OutlineOptions(width: 8, thinning: 0.9).width(atPressure: 0.5) == 8)
        #expect(OutlineOptions(width: 2, thinning: 0).width(atPressure: 0.1) == 2)
    }

    @Test func widthGrowsWithPressure() {
        let widths = stride(from: 0.0, through: 1.0, by: 0.05).map { options.width(atPressure: $0) }
        for (thinner, thicker) in zip(widths, widths.dropFirst()) {
            #expect(thinner < thicker)
        }
        // thinning 0.6: from 0.4 x width to 1.6 x width.
        #expect(abs(options.width(atPressure: 0) - 1.6) < 1e-12)
        #expect(abs(options.width(atPressure: 1) - 6.4) < 1e-12)
    }

    @Test func pressureOutsideZeroToOneIsClamped() {
        #expect(options.width(atPressure: 7) == options.width(atPressure: 1))
        #expect(options.width(atPressure: -3) == options.width(atPressure: 0))
    }

    @Test func neverThinnerThanTheMinimum() {
        let thin = OutlineOptions(width: 1, thinning: 1, minimumWidth: 0.75)
        #expect(thin.width(atPressure: 0) == 0.75)
        #expect(thin.width(atPressure: 0.2) == 0.75)
        #expect(thin.width(atPressure: 1) == 2)
    }

    @Test func nanPressureGivesTheNominalWidth() {
        #expect(options.width(atPressure: .nan) == 4)
    }
}
