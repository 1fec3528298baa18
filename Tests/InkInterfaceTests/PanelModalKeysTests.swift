/// The Preferences panel is modal for the keyboard too: keys it does not use (P, T, L, E, [,
/// R, Delete, Ctrl+Z, Ctrl+B, Ctrl+A, Ctrl+W, Ctrl+O…) stop at it and change neither the tool nor the
/// document under it; its own keys, Escape and Ctrl+, (which opened it) still work.
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
import Testing

@Suite struct PanelModalKeysTests {
    /// An editor with a stroke on its page (so undo has something to take) and the panel open.
    static func openOverAStroke() -> Editor {
        var editor = Editor.fresh()
        editor.line(y: 300)
        _ = editor.handle(KeyChord(.character(","), .control))
        return editor
    }

    @Test(arguments: [KeyChord(.character("p")), KeyChord(.character("t")), KeyChord(.character("l")), KeyChord(.character("e")),
                      KeyChord(.character("h")), KeyChord(.character("b")), KeyChord(.character("[")), KeyChord(.character("]")),
                      KeyChord(.character("r")), KeyChord(.character("o")), KeyChord(.character("c")), KeyChord(.delete),
                      KeyChord(.pageDown), KeyChord(.function(10)), KeyChord(.menu),
                      KeyChord(.character("z"), .control), KeyChord(.character("b"), .control), KeyChord(.character("a"), .control),
                      KeyChord(.character("d"), .control), KeyChord(.character("x"), .control), KeyChord(.character("v"), .control),
                      KeyChord(.character("0"), .control), KeyChord(.character("+"), .control), KeyChord(.character("g"), .control),
                      KeyChord(.character("o"), .control), KeyChord(.character("w"), .control), KeyChord(.character("i"), .control),
                      KeyChord(.left, .alt)])
    func aKeyThePanelDoesNotUseStopsAtIt(key: KeyChord) throws {
        var editor = Self.openOverAStroke()
        let tools = [DeviceKind.mouse, .pen, .touch].map { editor.toolState(for: $0) }
        let document = editor.document, view = editor.viewport, page = editor.currentPage
        let outcome = editor.handle(key)
        #expect(editor.panel != nil, "the panel stays open")
        #expect([DeviceKind.mouse, .pen, .touch].map { editor.toolState(for: $0) } == tools, "the tools stay as they were")
        #expect(editor.document == document, "the document stays as it was")
        #expect(editor.viewport == view && editor.currentPage == page, "the view stays where it was")
        #expect(editor.menu == nil && editor.overview == nil && editor.popup == nil && editor.pad == nil, "nothing opens over or under it")
        #expect(!outcome.effects.contains { if case .fileRequest = $0 { true } else { false } }, "no file command")
    }

    @Test func itsOwnKeysEscapeAndCtrlCommaStillWork() throws {
        var editor = Self.openOverAStroke()
        _ = editor.handle(KeyChord(.tab))
        #expect(editor.panel?.focus != nil, "Tab moves the focus ring")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.panel == nil, "Escape closes it")
        _ = editor.handle(KeyChord(.character(","), .control))
        #expect(editor.panel != nil)
        _ = editor.handle(KeyChord(.character(","), .control))
        #expect(editor.panel == nil, "Ctrl+, closes it as it opened it")
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(editor.strokeCount == 0, "with the panel closed the shortcuts work again")
    }

    @Test func savingAndQuittingStillGoThrough() {
        var editor = Self.openOverAStroke()
        #expect(editor.handle(KeyChord(.character("s"), .control)).effects.contains(.fileRequest(.save)))
        #expect(editor.handle(KeyChord(.character("q"), .control)).effects.contains(.fileRequest(.quit)))
    }
}
