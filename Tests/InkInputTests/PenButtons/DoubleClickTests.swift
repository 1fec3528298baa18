/// Double-click: a second press within the interval of the first press, reported at that press;
/// never also a click.
import Testing
import InkInput

@Suite struct DoubleClickTests {
    @Test func firesOnceAtSecondPressAndNeverTheClick() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 1000), .release(.lower, 1080), .advance(1150),
                          .press(.lower, 1200), .advance(1250), .release(.lower, 1260),
                          .advance(1299), .advance(1300), .advance(1700), .advance(100_000)])
                == [[.pressed(.lower)], [.released(.lower)], [],
                    [.pressed(.lower), .gesture(.lower, .doubleClick)], [], [.released(.lower)],
                    [], [], [], []])
        #expect(r.nextDeadline == nil)
    }

    @Test func windowIsPressToPressAndEndsAtTheInterval() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 200), .press(.lower, 299), .release(.lower, 310)])
                == [[.pressed(.lower)], [.released(.lower)],
                    [.pressed(.lower), .gesture(.lower, .doubleClick)], [.released(.lower)]])
        var late = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(late.script([.press(.lower, 0), .release(.lower, 200), .press(.lower, 300), .release(.lower, 310)])
                == [[.pressed(.lower)], [.released(.lower)],
                    [.gesture(.lower, .click), .pressed(.lower)], [.released(.lower)]])
    }

    @Test func slowSecondPressIsTwoClicks() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        #expect(r.script([.press(.upper, 0), .release(.upper, 60), .advance(300),
                          .press(.upper, 450), .release(.upper, 500), .advance(749), .advance(750)])
                == [[.pressed(.upper)], [.released(.upper)], [.gesture(.upper, .click)],
                    [.pressed(.upper)], [.released(.upper)], [], [.gesture(.upper, .click)]])
    }

    @Test func thirdQuickPressStartsAfresh() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 40), .press(.lower, 100), .release(.lower, 140),
                          .press(.lower, 200), .release(.lower, 240), .advance(499), .advance(500)])
                == [[.pressed(.lower)], [.released(.lower)],
                    [.pressed(.lower), .gesture(.lower, .doubleClick)], [.released(.lower)],
                    [.pressed(.lower)], [.released(.lower)], [], [.gesture(.lower, .click)]])
    }

    @Test func fourQuickPressesAreTwoDoubleClicks() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        let events = r.script([.press(.lower, 0), .release(.lower, 40), .press(.lower, 100), .release(.lower, 140),
                               .press(.lower, 200), .release(.lower, 240), .press(.lower, 300),
                               .release(.lower, 340), .advance(10_000)]).flatMap { $0 }
        #expect(events.filter { if case .gesture = $0 { return true } else { return false } }
                == [.gesture(.lower, .doubleClick), .gesture(.lower, .doubleClick)])
    }

    @Test func firstPressMustHaveBeenAClick() {
        // A first press that became a long press is no click: the next press is not a double-click.
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .advance(500), .release(.lower, 520),
                          .press(.lower, 560), .release(.lower, 600), .advance(860)])
                == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [.released(.lower)],
                    [.pressed(.lower)], [.released(.lower)], [.gesture(.lower, .click)]])
    }

    @Test func aHeldFirstPressIsNoClickEither() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .tipDown(20), .tipUp(60), .release(.lower, 80),
                          .press(.lower, 120), .release(.lower, 160), .advance(420)])
                == [[.pressed(.lower)], [], [], [.released(.lower)],
                    [.pressed(.lower)], [.released(.lower)], [.gesture(.lower, .click)]])
    }

    @Test func secondPressHeldLongMakesNoLongPress() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 40), .press(.lower, 100),
                          .advance(600), .advance(2000), .release(.lower, 2100)])
                == [[.pressed(.lower)], [.released(.lower)], [.pressed(.lower), .gesture(.lower, .doubleClick)],
                    [], [], [.released(.lower)]])
    }

    @Test func unboundButtonNeverDoubleClicks() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        let events = r.script([.press(.lower, 0), .release(.lower, 40), .press(.lower, 100),
                               .release(.lower, 140), .advance(5000)]).flatMap { $0 }
        #expect(events == [.pressed(.lower), .released(.lower), .gesture(.lower, .click),
                           .pressed(.lower), .released(.lower), .gesture(.lower, .click)])
    }
}
