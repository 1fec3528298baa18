import Foundation
import InkGeometry
import InkInterface
import Testing

/// Drawing with the mouse through XTest on the real binary: ink appears along the dragged path
/// and nowhere else, the contact alone shows a dot (G1), and the toolbar's colours apply.
@Suite struct DrawingTests {
    /// Points of a straight drag from (x0, y0) to (x1, y1), `steps` motion events.
    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, steps: Int = 40) -> [(Double, Double)] {
        (0...steps).map { i in let t = Double(i) / Double(steps); return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t) }
    }

    /// Distance from (x, y) to the segment (x0, y0)-(x1, y1).
    static func distance(_ x: Double, _ y: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        let dx = x1 - x0, dy = y1 - y0
        let t = max(0, min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)))
        let px = x0 + dx * t - x, py = y0 + dy * t - y
        return (px * px + py * py).squareRoot()
    }

    @Test func inkFollowsTheDraggedPathAndNothingElse() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: Self.line(200, 200, 600, 400))
        let shot = s.expectPixels("ink at the stroke's end") { $0.any(near: 600, 400, radius: 2) { close($0, 0x1d1d22, tolerance: 40) } }
        let snap = try #require(shot)
        // Along the path: every sampled point has ink within 2 px.
        for i in 1..<20 {
            let t = Double(i) / 20
            let x = Int(200 + 400 * t), y = Int(200 + 200 * t)
            #expect(snap.any(near: x, y, radius: 2) { close($0, 0x1d1d22, tolerance: 40) }, "no ink at \(x),\(y)")
        }
        // Everywhere else on the canvas: paper (the status bar under it aside).
        let indicator = ToolbarGeometry.layout.statusBar
        var stray = 0
        for y in stride(from: 0, to: snap.height, by: 4) {
            for x in stride(from: 60, to: snap.width, by: 4) where Self.distance(Double(x), Double(y), 200, 200, 600, 400) > 8
                && !indicator.contains(Point(Double(x), Double(y))) {
                if snap.pixel(x, y) != paperWhite { stray += 1 }
            }
        }
        #expect(stray == 0, "\(stray) pixels away from the path are not paper")
    }

    @Test func theContactAloneShowsADot() throws {
        let s = try AppSession()
        s.client.move(s.window, 400, 300)
        s.client.button(1, down: true)
        s.expectPixels("a dot under the pointer while the button is still down") { $0.isDark(400, 300) }
        s.client.button(1, down: false)
    }

    @Test func inkShowsWhileTheButtonIsStillDown() throws {
        let s = try AppSession()
        s.client.move(s.window, 200, 300)
        s.client.button(1, down: true)
        for (x, y) in Self.line(200, 300, 500, 300, steps: 30).dropFirst() { s.client.move(s.window, x, y) }
        // G2: each motion is on screen before the next is read, so no release is needed to see it.
        s.expectPixels("ink along the drag before the release") { snap in
            stride(from: 210, through: 490, by: 20).allSatisfy { snap.isDark($0, 300) }
        }
        s.client.button(1, down: false)
    }

    @Test func aColourChosenInTheToolbarIsTheInkColour() throws {
        let s = try AppSession()
        let red = try #require(ToolbarGeometry.frame(of: .color(2)))
        s.client.click(s.window, red.center.x, red.center.y)
        s.client.drag(s.window, through: Self.line(300, 300, 500, 300))
        s.expectPixels("red ink") { $0.any(near: 400, 300, radius: 1) { close($0, 0xd7263d, tolerance: 20) } }
    }

    @Test func theThickWidthDrawsWiderThanTheThin() throws {
        let s = try AppSession()
        let thin = try #require(ToolbarGeometry.frame(of: .width(0)))
        let thick = try #require(ToolbarGeometry.frame(of: .width(2)))
        s.client.click(s.window, thin.center.x, thin.center.y)
        s.client.drag(s.window, through: Self.line(200, 200, 600, 200))
        s.client.click(s.window, thick.center.x, thick.center.y)
        s.client.drag(s.window, through: Self.line(200, 400, 600, 400))
        let snap = try #require(s.expectPixels("both strokes") { $0.isDark(400, 200) && $0.isDark(400, 400) })
        let thinWidth = snap.count(column: 400, from: 180, to: 220) { $0 != paperWhite }
        let thickWidth = snap.count(column: 400, from: 380, to: 420) { $0 != paperWhite }
        #expect(thickWidth >= thinWidth * 3, "thin \(thinWidth) px, thick \(thickWidth) px")
    }
}
