/// DeviceClassifier fixtures: device names, axes, properties and classes as the wacom,
/// libinput and evdev drivers, Xwayland, XTEST and the Inkstone pen rig present them.
import Testing
import InkInput
import InkTestSupport

@Suite struct DeviceClassifierTests {
    static let absXY = DeviceFixtures.absXY
    static let penAxes = DeviceFixtures.penAxes
    static let relXY = DeviceFixtures.relXY

    struct Fixture: CustomTestStringConvertible, Sendable {
        var device: DeviceDescription
        var kind: DeviceKind
        var testDescription: String { "\(device.name) -> \(kind)" }
        init(_ name: String, _ kind: DeviceKind, axes: [AxisDescription] = [], tool: String? = nil,
             properties: [String] = [], touch: Bool = false) {
            device = DeviceDescription(id: 10, name: name, axes: axes, wacomToolType: tool,
                                       propertyNames: properties, hasTouchClass: touch)
            self.kind = kind
        }
    }

    static let fixtures: [Fixture] = [
        // xf86-input-wacom
        Fixture("Wacom Intuos Pro M Pen stylus", .pen, axes: penAxes),
        Fixture("Wacom Intuos Pro M Pen eraser", .eraser, axes: penAxes),
        Fixture("Wacom Intuos Pro M Pad pad", .pad, axes: absXY),
        Fixture("Wacom Intuos Pro M Finger touch", .touch, axes: absXY),
        // xf86-input-libinput
        Fixture("Wacom Intuos Pro M Pen (0x12345678)", .pen, axes: penAxes),
        Fixture("Wacom Intuos Pro M Eraser (0x12345678)", .eraser, axes: penAxes),
        // Xwayland
        Fixture("xwayland-tablet stylus:13", .pen, axes: penAxes),
        Fixture("xwayland-tablet eraser:13", .eraser, axes: penAxes),
        Fixture("xwayland-pointer:13", .mouse, axes: relXY),
        Fixture("xwayland-touch:13", .touch, axes: absXY),
        Fixture("xwayland-tablet-pad:13", .pad, axes: absXY),
        Fixture("xwayland-tablet cursor:13", .other, axes: penAxes),
        Fixture("xwayland-relative-pointer:13", .mouse, axes: relXY),
        // The server's own.
        Fixture("Virtual core XTEST pointer", .mouse, axes: relXY),
        // The XTest device of a master named after a pen, even with pen-like axes: never a pen.
        Fixture("Wacom Pen XTEST pointer", .mouse, axes: penAxes),
        Fixture("stylus XTEST pointer", .mouse, axes: penAxes, tool: "STYLUS"),
        // The Inkstone pen rig.
        Fixture("Inkstone Rig Pen stylus", .pen, axes: penAxes),
        Fixture("Inkstone Rig Pen eraser", .eraser, axes: penAxes),
        Fixture("Inkstone Rig Mouse", .mouse, axes: absXY),
        // Ordinary pointers.
        Fixture("Logitech USB Optical Mouse", .mouse, axes: relXY),
        Fixture("SynPS/2 Synaptics TouchPad", .mouse, axes: relXY, properties: ["libinput Tapping Enabled", "libinput Accel Speed"]),
        Fixture("ELAN Touchscreen", .touch, axes: absXY, touch: true),
        Fixture("Some Unknown Panel", .touch, axes: absXY, touch: true),
        // The wacom tool type property names the tool whatever the name says.
        Fixture("Wacom Intuos Pro M Pen stylus", .eraser, axes: penAxes, tool: "ERASER"),
        Fixture("Wacom Intuos Pro M Pen stylus", .pen, axes: penAxes, tool: "STYLUS"),
        Fixture("Wacom Intuos Pro M Pad pad", .pad, tool: "PAD"),
        Fixture("Wacom Intuos Pro M Finger touch", .touch, tool: "TOUCH"),
    ]

    @Test(arguments: fixtures)
    func classifies(_ f: Fixture) {
        #expect(DeviceClassifier.classify(f.device) == f.kind)
    }

    @Test func anUnnamedAbsoluteDeviceWithPressureIsAPen() {
        let d = DeviceDescription(id: 3, name: "Generic Digitizer", axes: Self.penAxes)
        #expect(DeviceClassifier.classify(d) == .pen)
    }

    @Test func aDeviceWithNothingToGoOnIsOther() {
        let d = DeviceDescription(id: 4, name: "Power Button")
        #expect(DeviceClassifier.classify(d) == .other)
    }
}
