/// AxisValues.filled(from:): missing values come from the older event, present ones stay.
import Testing
import InkInput

@Suite struct AxisValuesTests {
    @Test func missingValuesAreFilledFromTheOlder() {
        let older = AxisValues(pressure: 0.4, tiltX: 10, tiltY: -5, rotation: 90)
        let newer = AxisValues(pressure: 0.7, tiltY: 3)
        #expect(newer.filled(from: older) == AxisValues(pressure: 0.7, tiltX: 10, tiltY: 3, rotation: 90))
    }

    @Test func emptyFilledFromEmptyStaysEmpty() {
        #expect(AxisValues().filled(from: AxisValues()) == AxisValues())
    }

    @Test func presentValuesAreNotOverwritten() {
        let full = AxisValues(pressure: 0.1, tiltX: 1, tiltY: 2, rotation: 3)
        #expect(full.filled(from: AxisValues(pressure: 0.9, tiltX: 9, tiltY: 9, rotation: 9)) == full)
    }

    @Test func drawingPressureDefaultsToHalf() {
        let device = DeviceRef(id: 1, kind: .mouse)
        #expect(InputEvent(action: .motion, device: device, position: .init(0, 0)).drawingPressure == 0.5)
        #expect(InputEvent(action: .motion, device: device, position: .init(0, 0), axes: AxisValues(pressure: 0.2)).drawingPressure == 0.2)
    }
}
