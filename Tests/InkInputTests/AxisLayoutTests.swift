/// AxisLayout from a DeviceDescription: each drawing axis found by its label, with the
/// device's valuator number and range; Slot.unit maps onto 0...1.
import Testing
import InkInput
import InkTestSupport

@Suite struct AxisLayoutTests {
    @Test func wacomStylusLayout() {
        let device = DeviceFixtures.wacomPen(id: 9, name: "Wacom Intuos Pro M Pen stylus", pressureMaximum: 2047, sixth: "Abs Wheel")
        let l = AxisLayout(device)
        #expect(l.pressure == AxisLayout.Slot(number: 2, minimum: 0, maximum: 2047))
        #expect(l.tiltX == AxisLayout.Slot(number: 3, minimum: -64, maximum: 63))
        #expect(l.tiltY == AxisLayout.Slot(number: 4, minimum: -64, maximum: 63))
        #expect(l.rotation == AxisLayout.Slot(number: 5, minimum: 0, maximum: 1023))
    }

    @Test func axesAreFoundByLabelNotPosition() {
        let device = DeviceDescription(id: 9, name: "odd", axes: [
            AxisDescription(number: 0, label: "Rel X", minimum: 0, maximum: 0),
            AxisDescription(number: 7, label: "Abs Pressure", minimum: 10, maximum: 20),
            AxisDescription(number: 3, label: "Abs Rz", minimum: -900, maximum: 899),
        ])
        let l = AxisLayout(device)
        #expect(l.pressure == AxisLayout.Slot(number: 7, minimum: 10, maximum: 20))
        #expect(l.rotation == AxisLayout.Slot(number: 3, minimum: -900, maximum: 899))
        #expect(l.tiltX == nil)
        #expect(l.tiltY == nil)
    }

    @Test func aMouseHasNoDrawingAxes() {
        #expect(AxisLayout(DeviceFixtures.mouseDescription) == AxisLayout())
    }

    @Test func unitMapsTheRangeOntoZeroToOne() {
        let s = AxisLayout.Slot(number: 0, minimum: 100, maximum: 300)
        #expect(s.unit(100) == 0)
        #expect(s.unit(250) == 0.75)
        #expect(s.unit(300) == 1)
        #expect(s.unit(1000) == 1)
        #expect(s.unit(-1) == 0)
        #expect(s.unit(.nan) == 0.5)
        #expect(AxisLayout.Slot(number: 0, minimum: 5, maximum: 5).unit(5) == 0.5)
    }
}
