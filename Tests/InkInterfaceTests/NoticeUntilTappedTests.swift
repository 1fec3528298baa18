/// A notice that must not go by unread (the file a window was started on could not be
/// opened) stays past the passing notices' time, until it is tapped.
import Testing
import InkGeometry
import InkInterface

@Suite struct NoticeUntilTappedTests {
    @Test func itOutlivesTheNoticeTimeAndGoesWhenTapped() throws {
        var editor = Editor.fresh()
        _ = editor.advance(to: 1_000)
        let outcome = editor.showNoticeUntilTapped("Not opened: cannot read /tmp/broken.inkstone: truncated")
        let frame = try #require(editor.noticeFrame)
        #expect(outcome.damage.region.rects.contains { $0.contains(frame.center) }, "its place is drawn")
        #expect(editor.nextDeadline == nil, "no timer to take it away")
        _ = editor.advance(to: 1_000 + 10 * Notice.duration)
        #expect(editor.notice?.text.hasPrefix("Not opened") == true)
        // Drawing elsewhere leaves it.
        editor.line(y: 400)
        #expect(editor.notice != nil)
        _ = editor.press(frame.center)
        _ = editor.release(frame.center)
        #expect(editor.notice == nil, "a tap takes it away")
        #expect(editor.strokeCount == 1, "the tap drew nothing")
    }

    @Test func aPassingNoticeStillGoesInItsTime() {
        var editor = Editor.fresh()
        _ = editor.advance(to: 1_000)
        _ = editor.showNotice("Saved")
        _ = editor.advance(to: 1_000 + Notice.duration)
        #expect(editor.notice == nil)
    }

    /// A passing notice over it ("Saved" after "Not opened: …") takes its place for its time,
    /// then gives it back; tapped away, it gives it back at once. Before, the passing notice
    /// took it away for good, unread.
    @Test func aPassingNoticeOverItGivesItBack() throws {
        var editor = Editor.fresh()
        _ = editor.advance(to: 1_000)
        let lasting = "Not opened: cannot read /tmp/broken.inkstone: truncated"
        _ = editor.showNoticeUntilTapped(lasting)
        _ = editor.showNotice("Saved")
        #expect(editor.notice?.text == "Saved")
        let outcome = editor.advance(to: 1_000 + Notice.duration)
        #expect(editor.notice?.text == lasting && editor.notice?.until == nil, "back, and staying")
        let frame = try #require(editor.noticeFrame)
        #expect(outcome.damage.region.rects.contains { $0.contains(frame.center) }, "and drawn")
        _ = editor.showNotice("Copied")
        let passing = try #require(editor.noticeFrame)
        _ = editor.press(passing.center); _ = editor.release(passing.center)
        #expect(editor.notice?.text == lasting, "the passing one tapped away: back at once")
        let again = try #require(editor.noticeFrame)
        _ = editor.press(again.center); _ = editor.release(again.center)
        #expect(editor.notice == nil, "tapped itself, it goes")
        _ = editor.showNotice("Saved")
        _ = editor.advance(to: 1_000_000)
        #expect(editor.notice == nil, "nothing held any more")
    }
}
