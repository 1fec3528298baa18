/// Each tool's behaviour on its own, without an Editor: input in, outcome out, holding only
/// its own gesture's state (issue 11, point 2).
import Testing
import InkDocument
import InkGeometry
import InkInterface

@Suite struct ToolBehaviourTests {
    static func at(_ x: Double, _ y: Double, pressure: Double = 0.5) -> ToolSample {
        ToolSample(window: Point(x + 1000, y + 1000), page: Point(x, y), pressure: pressure)
    }

    static func line(_ id: UInt64, y: Double) -> Stroke {
        Stroke(id: StrokeID(id), points: [StrokePoint(Point(0, y), pressure: 0.5), StrokePoint(Point(100, y), pressure: 0.5)],
               color: InkColor(rgb: 0), outline: OutlineOptions(width: 4))
    }

    static func pen() -> PenBehaviour {
        PenBehaviour(stroke: ActiveStroke(deviceID: 7, page: 2, color: InkColor(rgb: 0x112233), outline: OutlineOptions(width: 4)))
    }

    @Test func thePenInksFromTheContactAndHandsItsStrokeOverAtTheLift() throws {
        var pen = Self.pen()
        #expect(pen.deviceID == 7 && pen.page == 2)
        guard case .inked(let first) = pen.handle(.down(Self.at(10, 10)), context: ToolContext()) else { Issue.record("no ink at the contact"); return }
        #expect(first.contains(Point(10, 10)))
        for x in stride(from: 20.0, through: 100, by: 10) { _ = pen.handle(.move(Self.at(x, 10, pressure: 0.8)), context: ToolContext()) }
        guard case .addStroke(let stroke) = pen.handle(.up(Self.at(100, 10, pressure: 0)), context: ToolContext()) else {
            Issue.record("the lift did not finish the stroke"); return
        }
        #expect(stroke.page == 2 && stroke.color == InkColor(rgb: 0x112233))
        #expect(stroke.points.count >= 2)
        // Page coordinates, never window ones; the lift keeps the pressure the stroke had.
        #expect(stroke.points.allSatisfy { $0.position.x <= 100 && $0.position.y == 10 })
        #expect(abs((stroke.points.last?.pressure ?? 0) - 0.8) < 0.01)
    }

    @Test func theHighlighterIsItsOwnToolWithTheSameGesture() {
        var h = HighlighterBehaviour(stroke: ActiveStroke(deviceID: 3, page: 0, color: InkColor(rgb: 0xffee00), outline: OutlineOptions(width: 16)))
        guard case .inked = h.handle(.down(Self.at(5, 5)), context: ToolContext()) else { Issue.record("no ink"); return }
        guard case .addStroke(let s) = h.handle(.up(Self.at(50, 5)), context: ToolContext()) else { Issue.record("no stroke"); return }
        #expect(s.outline.width == 16)
    }

    @Test func theEraserRemovesWhatItTouchesAndRecordsOneStepWithTheOriginalIndices() {
        let strokes = [Self.line(1, y: 0), Self.line(2, y: 50), Self.line(3, y: 100)]
        var eraser = EraserBehaviour(deviceID: 4, page: 1, radius: 5)
        #expect(eraser.page == 1)
        guard case .remove(let first) = eraser.handle(.down(Self.at(50, 50)), context: ToolContext(strokes: strokes)) else {
            Issue.record("the middle stroke was not removed"); return
        }
        #expect(first == [PlacedStroke(index: 1, stroke: strokes[1])])
        // The page now holds strokes 1 and 3; the eraser moves down onto stroke 3 (index 1 now).
        let left = [strokes[0], strokes[2]]
        guard case .remove(let second) = eraser.handle(.move(Self.at(50, 100)), context: ToolContext(strokes: left)) else {
            Issue.record("the lower stroke was not removed"); return
        }
        #expect(second == [PlacedStroke(index: 1, stroke: strokes[2])])
        guard case .record(let edit) = eraser.handle(.up(Self.at(50, 100)), context: ToolContext(strokes: [strokes[0]])) else {
            Issue.record("no undo step"); return
        }
        // Indices as before the gesture, so that undo restores the z-order.
        #expect(edit == Edit(page: 1, change: .remove([PlacedStroke(index: 1, stroke: strokes[1]), PlacedStroke(index: 2, stroke: strokes[2])])))
    }

    @Test func anEraserThatTouchedNothingRecordsNothing() {
        var eraser = EraserBehaviour(deviceID: 4, page: 0, radius: 5)
        let strokes = [Self.line(1, y: 0)]
        guard case .nothing = eraser.handle(.down(Self.at(50, 60)), context: ToolContext(strokes: strokes)) else { Issue.record("erased"); return }
        guard case .nothing = eraser.handle(.up(Self.at(50, 60)), context: ToolContext(strokes: strokes)) else { Issue.record("recorded"); return }
    }

    @Test func theEraserSweepsTheWayBetweenEvents() {
        // A fast move jumps over the stroke at y = 50: the way between still touches it.
        var eraser = EraserBehaviour(deviceID: 4, page: 0, radius: 4)
        let strokes = [Self.line(1, y: 50)]
        _ = eraser.handle(.down(Self.at(50, 0)), context: ToolContext(strokes: strokes))
        guard case .remove(let r) = eraser.handle(.move(Self.at(50, 100)), context: ToolContext(strokes: strokes)) else {
            Issue.record("the stroke in between was skipped"); return
        }
        #expect(r.map(\.index) == [0])
    }

    @Test func thePanFollowsTheDeviceInWindowCoordinates() {
        var pan = PanBehaviour(deviceID: 9, at: Point(1000, 1000))
        #expect(pan.page == nil)
        guard case .nothing = pan.handle(.down(Self.at(0, 0)), context: ToolContext()) else { Issue.record("moved at the press"); return }
        guard case .scroll(let d) = pan.handle(.move(Self.at(30, -20)), context: ToolContext()) else { Issue.record("no scroll"); return }
        #expect(d == Point(30, -20))
        guard case .scroll(let d2) = pan.handle(.move(Self.at(35, -20)), context: ToolContext()) else { Issue.record("no scroll"); return }
        #expect(d2 == Point(5, 0))
        guard case .nothing = pan.handle(.up(Self.at(35, -20)), context: ToolContext()) else { Issue.record("acted at the lift"); return }
    }
}
