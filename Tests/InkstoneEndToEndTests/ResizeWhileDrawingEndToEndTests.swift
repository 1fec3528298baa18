import Foundation
import InkGeometry
import InkTestSupport
import Testing

/// The window resized while the mouse draws a straight line across a page (a tiling window
/// manager laying windows out again): the line stays one straight line; the view fits the new
/// window once the button is up. Before, the page was centred (and at a fitted zoom, zoomed)
/// again under the pointer: the line's second half went on from somewhere else on the page
/// (over its first half here; "Z" shaped after Ctrl+3).
@Suite struct ResizeWhileDrawingEndToEndTests {
    @Test func aLineDrawnWhileTheWindowGrowsStaysStraight() throws {
        let paged = try ClipboardEndToEndTests.pagedDocument()
        defer { try? FileManager.default.removeItem(atPath: paged) }
        let s = try AppSession(arguments: [paged])
        s.expectPixels("the page") { $0.pixel(500, 300) == paperWhite }
        s.waitForAck {
            s.client.move(s.window, 300, 300)
            s.client.button(1, down: true)
            for x in stride(from: 310.0, through: 360, by: 10) { s.client.move(s.window, x, 300) }
        }
        s.waitForAck { s.client.resize(s.window, width: 1280, height: 800) }
        s.waitForAck {
            for x in stride(from: 370.0, through: 500, by: 10) { s.client.move(s.window, x, 300) }
            s.client.button(1, down: false)
        }
        let shown = s.expectPixels("the window at its new size, one line drawn") { snap in
            snap.width == 1280 && (0..<snap.height).contains { y in snap.count(row: y, from: 80, to: 1180) { $0 & 0xff < 0x80 } > 60 }
        }
        s.screenshot("resize-while-drawing")
        let snap = try #require(shown)
        // Every dark pixel of the canvas (the toolbar and the status bar left out) in one band of rows.
        var rows: [Int] = []
        for y in 0..<(snap.height - 48) where snap.count(row: y, from: 80, to: 1180, { $0 & 0xff < 0x80 }) > 0 { rows.append(y) }
        #expect(!rows.isEmpty && (rows.max() ?? 0) - (rows.min() ?? 0) < 14, "one straight line: dark in rows \(rows)")
        // As long as the pointer's path (200 px at 100 %): its halves not drawn over each other.
        let row = rows[rows.count / 2]
        let dark = (80...1180).filter { snap.pixel($0, row) & 0xff < 0x80 }
        #expect((dark.max() ?? 0) - (dark.min() ?? 0) >= 195, "the line spans \(dark.min() ?? 0)...\(dark.max() ?? 0)")
    }
}
