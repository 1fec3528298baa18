/// The touch-gesture state machine on synthetic touches: one finger pans, two pan and pinch
/// around their centre, quick two- and three-finger taps, and palm rejection near the pen.
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct TouchGesturesTests {
    var g = TouchGestures()

    mutating func begin(_ id: UInt32, _ x: Double, _ y: Double, at t: UInt64 = 0, size: Double? = nil, draws: Bool = false) -> [TouchAction] {
        g.touch(.began, TouchContact(id: id, size: size.map { Size($0, $0) }), at: Point(x, y), time: t, draws: draws)
    }
    mutating func move(_ id: UInt32, _ x: Double, _ y: Double, at t: UInt64 = 0, size: Double? = nil) -> [TouchAction] {
        g.touch(.moved, TouchContact(id: id, size: size.map { Size($0, $0) }), at: Point(x, y), time: t, draws: false)
    }
    mutating func end(_ id: UInt32, _ x: Double, _ y: Double, at t: UInt64 = 0) -> [TouchAction] {
        g.touch(.ended, TouchContact(id: id), at: Point(x, y), time: t, draws: false)
    }

    @Test mutating func oneFingerPansAtEveryMoveOnceItMovedPastTheSlop() {
        #expect(begin(1, 100, 100).isEmpty)
        #expect(move(1, 105, 100).isEmpty, "a few pixels could still be a tap")
        let step = g.serial
        #expect(move(1, 130, 120) == [.view(from: Point(100, 100), to: Point(130, 120), scale: 1, serial: step)])
        #expect(move(1, 140, 120) == [.view(from: Point(100, 100), to: Point(140, 120), scale: 1, serial: step)])
        #expect(end(1, 140, 120).isEmpty)
    }

    @Test mutating func twoFingersPanAndZoomAroundTheirCentre() {
        _ = begin(1, 100, 100)
        _ = begin(2, 200, 100)
        let step = g.serial
        // Spread from 100 to 140 to 200 px, centre from (150, 100) to (130, 100) to (160, 100).
        #expect(move(1, 60, 100) == [.view(from: Point(150, 100), to: Point(130, 100), scale: 1.4, serial: step)])
        #expect(move(2, 260, 100) == [.view(from: Point(150, 100), to: Point(160, 100), scale: 2, serial: step)])
        // One finger lifts: the other goes on panning from where it is, without a jump.
        #expect(end(1, 60, 100).isEmpty)
        #expect(move(2, 270, 110) == [.view(from: Point(260, 100), to: Point(270, 110), scale: 1, serial: step + 1)])
    }

    @Test mutating func quickTwoAndThreeFingerTapsAreTaps() {
        _ = begin(1, 100, 100, at: 1000)
        _ = begin(2, 140, 100, at: 1010)
        _ = end(1, 100, 100, at: 1100)
        #expect(end(2, 141, 101, at: 1120) == [.tap(fingers: 2, at: Point(140, 100))])

        _ = begin(1, 100, 100, at: 2000)
        _ = begin(2, 140, 100, at: 2005)
        _ = begin(3, 180, 100, at: 2010)
        _ = end(3, 180, 100, at: 2100)
        _ = end(2, 140, 100, at: 2100)
        #expect(end(1, 100, 100, at: 2110) == [.tap(fingers: 3, at: Point(100, 100))])
    }

    @Test mutating func slowOrMovingFingersAreNoTap() {
        _ = begin(1, 100, 100, at: 0)
        _ = begin(2, 140, 100, at: 0)
        _ = end(1, 100, 100, at: 400)
        #expect(end(2, 140, 100, at: 400).isEmpty, "held too long")
        _ = begin(1, 100, 100, at: 1000)
        _ = begin(2, 140, 100, at: 1000)
        _ = move(2, 180, 100, at: 1050)
        _ = end(1, 100, 100, at: 1100)
        #expect(end(2, 180, 100, at: 1100).isEmpty, "it pinched")
        _ = begin(1, 100, 100, at: 2000)
        #expect(end(1, 100, 100, at: 2050).isEmpty, "one finger taps nothing")
    }

    @Test mutating func touchesNearThePenDoNothing() {
        _ = g.pen(near: true, at: 1000)
        #expect(begin(1, 100, 100, at: 1001).isEmpty)
        #expect(move(1, 300, 300, at: 1002).isEmpty)
        #expect(end(1, 300, 300, at: 1003).isEmpty)
        #expect(!g.isActive)
        // After the pen leaves, touches stay ignored for a moment, then count again.
        _ = g.pen(near: false, at: 2000)
        #expect(g.penBlocks(at: 2000 + TouchGestures.penQuietMs - 1))
        _ = begin(2, 100, 100, at: 2000 + TouchGestures.penQuietMs - 1)
        #expect(move(2, 300, 100, at: 2600).isEmpty, "began too soon after the pen: ignored to the end")
        _ = end(2, 300, 100, at: 2601)
        _ = begin(3, 100, 100, at: 2700)
        #expect(move(3, 200, 100, at: 2710) == [.view(from: Point(100, 100), to: Point(200, 100), scale: 1, serial: g.serial)])
    }

    @Test mutating func aFingerDownWhenThePenComesIsDroppedAndItsStrokeCancelled() {
        #expect(begin(1, 100, 100, draws: true) == [.draw(.began, Point(100, 100))])
        #expect(move(1, 120, 100) == [.draw(.moved, Point(120, 100))])
        #expect(g.pen(near: true, at: 50) == [.cancelDrawing])
        #expect(move(1, 140, 100, at: 51).isEmpty)
        #expect(end(1, 140, 100, at: 52).isEmpty)
    }

    @Test mutating func largeContactsArePalms() {
        #expect(begin(1, 100, 100, size: TouchGestures.palmSize).isEmpty)
        #expect(move(1, 300, 300, size: TouchGestures.palmSize).isEmpty)
        #expect(!g.isActive)
        // A finger that spreads into a palm stops there; a drawing one is cancelled.
        _ = begin(2, 100, 100, size: 10, draws: true)
        #expect(move(2, 110, 100, size: 90) == [.cancelDrawing])
        #expect(end(2, 110, 100).isEmpty)
        #expect(end(1, 300, 300).isEmpty)
    }

    @Test mutating func aSecondFingerTurnsDrawingIntoNavigation() {
        _ = begin(1, 100, 100, draws: true)
        #expect(begin(2, 200, 100, draws: true) == [.cancelDrawing])
        #expect(move(2, 220, 100) == [.view(from: Point(150, 100), to: Point(160, 100), scale: 1.2, serial: g.serial)])
    }
}
