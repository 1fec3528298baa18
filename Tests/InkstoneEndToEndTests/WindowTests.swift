import CXTest
import Foundation
import Testing

/// The window itself: title, resizing, exposure and closing.
@Suite struct WindowTests {
    @Test func titleIsUntitledInkstone() throws {
        let s = try AppSession()
        #expect(s.client.utf8Property(s.window, "_NET_WM_NAME") == "Untitled — Inkstone")
    }

    @Test func resizingKeepsTheInk() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(200, 200, 500, 300))
        s.expectPixels("the stroke") { $0.isDark(350, 250) }
        s.client.resize(s.window, width: 640, height: 480)
        s.expectPixels("the stroke in the smaller window") { $0.width == 640 && $0.isDark(350, 250) && $0.pixel(2, 300) != paperWhite }
        s.client.resize(s.window, width: 1200, height: 780)
        s.expectPixels("the stroke in the larger window, the rest paper") {
            $0.width == 1200 && $0.isDark(350, 250) && $0.isDark(200, 200) && $0.pixel(1100, 700) == paperWhite
        }
    }

    @Test func exposeRepaintsFromTheCanvas() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(200, 300, 600, 300))
        s.expectPixels("the stroke") { $0.isDark(400, 300) }
        // Cover the window with another, then take it away: the app must repaint on Expose.
        let dpy = s.client.dpy
        let cover = XCreateSimpleWindow(dpy, s.client.root, 0, 0, 900, 600, 0, 0, 0x00ff00)
        var attrs = XSetWindowAttributes()
        attrs.override_redirect = 1
        XChangeWindowAttributes(dpy, cover, UInt(CWOverrideRedirect), &attrs)
        XMapRaised(dpy, cover)
        XSync(dpy, 0)
        #expect(waitUntil { s.snapshot().map { $0.pixel(800, 500) != paperWhite && $0.pixel(2, 300) != 0xf3f3f6 } ?? false }, "the cover did not show")
        XDestroyWindow(dpy, cover)
        XSync(dpy, 0)
        s.expectPixels("the stroke and toolbar repainted") { $0.isDark(400, 300) && $0.pixel(2, 300) == 0xf3f3f6 && $0.pixel(800, 500) == paperWhite }
    }

    @Test func closingTheWindowExitsWithStatusZero() throws {
        let s = try AppSession()
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
    }
}
