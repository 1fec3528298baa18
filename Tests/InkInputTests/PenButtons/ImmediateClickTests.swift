/// Without a double-click binding, a click is reported at the release, at once.
import Testing
import InkInput

@Suite struct ImmediateClickTests {
    @Test func clickAtRelease() {
        var r = PenButtonRecognizer()
        #expect(r.press(.lower, at: 1000) == [.pressed(.lower)])
        #expect(r.release(.lower, at: 1120) == [.released(.lower), .gesture(.lower, .click)])
        #expect(r.nextDeadline == nil)
        #expect(r.advance(to: 99_999) == [])
    }

    @Test func upperClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.upper, 10), .release(.upper, 20)])
                == [[.pressed(.upper)], [.released(.upper), .gesture(.upper, .click)]])
    }

    @Test func onlyTheBoundButtonWaits() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        #expect(r.script([.press(.lower, 0), .release(.lower, 50)])
                == [[.pressed(.lower)], [.released(.lower), .gesture(.lower, .click)]])
    }

    @Test func releaseJustBeforeThresholdIsAClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .advance(499), .release(.lower, 499)])
                == [[.pressed(.lower)], [], [.released(.lower), .gesture(.lower, .click)]])
    }

    @Test func twoQuickClicksWithoutBindingAreTwoClicks() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .release(.lower, 40), .press(.lower, 80), .release(.lower, 120)])
                == [[.pressed(.lower)], [.released(.lower), .gesture(.lower, .click)],
                    [.pressed(.lower)], [.released(.lower), .gesture(.lower, .click)]])
    }
}
