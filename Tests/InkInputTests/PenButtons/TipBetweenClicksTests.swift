/// The tip touching between two presses: the waiting click fires before the stroke, and the
/// next press starts afresh instead of making a double-click.
import Testing
import InkInput

@Suite struct TipBetweenClicksTests {
    @Test func aStrokeBetweenTwoPressesMakesTwoClicks() {
        var r = PenButtonRecognizer(doubleClickBound: [.lower])
        #expect(r.script([.press(.lower, 0), .release(.lower, 40), .tipDown(80), .tipUp(150),
                          .press(.lower, 200), .release(.lower, 240), .advance(499), .advance(500)])
                == [[.pressed(.lower)], [.released(.lower)], [.gesture(.lower, .click)], [],
                    [.pressed(.lower)], [.released(.lower)], [], [.gesture(.lower, .click)]])
    }
}
