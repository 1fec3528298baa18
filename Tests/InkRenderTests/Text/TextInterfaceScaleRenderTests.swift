/// Text boxes at an interface scale (HiDPI): the box being edited and the finished one are the
/// scale-1 picture twice as large, where the ink beside them is, and nothing of them is cut at
/// the canvas's size in interface pixels.
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkRender

@Suite struct TextInterfaceScaleRenderTests {
    static func isDark(_ p: UInt32) -> Bool { (p >> 16) & 0xff < 120 && (p >> 8) & 0xff < 120 && p & 0xff < 120 }

    /// An editor of 400x300 interface pixels with a text box typed at (150, 100), drawn at
    /// `scale`; `finished`: after Escape.
    static func frame(scale: Double, finished: Bool) -> ImageSurface {
        var editor = Editor(windowSize: Size(400, 300))
        editor.textMeasure = PangoTextMeasure.shared
        let mouse = DeviceFixtures.mouse
        let renderer = FrameRenderer(width: Int(400 * scale), height: Int(300 * scale), scale: scale)!
        func show(_ o: Outcome) { _ = renderer.render(editor.scene, damage: o.damage) }
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        show(editor.handle(KeyChord(.character("t"))))
        show(editor.handle(InputEvent(action: .press(.primary), device: mouse, position: Point(150, 100))))
        show(editor.handle(InputEvent(action: .release(.primary), device: mouse, position: Point(150, 100), buttons: .primary)))
        for c in "WWWWWWWWWWWWWWWWWWWWWWWWWWWW" { show(editor.handle(KeyChord(.character("w"), [.shift], text: String(c)))) }
        if finished { show(editor.handle(KeyChord(.escape))) }
        return renderer.frame
    }

    /// The dark pixels' box on the canvas (right of `x0`, above the status bar's row `y1`): (minX, minY, maxX, maxY).
    static func darkBox(_ f: ImageSurface, from x0: Int, above y1: Int) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<y1 {
            for x in x0..<f.width where isDark(f.pixel(x: x, y: y)) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test(arguments: [false, true]) func twiceTheScaleDrawsTheTextTwiceAsLarge(finished: Bool) throws {
        let one = try #require(Self.darkBox(Self.frame(scale: 1, finished: finished), from: 60, above: 250))
        let two = try #require(Self.darkBox(Self.frame(scale: 2, finished: finished), from: 120, above: 500))
        for (a, b, what) in [(one.0, two.0, "left"), (one.1, two.1, "top"), (one.2, two.2, "right"), (one.3, two.3, "bottom")] {
            #expect(abs(b - 2 * a) <= 3, "the text's \(what) edge at \(a), then \(b) at scale 2")
        }
    }
}
