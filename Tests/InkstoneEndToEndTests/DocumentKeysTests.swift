import CXTest
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// Ctrl+Q quits and Ctrl+W closes the document, both asking first about unsaved work;
/// Ctrl+N opens a new blank document in a window of its own.
@Suite struct DocumentKeysTests {
    static let window = Size(1024, 720)
    static var closePrompt: [Rect] {
        let canvas = ToolbarLayout(windowSize: window).canvasFrame(windowSize: window)
        return Prompt(topic: .closeUnsaved, message: "", choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2).choiceFrames(in: canvas, measure: PangoTextMeasure.shared)
    }

    static func promptShows(_ s: Snapshot) -> Bool {
        let frames = closePrompt
        let p = s.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y))
        return abs(Int(p >> 16) - 0x2f) < 20 && abs(Int((p >> 8) & 0xff) - 0x6f) < 20 && abs(Int(p & 0xff) - 0xe4) < 20
    }

    @Test func ctrlQQuitsAtOnceWhenNothingIsUnsaved() throws {
        let s = try AppSession()
        s.client.move(s.window, 500, 400)
        s.client.key("q", with: ["Control_L"])
        #expect(s.app.wait(timeout: 10) == 0)
    }

    @Test func ctrlQAsksAboutUnsavedWork() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 500, 300))
        s.expectPixels("a stroke") { $0.isDark(400, 300) }
        s.client.key("q", with: ["Control_L"])
        s.expectPixels("the question", Self.promptShows)
        #expect(s.app.poll() == nil, "still running while it asks")
        let frames = Self.closePrompt
        s.client.click(s.window, frames[2].center.x, frames[2].center.y)  // Cancel
        s.expectPixels("back to the page") { $0.isDark(400, 300) && !Self.promptShows($0) }
        s.client.key("q", with: ["Control_L"])
        s.expectPixels("asked again", Self.promptShows)
        s.client.click(s.window, frames[1].center.x, frames[1].center.y)  // Don't Save
        #expect(s.app.wait(timeout: 10) == 0)
    }

    @Test func ctrlWClosesTheDocumentForABlankOne() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (s, doc) = try DesktopActionTests.openInkedDocument(in: scratch)
        s.client.move(s.window, 700, 500)
        s.client.key("w", with: ["Control_L"])
        s.expectPixels("a blank page") { !$0.isDark(450, 300) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "Untitled — Inkstone" }, "title")
        #expect(s.app.poll() == nil, "the window stays")
        // Unsaved ink: it asks; Don't Save gives a blank page, and the file is as it was.
        s.client.drag(s.window, through: DrawingTests.line(300, 400, 500, 400))
        s.expectPixels("new ink") { $0.isDark(400, 400) }
        s.client.key("w", with: ["Control_L"])
        s.expectPixels("the question", Self.promptShows)
        let frames = Self.closePrompt
        s.client.click(s.window, frames[1].center.x, frames[1].center.y)  // Don't Save
        s.expectPixels("a blank page again") { !$0.isDark(400, 400) && !Self.promptShows($0) }
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: doc)) == DesktopActionTests.inkedDocument())
        #expect(s.app.poll() == nil)
    }

    @Test func ctrlNOpensABlankDocumentInANewWindow() throws {
        let scratch = try ExportCommandTests.Scratch()
        let s = try DesktopActionTests.openInkedDocument(in: scratch).session
        guard let other = Self.ctrlN(in: s, pointerAt: 700, 500) else { return }
        defer { kill(pid_t(other.pid), SIGTERM) }
        #expect(other.pid != Int(s.app.pid))
        #expect(waitUntil { s.client.utf8Property(other.window, "_NET_WM_NAME") == "Untitled — Inkstone" })
        #expect(waitUntil { s.client.snapshot(other.window).map { $0.pixel(2, 300) != paperWhite && !$0.isDark(450, 300) } ?? false },
                "the new window shows a blank page")
        #expect(s.client.utf8Property(s.window, "_NET_WM_NAME") == "inked.inkstone — Inkstone")
        s.expectPixels("the first window keeps its document") { $0.isDark(450, 300) }
    }

    /// The new window is as large as the first was started (`--geometry`), not the default.
    @Test func ctrlNsWindowTakesTheFirstWindowsGeometry() throws {
        let s = try AppSession(arguments: ["--geometry", "640x480"])
        #expect(s.client.size(of: s.window) == (640, 480))
        guard let other = Self.ctrlN(in: s, pointerAt: 300, 300) else { return }
        defer { kill(pid_t(other.pid), SIGTERM) }
        #expect(s.client.size(of: other.window) == (640, 480))
    }

    /// Ctrl+N with the pointer at (x, y) in `s`'s window: the new window (its absence recorded).
    static func ctrlN(in s: AppSession, pointerAt x: Double, _ y: Double,
                      sourceLocation: SourceLocation = #_sourceLocation) -> (window: Window, pid: Int)? {
        s.client.move(s.window, x, y)
        s.client.key("n", with: ["Control_L"])
        let other = waitForOtherInkstoneWindow(s)
        #expect(other != nil, "no second window\n\(s.log)", sourceLocation: sourceLocation)
        return other
    }

    /// `otherInkstoneWindow`, waited for up to 15 s.
    static func waitForOtherInkstoneWindow(_ s: AppSession) -> (window: Window, pid: Int)? {
        var other: (window: Window, pid: Int)?
        _ = waitUntil(timeout: 15) {
            other = otherInkstoneWindow(s)
            return other != nil
        }
        return other
    }

    /// A mapped top-level window with a _NET_WM_PID other than the session's app.
    static func otherInkstoneWindow(_ s: AppSession) -> (window: Window, pid: Int)? {
        let c = s.client
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(c.dpy, c.root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for i in 0..<Int(count) {
            let w = children[i]
            guard let pid = c.longs(w, "_NET_WM_PID")?.first, pid != Int(s.app.pid) else { continue }
            var attrs = XWindowAttributes()
            if XGetWindowAttributes(c.dpy, w, &attrs) != 0, attrs.map_state == IsViewable { return (w, pid) }
        }
        return nil
    }
}
