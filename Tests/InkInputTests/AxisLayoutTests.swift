/// AxisLayout from a DeviceDescription: each drawing axis found by its label, with the
/// device's valuator number and range; Slot.unit maps onto 0...1.
import Testing
import InkInput

@Suite struct AxisLayoutTests {
    @Test func wacomStylusLayout() {
        let device = DeviceDescription(id: 9, name: "Wacom Intuos Pro M Pen stylus", axes: [
            AxisDescription(number: 0, label: "Abs X", minimum: 0, maximum: 44800),
            AxisDescription(number: 1, label: "Abs Y", minimum: 0, maximum: 29600),
            AxisDescription(number: 2, label: "Abs Pressure", minimum: 0, maximum: 2047),
            AxisDescription(number: 3, label: "Abs Tilt X", minimum: -64, maximum: 63),
            AxisDescription(number: 4, label: "Abs Tilt Y", minimum: -64, maximum: 63),
            AxisDescription(number: 5, label: "Abs Wheel", minimum: 0, maximum: 1023),
        ])
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
        let mouse = DeviceDescription(id: 2, name: "Mouse", axes: [
            AxisDescription(number: 0, label: "Rel X", minimum: -1, maximum: -1),
            AxisDescription(number: 1, label: "Rel Y", minimum: -1, maximum: -1),
        ])
        #expect(AxisLayout(mouse) == AxisLayout())
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
