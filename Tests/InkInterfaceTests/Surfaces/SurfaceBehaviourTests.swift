/// Each surface's pointer behaviour on its own, without an Editor: input in, outcome out,
/// changing only its own highlight and pressed state (issue 11, point 3).
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkPreferences

@Suite struct SurfaceBehaviourTests {
    static let context = SurfaceContext(window: Size(800, 700), canvas: Rect(x: 64, y: 0, width: 736, height: 670), measure: UniformTextMeasure())
    static let mouse = DeviceRef(id: 2, kind: .mouse)

    static func event(_ action: InputEvent.Action, _ p: Point, buttons: ButtonSet = []) -> InputEvent {
        InputEvent(action: action, device: mouse, position: p, buttons: buttons)
    }

    @Test func aPromptHighlightsOnHoverAndAnswersOnAReleaseOverThePressedChoice() {
        let prompt = Prompt(topic: .recovery, message: "Recover?", choices: ["Recover", "Discard"], escapeChoice: 1)
        var s = PromptSurface(prompt: prompt)
        let frames = prompt.choiceFrames(in: Self.context.canvas, measure: UniformTextMeasure())
        guard case .handled(redraw: true) = s.handle(Self.event(.motion, frames[1].center), context: Self.context) else { Issue.record("no highlight"); return }
        #expect(s.hovered == 1)
        // Pressed on one answer, released on the other: no answer.
        _ = s.handle(Self.event(.press(.primary), frames[0].center), context: Self.context)
        guard case .handled = s.handle(Self.event(.release(.primary), frames[1].center), context: Self.context) else { Issue.record("answered"); return }
        _ = s.handle(Self.event(.press(.primary), frames[1].center), context: Self.context)
        guard case .act(let choice) = s.handle(Self.event(.release(.primary), frames[1].center), context: Self.context) else {
            Issue.record("no answer"); return
        }
        #expect(choice == 1)
        // Modal: a press anywhere else is taken, never let through.
        guard case .handled = s.handle(Self.event(.press(.primary), Point(70, 5)), context: Self.context) else { Issue.record("let through"); return }
    }

    @Test func theChoosersWheelScrollsItsList() {
        var s = ChooserSurface(chooser: FileChooser(mode: .open, folder: "/nonexistent-inkstone-test"))
        guard case .act(.scrollDown) = s.handle(Self.event(.scroll(.down), Point(400, 300)), context: Self.context) else { Issue.record("no scroll"); return }
        guard case .act(.scrollUp) = s.handle(Self.event(.scroll(.up), Point(400, 300)), context: Self.context) else { Issue.record("no scroll"); return }
    }

    @Test func theMenuChoosesByTapOrFlickAndClosesOnATapElsewhere() throws {
        let menu = MarkingMenu(pen: Point(400, 350), rightHanded: true, within: Self.context.canvas)
        let slot = try #require(menu.slots.first)
        var s = MenuSurface(menu: menu)
        guard case .handled(redraw: true) = s.handle(Self.event(.motion, slot.center), context: Self.context) else { Issue.record("no highlight"); return }
        #expect(s.hovered == slot.item)
        _ = s.handle(Self.event(.press(.primary), slot.center), context: Self.context)
        guard case .act(.choose(let tapped)) = s.handle(Self.event(.release(.primary), slot.center), context: Self.context) else {
            Issue.record("the tap chose nothing"); return
        }
        #expect(tapped == slot.item)
        // A flick from the pen toward an item chooses it.
        _ = s.handle(Self.event(.press(.primary), menu.pen), context: Self.context)
        let toward = menu.pen + (slot.center - menu.pen) * (MarkingMenu.markLength * 1.5 / menu.pen.distance(to: slot.center))
        guard case .act(.choose(let flicked)) = s.handle(Self.event(.release(.primary), toward), context: Self.context) else {
            Issue.record("the flick chose nothing"); return
        }
        #expect(flicked == slot.item)
        // A tap far away closes it; the mouse's right button opens it again where it is.
        _ = s.handle(Self.event(.press(.primary), Point(780, 20)), context: Self.context)
        guard case .act(.close) = s.handle(Self.event(.release(.primary), Point(780, 20)), context: Self.context) else { Issue.record("stayed"); return }
        guard case .act(.reopen(let at)) = s.handle(Self.event(.press(.secondary), Point(200, 200)), context: Self.context) else {
            Issue.record("no reopen"); return
        }
        #expect(at == Point(200, 200))
    }

    @Test func thePanelScrollsItselfAndAsksTheEditorToActOnATappedControl() throws {
        // A small window: the panel's content scrolls.
        let small = SurfaceContext(window: Size(500, 360), canvas: Rect(x: 64, y: 0, width: 436, height: 330), measure: UniformTextMeasure())
        var s = PanelSurface(panel: PreferencesPanel())
        let layout = s.layout(window: small.window, measure: small.measure)
        #expect(layout.maxScroll > 0)
        guard case .handled(redraw: true) = s.handle(Self.event(.scroll(.down), layout.content.center), context: small) else {
            Issue.record("the wheel did not scroll"); return
        }
        #expect(s.panel.scroll == Editor.wheelStep)
        let scrolled = s.layout(window: small.window, measure: small.measure)
        let choice = try #require(scrolled.controls.first { c in
            if case .choice = c.control { return scrolled.content.contains(c.frame.center) } else { return false }
        })
        _ = s.handle(Self.event(.press(.primary), choice.frame.center), context: small)
        guard case .act(.activate(let c)) = s.handle(Self.event(.release(.primary), choice.frame.center, buttons: .primary), context: small) else {
            Issue.record("the tap did not act"); return
        }
        #expect(c == choice.control)
        // The pen's tip touching with the upper barrel button held selects that button's hold row itself.
        let pen = InputEvent(action: .press(.primary), device: DeviceRef(id: 10, kind: .pen), position: layout.content.center, buttons: .upperBarrel)
        guard case .handled(redraw: true) = s.handle(pen, context: small) else { Issue.record("no jump"); return }
        #expect(s.panel.selected == BindingKey(.upper, .hold))
    }
}
