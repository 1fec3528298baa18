import InkInput
import Testing

/// Which motions attributed to a pen are the pen's own (no phantom pen).
@Suite struct PenSourceTests {
    static let pen = AxisLayout(pressure: .init(number: 2, minimum: 0, maximum: 65535),
                                tiltX: .init(number: 3, minimum: -64, maximum: 63))

    @Test func aHoverWithThePensAxesIsThePen() {
        #expect(PenSource.isPenMotion(eventAxes: AxisValues(pressure: 0), layout: Self.pen, proximity: .unknown, buttons: []))
        #expect(PenSource.isPenMotion(eventAxes: AxisValues(tiltX: 3), layout: Self.pen, proximity: .inside, buttons: []))
    }

    @Test func aWarpCarryingOnlyXAndYIsNotThePen() {
        #expect(!PenSource.isPenMotion(eventAxes: AxisValues(), layout: Self.pen, proximity: .unknown, buttons: []))
        #expect(!PenSource.isPenMotion(eventAxes: AxisValues(), layout: Self.pen, proximity: .inside, buttons: []))
    }

    @Test func nothingMovesAPenThatLeft() {
        #expect(!PenSource.isPenMotion(eventAxes: AxisValues(pressure: 0), layout: Self.pen, proximity: .away, buttons: []))
        #expect(!PenSource.isPenMotion(eventAxes: AxisValues(pressure: 0.4), layout: Self.pen, proximity: .away, buttons: .primary))
    }

    @Test func drawingMotionAndAxislessPensAreKept() {
        // A stroke never loses a point for an event that lacks axes; a pen without axes is still a pen.
        #expect(PenSource.isPenMotion(eventAxes: AxisValues(), layout: Self.pen, proximity: .inside, buttons: .primary))
        #expect(PenSource.isPenMotion(eventAxes: AxisValues(), layout: AxisLayout(), proximity: .unknown, buttons: []))
    }
}
