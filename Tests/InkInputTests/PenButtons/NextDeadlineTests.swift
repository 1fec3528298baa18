/// nextDeadline: the earliest time `advance` has something to fire, or nil.
import Testing
import InkInput

@Suite struct NextDeadlineTests {
    @Test func idleHasNone() {
        #expect(PenButtonRecognizer().nextDeadline == nil)
    }

    @Test func longPressDeadlineWhileHeld() {
        var r = PenButtonRecognizer()
        _ = r.press(.lower, at: 1000)
        #expect(r.nextDeadline == 1500)
        _ = r.advance(to: 1500)
        #expect(r.nextDeadline == nil)
    }

    @Test func noneAfterAnImmediateClick() {
        var r = PenButtonRecognizer()
        _ = r.script([.press(.lower, 0), .release(.lower, 100)])
        #expect(r.nextDeadline == nil)
    }

    @Test func pendingClickDeadline() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        _ = r.script([.press(.lower, 1000), .release(.lower, 1100)])
        #expect(r.nextDeadline == 1300)
        _ = r.advance(to: 1300)
        #expect(r.nextDeadline == nil)
    }

    @Test func earliestOfPendingClickAndLongPress() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        _ = r.script([.press(.lower, 0), .release(.lower, 100), .press(.upper, 150)])
        #expect(r.nextDeadline == 300)
        #expect(r.advance(to: 300) == [.gesture(.lower, .click)])
        #expect(r.nextDeadline == 650)
    }

    @Test func oneAdvanceFiresEverythingDueInTimeOrder() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        _ = r.script([.press(.lower, 0), .release(.lower, 100), .press(.upper, 150)])
        #expect(r.advance(to: 5000) == [.gesture(.lower, .click), .gesture(.upper, .longPress)])
        #expect(r.nextDeadline == nil)
    }

    @Test func noneWhileHolding() {
        var r = PenButtonRecognizer()
        _ = r.script([.press(.lower, 0), .tipDown(10)])
        #expect(r.nextDeadline == nil)
    }

    @Test func noneForTheSilentSurvivorOrADoubleClick() {
        var chord = PenButtonRecognizer()
        _ = chord.script([.press(.lower, 0), .press(.upper, 10), .release(.lower, 20)])
        #expect(chord.nextDeadline == nil)
        var double = PenButtonRecognizer(doubleClickBound: [.upper])
        _ = double.script([.press(.upper, 0), .release(.upper, 10), .press(.upper, 20)])
        #expect(double.nextDeadline == nil)
    }

    @Test func chordDeadlineFromChordStart() {
        var r = PenButtonRecognizer()
        _ = r.script([.press(.upper, 0), .press(.lower, 250)])
        #expect(r.nextDeadline == 750)
    }

    @Test func followsTimingChanges() {
        var r = PenButtonRecognizer()
        _ = r.press(.lower, at: 100)
        r.timing.longPressThreshold = 1000
        #expect(r.nextDeadline == 1100)
    }
}
