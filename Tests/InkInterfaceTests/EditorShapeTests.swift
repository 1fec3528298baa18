/// Straight lines and shapes in the editor (issue 17, point 5), driven by the editor's clock
/// (`advance(to:)`, `nextDeadline`) instead of waiting: a pen held still at a stroke's end turns
/// the live stroke into its clean shape at once; jitter still counts as still, a drift does not;
/// the lift commits the shape as one stroke and one undo step; `pen.shapes` off leaves strokes
/// alone; the ruler (R, or a pen button held) draws straight lines in 15° steps and shows in
/// the mode indicator.
import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport
import Testing

@Suite struct EditorShapeTests {
    static func event(_ action: InputEvent.Action, _ p: Point, at t: UInt64, pressure: Double = 0.6) -> InputEvent {
        InputEvent(action: action, device: Devices.pen, position: p, axes: AxisValues(pressure: pressure),
                   buttons: action == .press(.primary) ? [] : .primary, time: t)
    }

    /// Draws `points` with the pen from time `start`, 8 ms apart, without lifting; returns the last event's time.
    static func draw(_ points: [Point], on e: inout Editor, from start: UInt64 = 1000) -> UInt64 {
        var t = start
        _ = e.handle(event(.press(.primary), points[0], at: t))
        for p in points.dropFirst() {
            t += 8
            _ = e.handle(event(.motion, p, at: t))
        }
        return t
    }

    static let circle = RoughShapes.ellipse(center: Point(400, 350), radii: Size(110, 110))

    /// A pause mid-stroke (an architect stops to think, a key is pressed) snaps what was drawn
    /// to its shape; drawing on past the snap takes the shape back and the stroke goes on as
    /// drawn. Before, everything drawn after the pause was lost.
    @Test func drawingOnAfterAPauseKeepsTheWholeStroke() throws {
        var e = Editor.fresh()
        let first = stride(from: 200.0, through: 400, by: 10).map { Point($0, 300) }
        let end = Self.draw(first, on: &e)
        _ = e.advance(to: end + ShapeState.holdMs)
        let drawn = try #require(e.activeStroke)
        #expect(drawn.isShape, "the pause snapped it")
        let onward = [Point(410, 310), Point(425, 330), Point(440, 350), Point(455, 370), Point(470, 390), Point(480, 400)]
        var t = end + ShapeState.holdMs + 300
        var damage = Damage.none
        for p in onward {
            t += 8
            damage.formUnion(e.handle(Self.event(.motion, p, at: t)).damage)
        }
        let stroke = try #require(e.activeStroke)
        #expect(!stroke.isShape, "drawing on takes the shape back")
        #expect(!damage.isEmpty)
        _ = e.handle(Self.event(.release(.primary), Point(480, 400), at: t + 8))
        let committed = try #require(e.document.pages[0].strokes.last)
        #expect(e.document.pages[0].strokes.count == 1 && e.history.undoStack.count == 1, "one stroke, one undo step")
        let shown = e.toWindow(committed.bounds, page: 0)
        #expect(shown.minX < 205 && shown.maxY > 395, "both parts: \(shown)")
        // Drawn on, it may rest again: the whole stroke is looked at then (a bent line is no shape).
        #expect(e.shapes.snappedAt == nil)
    }

    @Test func holdingThePenStillTurnsTheStrokeIntoItsShapeAndTheLiftCommitsIt() throws {
        var e = Editor.fresh()
        let end = Self.draw(Self.circle, on: &e)
        #expect(e.nextDeadline == end + ShapeState.holdMs)
        _ = e.advance(to: end + ShapeState.holdMs - 1)
        #expect(e.activeStroke?.isShape == false)
        let outcome = e.advance(to: end + ShapeState.holdMs)
        let stroke = try #require(e.activeStroke)
        #expect(stroke.isShape, "the person sees it snap while the pen is still down")
        #expect(e.shapes.recognised == 1)
        #expect(!outcome.damage.isEmpty)
        // Every point on one circle.
        let page = stroke.points.map(\.position)
        let centre = page.reduce(Point.zero, +) * (1 / Double(page.count))
        let radii = page.map { $0.distance(to: centre) }
        #expect((radii.max() ?? 0) - (radii.min() ?? 0) < 1, "\(radii.min() ?? 0)...\(radii.max() ?? 0)")
        // The drift of a lift after the snap changes nothing; the lift commits it.
        let lift = try #require(Self.circle.last) + Point(8, 6)
        _ = e.handle(Self.event(.motion, lift, at: end + 700))
        #expect(e.activeStroke?.points == stroke.points)
        _ = e.handle(Self.event(.release(.primary), lift, at: end + 710))
        let committed = try #require(e.document.pages[0].strokes.last)
        #expect(e.document.pages[0].strokes.count == 1)
        #expect(committed.points.count == stroke.points.count)
        #expect(zip(committed.points, stroke.points).allSatisfy { $0.position.distance(to: $1.position) < 0.01 && abs($0.pressure - $1.pressure) < 0.01 })
        #expect(e.nextDeadline == nil || e.nextDeadline! > end + 710)
        // One undo step takes the whole shape away.
        _ = e.run(.undo)
        #expect(e.document.pages[0].strokes.isEmpty)
    }

