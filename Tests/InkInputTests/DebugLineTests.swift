/// debugLine: the --debug-input line names the device, kind, action (buttons by meaning),
/// position, axes (three decimals, "-" when absent), held buttons and time.
import Testing
import InkGeometry
import InkInput

@Suite struct DebugLineTests {
    @Test func pressLineCarriesEveryField() {
        let e = InputEvent(action: .press(.primary), device: DeviceRef(id: 14, kind: .pen), position: Point(100.25, 7),
                           axes: AxisValues(pressure: 0.5, tiltX: 12, tiltY: -3.5), buttons: [], time: 123456)
        let line = debugLine(e)
        #expect(line.contains("pressure=0.500"))
        #expect(line.hasPrefix("input device=14 kind=pen press primary "))
        #expect(line.contains("x=100.250 y=7.000"))
        #expect(line.contains("tilt=12.000,-3.500"))
        #expect(line.contains("rotation=-"))
        #expect(line.contains("buttons=none"))
        #expect(line.hasSuffix("time=123456"))
    }

    @Test func motionWithoutAxesShowsDashes() {
        let e = InputEvent(action: .motion, device: DeviceRef(id: 2, kind: .mouse), position: Point(1, 2), buttons: .primary)
        let line = debugLine(e)
        #expect(line.contains("kind=mouse motion "))
        #expect(line.contains("pressure=- tilt=-,- rotation=-"))
        #expect(line.contains("buttons=primary "))
    }

    @Test func releaseLeaveAndHeldBarrelButtons() {
        let d = DeviceRef(id: 3, kind: .eraser)
        #expect(debugLine(InputEvent(action: .release(.lowerBarrel), device: d, position: .zero)).contains("kind=eraser release lower-barrel "))
        #expect(debugLine(InputEvent(action: .leave, device: d, position: .zero)).contains(" leave "))
        let held = InputEvent(action: .motion, device: d, position: .zero, buttons: [.primary, .upperBarrel])
        #expect(debugLine(held).contains("buttons=primary+upper-barrel "))
        let side = InputEvent(action: .motion, device: d, position: .zero, buttons: [.lowerBarrel, .unnamed])
        #expect(debugLine(side).contains("buttons=lower-barrel+unnamed "))
    }

    @Test func scrollsNameTheirDeltaAndKind() {
        let m = DeviceRef(id: 2, kind: .mouse)
        #expect(debugLine(InputEvent(action: .scroll(.down), device: m, position: .zero)).contains(" scroll 0.000,1.000 stepped "))
        #expect(debugLine(InputEvent(action: .scroll(ScrollDelta(dx: 0.5, stepped: false)), device: m, position: .zero))
            .contains(" scroll 0.500,0.000 smooth "))
    }
}
