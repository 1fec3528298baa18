/// With a double-click binding, the click waits until the interval has passed since its press.
import Testing
import InkInput

@Suite struct DeferredClickTests {
    @Test func firedByAdvanceAtExactlyPressPlusInterval() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.press(.lower, at: 1000) == [.pressed(.lower)])
        #expect(r.release(.lower, at: 1100) == [.released(.lower)])
        #expect(r.nextDeadline == 1300)
        #expect(r.advance(to: 1200) == [])
        #expect(r.advance(to: 1299) == [])
        #expect(r.advance(to: 1300) == [.gesture(.lower, .click)])
        #expect(r.advance(to: 1301) == [])
        #expect(r.advance(to: 9999) == [])
        #expect(r.nextDeadline == nil)
    }

    @Test func customInterval() {
        var r = PenButtonRecognizer(timing: GestureTiming(doubleClickInterval: 250), doubleClickBound: [.upper])
        #expect(r.script([.press(.upper, 0), .release(.upper, 30), .advance(249), .advance(250)])
                == [[.pressed(.upper)], [.released(.upper)], [], [.gesture(.upper, .click)]])
    }

    @Test func releasedAfterTheIntervalClicksAtOnce() {
        // Pressed 400 ms: the interval is over at release, below the long-press threshold.
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .advance(300), .release(.lower, 400)])
                == [[.pressed(.lower)], [], [.released(.lower), .gesture(.lower, .click)]])
        #expect(r.nextDeadline == nil)
    }

    @Test func aLaterEventFiresTheDueClickFirst() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 50), .tipDown(320)])
                == [[.pressed(.lower)], [.released(.lower)], [.gesture(.lower, .click)]])
    }

    @Test func otherButtonsDoNotDisturbAPendingClick() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 50), .press(.upper, 100),
                          .release(.upper, 150), .advance(299), .advance(300)])
                == [[.pressed(.lower)], [.released(.lower)], [.pressed(.upper)],
                    [.released(.upper), .gesture(.upper, .click)], [], [.gesture(.lower, .click)]])
    }
}
