/// ValuatorDecoder over hand-built sparse XI2 valuator masks: values come one per set bit in
/// bit order, absent axes decode as nil, and short or empty buffers never crash.
import Testing
import InkInput
import InkTestSupport

@Suite struct ValuatorDecoderTests {
    /// Pressure on axis 2 (0...65535), tilt on 3 and 4 (-64...63), rotation on 5 (0...1023).
    let layout = AxisLayout(pressure: .init(number: 2, minimum: 0, maximum: 65535),
                            tiltX: .init(number: 3, minimum: -64, maximum: 63),
                            tiltY: .init(number: 4, minimum: -64, maximum: 63),
                            rotation: .init(number: 5, minimum: 0, maximum: 1023))

    /// A mask with the given bits set, `bytes` long.
    func mask(_ bits: [Int], bytes: Int = 1) -> [UInt8] {
        var m = [UInt8](repeating: 0, count: bytes)
        for b in bits { m[b / 8] |= 1 << UInt8(b % 8) }
        return m
    }

    func decode(_ mask: [UInt8], _ values: [Double], _ layout: AxisLayout) -> AxisValues {
        mask.withUnsafeBufferPointer { m in
            values.withUnsafeBufferPointer { v in ValuatorDecoder.decode(mask: m, values: v, layout: layout) }
        }
    }

    @Test func sparseMaskReadsValuesInBitOrder() throws {
        let out = decode(mask([0, 1, 2, 5]), [812.0, 403.0, 32767.5, 512], layout)
        #expect(out.pressure == 0.5)
        let rotation = try #require(out.rotation)
        #expect(abs(rotation - 180) < 0.5)
        #expect(out.tiltX == nil)
        #expect(out.tiltY == nil)
    }

    @Test func onlyTiltY() {
        let out = decode(mask([4]), [-30], layout)
        #expect(out == AxisValues(tiltY: -30))
    }

    @Test func everyAxis() throws {
        let out = decode(mask([0, 1, 2, 3, 4, 5]), [1, 2, 65535, 20, -10, 0], layout)
        #expect(out.pressure == 1)
        #expect(out.tiltX == 20)
        #expect(out.tiltY == -10)
        #expect(out.rotation == 0)
    }

    @Test func maskLongerThanTheLayoutNeeds() {
        // Bits 2 and 17 set, three bytes; bit 17 lies beyond every axis the layout reads.
        let out = decode(mask([2, 17], bytes: 3), [16383.75, 99], layout)
        #expect(out == AxisValues(pressure: 0.25))
    }

    @Test func bitsBeyondTheLayoutBeforeNone() {
        // A layout that reads only pressure on axis 2; bits 3 and 9 are other axes.
        let pressureOnly = AxisLayout(pressure: .init(number: 2, minimum: 0, maximum: 1000))
        let out = decode(mask([1, 2, 3, 9], bytes: 2), [5, 750, 7, 8], pressureOnly)
        #expect(out == AxisValues(pressure: 0.75))
    }

    @Test func emptyMaskGivesNothing() {
        #expect(decode([], [], layout) == AxisValues())
        #expect(decode([0, 0], [1, 2, 3], layout) == AxisValues())
    }

    @Test func fewerValuesThanSetBitsDoesNotReadPastTheBuffer() {
        // Five bits set, two values: pressure is the third value, so nothing is decoded.
        let out = decode(mask([0, 1, 2, 3, 5]), [10, 20], layout)
        #expect(out == AxisValues())
        // Three values: pressure arrives, tilt and rotation do not.
        let some = decode(mask([0, 1, 2, 3, 5]), [10, 20, 65535], layout)
        #expect(some == AxisValues(pressure: 1))
    }

    @Test func aLayoutWithoutAxesDecodesNothing() {
        #expect(decode(mask([0, 1, 2]), [1, 2, 3], AxisLayout()) == AxisValues())
    }

    @Test func pressureIsClampedToItsRange() {
        #expect(decode(mask([2]), [70000], layout).pressure == 1)
        #expect(decode(mask([2]), [-5], layout).pressure == 0)
    }

    /// A libinput pen: rotation on valuator 5 under the ABS_RZ label.
    func libinputPen(rotationLabel: String) -> DeviceDescription {
        DeviceFixtures.wacomPen(id: 12, name: "Wacom Intuos Pro M Pen (0x12345678)", sixth: rotationLabel)
    }

    @Test(arguments: ["Abs Rz", "Abs Rotary Z"])
    func libinputRotation(label: String) throws {
        let l = AxisLayout(libinputPen(rotationLabel: label))
        #expect(l.rotation?.number == 5)
        let out = decode(mask([0, 1, 5]), [100, 200, 512], l)
        let rotation = try #require(out.rotation)
        #expect(abs(rotation - 180) < 0.5)
        #expect(out.pressure == nil)
        #expect(out.tiltX == nil)
    }

    @Test func tiltOutsideDegreeRangesIsScaled() throws {
        // A 0...127 tilt range is not degrees: its middle is upright, its ends +/-60.
        let l = AxisLayout(tiltX: .init(number: 0, minimum: 0, maximum: 127))
        let upright = try #require(decode(mask([0]), [63.5], l).tiltX)
        let leaning = try #require(decode(mask([0]), [127], l).tiltX)
        #expect(abs(upright) < 1e-9)
        #expect(abs(leaning - 60) < 1e-9)
    }
}

@Suite struct ValuatorValuesTests {
    @Test func scrollValuatorsAreReadInBitOrder() {
        let mask: [UInt8] = [0b0000_1101]   // valuators 0, 2, 3
        let values: [Double] = [10, 240, -60]
        let out = mask.withUnsafeBufferPointer { m in
            values.withUnsafeBufferPointer { v in ValuatorDecoder.values(mask: m, values: v, numbers: [2, 3, 5]) }
        }
        #expect(out == [2: 240, 3: -60])
        let short = mask.withUnsafeBufferPointer { m in
            [10.0].withUnsafeBufferPointer { v in ValuatorDecoder.values(mask: m, values: v, numbers: [3]) }
        }
        #expect(short.isEmpty)
    }
}
