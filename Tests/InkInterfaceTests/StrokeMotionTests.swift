/// The drawing motion's own route (`Editor.strokeMotion`) does exactly what the general path
/// (`dispatch` inside `trackingOverlays`) does with the same event: random sessions of pen,
/// eraser, mouse and touch input over the whole window (the toolbar, the status bar, the
/// scroll bars' edge, outside it), with strokes of every drawing tool, popups, fingers down,
/// barrel buttons and proximity, go through both: after every event the outcomes, and after
/// every third routed one the whole editor (its every stored value, dumped), must be the same.
import Testing
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct StrokeMotionTests {
    static let touch = DeviceRef(id: 30, kind: .touch)

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theRouteDoesWhatTheGeneralPathDoes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var editor = Editor.fresh()
        if seed % 2 == 0 { editor.preferences.shapes = false }
        var time: UInt64 = 1000
        var routed = 0, compared = 0
        for _ in 0..<1500 {
            time += 1 + UInt64(random.index(below: 40))
            // What a press opened (a popup, a menu, a panel) is closed now and then, so that
            // the pens draw again.
            if !editor.surfaces.isEmpty, editor.session.isIdle, random.index(below: 2) == 0 {
                _ = editor.handle(KeyChord(.escape))
                continue
            }
            let event = Self.event(&random, time: time, editor: editor)
            var general = editor
            let expected = general.outcome(general.trackingOverlays { $0.dispatch(event) })
            var probe = editor
            let takesRoute = probe.strokeMotion(event) != nil
            var outcome = editor.handle(event)
            // The route's outcome says where it came from (`strokeOnly`, SceneKeptTests); the
            // rest must be the general path's.
            #expect(outcome.strokeOnly == takesRoute)
            outcome.strokeOnly = false
            #expect(outcome == expected, "seed \(seed), event \(event)")
            if takesRoute {
                routed += 1
                // The whole editor, not only what the outcome says: a step the route left out
                // shows here even when it changed nothing on screen.
                if routed % 3 == 1 {
                    compared += 1
                    #expect(Self.dump(editor) == Self.dump(general), "seed \(seed), event \(event)")
                }
            }
            editor = general
        }
        // The sessions drew: the route was taken often, and not for every motion.
        #expect(routed > 60)
        #expect(compared > 20)
    }

    /// The route's bounds: a drawing motion over the canvas takes it; one over the status bar
    /// (where the page button may take it) and another device's motion do not.
    @Test func aStrokeOverTheStatusBarLeavesTheRoute() throws {
        var editor = Editor.fresh()
        let pen = DeviceFixtures.pen
        _ = editor.handle(PointerEvents.press(Point(300, 300), pen, pressure: 0.5))
        var probe = editor
        #expect(probe.strokeMotion(PointerEvents.drag(Point(310, 300), pen, pressure: 0.5)) != nil)
        let bar = editor.toolbar.statusBar
        probe = editor
        #expect(probe.strokeMotion(PointerEvents.drag(bar.center, pen, pressure: 0.5)) == nil)
        // A mouse's motion while the pen draws is not the stroke's.
        probe = editor
        #expect(probe.strokeMotion(PointerEvents.drag(Point(320, 300), DeviceFixtures.mouse)) == nil)
    }

    static func dump(_ editor: Editor) -> String {
        var text = ""
        Swift.dump(editor, to: &text)
        return text
    }

    /// One event of a random session: mostly strokes' motions (pen, mouse), some hovering,
    /// presses and releases anywhere, barrel buttons, proximity, touches.
    static func event(_ random: inout SeededRandom, time: UInt64, editor: Editor) -> InputEvent {
        let size = testWindow
        // Positions: the canvas most of the time, else anywhere, the bars and edges included.
        func position() -> Point {
            switch random.index(below: 10) {
            case 0: return Point(random.unit() * size.width, random.unit() * size.height)
            case 1: return editor.toolbar.statusBar.center + Point(random.unit() * 40 - 20, random.unit() * 6 - 3)
            case 2: return Point(size.width - 1 - random.unit() * 14, random.unit() * size.height)
            case 3: return Point(random.unit() * size.width, size.height + 10)
            default:
                let last = editor.pointerAt ?? Point(300, 300)
                return Point(last.x + random.unit() * 30 - 15, last.y + random.unit() * 30 - 15)
            }
        }
        let devices = [DeviceFixtures.pen, DeviceFixtures.pen, DeviceFixtures.pen, DeviceFixtures.mouse, DeviceFixtures.eraser]
        let device = devices[random.index(below: devices.count)]
        let pressure = 0.1 + random.unit() * 0.9
        var event: InputEvent
        switch random.index(below: 40) {
        case 0..<3: event = PointerEvents.press(position(), device, pressure: pressure)
        case 13..<15:
            // A press inside the canvas: a stroke of the tool in hand begins.
            event = PointerEvents.press(Point(150 + random.unit() * 500, 100 + random.unit() * 450), device, pressure: pressure)
        case 3..<5: event = PointerEvents.release(position(), device, pressure: pressure)
        case 5..<7: event = PointerEvents.hover(position(), device)
        case 7: event = InputEvent(action: .press(.lowerBarrel), device: DeviceFixtures.pen, position: position())
        case 8: event = InputEvent(action: .release(.lowerBarrel), device: DeviceFixtures.pen, position: position())
        case 9: event = InputEvent(action: random.index(below: 2) == 0 ? .proximityIn : .proximityOut, device: DeviceFixtures.pen,
                                   position: position())
        case 10: event = InputEvent(action: .press(.secondary), device: DeviceFixtures.mouse, position: position())
        case 11:
            let phases: [TouchPhase] = [.began, .moved, .ended]
            event = InputEvent(action: .touch(phases[random.index(below: 3)], TouchContact(id: UInt32(random.index(below: 2)))),
                               device: touch, position: position())
        case 12: event = InputEvent(action: .leave, device: device, position: position())
        default:
            // A motion of the device drawing, if one is, with its button held.
            let drawing = editor.session.deviceID.flatMap { id in devices.first { $0.id == id } } ?? device
            event = PointerEvents.drag(position(), drawing, pressure: pressure)
        }
        event.time = time
        return event
    }
}
