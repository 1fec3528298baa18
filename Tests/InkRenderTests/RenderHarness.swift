/// A small harness for render tests: an Editor and a FrameRenderer kept in step the way the
/// platform does it (every event's damage is rendered), plus pixel helpers.
import InkGeometry
import InkInput
import InkInterface
import InkRender

final class RenderHarness {
    var editor: Editor
    let renderer: FrameRenderer
    let mouse = DeviceRef(id: 2, kind: .mouse)

    init(width: Int = 640, height: Int = 640) {
        editor = Editor(windowSize: Size(Double(width), Double(height)))
        editor.textMeasure = PangoTextMeasure.shared
        renderer = FrameRenderer(width: width, height: height)!
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    }

    func show(_ damage: Damage) { _ = renderer.render(editor.scene, damage: damage) }
    func show(_ outcome: Outcome) { show(outcome.damage) }

    func press(_ p: Point) { show(editor.handle(InputEvent(action: .press(.primary), device: mouse, position: p))) }
    func drag(_ p: Point) { show(editor.handle(InputEvent(action: .motion, device: mouse, position: p, buttons: .primary))) }
    func release(_ p: Point) { show(editor.handle(InputEvent(action: .release(.primary), device: mouse, position: p, buttons: .primary))) }
    func key(_ k: KeyChord) { show(editor.handle(k)) }

    /// A horizontal mouse line at window height y.
    func line(y: Double, from x0: Double, to x1: Double) {
        press(Point(x0, y))
        for x in stride(from: x0 + 10, through: x1, by: 10) { drag(Point(x, y)) }
        release(Point(x1, y))
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { renderer.frame.pixel(x: x, y: y) }
}

/// 0xRRGGBB of an ink colour, rounded the way an opaque fill lands in an RGB24 surface.
func rgb(_ c: (red: Double, green: Double, blue: Double)) -> UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
    return byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
}

/// The largest difference between two pixels' channels, 0...255.
func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
    [16, 8, 0].map { abs(Int((a >> $0) & 0xff) - Int((b >> $0) & 0xff)) }.max()!
}
