/// The status bar names the tool in hand (B2) after placing or pasting: the lasso that holds
/// the new image or strokes is the tool of the device in use, and the bar is repainted.
import Foundation
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
import Testing

@Suite struct StatusToolInHandTests {
    /// Whether `damage` repaints the whole status bar (its indicator and its tool buttons).
    static func repaintsTheBar(_ damage: Damage, _ e: Editor) -> Bool {
        damage.region.rects.contains { $0.covers(e.toolbar.statusBar) }
    }

    @Test func placingAnImageWithTheMouseInUseNamesTheLasso() {
        var editor = Editor.fresh()
        editor.line(y: 200, from: 200, to: 400)  // the mouse is the device in use
        #expect(editor.modeIndicator.tool == .pen)
        let outcome = editor.placeImage(bytes: pngHeader(width: 100, height: 60))
        #expect(editor.activeKind == .mouse)
        #expect(editor.modeIndicator.tool == .lasso, "the bar names \(editor.modeIndicator.detail)")
        #expect(editor.scene.modeIndicator.tool == .lasso)
        #expect(Self.repaintsTheBar(outcome.damage, editor), "the bar is repainted: \(outcome.damage.region.rects)")
    }

    @Test func placingAnImageWithThePenInUseNamesTheLassoAndRepaintsTheBar() {
        var editor = Editor.fresh()
        _ = editor.handle(PointerEvents.hover(Point(300, 300), Devices.pen))
        #expect(editor.activeKind == .pen)
        let outcome = editor.placeImage(bytes: pngHeader(width: 100, height: 60))
        #expect(editor.modeIndicator.tool == .lasso)
        #expect(Self.repaintsTheBar(outcome.damage, editor), "the bar is repainted: \(outcome.damage.region.rects)")
    }

    @Test func pastingStrokesNamesTheLassoAndRepaintsTheBar() throws {
        var editor = Editor.fresh()
        editor.line(y: 200, from: 200, to: 400)
        _ = editor.handle(KeyChord(.character("a"), .control))
        let copied = editor.handle(KeyChord(.character("c"), .control))
        var clip: ClipboardStrokes?
        for case .offerStrokes(let s, .clipboard) in copied.effects { clip = s }
        _ = editor.run(.selectTool(.pen))
        _ = editor.handle(KeyChord(.escape, []))
        #expect(editor.modeIndicator.tool == .pen)
        let outcome = editor.paste(try #require(clip))
        #expect(editor.modeIndicator.tool == .lasso)
        #expect(Self.repaintsTheBar(outcome.damage, editor), "the bar is repainted: \(outcome.damage.region.rects)")
    }

    /// Any change of the tool in hand repaints the bar's tool buttons too (the text tool's as
    /// well as the lasso's), not only the side toolbar.
    @Test func choosingATextToolRepaintsTheStatusBar() {
        var editor = Editor(windowSize: Size(1024, 720))
        let outcome = editor.run(.selectTool(.text))
        #expect(Self.repaintsTheBar(outcome.damage, editor))
    }
}
