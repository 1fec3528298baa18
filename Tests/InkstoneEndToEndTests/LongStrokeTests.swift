import CXTest
import Foundation
import Testing

/// One very long stroke on the real binary: 20,000 motion events in a single drag, paced by the
/// server (each XTest event is synced before the next, never slept on). The app keeps up, so
/// right after the release the whole stroke shows and an undo is seen within the usual wait;
/// when each event cost grew with the stroke's length, the app was still drawing the backlog
/// long after the pen lifted.
@Suite struct LongStrokeTests {
    /// Rows back and forth over the canvas, one pixel per event.
    static func rows(events: Int) -> [(x: Int, y: Int)] {
        let left = 120, width = 820
        return (0..<events).map { i in
            let row = i / width, along = i % width
            return (row % 2 == 0 ? left + along : left + width - 1 - along, 60 + 25 * row)
        }
    }

    @Test func theAppKeepsUpWithAStrokeOfTwentyThousandEvents() throws {
        let s = try AppSession()
        let path = Self.rows(events: 20_000)
        let dpy = s.client.dpy
        let o = s.client.origin(of: s.window)
        func move(_ p: (x: Int, y: Int)) {
            XTestFakeMotionEvent(dpy, -1, Int32(o.x + p.x), Int32(o.y + p.y), 0)
            XSync(dpy, 0)
        }
        move(path[0])
        s.client.button(1, down: true)
        for p in path.dropFirst() { move(p) }
        s.client.button(1, down: false)
        XSync(dpy, 0)

        let first = path[0], last = path[path.count - 1], middle = path[path.count / 2]
        s.expectPixels("the whole stroke, right after the release") { snap in
            snap.isDark(first.x + 1, first.y) && snap.isDark(middle.x, middle.y) && snap.isDark(last.x - 1, last.y)
        }
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("the stroke gone after Ctrl+Z") { snap in
            [first, middle, last].allSatisfy { snap.pixel($0.x, $0.y) == paperWhite }
        }
    }
}
