/// A text box placed, changed and taken away is one `Edit` each, its inverse undoes it, and a
/// box's handwriting can go out with the text coming in (one step).
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct TextBoxEditTests {
    @Test func placingChangingAndRemovingABoxAndUndoingEach() {
        var doc = Document()
        var history = History()
        let box = TextBoxSamples.latin
        history.perform(Edit(page: 0, change: .text(TextChange(before: nil, after: box))), on: &doc)
        #expect(doc.pages[0].texts == [box])
        var changed = box
        changed.text = "Changed"
        changed.origin = Point(50, 60)
        history.perform(Edit(page: 0, change: .text(TextChange(before: box, after: changed))), on: &doc)
        #expect(doc.pages[0].texts == [changed])
        history.perform(Edit(page: 0, change: .text(TextChange(before: changed, after: nil))), on: &doc)
        #expect(doc.pages[0].texts.isEmpty)
        _ = history.undo(&doc)
        #expect(doc.pages[0].texts == [changed])
        _ = history.undo(&doc)
        #expect(doc.pages[0].texts == [box])
        _ = history.undo(&doc)
        #expect(doc.pages[0].texts.isEmpty)
        _ = history.redo(&doc)
        #expect(doc.pages[0].texts == [box])
    }

    @Test func aChangeKeepsTheBoxInItsPlaceAmongTheOthers() {
        var doc = Document(pages: [Page(texts: [TextBoxSamples.latin, TextBoxSamples.cjk, TextBoxSamples.arabic])])
        var cjk = TextBoxSamples.cjk
        cjk.text = "十"
        let area = doc.apply(Edit(page: 0, change: .text(TextChange(before: TextBoxSamples.cjk, after: cjk))))
        #expect(doc.pages[0].texts.map(\.id) == [1, 2, 7])
        #expect(doc.pages[0].texts[1].text == "十")
        #expect(area.contains(Point(45, 125)))
        #expect(doc.pages[0].nextTextID == 8)
    }

    @Test func acceptingHandwritingSwapsTheInkForTheTextInOneStep() {
        let ink = GoldenSamples.pen(3, color: GoldenSamples.black, width: 2, x: 45, y: 130)
        var doc = Document(pages: [Page(strokes: [ink], texts: [TextBoxSamples.cjk])])
        var history = History()
        var after = TextBoxSamples.cjk
        after.text += "十"
        let change = TextChange(before: TextBoxSamples.cjk, after: after, inkRemoved: [PlacedStroke(index: 0, stroke: ink)])
        history.perform(Edit(page: 0, change: .text(change)), on: &doc)
        #expect(doc.pages[0].strokes.isEmpty)
        #expect(doc.pages[0].texts == [after])
        _ = history.undo(&doc)
        #expect(doc.pages[0].strokes == [ink])
        #expect(doc.pages[0].texts == [TextBoxSamples.cjk])
    }

    @Test func theEstimateIsNeverShorterThanALinePerLineBreakAndWrapsLongText() {
        #expect(TextBoxEstimate.lines(of: "", width: 100, fontSize: 10) == 1)
        #expect(TextBoxEstimate.lines(of: "a\nb\n", width: 100, fontSize: 10) == 3)
        // Twenty CJK characters of one em each in a box ten ems wide: two lines.
        #expect(TextBoxEstimate.lines(of: String(repeating: "字", count: 20), width: 100, fontSize: 10) == 2)
    }
}
