/// A held temporary tool engages at `pressed` and reverts at `released`, whether or not the
/// tip touched in between.
import Testing
import InkInput

@Suite struct TemporaryToolTests {
    @Test func revertsWithoutTheTipEverTouching() {
        for bound in [Set<PenButton>(), [.lower]] {
            var r = PenButtonRecognizer(doubleClickBound: bound)
            let events = r.script([.press(.lower, 0), .advance(800), .release(.lower, 900)])
            #expect(events == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [.released(.lower)]])
        }
    }

    @Test func quickPressAndReleaseStillReleases() {
        var r = PenButtonRecognizer(doubleClickBound: [.upper])
        #expect(r.script([.press(.upper, 0), .release(.upper, 30)]) == [[.pressed(.upper)], [.released(.upper)]])
    }

    @Test func releasedAfterDrawing() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.upper, 0), .tipDown(100), .tipUp(700), .release(.upper, 750)])
                == [[.pressed(.upper)], [], [], [.released(.upper)]])
    }

    @Test func releasedWhileStillTouching() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.upper, 0), .tipDown(100), .release(.upper, 300), .tipUp(400)])
                == [[.pressed(.upper)], [], [.released(.upper)], []])
    }

    @Test func everyPressIsPairedWithARelease() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower, .both])
        let events = r.script([.press(.lower, 0), .release(.lower, 20), .press(.lower, 50), .press(.upper, 60),
                               .release(.lower, 90), .release(.upper, 100), .tipDown(120), .press(.upper, 130),
                               .release(.upper, 900), .tipUp(950), .advance(5000)]).flatMap { $0 }
        let pressed = events.compactMap { if case .pressed(let b) = $0 { return b } else { return nil } }
        let released = events.compactMap { if case .released(let b) = $0 { return b } else { return nil } }
        #expect(pressed == [.lower, .lower, .both, .upper])
        #expect(released == [.lower, .lower, .both, .upper])
    }
}
