/// Pen pressure reaches the stroke: points carry the pen's pressure through the pressure curve,
/// a device without pressure draws at 0.5 (through the curve), and harder strokes come out wider.
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorPressureTests {
    @Test func strokePointsCarryThePensPressure() throws {
        var editor = Editor.fresh()
        editor.line(y: 200, Devices.pen, pressure: 0.2)
        editor.line(y: 400, Devices.pen, pressure: 0.9)
        let strokes = editor.document.pages[0].strokes
        try #require(strokes.count == 2)
        #expect(strokes[0].points.count > 2)
        let curve = editor.preferences.pressureCurve
        // A finished stroke keeps pressures as 32-bit floats (`StrokePoints`).
        #expect(strokes[0].points.allSatisfy { abs($0.pressure - curve(0.2)) < 1e-7 })
        #expect(strokes[1].points.allSatisfy { abs($0.pressure - curve(0.9)) < 1e-7 })
        #expect(strokes[1].bounds.height > strokes[0].bounds.height)
        let outline = PressureSpan.outline(width: 6)
        #expect(abs(strokes[0].bounds.height - outline.width(atPressure: curve(0.2))) < 1e-6)
        #expect(abs(strokes[1].bounds.height - outline.width(atPressure: curve(0.9))) < 1e-6)
    }

    @Test func pressureChangesAlongTheStrokeAreFollowed() throws {
        var editor = Editor.fresh()
        _ = editor.press(Point(200, 300), Devices.pen, pressure: 0.1)
        for (i, x) in stride(from: 210.0, through: 300, by: 10).enumerated() {
            _ = editor.drag(Point(x, 300), Devices.pen, pressure: 0.1 + 0.08 * Double(i + 1))
        }
        _ = editor.release(Point(300, 300), Devices.pen)
        let stroke = try #require(editor.document.pages[0].strokes.first)
        let pressures = stroke.points.map(\.pressure)
        #expect(pressures.first == editor.preferences.pressureCurve(0.1))
        #expect(pressures == pressures.sorted())
        let last = try #require(pressures.last)
        #expect(last > 0.7)
    }

    @Test func aMouseDrawsAtHalfPressure() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        let stroke = try #require(editor.document.pages[0].strokes.first)
        let half = editor.preferences.pressureCurve(0.5)
        #expect(stroke.points.allSatisfy { $0.pressure == Double(Float(half)) }, "kept as a 32-bit float")
        #expect(abs(stroke.bounds.height - PressureSpan.outline(width: 6).width(atPressure: half)) < 1e-6)
    }
}

/// Strange device values never reach the document (a NaN point would make it unsaveable).
@Suite struct EditorStrangeValuesTests {
    @Test func nonFinitePositionsAndPressuresAreDropped() throws {
        var editor = Editor.fresh()
        _ = editor.press(Point(300, 300), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(.nan, 300), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(320, .infinity), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(340, 300), Devices.pen, pressure: .nan)
        _ = editor.release(Point(360, 300), Devices.pen)
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(stroke.points.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite && $0.pressure.isFinite })
        #expect(stroke.bounds.width.isFinite)
    }
}
