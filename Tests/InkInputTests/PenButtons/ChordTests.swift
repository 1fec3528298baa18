/// Lower and upper down together are the chord `both`, recognised like one button.
import Testing
import InkInput

@Suite struct ChordTests {
    @Test func quickChordIsABothClick() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .press(.upper, 40), .release(.upper, 150), .release(.lower, 170),
                          .advance(5000)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], [], []])
    }

    @Test func eitherOrderAndEitherReleaseEndsTheChord() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.upper, 0), .press(.lower, 10), .release(.upper, 60), .release(.lower, 80)])
                == [[.pressed(.upper)], [.released(.upper), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], []])
    }

    @Test func chordLongPressAtThresholdFromChordStart() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .advance(300), .press(.upper, 400), .advance(500),
                          .advance(899), .advance(900), .advance(2000), .release(.lower, 2100), .release(.upper, 2200)])
                == [[.pressed(.lower)], [], [.released(.lower), .pressed(.both)], [],
                    [], [.gesture(.both, .longPress)], [], [.released(.both)], []])
    }

    @Test func firstButtonsLongPressFiredBeforeTheChordStays() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .advance(500), .press(.upper, 600), .release(.upper, 700),
                          .release(.lower, 800)])
                == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [.released(.lower), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], []])
    }

    @Test func survivorStaysSilentEvenWhenHeldLong() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .press(.upper, 10), .release(.lower, 50),
                          .advance(3000), .release(.upper, 3100), .advance(9000)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], [], [], []])
    }

    @Test func chordDoubleClick() {
        var r = PenButtonRecognizer(doubleClickBound: [.both])
        #expect(r.script([.press(.lower, 0), .press(.upper, 20), .release(.lower, 80), .release(.upper, 90),
                          .press(.upper, 150), .press(.lower, 170), .release(.upper, 220), .release(.lower, 230),
                          .advance(10_000)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)], [.released(.both)], [],
                    [.pressed(.upper)], [.released(.upper), .pressed(.both), .gesture(.both, .doubleClick)],
                    [.released(.both)], [], []])
    }

    @Test func chordClickDeferredWhenBothIsBound() {
        var r = PenButtonRecognizer(doubleClickBound: [.both])
        #expect(r.script([.press(.lower, 100), .press(.upper, 120), .release(.upper, 200), .release(.lower, 210),
                          .advance(419), .advance(420)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)], [.released(.both)], [],
                    [], [.gesture(.both, .click)]])
    }

    @Test func tipDuringChordIsAHold() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .press(.upper, 10), .tipDown(50), .advance(1000),
                          .tipUp(1100), .release(.lower, 1200), .release(.upper, 1300)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)], [], [], [], [.released(.both)], []])
    }

    @Test func chordStartedWhileTouchingIsAHold() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .tipDown(5), .tipUp(8), .press(.upper, 10), .release(.upper, 40),
                          .release(.lower, 50)])
                == [[.pressed(.lower)], [], [], [.released(.lower), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], []])
        var touching = PenButtonRecognizer()
        #expect(touching.script([.tipDown(0), .press(.lower, 5), .press(.upper, 10), .release(.upper, 40),
                                 .release(.lower, 50)])
                == [[], [.pressed(.lower)], [.released(.lower), .pressed(.both)], [.released(.both)], []])
    }

    @Test func lowerAndUpperMakeNoGesturesOfTheirOwn() {
        // The lower press would be a double-click and its click is pending: the chord takes over.
        var r = PenButtonRecognizer(doubleClickBound: [.lower, .upper])
        #expect(r.script([.press(.lower, 0), .release(.lower, 30), .press(.upper, 60), .press(.lower, 90),
                          .release(.lower, 120), .release(.upper, 140), .advance(299), .advance(300), .advance(5000)])
                == [[.pressed(.lower)], [.released(.lower)], [.pressed(.upper)],
                    [.released(.upper), .pressed(.both)], [.released(.both), .gesture(.both, .click)], [],
                    [], [.gesture(.lower, .click)], []])
    }

    @Test func survivorPressedAgainStartsANewChord() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .press(.upper, 10), .release(.lower, 50), .press(.lower, 100),
                          .release(.lower, 150), .release(.upper, 200)])
                == [[.pressed(.lower)], [.released(.lower), .pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], [.pressed(.both)],
                    [.released(.both), .gesture(.both, .click)], []])
    }
}
