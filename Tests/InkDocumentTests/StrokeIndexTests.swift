/// A page's spatial index of its strokes: it finds what walking the page finds, follows every
/// change of the strokes (edits, undo and redo, renumbering, changes made in place, decoding)
/// as an index built afresh would, and never counts in equality or coding.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct StrokeIndexTests {
    static func stroke(_ id: UInt64, _ r: inout SeededRandom) -> Stroke {
        let start = Point(r.unit() * 1500, r.unit() * 1500), count = 1 + r.index(below: 80)
        let step = r.index(below: 8) == 0 ? 25.0 : 2.0, heading = r.unit() * 6.3
        let points = (0..<count).map { i in
            StrokePoint(start + Point(cos(heading + Double(i) / 9), sin(heading + Double(i) / 9)) * (Double(i) * step), pressure: r.unit())
        }
        return Stroke(id: StrokeID(id), points: points, color: Fixtures.black, outline: OutlineOptions(width: 1 + r.unit() * 8))
    }

    static func clip(_ r: inout SeededRandom) -> Rect {
        r.index(below: 8) == 0 ? Rect(x: r.unit() * 1000 - 200, y: r.unit() * 1000, width: r.unit() * 2000, height: r.unit() * 2000)
            : Rect(x: r.unit() * 1600 - 50, y: r.unit() * 1600 - 50, width: r.unit() * 80, height: r.unit() * 80)
    }

    /// The page's index answers as walking its strokes and as an index built afresh.
    static func check(_ page: Page, _ r: inout SeededRandom, _ note: String) {
        let fresh = Page(strokes: page.strokes)
        for _ in 0..<10 {
            let clip = Self.clip(&r)
            let walked = page.strokes.indices.filter { BoundsGrid.meets(page.strokes[$0].bounds, clip) }
            #expect(page.strokes(meeting: clip) == walked, "\(note): \(clip)")
            #expect(fresh.strokes(meeting: clip) == walked, "\(note): \(clip)")
        }
    }

    @Test func editsUndoAndRedoKeepTheIndexAsABuiltOne() {
        var r = SeededRandom(seed: 20261130)
        var next: UInt64 = 1
        var document = Document(pages: [Page(strokes: (0..<300).map { _ in defer { next += 1 }; return Self.stroke(next, &r) })],
                                images: [:], nextStrokeID: 100_000)
        var history = History()
        Self.check(document.pages[0], &r, "built")
        for step in 0..<150 {
            let strokes = document.pages[0].strokes
            let edit: Edit
            switch r.index(below: 4) {
            case 0:
                edit = Edit(page: 0, change: .add([PlacedStroke(index: r.index(below: strokes.count + 1), stroke: Self.stroke(next, &r))]))
                next += 1
            case 1 where !strokes.isEmpty:
                let i = r.index(below: strokes.count)
                edit = Edit(page: 0, change: .remove([PlacedStroke(index: i, stroke: strokes[i])]))
            case 2 where !strokes.isEmpty:
                let i = r.index(below: strokes.count)
                let pieces = (0..<r.index(below: 3)).map { k in PlacedStroke(index: i + k, stroke: Self.stroke(next + UInt64(k), &r)) }
                next += 3
                edit = Edit(page: 0, change: .replace(removed: [PlacedStroke(index: i, stroke: strokes[i])], added: pieces))
            default:
                if r.index(below: 2) == 0 { _ = history.undo(&document) } else { _ = history.redo(&document) }
                Self.check(document.pages[0], &r, "step \(step), undo/redo")
                continue
            }
            history.perform(edit, on: &document)
            Self.check(document.pages[0], &r, "step \(step)")
        }
        while history.canUndo { _ = history.undo(&document) }
        Self.check(document.pages[0], &r, "all undone")
        #expect(document.pages[0].strokes.count == 300)
    }

    @Test func clearingAPageAndUndoingItKeepTheIndex() {
        var r = SeededRandom(seed: 77)
        var document = Document(pages: [Page(strokes: (1...500).map { Self.stroke($0, &r) })], images: [:], nextStrokeID: 1000)
        let all = document.pages[0].strokes.enumerated().map { PlacedStroke(index: $0.offset, stroke: $0.element) }
        var history = History()
        history.perform(Edit(page: 0, change: .remove(all)), on: &document)
        #expect(document.pages[0].strokes.isEmpty && document.pages[0].strokes(meeting: Rect(x: 0, y: 0, width: 2000, height: 2000)).isEmpty)
        _ = history.undo(&document)
        #expect(document.pages[0].strokes == all.map(\.stroke))
        Self.check(document.pages[0], &r, "cleared and undone")
    }

    @Test func changesInPlaceAndRenumberingAreFollowed() {
        var r = SeededRandom(seed: 5)
        var page = Page(strokes: (1...50).map { Self.stroke($0, &r) })
        page.strokes[10].points = Self.stroke(99, &r).points
        page.strokes.swapAt(3, 40)
        page.strokes.append(contentsOf: (200...210).map { Self.stroke($0, &r) })
        page.strokes.removeFirst(5)
        Self.check(page, &r, "in place")
        page.changeStrokes { strokes in strokes.removeLast(3); strokes.insert(Self.stroke(400, &r), at: 2) }
        Self.check(page, &r, "changed together")
        var document = Document(pages: [page], images: [:], nextStrokeID: 300)
        document.reassignStrokeIDs()
        Self.check(document.pages[0], &r, "renumbered")
    }

    @Test func theIndexIsNotCodedOrComparedAndADecodedPageHasOne() throws {
        var r = SeededRandom(seed: 9)
        let page = Page(strokes: (1...40).map { Self.stroke($0, &r) })
        let data = try JSONEncoder().encode(page)
        #expect(!String(decoding: data, as: UTF8.self).contains("strokeIndex"))
        let decoded = try JSONDecoder().decode(Page.self, from: data)
        #expect(decoded == page)
        Self.check(decoded, &r, "decoded")
        var emptied = page
        emptied.strokes = []
        emptied.strokes = page.strokes
        #expect(emptied == page && emptied.hashValue == page.hashValue)
    }
}
