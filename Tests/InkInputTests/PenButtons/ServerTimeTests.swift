/// Times may repeat or step back (events from different devices): never a crash, never an underflow.
import Testing
import InkInput

@Suite struct ServerTimeTests {
    @Test func releaseBeforePressIsAQuickClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 1000), .release(.lower, 990)])
                == [[.pressed(.lower)], [.released(.lower), .gesture(.lower, .click)]])
    }

    @Test func equalTimes() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 500), .release(.lower, 500), .press(.lower, 500), .release(.lower, 500)])
                == [[.pressed(.lower)], [.released(.lower)],
                    [.pressed(.lower), .gesture(.lower, .doubleClick)], [.released(.lower)]])
    }

    @Test func advanceBackwardsFiresNothing() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 1000), .release(.lower, 1050), .advance(10), .advance(0), .advance(1300)])
                == [[.pressed(.lower)], [.released(.lower)], [], [], [.gesture(.lower, .click)]])
    }

    @Test func secondPressSlightlyEarlierIsStillADoubleClick() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        #expect(r.script([.press(.upper, 1000), .release(.upper, 1040), .press(.upper, 995), .release(.upper, 1100)])
                == [[.pressed(.upper)], [.released(.upper)],
                    [.pressed(.upper), .gesture(.upper, .doubleClick)], [.released(.upper)]])
    }

    @Test func tipEventsFromTheFutureAndPast() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 1000), .tipDown(900), .release(.lower, 1010)])
                == [[.pressed(.lower)], [], [.released(.lower)]])
    }

    @Test func startOfTheClock() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .release(.lower, 0), .advance(0)])
                == [[.pressed(.lower)], [.released(.lower), .gesture(.lower, .click)], []])
    }

    @Test func endOfTheClockSaturates() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        let nearEnd = UInt64.max - 100
        _ = r.press(.lower, at: nearEnd)
        #expect(r.nextDeadline == UInt64.max)
        #expect(r.release(.lower, at: nearEnd + 10) == [.released(.lower)])
        #expect(r.nextDeadline == UInt64.max)
        #expect(r.advance(to: UInt64.max) == [.gesture(.lower, .click)])
    }

    @Test func zeroTimings() {
        var r = PenButtonRecognizer(timing: GestureTiming(doubleClickInterval: 0, longPressThreshold: 0),
                                    doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 10), .release(.lower, 10), .press(.lower, 10), .release(.lower, 20)])
                == [[.pressed(.lower), .gesture(.lower, .longPress)], [.released(.lower)],
                    [.pressed(.lower), .gesture(.lower, .longPress)], [.released(.lower)]])
    }

    @Test func strayEventsAreIgnored() {
        var r = PenButtonRecognizer()
        #expect(r.script([.release(.lower, 0), .press(.both, 10), .release(.both, 20), .press(.upper, 30),
                          .press(.upper, 40), .release(.upper, 60), .release(.upper, 70), .tipUp(80)])
                == [[], [], [], [.pressed(.upper)], [],
                    [.released(.upper), .gesture(.upper, .click)], [], []])
    }
}
