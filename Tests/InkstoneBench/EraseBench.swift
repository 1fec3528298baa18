import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkRender

/// A blank page holding 100,000 points over the window's area: `strokes` strokes of
/// 100,000 / `strokes` points each, short wandering lines placed by a fixed generator.
func erasePage(strokes: Int) -> Document {
    let perStroke = 100_000 / strokes
    var seed: UInt64 = 0x1234_5678
    func unit() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }
    var list: [Stroke] = []
    list.reserveCapacity(strokes)
    for s in 0..<strokes {
        let start = Point(20 + unit() * 1200, 20 + unit() * 700), heading = unit() * 2 * Double.pi
        let step = perStroke <= 10 ? 3.0 : 2.0
        let points = (0..<perStroke).map { i in
            let a = heading + sin(Double(i) / 7) * 0.6
            return StrokePoint(start + Point(cos(a), sin(a)) * (Double(i) * step), pressure: 0.5)
        }
        list.append(Stroke(id: StrokeID(UInt64(s + 1)), points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 2)))
    }
    return Document(pages: [Page(strokes: list)], images: [:], nextStrokeID: UInt64(strokes + 1))
}

/// The CPU cost of one eraser event (the editor's hit test and edit, then the repaint) on a
/// page of 100,000 points, and of the editor's part alone, per event.
func eraseCost(strokes: Int, mode: EraserMode, withRender: Bool) -> Double {
    guard let renderer = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { return .nan }
    var editor = Editor(document: erasePage(strokes: strokes), windowSize: size)
    _ = editor.showStart()
    var preferences = editor.preferences
    preferences.eraserMode = mode
    _ = editor.apply(preferences)
    _ = editor.run(.selectTool(.eraser), for: .pen)
    _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
    let path = (0..<400).map { i in Point(120 + Double(i) * 2.5, 400 + 250 * sin(Double(i) / 40)) }
    var events = [InputEvent(action: .press(.primary), device: pen, position: path[0], axes: AxisValues(pressure: 0.5))]
    events += path.dropFirst().map { InputEvent(action: .motion, device: pen, position: $0, axes: AxisValues(pressure: 0.5), buttons: .primary) }
    let start = cpuTime()
    for e in events {
        let damage = editor.handle(e).damage
        if withRender { _ = renderer.render(editor.scene, damage: damage) }
    }
    return (cpuTime() - start) / Double(events.count)
}

/// Prints the eraser's cost per event on a page of 100,000 points.
func eraseFigures() {
    print("eraser event on a page of 100,000 points (400 events; editor alone / with the repaint):")
    for strokes in [1_000, 10_000] {
        for mode in [EraserMode.stroke, .area] {
            let alone = eraseCost(strokes: strokes, mode: mode, withRender: false)
            let drawn = eraseCost(strokes: strokes, mode: mode, withRender: true)
            print(String(format: "  %6d strokes of %3d points, %@ eraser: %8.1f us / %8.1f us CPU per event",
                         strokes, 100_000 / strokes, mode == .area ? "area  " : "stroke", alone * 1e6, drawn * 1e6))
        }
    }
}
