/// A drawing motion's frame as the platform draws it (`X11App.show`, through
/// `Editor.drawScene(for:keeping:_:)`): the scene kept from the last one built, brought up
/// to date (`KeptScene`), rendered with `strokeOnly`, which leaves the ink layer and the
/// document's extents alone. Over strokes on pages (with ink under them,
/// a text box, the scroll bars and the toolbar in reach), the window it draws is the one fresh
/// scenes and full renders draw, pixel for pixel, and its drawing motions never look at the
/// document's pages.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkRender

@MainActor @Suite struct StrokeOnlyRenderTests {
    @Test func aKeptSceneDrawsWhatAFreshOneDraws() throws {
        let size = Size(480, 400)
        var document = Document(pages: (0..<40).map { _ in Page(blankSize: Size(400, 560)) })
        document.pages[0].texts = [TextBox(id: 1, origin: Point(40, 60), width: 200, text: "Notes", fontSize: 16)]
        var editor = Editor(document: document, windowSize: size)
        editor.textMeasure = PangoTextMeasure.shared
        _ = editor.showStart()
        let fresh = try #require(FrameRenderer(width: 480, height: 400)), kept = try #require(FrameRenderer(width: 480, height: 400))
        _ = fresh.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        _ = kept.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        var keptScene: KeptScene? = KeptScene(editor.scene)
        let pen = DeviceRef(id: 10, kind: .pen)
        var strokeOnly = 0
        func show(_ outcome: Outcome) {
            _ = fresh.render(editor.scene, damage: outcome.damage)
            // As the platform does: a drawing motion keeps the kept scene, anything else drops it.
            if !outcome.strokeOnly { keptScene = nil }
            let looks = kept.inkLooks, reused = keptScene != nil
            _ = editor.drawScene(for: outcome, keeping: &keptScene) { kept.render($0, damage: outcome.damage, strokeOnly: $1) }
            if outcome.strokeOnly && reused {
                strokeOnly += 1
                #expect(kept.inkLooks == looks, "a drawing motion's frame looks at no page")
            }
        }
        var time: UInt64 = 1000
        func event(_ action: InputEvent.Action, _ p: Point, buttons: ButtonSet = .primary) -> InputEvent {
            time += 8
            return InputEvent(action: action, device: pen, position: p, axes: AxisValues(pressure: 0.6), buttons: buttons, time: time)
        }
        // Strokes over the text box, across earlier ink, to the window's edges (the scroll
        // bar's side, under the toolbar) and back; a scroll between two of them.
        for (row, y) in [70.0, 90, 200, 380, 30].enumerated() {
            show(editor.handle(event(.press(.primary), Point(60, y), buttons: [])))
            for i in 1...60 {
                let x = 60 + Double(i) * 7, wobble = sin(Double(i) / 3) * 12
                show(editor.handle(event(.motion, Point(x, y + wobble))))
                if i % 20 == 0 { #expect(Self.differingPixels(fresh.frame, kept.frame) == 0, "stroke \(row), motion \(i)") }
            }
            show(editor.handle(event(.release(.primary), Point(480, y))))
            if row == 2 { show(editor.view(.scroll(by: Point(0, -40)))) }
            #expect(Self.differingPixels(fresh.frame, kept.frame) == 0, "after stroke \(row)")
        }
        #expect(strokeOnly > 200)
    }

    static func differingPixels(_ a: ImageSurface, _ b: ImageSurface) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }
}
