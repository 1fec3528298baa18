import InkGeometry
import InkInput
import InkPreferences

/// What the Preferences panel asks of the editor.
public enum PanelAction: Hashable, Sendable {
    /// Act on a control (change a preference, select a row, close the panel).
    case activate(PanelControl)
    /// The pen on the pressure-curve graph: where (0…1 across and up) and with what pressure;
    /// nil position at the lift.
    case touchCurve(Point?, pressure: Double)
    /// The pen drawing in the scratch area.
    case scratch(ScratchTouch)
}

extension PanelSurface: SurfaceBehaviour {
    /// Taps act on release, hover only highlights (H5); the wheel and a drag on the content
    /// scroll it; the tip touching with a barrel button down selects that button's hold row.
    /// Modal: nothing goes through.
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<PanelAction> {
        let layout = layout(window: context.window, measure: context.measure)
        let control = layout.control(at: e.position)
        switch e.action {
        case .leave, .proximityOut:
            hovered = nil
            panel.scratchTouch = nil
            if panel.curveTouch != nil {
                panel.curveTouch = nil
                return .act(.touchCurve(nil, pressure: 0))
            }
            return .handled(redraw: true)
        case .scroll(let s) where s.dy != 0:
            let moved = scroll(to: panel.scroll + s.dy * Editor.wheelStep, window: context.window, measure: context.measure)
            // The content moved under the pointer: highlight what is under it now.
            hovered = self.layout(window: context.window, measure: context.measure).control(at: e.position)
            return .handled(redraw: moved)
        case .press(.primary) where control == .scratch:
            // The scratch area: ink, no scrolling.
            guard let area = layout.frame(of: .scratch) else { break }
            panel.scratchTouch = e.device.id
            return .act(.scratch(.begin(e.position - Point(area.minX, area.minY), pressure: e.drawingPressure)))
        case .motion where panel.scratchTouch == e.device.id && e.buttons.contains(.primary):
            guard let area = layout.frame(of: .scratch) else { break }
            return .act(.scratch(.move(e.position - Point(area.minX, area.minY), pressure: e.drawingPressure)))
        case .release(.primary) where panel.scratchTouch == e.device.id:
            panel.scratchTouch = nil
            return .handled(redraw: true)
        case .press(.primary) where control == .curveGraph:
            // The curve's graph: a control point to drag, or the live test; no scrolling.
            panel.curveTouch = e.device.id
            return .act(.touchCurve(layout.curvePoint(at: e.position), pressure: e.drawingPressure))
        case .motion where panel.curveTouch == e.device.id && e.buttons.contains(.primary):
            return .act(.touchCurve(layout.curvePoint(at: e.position), pressure: e.drawingPressure))
        case .release(.primary) where panel.curveTouch == e.device.id:
            panel.curveTouch = nil
            return .act(.touchCurve(nil, pressure: 0))
        case .press(.primary):
            if control == .tryIt { noteTryItPress(at: e.time, doubleClickInterval: context.doubleClickInterval) }
            if layout.content.contains(e.position) {
                panel.drag = PanelDrag(deviceID: e.device.id, startY: e.position.y, startScroll: panel.scroll)
            }
            if let held = PenButton.held(in: e.buttons), e.device.kind == .pen || e.device.kind == .eraser {
                select(BindingKey(held, .hold), window: context.window, measure: context.measure)
                return .handled(redraw: true)
            }
        case .motion where panel.drag?.deviceID == e.device.id && e.buttons.contains(.primary):
            guard var drag = panel.drag else { break }
            let dy = e.position.y - drag.startY
            if !drag.scrolling && abs(dy) >= PanelDrag.slop {
                drag.scrolling = true
                pressed = nil
            }
            panel.drag = drag
            if drag.scrolling { return .handled(redraw: scroll(to: drag.startScroll - dy, window: context.window, measure: context.measure)) }
        case .release(.primary) where panel.drag?.deviceID == e.device.id:
            let scrolled = panel.drag?.scrolling ?? false
            panel.drag = nil
            if scrolled {
                pressed = nil
                hovered = self.layout(window: context.window, measure: context.measure).control(at: e.position)
                return .handled(redraw: true)
            }
        default:
            break
        }
        return ModalPointer.track(e, control: control, hovered: &hovered, pressed: &pressed).surfaceOutcome.map(PanelAction.activate)
    }

    /// The panel's layout in a window of this size.
    public func layout(window: Size, measure: any TextMeasure) -> PanelLayout {
        PanelLayout(window: window, selected: panel.selected, scroll: panel.scroll, measure: measure)
    }

    /// Scrolls the content (clamped to what there is); whether it moved.
    mutating func scroll(to wanted: Double, window: Size, measure: any TextMeasure) -> Bool {
        let s = Swift.min(Swift.max(0, wanted), layout(window: window, measure: measure).maxScroll).rounded()
        guard s != panel.scroll else { return false }
        panel.scroll = s
        return true
    }

    /// Selects a row and scrolls it (and, in a narrow panel, its actions) into view.
    mutating func select(_ key: BindingKey, window: Size, measure: any TextMeasure) {
        panel.selected = key
        let layout = layout(window: window, measure: measure)
        guard let row = layout.frame(of: .row(key)) else { return }
        let actions = layout.isWide ? [] : layout.controls.filter { if case .choice = $0.control { return true } else { return false } }.map(\.frame)
        panel.scroll = layout.scroll(toShow: [row] + actions)
    }

    /// A press in the try-it area: two within the double-click interval are recognised.
    mutating func noteTryItPress(at time: UInt64, doubleClickInterval: UInt64) {
        if let last = panel.lastTryPress, time >= last {
            let gap = time - last
            panel.tryIt = gap <= doubleClickInterval ? .recognised(gap) : .tooSlow(gap)
            panel.lastTryPress = gap <= doubleClickInterval ? nil : time
        } else {
            panel.lastTryPress = time
        }
    }
}

extension SurfaceOutcome {
    /// The same outcome with its action turned into another.
    func map<Other: Sendable>(_ transform: (Action) -> Other) -> SurfaceOutcome<Other> {
        switch self {
        case .passThrough: return .passThrough
        case .handled(let redraw): return .handled(redraw: redraw)
        case .act(let a): return .act(transform(a))
        }
    }
}
