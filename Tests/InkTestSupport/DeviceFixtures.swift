import InkInput

/// Input devices as the tests present them: the engine's device references, and the XInput
/// descriptions (names and axes) the drivers give a Wacom tablet and a mouse.
public enum DeviceFixtures {
    /// The mouse, the pen's tip and the pen's eraser end, as events name them.
    public static let mouse = DeviceRef(id: 2, kind: .mouse)
    public static let pen = DeviceRef(id: 10, kind: .pen)
    public static let eraser = DeviceRef(id: 11, kind: .eraser)

    /// Absolute x and y of an Intuos Pro M.
    public static let absXY = [AxisDescription(number: 0, label: "Abs X", minimum: 0, maximum: 44800),
                               AxisDescription(number: 1, label: "Abs Y", minimum: 0, maximum: 29600)]
    /// Pressure on valuator 2, 16 bits.
    public static let pressure = AxisDescription(number: 2, label: "Abs Pressure", minimum: 0, maximum: 65535)
    /// A pen's axes: x, y, pressure.
    public static let penAxes = absXY + [pressure]
    /// A mouse's relative axes.
    public static let relXY = [AxisDescription(number: 0, label: "Rel X", minimum: -1, maximum: -1),
                               AxisDescription(number: 1, label: "Rel Y", minimum: -1, maximum: -1)]
    /// Tilt on valuators 3 and 4.
    public static let tilt = [AxisDescription(number: 3, label: "Abs Tilt X", minimum: -64, maximum: 63),
                              AxisDescription(number: 4, label: "Abs Tilt Y", minimum: -64, maximum: 63)]

    /// A Wacom stylus with x, y, pressure (`pressureMaximum`), tilt, and a sixth axis on
    /// valuator 5 labelled `sixth` (the wacom driver's wheel, libinput's rotation), as `name`.
    public static func wacomPen(id: Int, name: String, pressureMaximum: Double = 65535, sixth: String) -> DeviceDescription {
        DeviceDescription(id: id, name: name, axes: absXY + [
            AxisDescription(number: 2, label: "Abs Pressure", minimum: 0, maximum: pressureMaximum),
        ] + tilt + [AxisDescription(number: 5, label: sixth, minimum: 0, maximum: 1023)])
    }

    /// A mouse with relative axes.
    public static let mouseDescription = DeviceDescription(id: 2, name: "Mouse", axes: relXY)
}
