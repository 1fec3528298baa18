import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkRender

/// A short stroke drawn off screen, once, soon after the app's first frame, with an editor and a
/// renderer of its own: what the first stroke of a run would otherwise pay on its first events
/// (Swift's metadata for the stroke's types, the outline's table of arc points, Cairo's first
/// fill) is paid here instead, so the very first ink after a start comes as fast as the rest.
enum DrawingWarmUp {
    /// Draws the stroke and returns how many of the scratch frame's pixels it changed (for
    /// tests: a warm-up that no longer draws would warm nothing).
    @discardableResult
    static func run() -> Int {
        let size = Size(320, 240)
        var scratch = Editor(windowSize: size)   // a local value: read in place, not copied
        guard let renderer = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { return 0 }
        let mouse = DeviceRef(id: 0, kind: .mouse)
        let canvas = scratch.canvasFrame
        _ = renderer.render(scratch.scene, damage: Damage(window: scratch.windowFrame), fullInk: true)
        // The rows the stroke crosses, to count what it changed.
        let rows = max(0, Int(canvas.center.y) - 12)..<min(Int(size.height), Int(canvas.center.y) + 12)
        let before = rows.map { y in (0..<Int(size.width)).map { x in renderer.frame.pixel(x: x, y: y) } }
        let points = (0..<12).map { i in
            Point(canvas.minX + canvas.width * (0.2 + 0.05 * Double(i)), canvas.center.y + 6 * sin(Double(i)))
        }
        var time: UInt64 = 1
        // Drawn as the app draws (a drawing motion from the kept scene), so that path is warm too.
        var kept: KeptScene?
        for (i, p) in points.enumerated() {
            let action: InputEvent.Action = i == 0 ? .press(.primary) : .motion
            let event = InputEvent(action: action, device: mouse, position: p, buttons: i == 0 ? [] : .primary, time: time)
            let outcome = scratch.handle(event)
            _ = scratch.drawScene(for: outcome, keeping: &kept) { renderer.render($0, damage: outcome.damage, strokeOnly: $1) }
            time += 8
        }
        var changed = 0
        for (row, y) in rows.enumerated() {
            for x in 0..<Int(size.width) where renderer.frame.pixel(x: x, y: y) != before[row][x] { changed += 1 }
        }
        let release = InputEvent(action: .release(.primary), device: mouse, position: points[points.count - 1], time: time)
        _ = renderer.render(scratch.scene, damage: scratch.handle(release).damage)
        return changed
    }
}
