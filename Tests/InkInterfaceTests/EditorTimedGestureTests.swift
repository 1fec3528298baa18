/// Pen-button gestures that depend on time, tested as values by driving the editor's clock
/// (`advance(to:)`, `nextDeadline`) instead of waiting: a click deferred while a double-click
/// may follow, a long press, the double-click window, and the click or long press a flick
/// swallows. Times are X server milliseconds; nothing here sleeps or reads the wall clock.
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import Testing

@Suite struct EditorTimedGestureTests {
    static let spot = Point(400, 300)

    /// A barrel-button press or release of the pen at `p`, at server time `t`.
    static func barrel(_ button: PointerButton, down: Bool, at t: UInt64, _ p: Point = spot) -> InputEvent {
        InputEvent(action: down ? .press(button) : .release(button), device: Devices.pen, position: p, time: t)
    }
    static let lower = PointerButton.lowerBarrel, upper = PointerButton.upperBarrel

    /// An editor with the pen hovering at `spot` and these bindings on top of the defaults.
    static func editor(_ bindings: [BindingKey: PenAction] = [:], doubleClickMs: Int? = nil) -> Editor {
        var e = Editor.fresh()
        _ = e.apply(Preferences(doubleClickMs: doubleClickMs, bindings: Preferences.defaultBindings.merging(bindings) { $1 }))
        _ = e.hover(spot, Devices.pen)
        return e
    }

    // MARK: Deferred clicks

    @Test func aClickThatMayStillBecomeADoubleClickRunsWhenTheWindowCloses() {
        // Upper click opens the menu; with upper double-click bound the click must wait.
        var e = Self.editor([BindingKey(.upper, .doubleClick): .toggleEraser])
        _ = e.handle(Self.barrel(Self.upper, down: true, at: 1000))
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1040))
        #expect(e.menu == nil, "not yet: a second press may follow")
        #expect(e.nextDeadline == 1300)
        _ = e.advance(to: 1299)
        #expect(e.menu == nil)
        _ = e.advance(to: 1300)
        #expect(e.menu != nil, "the click runs at press + interval")
        #expect(e.toolState(for: .pen).effectiveTool == .pen)
    }

    @Test func anUndeferredClickRunsAtRelease() {
        var e = Self.editor()
        _ = e.handle(Self.barrel(Self.upper, down: true, at: 1000))
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1040))
        #expect(e.menu != nil, "no double-click is bound: nothing to wait for")
    }

    // MARK: Long presses

    @Test func aLongPressRunsAtTheThresholdWhileHeldAndNoClickFollows() {
        var e = Self.editor()
        _ = e.handle(Self.barrel(Self.upper, down: true, at: 1000))
        #expect(e.nextDeadline == 1500)
        _ = e.advance(to: 1499)
        #expect(e.popup == nil)
        _ = e.advance(to: 1500)
        #expect(e.popup?.kind == .palette, "upper long press: the colour palette")
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1800))
        #expect(e.menu == nil, "the release after a long press is no click")
        #expect(e.popup?.kind == .palette)
    }

    // MARK: The double-click window

    @Test(arguments: [(UInt64(1299), true), (1300, false), (1900, false)])
    func aSecondPressInsideTheWindowIsADoubleClick(secondPress: UInt64, isDouble: Bool) {
        // Lower double-click toggles the eraser (default); the window runs press to press.
        var e = Self.editor()
        _ = e.handle(Self.barrel(Self.lower, down: true, at: 1000))
        _ = e.handle(Self.barrel(Self.lower, down: false, at: 1040))
        _ = e.advance(to: secondPress - 1)
        _ = e.handle(Self.barrel(Self.lower, down: true, at: secondPress))
        _ = e.handle(Self.barrel(Self.lower, down: false, at: secondPress + 40))
        _ = e.advance(to: secondPress + 2000)
        #expect(e.toolState(for: .pen).effectiveTool == (isDouble ? .eraser : .pen))
    }

    @Test func theWindowFollowsTheDoubleClickPreference() {
        var e = Self.editor(doubleClickMs: 600)
        _ = e.handle(Self.barrel(Self.lower, down: true, at: 1000))
        _ = e.handle(Self.barrel(Self.lower, down: false, at: 1040))
        _ = e.advance(to: 1500)
        _ = e.handle(Self.barrel(Self.lower, down: true, at: 1550))
        _ = e.handle(Self.barrel(Self.lower, down: false, at: 1590))
        #expect(e.toolState(for: .pen).effectiveTool == .eraser, "550 ms apart is a double-click at 600")
    }

    // MARK: Flicks swallow the gesture they used

    /// Where a flick from `spot` toward the main ring's eraser ends.
    static func flickEnd(_ e: Editor) throws -> Point {
        let m = MarkingMenu(pen: spot, rightHanded: true, within: e.canvasFrame)
        let eraser = try #require(m.slots.first { $0.item == .tool(.eraser) })
        let dir = Point(eraser.center.x - m.center.x, eraser.center.y - m.center.y)
        return spot + dir * (80 / dir.length)
    }

    /// The upper button pressed at `t`, the pen moved toward the eraser while it is held.
    static func flick(_ e: inout Editor, from t: UInt64) throws -> Point {
        let end = try flickEnd(e)
        _ = e.handle(barrel(upper, down: true, at: t))
        for i in 1...4 {
            let p = spot + (end - spot) * (Double(i) / 4)
            _ = e.handle(InputEvent(action: .motion, device: Devices.pen, position: p, time: t + UInt64(i) * 10))
        }
        return end
    }

    @Test func aFlickChoosesAndSwallowsTheDeferredClick() throws {
        var e = Self.editor([BindingKey(.upper, .doubleClick): .toggleEraser])
        let end = try Self.flick(&e, from: 1000)
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1060, end))
        #expect(e.toolState(for: .pen).effectiveTool == .eraser, "the flick chose the eraser")
        _ = e.advance(to: 1300)
        _ = e.advance(to: 5000)
        #expect(e.menu == nil, "the click the flick used does not open the menu when its window closes")
    }

    @Test func aFlickSwallowsTheImmediateClick() throws {
        var e = Self.editor()
        let end = try Self.flick(&e, from: 1000)
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1060, end))
        #expect(e.toolState(for: .pen).effectiveTool == .eraser)
        #expect(e.menu == nil)
    }

    @Test func aSlowFlickSwallowsTheLongPress() throws {
        var e = Self.editor()
        let end = try Self.flick(&e, from: 1000)
        _ = e.advance(to: 1500)
        _ = e.advance(to: 1700)
        #expect(e.popup == nil, "a flick held past the threshold is no long press")
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1800, end))
        #expect(e.toolState(for: .pen).effectiveTool == .eraser)
        #expect(e.popup == nil && e.menu == nil)
    }

    @Test func aShortMoveIsNoFlickAndTheClickStands() throws {
        var e = Self.editor()
        _ = e.handle(Self.barrel(Self.upper, down: true, at: 1000))
        _ = e.handle(InputEvent(action: .motion, device: Devices.pen, position: Self.spot + Point(10, 0), time: 1010))
        _ = e.handle(Self.barrel(Self.upper, down: false, at: 1040, Self.spot + Point(10, 0)))
        #expect(e.menu != nil)
        #expect(e.toolState(for: .pen).effectiveTool == .pen)
    }
}
