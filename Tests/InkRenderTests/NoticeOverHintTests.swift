import Testing
import InkGeometry
import InkInterface
import InkRender

/// A notice is drawn over the first-start hint where they meet (a small window): a tap there
/// takes the notice away (`Editor.press` asks the notice first), so the notice is what shows
/// there. At 400x300 the hint's card hid a file that could not be opened ("Not opened: …").
@Suite struct NoticeOverHintTests {
    @Test func theNoticeShowsOverTheHint() throws {
        let h = RenderHarness(width: 400, height: 300)
        _ = h.editor.restore(RememberedState())
        h.show(h.editor.showNoticeUntilTapped("Not opened: cannot read /home/ink/Lecture notes.inkstone: the file is empty (0 bytes)"))
        h.show(Damage(window: h.editor.windowFrame))
        let hint = try #require(h.editor.scene.hint)
        let notice = try #require(h.editor.noticeFrame)
        let both = hint.frame.intersection(notice)
        try #require(!both.isEmpty, "they meet at 400x300: \(hint.frame), \(notice)")
        // A point of the notice's card inside both, away from its text and its border.
        let x = Int(both.minX) + 4, y = Int(both.maxY) - 3
        #expect(h.pixel(x, y) & 0xffffff == 0xfff4d6, "the notice's fill at (\(x), \(y)): \(String(h.pixel(x, y) & 0xffffff, radix: 16))")
    }
}
