/// Issue 18, point 2: what an input method composes is drawn inline in the box being edited,
/// at the caret, underlined (its highlighted segment on a light background), and the input
/// method is told where the caret is (`FrameRenderer.inputSpot`, its candidate window's place).
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkTestSupport

@Suite struct TextBoxPreeditRenderTests {
    /// A harness editing a box that holds "H", the caret after it.
    static func editingH() -> RenderHarness {
        let h = RenderHarness(width: 640, height: 480)
        h.key(KeyChord(.character("t")))
        h.press(Point(200, 200)); h.release(Point(200, 200))
        h.key(KeyChord(.character("h"), [.shift], text: "H"))
        return h
    }

    static func isDark(_ p: UInt32) -> Bool { (p >> 16) & 0xff < 120 && (p >> 8) & 0xff < 120 && p & 0xff < 120 }

    /// The longest run of dark pixels of a row of `xs` found on rows `ys`, as a share of `xs`.
    static func longestDarkRow(_ h: RenderHarness, _ xs: Range<Int>, _ ys: Range<Int>) -> Double {
        var best = 0
        for y in ys {
            var run = 0, longest = 0
            for x in xs {
                if Self.isDark(h.pixel(x, y)) { run += 1; longest = max(longest, run) } else { run = 0 }
            }
            best = max(best, longest)
        }
        return Double(best) / Double(max(1, xs.count))
    }

    @Test func theCompositionIsUnderlinedAtTheCaretAndPlainOnceCommitted() throws {
        let h = Self.editingH()
        let start = try #require(h.renderer.inputSpot(h.editor.scene))
        h.show(h.editor.setPreedit(Preedit(text: "nnnn")))
        let end = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(end.x > start.x + 20, "the caret is after the composition (\(start.x) → \(end.x))")
        #expect(abs(end.y - start.y) < 1, "on the same line")
        let frame = try #require(h.editor.scene.textEdit?.frame)
        let xs = Int(start.x + 2)..<Int(end.x - 2), ys = Int(frame.minY)..<Int(frame.maxY)
        #expect(Self.longestDarkRow(h, xs, ys) > 0.9, "an underline spans the composition")
        #expect(h.editor.scene.textEdit?.box.text == "H")
        h.show(h.editor.setPreedit(nil))
        h.show(h.editor.typeText("nnnn"))
        #expect(h.editor.scene.textEdit?.box.text == "Hnnnn")
        let committed = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(abs(committed.x - end.x) < 1, "the committed text takes the composition's place")
        #expect(Self.longestDarkRow(h, xs, ys) < 0.6, "committed text is not underlined")
    }

    @Test func theHighlightedSegmentHasALightBackground() throws {
        let h = Self.editingH()
        let frame = try #require(h.editor.scene.textEdit?.frame)
        func tinted() -> Int {
            var n = 0
            for y in Int(frame.minY)..<Int(frame.maxY) { for x in Int(frame.minX)..<Int(frame.maxX) where channelDistance(h.pixel(x, y), 0xffe7a0) < 12 { n += 1 } }
            return n
        }
        #expect(tinted() == 0)
        h.show(h.editor.setPreedit(Preedit(text: "nnnn", caret: 0, highlighted: 0..<4)))
        #expect(tinted() > 100, "the segment being converted")
    }

    @Test func theSpotFollowsTheCaretAndTheZoom() throws {
        let h = Self.editingH()
        let a = try #require(h.renderer.inputSpot(h.editor.scene))
        let frame = try #require(h.editor.scene.textEdit?.frame)
        #expect(frame.insetBy(-1).contains(a), "the caret's foot lies in the writing area")
        h.key(KeyChord(.character("h"), [.shift], text: "H"))
        let b = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(b.x > a.x + 5)
        h.key(KeyChord(.enter))
        let c = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(c.y > b.y + 5 && c.x < b.x, "a new line: lower and back to the left")
        h.show(h.editor.setPreedit(Preedit(text: "nn", caret: 1)))
        let d = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(d.x > c.x, "inside the composition, at the input method's caret")
        h.key(KeyChord(.escape))
        #expect(h.renderer.inputSpot(h.editor.scene) == nil, "no box, no spot")
    }

    /// The save chooser's name field shows the composition the same way, and its caret is the spot.
    @Test func theSaveNameShowsTheCompositionAndItsCaretIsTheSpot() throws {
        let scratch = try TemporaryFolder("preedit-chooser")
        let h = RenderHarness(width: 1024, height: 720)
        h.show(h.editor.openChooser(.save, folder: scratch.path, name: "a"))
        h.key(KeyChord(.character("b"), text: "b"))   // typing replaces the selected suggestion
        var field: Rect?
        for case .chooser(let view) in h.editor.scene.surfaces { field = view.layout.nameField }
        let f = try #require(field)
        let before = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(f.contains(before), "the spot is in the name field")
        func tinted() -> Int {
            var n = 0
            for y in Int(f.minY)..<Int(f.maxY) { for x in Int(f.minX)..<Int(f.maxX) where channelDistance(h.pixel(x, y), 0xffe7a0) < 12 { n += 1 } }
            return n
        }
        #expect(tinted() == 0)
        h.show(h.editor.setPreedit(Preedit(text: "nnnn", caret: 4, highlighted: 0..<4)))
        #expect(tinted() > 60, "the segment being converted")
        let after = try #require(h.renderer.inputSpot(h.editor.scene))
        #expect(after.x > before.x + 20, "the caret is at the composition's end (\(before.x) → \(after.x))")
        #expect(h.editor.chooser?.name == "b", "nothing is committed")
    }
}
