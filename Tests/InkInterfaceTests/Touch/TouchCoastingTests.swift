/// Kinetic scrolling after a flick: the view coasts on and slows to a stop on the editor's
/// clock; a slow lift does not coast, and a finger or the pen coming near stops it at once.
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct TouchCoastingTests {
    static let touch = DeviceRef(id: 12, kind: .touch)

    func ev(_ phase: TouchPhase, _ id: UInt32, _ x: Double, _ y: Double, at t: UInt64) -> InputEvent {
        InputEvent(action: .touch(phase, TouchContact(id: id)), device: Self.touch, position: Point(x, y), time: t)
    }

    /// A one-finger flick down: 40 px every 10 ms (4 px/ms), lifted at once.
    func flick(_ editor: inout Editor, from t: UInt64 = 1000) {
        _ = editor.handle(ev(.began, 1, 400, 200, at: t))
        for i in 1...5 { _ = editor.handle(ev(.moved, 1, 400, 200 + Double(i) * 40, at: t + UInt64(i) * 10)) }
        _ = editor.handle(ev(.ended, 1, 400, 400, at: t + 55))
    }

    @Test func aFlickCoastsOnAndSlowsToAStop() throws {
        var editor = Editor.fresh()
        let start = editor.scroll
        flick(&editor)
        #expect(editor.scroll == start + Point(0, 200), "the view followed the finger")
        let due = try #require(editor.nextDeadline)
        let first = editor.advance(to: due)
        #expect(!first.damage.isEmpty)
        let afterOne = editor.scroll.y - start.y - 200
        #expect(afterOne > 40 && afterOne <= 64, "one step at about 4 px/ms: \(afterOne)")
        var t = due, steps = 0
        while let next = editor.nextDeadline, steps < 1000 {
            t = next
            _ = editor.advance(to: t)
            steps += 1
        }
        #expect(editor.touches.coasting == nil && steps < 1000, "it stops")
        let total = editor.scroll.y - start.y - 200
        #expect(total > 300 && total < 1000, "coasted \(total) px")
        let settled = editor.scroll
        _ = editor.advance(to: t + 1000)
        #expect(editor.scroll == settled)
    }

    @Test func aSlowLiftDoesNotCoast() {
        var editor = Editor.fresh()
        _ = editor.handle(ev(.began, 1, 400, 200, at: 1000))
        for i in 1...5 { _ = editor.handle(ev(.moved, 1, 400, 200 + Double(i) * 40, at: 1000 + UInt64(i) * 10)) }
        _ = editor.handle(ev(.moved, 1, 400, 400, at: 1300))
        _ = editor.handle(ev(.ended, 1, 400, 400, at: 1310))
        #expect(editor.touches.coasting == nil)
    }

    /// Moves that arrive in a burst (a busy X server hands over a backlog with nearly the same
    /// time on every event) say nothing of the finger's speed: no coasting, where 100 px "in
    /// 2 ms" would have flung the view twenty thousand pixels away.
    @Test func aBurstOfMovesDoesNotFlingTheView() {
        var editor = Editor.fresh()
        _ = editor.handle(ev(.began, 1, 400, 200, at: 1000))
        for i in 1...10 { _ = editor.handle(ev(.moved, 1, 400, 200 + Double(i) * 10, at: 1000 + UInt64(i / 5))) }
        _ = editor.handle(ev(.ended, 1, 400, 300, at: 1002))
        #expect(editor.touches.coasting == nil)
    }

    /// However fast the fingers seem to go, the coasting starts at a speed a hand can give.
    @Test func aFlickFasterThanAHandCoastsAtAHandsSpeed() throws {
        var editor = Editor.fresh()
        _ = editor.handle(ev(.began, 1, 400, 200, at: 1000))
        for i in 1...5 { _ = editor.handle(ev(.moved, 1, 400, 200 + Double(i) * 400, at: 1000 + UInt64(i) * 10)) }
        _ = editor.handle(ev(.ended, 1, 400, 2200, at: 1055))
        let coasting = try #require(editor.touches.coasting)
        #expect(coasting.velocity.length <= TouchGestures.maxFlickSpeed)
        #expect(coasting.velocity.y > 0, "in the finger's direction")
    }

    @Test func aFingerOrThePenStopsTheCoasting() {
        var editor = Editor.fresh()
        flick(&editor)
        #expect(editor.touches.coasting != nil)
        _ = editor.handle(ev(.began, 2, 300, 300, at: 1100))
        #expect(editor.touches.coasting == nil, "a finger catches the page")
        _ = editor.handle(ev(.ended, 2, 300, 300, at: 1110))
        flick(&editor, from: 2000)
        #expect(editor.touches.coasting != nil)
        let scroll = editor.scroll
        _ = editor.handle(InputEvent(action: .proximityIn, device: Devices.pen, position: Point(500, 500), time: 2070))
        #expect(editor.touches.coasting == nil && editor.nextDeadline.map { $0 > 2070 + 100 } ?? true)
        _ = editor.advance(to: 2200)
        #expect(editor.scroll == scroll, "the pen came near: the page holds still")
    }
}
