/// The palette opened with C highlights its first swatch for the keys; the toolbar's swatch of
/// the same colour is not shown hovered, nor given its tooltip (it was: "Black" beside the
/// toolbar while the pen was far from it, moving to "Blue" with Right).
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct PaletteKeyHoverTests {
    @Test func theKeysHighlightIsThePalettesOnly() throws {
        var editor = Editor.fresh()
        _ = editor.showStart()
        _ = editor.hover(Point(500, 300), Devices.mouse)
        _ = editor.handle(KeyChord(.character("c")))
        #expect(editor.scene.controls.hovered == .color(0), "the palette's first swatch, for the keys")
        #expect(editor.scene.controls.barHovered == nil, "not the toolbar's")
        #expect(editor.guidance.tooltipDue == nil)
        _ = editor.handle(KeyChord(.right))
        #expect(editor.scene.controls.barHovered == nil && editor.guidance.tooltipDue == nil)
    }

    @Test func theToolbarsSwatchUnderThePointerIsHovered() throws {
        var editor = Editor.fresh()
        _ = editor.showStart()
        let black = try #require(editor.toolbar.frame(of: .color(0)))
        _ = editor.hover(black.center, Devices.mouse)
        #expect(editor.scene.controls.barHovered == .color(0))
        #expect(editor.guidance.tooltipDue != nil)
    }
}
