/// The pencil's lead: its mark widens with tilt (the side of the lead: several times wider
/// and lighter), and its darkness follows pressure.
import Testing
import InkGeometry

@Suite struct GraphiteTests {
    let pencil = OutlineOptions(width: 3, thinning: 0.2, nib: .pencil)

    @Test func uprightTheMarkIsTheNibsWidthAndOnItsSideSeveralTimesWider() {
        let upright = pencil.width(at: StrokePoint(.zero, pressure: 0.5, tilt: 0))
        #expect(upright == 3)
        #expect(pencil.width(at: StrokePoint(.zero, pressure: 0.5, tilt: Graphite.pointTilt)) == 3)
        let half = pencil.width(at: StrokePoint(.zero, pressure: 0.5, tilt: 37.5))
        let side = pencil.width(at: StrokePoint(.zero, pressure: 0.5, tilt: 60))
        #expect(half > upright * 2 && half < side)
        #expect(side == 3 * Graphite.maximumWidening)
        #expect(pencil.width(at: StrokePoint(.zero, pressure: 0.5, tilt: 85)) == side)
        // The pen ignores tilt.
        #expect(OutlineOptions(width: 3).width(at: StrokePoint(.zero, pressure: 0.5, tilt: 60)) == 3)
    }

    @Test func theOutlineOfATiltedStrokeIsWider() {
        func bounds(tilt: Double) -> Rect {
            outlineBounds([StrokePoint(Point(0, 0), tilt: tilt), StrokePoint(Point(50, 0), tilt: tilt)], options: pencil)
        }
        #expect(bounds(tilt: 0).height == 3)
        #expect(bounds(tilt: 60).height == 12)
        #expect(pencil.maximumReach == pencil.width(atPressure: 1) * Graphite.maximumWidening / 2)
    }

    @Test func darknessFollowsPressureAndTheSideOfTheLeadIsLighter() {
        let light = Graphite.opacity(pressure: 0.1, tilt: 0)
        let medium = Graphite.opacity(pressure: 0.5, tilt: 0)
        let heavy = Graphite.opacity(pressure: 1, tilt: 0)
        #expect(light < medium && medium < heavy)
        #expect(heavy > 0.9 && heavy <= 1)
        #expect(light < 0.3)
        #expect(Graphite.opacity(pressure: 1, tilt: 60) < heavy * 0.5)
        #expect(Graphite.opacity(pressure: .nan, tilt: .nan) == medium)
    }
}
