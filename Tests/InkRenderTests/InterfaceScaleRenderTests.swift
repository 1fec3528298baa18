import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkRender

/// The renderer at an interface scale: a scene laid out in interface pixels drawn on layers
/// twice as large is the scale-1 picture twice as large: the toolbar twice as wide, a stroke
/// twice as thick (the same width in document units), the hover preview twice as wide (still
/// the tool's size on screen next to the ink).
@Suite struct InterfaceScaleRenderTests {
    /// An editor of 400x300 interface pixels with a stroke and a hovering pen, drawn at `scale`.
    static func frame(scale: Double) -> ImageSurface {
        var editor = Editor(windowSize: Size(400, 300))
        editor.textMeasure = PangoTextMeasure.shared
        let mouse = DeviceFixtures.mouse, pen = DeviceFixtures.pen
        _ = editor.handle(InputEvent(action: .press(.primary), device: mouse, position: Point(150, 100)))
        for x in stride(from: 160.0, through: 300, by: 10) {
            _ = editor.handle(InputEvent(action: .motion, device: mouse, position: Point(x, 100), buttons: .primary))
        }
        _ = editor.handle(InputEvent(action: .release(.primary), device: mouse, position: Point(300, 100)))
        _ = editor.handle(InputEvent(action: .motion, device: pen, position: Point(250, 200), axes: AxisValues(pressure: 0)))
        let renderer = FrameRenderer(width: Int(400 * scale), height: Int(300 * scale), scale: scale)!
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        return renderer.frame
    }

    /// Σ of each pixel's darkness relative to the darkest on the row: a width with antialiasing counted in.
    static func coverage(_ f: ImageSurface, row y: Int, from x0: Int, to x1: Int) -> Double {
        let darkness = (x0..<x1).map { 255 - Double(f.pixel(x: $0, y: y) & 0xff) }
        guard let most = darkness.max(), most > 0 else { return 0 }
        return darkness.reduce(0, +) / most
    }
    static func column(_ f: ImageSurface, x: Int, from y0: Int, to y1: Int, _ test: (UInt32) -> Bool) -> Int {
        (y0..<y1).filter { test(f.pixel(x: x, y: $0)) }.count
    }

    @Test func twiceTheScaleIsTwiceAsLarge() {
        let one = Self.frame(scale: 1), two = Self.frame(scale: 2)
        let paper: (UInt32) -> Bool = { $0 & 0xffffff == 0xffffff }
        let barOne = (0..<400).first { paper(one.pixel(x: $0, y: 150)) } ?? 0
        let barTwo = (0..<800).first { paper(two.pixel(x: $0, y: 300)) } ?? 0
        #expect(barOne > 20 && abs(barTwo - 2 * barOne) <= 1, "toolbar \(barOne) then \(barTwo)")
        let dark: (UInt32) -> Bool = { $0 & 0xff < 0x80 }
        let inkOne = Self.column(one, x: 220, from: 90, to: 110, dark), inkTwo = Self.column(two, x: 440, from: 180, to: 220, dark)
        #expect(inkOne >= 2 && abs(inkTwo - 2 * inkOne) <= 1, "ink \(inkOne) then \(inkTwo)")
        // The preview's width along its middle row, each pixel counted by how much it covers.
        let hoverOne = Self.coverage(one, row: 200, from: 230, to: 270), hoverTwo = Self.coverage(two, row: 400, from: 460, to: 540)
        #expect(hoverOne >= 2 && abs(hoverTwo - 2 * hoverOne) <= 0.1 * hoverTwo, "hover preview \(hoverOne) then \(hoverTwo)")
    }
}
