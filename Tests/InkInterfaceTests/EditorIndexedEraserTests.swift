/// The eraser finds strokes through the page's spatial index: on a crowded page it removes
/// exactly the strokes testing every stroke says its disc touched, and the page's index stays
/// what a fresh one would be through stroke and area erasing, undo and redo.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorIndexedEraserTests {
    /// A page of 2,000 short random strokes over the window's area.
    static func crowdedEditor(mode: EraserMode) -> Editor {
        var r = SeededRandom(seed: 1_000_014)
        let strokes = (1...2000).map { id -> Stroke in
            let start = Point(r.unit() * 700, r.unit() * 600), heading = r.unit() * 6.3, count = 1 + r.index(below: 12)
            let points = (0..<count).map { i in
                StrokePoint(start + Point(cos(heading + Double(i) / 5), sin(heading + Double(i) / 5)) * (Double(i) * 3), pressure: r.unit())
            }
            return Stroke(id: StrokeID(UInt64(id)), points: points, color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 1 + r.unit() * 4))
        }
        var editor = Editor(document: Document(pages: [Page(strokes: strokes)], images: [:], nextStrokeID: 3000), windowSize: testWindow)
        var prefs = Preferences()
        prefs.eraserMode = mode
        _ = editor.apply(prefs)
        return editor
    }

    /// A wavy sweep over the canvas, in window coordinates.
    static let sweep = (0..<60).map { i in Point(140 + Double(i) * 9, 300 + 140 * sin(Double(i) / 8)) }

    static func expectIndexIsFresh(_ editor: Editor, _ note: String) {
        let page = editor.document.pages[0], fresh = Page(strokes: page.strokes)
        var r = SeededRandom(seed: 3)
        for _ in 0..<40 {
            let clip = Rect(x: r.unit() * 800 - 50, y: r.unit() * 700 - 50, width: r.unit() * 150, height: r.unit() * 150)
            #expect(page.strokes(meeting: clip) == fresh.strokes(meeting: clip), "\(note): \(clip)")
        }
    }

    @Test func strokeErasingRemovesExactlyWhatTestingEveryStrokeSays() throws {
        var editor = Self.crowdedEditor(mode: .stroke)
        let before = editor.document.pages[0].strokes
        let radius = editor.toolState(for: .eraser).eraserRadius(in: editor.palette)
        let page = Self.sweep.map { editor.toPage($0, page: 0) }
        // Every stroke, at the disc's positions along each move (as the eraser samples them).
        var touched = Set<StrokeID>()
        for (k, p) in page.enumerated() {
            let from = k == 0 ? p : page[k - 1]
            let steps = max(1, Int((from.distance(to: p) / (radius / 2)).rounded(.up)))
            for s in before where (0...steps).contains(where: { i in
                s.isTouched(byDiscAt: from + (p - from) * (Double(i) / Double(steps)), radius: radius)
            }) { touched.insert(s.id) }
        }
        try #require(touched.count > 20 && touched.count < before.count / 2, "a sweep through a crowd (\(touched.count))")
        _ = editor.press(Self.sweep[0], Devices.eraser)
        for p in Self.sweep.dropFirst() { _ = editor.drag(p, Devices.eraser) }
        _ = editor.release(Self.sweep[Self.sweep.count - 1], Devices.eraser)
        #expect(editor.document.pages[0].strokes == before.filter { !touched.contains($0.id) })
        Self.expectIndexIsFresh(editor, "erased")
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(editor.document.pages[0].strokes == before)
        Self.expectIndexIsFresh(editor, "undone")
    }

    @Test func areaErasingKeepsTheIndexThroughUndoAndRedo() throws {
        var editor = Self.crowdedEditor(mode: .area)
        let before = editor.document.pages[0].strokes
        _ = editor.press(Self.sweep[0], Devices.eraser)
        for p in Self.sweep.dropFirst() { _ = editor.drag(p, Devices.eraser) }
        _ = editor.release(Self.sweep[Self.sweep.count - 1], Devices.eraser)
        let after = editor.document.pages[0].strokes
        try #require(after != before)
        // Nothing left within the disc's reach of the sweep's positions.
        let radius = editor.toolState(for: .eraser).eraserRadius(in: editor.palette)
        for p in Self.sweep.map({ editor.toPage($0, page: 0) }) {
            #expect(!after.contains { s in s.points.contains { $0.position.distance(to: p) < radius * 0.9 } })
        }
        Self.expectIndexIsFresh(editor, "cut")
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(editor.document.pages[0].strokes == before)
        Self.expectIndexIsFresh(editor, "undone")
        _ = editor.handle(KeyChord(.character("y"), .control))
        #expect(editor.document.pages[0].strokes == after)
        Self.expectIndexIsFresh(editor, "redone")
    }
}
