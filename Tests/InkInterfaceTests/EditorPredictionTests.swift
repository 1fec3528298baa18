/// pen.prediction in the editor: a fast stroke shows a tail ahead of the pen that the next
/// event repaints away, the lift takes it away and repaints where it was, and the committed
/// stroke is exactly the one drawn without prediction.
import Foundation
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorPredictionTests {
    /// A fast curving stroke: 125 Hz samples (8 ms apart), about 6 px per sample.
    let path: [Point] = (0..<60).map { i in Point(150 + Double(i) * 6, 300 + 40 * sin(Double(i) / 12)) }

    func editor(_ prediction: Prediction) -> Editor {
        var e = Editor.fresh()
        var p = e.preferences
        p.prediction = prediction
        _ = e.apply(p)
        return e
    }

    func timed(_ event: InputEvent, _ i: Int) -> InputEvent {
        var event = event
        event.time = 5000 + UInt64(i) * 8
        return event
    }

    func draw(_ e: inout Editor, lift: Bool = true) {
        _ = e.handle(timed(PointerEvents.press(path[0]), 0))
        for i in 1..<path.count { _ = e.handle(timed(PointerEvents.drag(path[i]), i)) }
        if lift { _ = e.handle(timed(PointerEvents.release(path[path.count - 1]), path.count)) }
    }

    func window(_ e: Editor, _ p: Point, page: Int) -> Point { e.viewport.toWindow(e.layout.origin(of: page) + p) }

    @Test(arguments: [Prediction.short, .long])
    func theCommittedStrokeIsTheOneDrawnWithoutPrediction(_ prediction: Prediction) throws {
        var off = editor(.off), on = editor(prediction)
        draw(&off)
        draw(&on)
        let a = try #require(off.document.pages[0].strokes.last), b = try #require(on.document.pages[0].strokes.last)
        #expect(a.points == b.points)
        #expect(on.document.pages[0].strokes.count == 1)
    }

    @Test(arguments: [Prediction.short, .long])
    func aFastStrokeShowsATailAheadOfThePenThatTheNextEventRepaints(_ prediction: Prediction) throws {
        var e = editor(prediction)
        _ = e.handle(timed(PointerEvents.press(path[0]), 0))
        var previousTail: [Point]?
        var tails = 0
        for i in 1..<path.count {
            let damage = e.handle(timed(PointerEvents.drag(path[i]), i)).damage
            if let previousTail {
                let area = damage.window.insetBy(-1)
                #expect(previousTail.allSatisfy { area.contains($0) }, "the old tail at event \(i) is not repainted")
            }
            let stroke = try #require(e.activeStroke)
            previousTail = nil
            guard stroke.tailCount > 0 else { continue }
            tails += 1
            let end = try #require(stroke.points.last), last = try #require(stroke.realPoints.last)
            let a = window(e, last.position, page: stroke.page), b = window(e, end.position, page: stroke.page)
            // The tail points on in the direction of motion, and is drawn by this event.
            #expect((b - a).x > 0, "the tail at event \(i) does not point ahead")
            #expect(damage.window.insetBy(-1).contains(b))
            previousTail = [a, b]
        }
        #expect(tails >= path.count - 4, "only \(tails) events showed a tail")
        let release = e.handle(timed(PointerEvents.release(path[path.count - 1]), path.count)).damage
        let lastTail = try #require(previousTail)
        #expect(lastTail.allSatisfy { release.window.insetBy(-1).contains($0) }, "the lift does not repaint the last tail")
        #expect(e.activeStroke == nil)
    }

    @Test func atACornerTheOldTailIsRepaintedWhereTheNewInkDoesNotReach() throws {
        var e = editor(.long)
        // Fast to the right, then straight up: the tail of the last event before the corner
        // points right, past where the ink turns.
        let corner = (0..<12).map { Point(150 + Double($0) * 8, 300) } + (1..<4).map { Point(238, 300 - Double($0) * 8) }
        _ = e.handle(timed(PointerEvents.press(corner[0]), 0))
        for i in 1..<12 { _ = e.handle(timed(PointerEvents.drag(corner[i]), i)) }
        let stroke = try #require(e.activeStroke)
        #expect(stroke.tailCount == 1)
        let end = window(e, try #require(stroke.points.last).position, page: stroke.page)
        #expect(end.x > 238 + 8, "the tail does not reach past the corner")
        let damage = e.handle(timed(PointerEvents.drag(corner[12]), 12)).damage
        #expect(damage.window.insetBy(-1).contains(end), "the old tail's end \(end) is left on screen: \(damage.window)")
    }

    @Test func offShowsNoTail() throws {
        var e = editor(.off)
        draw(&e, lift: false)
        let stroke = try #require(e.activeStroke)
        #expect(stroke.tailCount == 0)
        #expect(e.preferences.prediction == .off)
        #expect(Preferences().prediction == .off)
    }
}
