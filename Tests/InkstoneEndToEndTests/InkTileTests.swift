import Foundation
import InkGeometry
import InkInput
import InkInterface
import Testing

/// The committed ink drawn from tiles painted in the background, with the real binary: after
/// a scroll and a zoom, once the app acknowledges (it answers only when the tiles it asked for
/// are shown), the ink is where the view puts it and nowhere else; a stroke committed on the
/// zoomed view and its undo show at once.
@Suite struct InkTileTests {
    static let mouse = DeviceRef(id: 2, kind: .mouse)

    /// Whether there is ink within 2 px of every sampled point of the segment a-b, and paper
    /// 12 px above and below its middle.
    static func inkAlong(_ snap: Snapshot, _ a: Point, _ b: Point) -> Bool {
        let along = (1..<16).allSatisfy { i in
            let t = Double(i) / 16
            return snap.any(near: Int(a.x + (b.x - a.x) * t), Int(a.y + (b.y - a.y) * t), radius: 2) { close($0, 0x1d1d22, tolerance: 40) }
        }
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        return along && snap.pixel(Int(mid.x), Int(mid.y) - 12) == paperWhite && snap.pixel(Int(mid.x), Int(mid.y) + 12) == paperWhite
    }

    @Test func scrolledAndZoomedInkShowsOnceAcknowledged() throws {
        let s = try AppSession()
        let first = try #require(s.snapshot())
        // The same view, followed by an editor of our own.
        var view = Editor(windowSize: Size(Double(first.width), Double(first.height)))
        _ = view.showStart()
        let lines = [(Point(200, 400), Point(600, 440)), (Point(220, 480), Point(620, 480)), (Point(240, 580), Point(560, 540))]
        for (a, b) in lines { s.client.drag(s.window, through: DrawingTests.line(a.x, a.y, b.x, b.y)) }
        s.waitForAck()
        let page = lines.map { (view.viewport.toPage($0.0), view.viewport.toPage($0.1)) }
        // Three notches down: the ink moves up by three wheel steps.
        s.client.move(s.window, 400, 400)
        _ = view.handle(InputEvent(action: .motion, device: Self.mouse, position: Point(400, 400)))
        s.waitForAck {
            for _ in 0..<3 { s.client.button(5, down: true); s.client.button(5, down: false) }
        }
        for _ in 0..<3 { _ = view.handle(InputEvent(action: .scroll(.down), device: Self.mouse, position: Point(400, 400))) }
        let scrolled = try #require(s.snapshot())
        for (a, b) in page {
            let shown = Self.inkAlong(scrolled, view.viewport.toWindow(a), view.viewport.toWindow(b))
            #expect(shown, "scrolled: no ink along \(view.viewport.toWindow(a))-\(view.viewport.toWindow(b))")
        }
        // Zoomed in: the new zoom's tiles are shown once acknowledged.
        s.waitForAck { s.client.key("plus", with: ["Control_L"]) }
        _ = view.handle(KeyChord(.character("+"), .control))
        #expect(view.zoom > 1)
        let zoomed = try #require(s.snapshot())
        for (a, b) in page {
            let shown = Self.inkAlong(zoomed, view.viewport.toWindow(a), view.viewport.toWindow(b))
            #expect(shown, "zoomed: no ink along \(view.viewport.toWindow(a))-\(view.viewport.toWindow(b))")
        }
        s.screenshot("ink-tiles-zoomed")
        // A stroke committed on the zoomed view shows at once; its undo takes it away at once.
        let a = Point(250, 620), b = Point(650, 620)
        s.client.drag(s.window, through: DrawingTests.line(a.x, a.y, b.x, b.y))
        s.waitForAck()
        let committed = try #require(s.snapshot())
        let drawn = Self.inkAlong(committed, a, b)
        #expect(drawn, "the new stroke")
        s.waitForAck { s.client.key("z", with: ["Control_L"]) }
        let undone = try #require(s.snapshot())
        let gone = !(1..<16).contains { i in undone.isDark(Int(a.x + (b.x - a.x) * Double(i) / 16), Int(a.y)) }
        #expect(gone, "undone: the stroke is gone")
        for (p, q) in page {
            let stays = Self.inkAlong(undone, view.viewport.toWindow(p), view.viewport.toWindow(q))
            #expect(stays, "undone: the older ink stays")
        }
    }
}
