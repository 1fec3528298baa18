/// Long press: reported once at the threshold, never repeated while held, no click at release.
import Testing
import InkInput

@Suite struct LongPressTests {
    @Test func firesOnceAtThresholdWhileHeld() {
        var r = PenButtonRecognizer()
        #expect(r.press(.upper, at: 2000) == [.pressed(.upper)])
        var fired: [(UInt64, [GestureEvent])] = []
        for t in stride(from: UInt64(2000), through: 4000, by: 10) {
            let events = r.advance(to: t)
            if !events.isEmpty { fired.append((t, events)) }
        }
        #expect(fired.count == 1)
        #expect(fired.first?.0 == 2500)
        #expect(fired.first?.1 == [.gesture(.upper, .longPress)])
        #expect(r.release(.upper, at: 4010) == [.released(.upper)])
        #expect(r.advance(to: 10_000) == [])
    }

    @Test func notBeforeTheThreshold() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 100), .advance(599), .advance(600), .advance(601)])
                == [[.pressed(.lower)], [], [.gesture(.lower, .longPress)], []])
    }

    @Test func noClickAfterALongPressEvenWithDoubleBinding() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .advance(500), .release(.lower, 700), .advance(5000)])
                == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [.released(.lower)], []])
    }

    @Test func releaseAtTheThresholdWithoutAdvanceIsALongPress() {
        var r = PenButtonRecognizer()
        #expect(r.script([.press(.lower, 0), .release(.lower, 500)])
                == [[.pressed(.lower)], [.gesture(.lower, .longPress), .released(.lower)]])
    }

    @Test func customThreshold() {
        var r = PenButtonRecognizer(timing: GestureTiming(longPressThreshold: 800))
        #expect(r.script([.press(.upper, 0), .advance(500), .advance(799), .advance(800), .release(.upper, 900)])
                == [[.pressed(.upper)], [], [], [.gesture(.upper, .longPress)], [.released(.upper)]])
    }

    @Test func eachPressHasItsOwnLongPress() {
        var r = PenButtonRecognizer()
        let events = r.script([.press(.lower, 0), .advance(600), .release(.lower, 650),
                               .press(.lower, 1000), .advance(1499), .advance(1500), .release(.lower, 1600)])
        #expect(events == [[.pressed(.lower)], [.gesture(.lower, .longPress)], [.released(.lower)],
                           [.pressed(.lower)], [], [.gesture(.lower, .longPress)], [.released(.lower)]])
    }
}
