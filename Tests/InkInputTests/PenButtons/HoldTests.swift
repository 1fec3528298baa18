/// The tip touching during a press makes it a hold: pressed/released only, no click, no long press.
import Testing
import InkInput

@Suite struct HoldTests {
    @Test func tipDuringPressGivesNoClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .tipDown(50), .tipUp(150), .release(.lower, 200), .advance(5000)])
                == [[.pressed(.lower)], [], [], [.released(.lower)], []])
    }

    @Test func tipDuringPressGivesNoLongPress() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.upper, 0), .tipDown(100), .advance(500), .advance(3000),
                          .tipUp(3100), .advance(4000), .release(.upper, 4100)])
                == [[.pressed(.upper)], [], [], [], [], [], [.released(.upper)]])
    }

    @Test func pressWhileTouchingIsAHold() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.tipDown(0), .press(.lower, 10), .advance(1000), .release(.lower, 1200),
                          .tipUp(1300), .advance(9000)])
                == [[], [.pressed(.lower)], [], [.released(.lower)], [], []])
        #expect(r.nextDeadline == nil)
    }

    @Test func quickPressWhileTouchingIsNoClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.tipDown(0), .press(.upper, 10), .release(.upper, 60), .tipUp(100)])
                == [[], [.pressed(.upper)], [.released(.upper)], []])
    }

    @Test func pressWhileHoveringAfterTouchIsAClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.tipDown(0), .tipUp(40), .press(.upper, 60), .release(.upper, 100)])
                == [[], [], [.pressed(.upper)], [.released(.upper), .gesture(.upper, .click)]])
    }

    @Test func longPressAlreadyFiredStaysFired() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .advance(500), .tipDown(600), .tipUp(700), .release(.lower, 800)])
                == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [], [], [.released(.lower)]])
    }

    @Test func tipAfterTheThresholdWithoutAdvanceStillLongPresses() {
        // The long press was due at 500, before the tip touched at 510.
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .tipDown(510), .release(.lower, 800)])
                == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [.released(.lower)]])
    }
}
