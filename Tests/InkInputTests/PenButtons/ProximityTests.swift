/// Leaving proximity releases buttons still down (no click) and drops pending clicks;
/// presses right at proximity in work like any other.
import Testing
import InkInput

@Suite struct ProximityTests {
    @Test func buttonDownIsReleasedWithoutClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .proximityOut(100), .release(.lower, 120), .advance(5000)])
                == [[.pressed(.lower)], [.released(.lower)], [], []])
        #expect(r.nextDeadline == nil)
    }

    @Test func pendingClickIsDropped() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        #expect(r.script([.press(.upper, 0), .release(.upper, 50), .proximityOut(120), .advance(300), .advance(5000)])
                == [[.pressed(.upper)], [.released(.upper)], [], [], []])
    }

    @Test func pendingClickAlreadyDueFiresBeforeLeaving() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        #expect(r.script([.press(.upper, 0), .release(.upper, 50), .proximityOut(350)])
                == [[.pressed(.upper)], [.released(.upper)], [.gesture(.upper, .click)]])
    }

    @Test func chordIsReleasedOnce() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .press(.upper, 10), .proximityOut(60), .release(.upper, 70),
                          .release(.lower, 80)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)], [.released(.both)], [], []])
    }

    @Test func silentSurvivorIsNotReleased() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .press(.upper, 10), .release(.upper, 40), .proximityOut(60)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], []])
    }

    @Test func heldWhileTouchingThenOut() {
        var r = PenButtonRecognizer()
        #expect(r.script([.tipDown(0), .press(.lower, 10), .proximityOut(200)])
                == [[], [.pressed(.lower)], [.released(.lower)]])
    }

    @Test func tipIsUpAfterComingBack() {
        var r = PenButtonRecognizer()
        #expect(r.script([.tipDown(0), .proximityOut(10), .press(.upper, 500), .release(.upper, 560)])
                == [[], [], [.pressed(.upper)], [.released(.upper), .gesture(.upper, .click)]])
    }

    @Test func pressJustAfterProximityInAndLongPressAfterComingBack() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .proximityOut(100), .press(.lower, 101), .advance(601)])
                == [[.pressed(.lower)], [.released(.lower)], [.pressed(.lower)], [.gesture(.lower, .longPress)]])
    }

    @Test func noDoubleClickAcrossProximity() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 30), .proximityOut(60), .press(.lower, 100),
                          .release(.lower, 130), .advance(400)])
                == [[.pressed(.lower)], [.released(.lower)], [], [.pressed(.lower)], [.released(.lower)],
                    [.gesture(.lower, .click)]])
    }
}
