/// pen.smoothing in the editor: new strokes are steadied at the chosen level, the ink front
/// is drawn on every event, and what was drawn live is what the lift commits (no jump).
import Foundation
import Testing
import InkGeometry
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorSmoothingTests {
    /// A slow wavy path with hand jitter, in window coordinates.
    func jitteryPath(seed: UInt64 = 3) -> [Point] {
        var random = SeededRandom(seed: seed)
        return (0..<150).map { i in
            Point(150 + Double(i) * 1.5 + (random.unit() - 0.5), 300 + 20 * sin(Double(i) / 20) + (random.unit() - 0.5) * 1.6)
        }
    }

    func editor(_ smoothing: Smoothing) -> Editor {
        var e = Editor.fresh()
        var p = e.preferences
        p.smoothing = smoothing
        _ = e.apply(p)
        return e
    }

    func distance<L: RandomAccessCollection>(_ p: Point, to line: L) -> Double where L.Element == StrokePoint, L.Index == Int {
        guard line.count > 1 else { return line.first.map { $0.position.distance(to: p) } ?? .infinity }
        return (1..<line.count).map { InkGeometry.distance(from: p, toSegment: line[$0 - 1].position, line[$0].position) }.min() ?? .infinity
    }

    @Test(arguments: Smoothing.allCases)
    func theLiftCommitsWhatWasDrawnLive(_ smoothing: Smoothing) throws {
        var e = editor(smoothing)
        let path = jitteryPath()
        _ = e.press(path[0])
        for p in path.dropFirst() { _ = e.drag(p) }
        let live = try #require(e.activeStroke)
        _ = e.release(path[path.count - 1])
        let committed = try #require(e.document.pages[0].strokes.last)
        // Everything final stays as drawn (within the finished stroke's packing, `StrokePoints`);
        // the provisional span moves by less than half a pixel.
        let final = live.points.count - live.provisionalCount
        #expect(zip(committed.points.prefix(final), live.points.prefix(final)).allSatisfy { c, l in
            c.position.distance(to: l.position) < 1e-4 && abs(c.pressure - l.pressure) < 1e-7
        })
        let worst = live.points.map { distance($0.position, to: committed.points) }.max() ?? 0
        #expect(worst < 0.5, "a live point is \(worst) px from the committed stroke")
    }

    @Test(arguments: Smoothing.allCases)
    func theInkFrontIsDrawnOnEveryEvent(_ smoothing: Smoothing) throws {
        var e = editor(smoothing)
        let path = jitteryPath()
        _ = e.press(path[0])
        for p in path.dropFirst() {
            let damage = e.drag(p)
            let stroke = try #require(e.activeStroke)
            let front = try #require(stroke.points.last).position
            // The front is within the level's lag of the pen, and repainted by this event.
            let frontWindow = e.viewport.toWindow(e.layout.origin(of: stroke.page) + front)
            #expect(frontWindow.distance(to: p) <= smoothing.stabiliser.maximumLag + 1e-6)
            #expect(damage.window.insetBy(-1).contains(frontWindow))
        }
    }

    @Test func newStrokesUseThePreference() throws {
        var off = editor(.off), high = editor(.high)
        off.stroke(jitteryPath())
        high.stroke(jitteryPath())
        let a = try #require(off.document.pages[0].strokes.first), b = try #require(high.document.pages[0].strokes.first)
        // The same gesture: with smoothing off the line goes through every sample; high steadies it.
        let samples = jitteryPath().map { off.toPage($0, page: 0) }
        #expect(samples.allSatisfy { distance($0, to: a.points) < 0.5 })
        #expect(samples.contains { distance($0, to: b.points) > 0.3 })
    }
}