    @Test func jitterWithinAFewPixelsStillCountsAsHoldingStill() {
        var e = Editor.fresh()
        let end = Self.draw(Self.circle, on: &e)
        let last = Self.circle[Self.circle.count - 1]
        for (i, d) in [(1.5, -1.0), (-2.0, 1.5), (2.5, 2.0), (-1.0, -2.5), (0.5, 1.0)].enumerated() {
            _ = e.handle(Self.event(.motion, last + Point(d.0, d.1), at: end + UInt64(i + 1) * 100, pressure: 0.55 + 0.02 * Double(i)))
        }
        _ = e.advance(to: end + ShapeState.holdMs)
        #expect(e.activeStroke?.isShape == true)
    }

    @Test func aDriftingPenIsNotHeldStill() {
        var e = Editor.fresh()
        var t = Self.draw(Self.circle, on: &e)
        var p = Self.circle[Self.circle.count - 1]
        for _ in 0..<30 {
            t += 100
            p = p + Point(1, 0)
            _ = e.handle(Self.event(.motion, p, at: t))
            _ = e.advance(to: t + 1)
        }
        #expect(e.activeStroke?.isShape == false)
        #expect(e.shapes.recognised == 0)
        _ = e.handle(Self.event(.release(.primary), p, at: t + 5))
        #expect(e.document.pages[0].strokes.count == 1)
    }

    @Test func aStrokeCloseToNoShapeStaysAsDrawn() throws {
        var e = Editor.fresh()
        let zigzag = RoughShapes.zigzag(from: Point(200, 300), width: 300, height: 80)
        let end = Self.draw(zigzag, on: &e)
        let before = try #require(e.activeStroke).points
        _ = e.advance(to: end + ShapeState.holdMs)
        #expect(e.activeStroke?.isShape == false)
        #expect(e.activeStroke?.points == before)
        #expect(e.shapes.recognised == 0)
    }

    @Test func theShapesPreferenceOffLeavesStrokesAlone() {
        var e = Editor.fresh()
        var prefs = Preferences()
        prefs.shapes = false
        _ = e.apply(prefs)
        let end = Self.draw(Self.circle, on: &e)
        #expect(e.nextDeadline == nil)
        _ = e.advance(to: end + 2 * ShapeState.holdMs)
        #expect(e.activeStroke?.isShape == false)
    }

    /// The committed stroke's direction in degrees, and its points' largest distance from its chord.
    static func straightness(_ s: Stroke) -> (angle: Double, bend: Double) {
        let a = s.points[0].position, b = s.points[s.points.count - 1].position
        let bend = s.points.map { distance(from: $0.position, toSegment: a, b) }.max() ?? 0
        return (atan2(b.y - a.y, b.x - a.x) * 180 / .pi, bend)
    }

    @Test func theRulerKeyDrawsStraightLinesInFifteenDegreeSteps() throws {
        var e = Editor.fresh()
        _ = e.hover(Point(300, 300), Devices.pen)
        _ = e.handle(KeyChord(.character("r")))
        #expect(e.shapes.rulerOn)
        #expect(e.modeIndicator.mode?.contains("Ruler") == true)
        // A wobbly path ending at about 28° from its start.
        let path = (0...40).map { i in Point(200 + 5 * Double(i), 300 + 2.66 * Double(i) + 6 * sin(Double(i))) }
        let end = Self.draw(path, on: &e)
        _ = e.handle(Self.event(.release(.primary), path[path.count - 1], at: end + 8))
        let (angle, bend) = Self.straightness(try #require(e.document.pages[0].strokes.last))
        #expect(abs(angle - 30) < 1e-6, "\(angle)")
        #expect(bend < 0.01)
        _ = e.handle(KeyChord(.character("r")))
        #expect(!e.shapes.rulerOn)
        #expect(e.modeIndicator.mode == nil)
    }

    @Test func aPenButtonHeldForTheRulerRulesWhileHeld() throws {
        var e = Editor.fresh()
        _ = e.apply(Preferences(bindings: Preferences.defaultBindings.merging([BindingKey(.upper, .hold): .ruler]) { $1 }))
        _ = e.hover(Point(300, 300), Devices.pen)
        _ = e.handle(InputEvent(action: .press(.upperBarrel), device: Devices.pen, position: Point(300, 300), time: 900))
        #expect(e.shapes.rulerActive)
        #expect(e.modeIndicator.mode?.contains("Ruler") == true)
        let path = (0...30).map { i in Point(300 + 1 * Double(i), 300 - 6 * Double(i)) }
        let end = Self.draw(path, on: &e)
        _ = e.handle(Self.event(.release(.primary), path[path.count - 1], at: end + 8))
        let (angle, _) = Self.straightness(try #require(e.document.pages[0].strokes.last))
        #expect(abs(angle + 75) < 1e-6, "\(angle)")
        _ = e.handle(InputEvent(action: .release(.upperBarrel), device: Devices.pen, position: Point(330, 120), time: end + 50))
        #expect(!e.shapes.rulerActive)
        // Freehand again.
        let wavy = (0...30).map { i in Point(200 + 8 * Double(i), 500 + 10 * sin(Double(i) / 3)) }
        let t = Self.draw(wavy, on: &e, from: end + 100)
        _ = e.handle(Self.event(.release(.primary), wavy[wavy.count - 1], at: t + 8))
        #expect(Self.straightness(try #require(e.document.pages[0].strokes.last)).bend > 5)
    }

    @Test func theRulerIsAPenActionForAHoldOrAClick() {
        #expect(PenAction.ruler.isAllowed(for: .hold))
        #expect(ButtonGesture.allCases.filter { PenAction.ruler.isAllowed(for: $0) } == [.click, .hold])
    }
}
