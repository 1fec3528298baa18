/// Copy, cut and paste (issue 17): Ctrl+C offers the selected strokes, Ctrl+X also deletes
/// them as one undo step, Ctrl+V asks the platform for the clipboard; pasted strokes land
/// centred on the pointer (or the view), as one undo step, selected with the lasso in hand;
/// damaged data leaves a notice and the document as it was; an image becomes a new page with
/// `paste.images` `page` (as an object by default: `EditorPasteImageObjectTests`).
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorClipboardTests {
    static let ctrl: KeyChord.Modifiers = [.control]

    static func key(_ c: String) -> KeyChord { KeyChord(.character(c), ctrl) }

    /// Two lines selected with Ctrl+A.
    static func twoSelected() -> Editor {
        var editor = Editor.fresh()
        editor.line(y: 200, from: 200, to: 400)
        editor.line(y: 260, from: 220, to: 380)
        _ = editor.handle(key("a"))
        return editor
    }

    static func offered(_ outcome: Outcome, _ which: ClipboardSelection) -> ClipboardStrokes? {
        for case .offerStrokes(let s, let w) in outcome.effects where w == which { return s }
        return nil
    }

    @Test func ctrlCOffersTheSelectedStrokesAndKeepsThem() throws {
        var editor = Self.twoSelected()
        let outcome = editor.handle(Self.key("c"))
        let clip = try #require(Self.offered(outcome, .clipboard))
        #expect(clip.strokes.count == 2)
        #expect(clip.strokes.map(\.color) == editor.document.pages[0].strokes.map(\.color))
        let bounds = clip.strokes.reduce(Rect.empty) { $0.union($1.bounds) }
        #expect(abs(bounds.minX) < 0.01 && abs(bounds.minY) < 0.01, "relative to the selection's top left")
        #expect(editor.strokeCount == 2 && editor.selection != nil)
    }

    @Test func ctrlCWithNothingSelectedSaysSoAndOffersNothing() {
        var editor = Editor.fresh()
        editor.line(y: 200)
        let outcome = editor.handle(Self.key("c"))
        #expect(Self.offered(outcome, .clipboard) == nil)
        #expect(editor.notice?.text.contains("Nothing is selected") == true)
    }

    @Test func cutIsOneUndoStep() throws {
        var editor = Self.twoSelected()
        let steps = editor.history.undoStack.count
        let outcome = editor.handle(Self.key("x"))
        #expect(Self.offered(outcome, .clipboard)?.strokes.count == 2)
        #expect(editor.strokeCount == 0)
        #expect(editor.history.undoStack.count == steps + 1)
        _ = editor.handle(KeyChord(.character("z"), Self.ctrl))
        #expect(editor.strokeCount == 2)
    }

    @Test func ctrlVAsksThePlatformForTheClipboard() {
        var editor = Editor.fresh()
        #expect(editor.handle(Self.key("v")).effects.contains(.pasteRequested))
    }

    @Test func pastedStrokesLandCentredOnThePointerAsOneStepSelected() throws {
        var editor = Self.twoSelected()
        let clip = try #require(Self.offered(editor.handle(Self.key("c")), .clipboard))
        _ = editor.run(.selectTool(.pen))
        let steps = editor.history.undoStack.count
        _ = editor.hover(Point(500, 450), Devices.mouse)
        let outcome = editor.paste(clip.encoded())
        #expect(editor.strokeCount == 4)
        #expect(editor.history.undoStack.count == steps + 1)
        let pasted = Array(editor.document.pages[0].strokes.suffix(2))
        let bounds = pasted.reduce(Rect.empty) { $0.union($1.bounds) }
        let centre = editor.toWindow(bounds, page: 0).center
        #expect(centre.distance(to: Point(500, 450)) < 1, "\(centre)")
        #expect(editor.selection?.ids == Set(pasted.map(\.id)))
        #expect(editor.toolState(for: .mouse).tool == .lasso, "the lasso in hand to move them")
        #expect(outcome.effects.contains { if case .recordEdits = $0 { return true } else { return false } })
        _ = editor.run(.undo)
        #expect(editor.strokeCount == 2)
    }

    @Test func withThePointerAwayTheyLandInTheMiddleOfTheView() throws {
        var editor = Self.twoSelected()
        let clip = try #require(Self.offered(editor.handle(Self.key("c")), .clipboard))
        _ = editor.handle(InputEvent(action: .leave, device: Devices.mouse, position: Point(900, 900)))
        _ = editor.paste(clip)
        let pasted = Array(editor.document.pages[0].strokes.suffix(2))
        let centre = editor.toWindow(pasted.reduce(Rect.empty) { $0.union($1.bounds) }, page: 0).center
        #expect(centre.distance(to: editor.canvasFrame.center) < 1, "\(centre) vs \(editor.canvasFrame.center)")
    }

    @Test func damagedClipboardDataLeavesANoticeAndTheDocumentAsItWas() {
        var editor = Self.twoSelected()
        let before = editor.document, steps = editor.history.undoStack.count
        _ = editor.paste(Data(#"{"format":"inkstone-strokes","version":1,"strokes":"#.utf8))
        #expect(editor.document == before && editor.history.undoStack.count == steps)
        #expect(editor.notice?.text.hasPrefix("The clipboard") == true)
    }

    /// "The clipboard is empty." stayed its 12 s over strokes pasted a moment later.
    @Test func aPasteThatWorksTakesAwayTheNoticeOfOneThatDidNot() throws {
        var editor = Self.twoSelected()
        let clip = try #require(Self.offered(editor.handle(Self.key("c")), .clipboard))
        _ = editor.showClipboardNotice("The clipboard is empty.")
        let frame = try #require(editor.noticeFrame)
        let outcome = editor.paste(clip)
        #expect(editor.notice == nil)
        #expect(outcome.damage.region.rects.contains { $0.union(frame) == $0 }, "its place repainted")
        _ = editor.handle(KeyChord(.escape))
        _ = editor.handle(Self.key("c"))
        #expect(editor.notice?.text.contains("Nothing is selected") == true)
        _ = editor.handle(Self.key("a")); _ = editor.handle(Self.key("c"))
        #expect(editor.notice == nil, "a copy that works takes away the one that did not")
        _ = editor.showClipboardNotice("The clipboard is empty.")
        _ = editor.pasteImage(bytes: try #require(Self.png))
        #expect(editor.notice == nil, "an image pasted too")
        _ = editor.showNotice("Saved.")
        _ = editor.paste(clip)
        #expect(editor.notice?.text == "Saved.", "other notices stay their time")
    }

    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==")

    @Test func withPasteImagesPageAPastedImageIsANewPageAfterTheCurrentOneUndoable() throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300))]), windowSize: testWindow)
        editor.preferences.pasteImages = .page
        _ = editor.showStart()
        let png = try #require(Self.png)
        let outcome = editor.pasteImage(bytes: png)
        #expect(editor.document.pages.count == 2)
        #expect(editor.document.pages[1].size == Size(3, 2))
        #expect(editor.currentPage == 1, "the new page is shown")
        #expect(editor.scene.statusBar.page?.current == 1)
        let key = try #require(editor.document.pages[1].imageKey)
        #expect(editor.document.images[key] == png)
        // Journaled as the page inserted (its record carries the bytes), not as a new base.
        #expect(!outcome.effects.contains { if case .restartJournal = $0 { return true } else { return false } })
        #expect(outcome.effects.contains { if case .recordEdits(let edits) = $0 { return edits == [Edit(page: 1, change: .insertPage(editor.document.pages[1]))] } else { return false } })
        _ = editor.run(.undo)
        #expect(editor.document.pages.count == 1)
        _ = editor.pasteImage(bytes: Data("not an image".utf8))
        #expect(editor.document.pages.count == 1)
        #expect(editor.notice?.text.hasPrefix("Not pasted") == true)
    }

    @Test func withPasteImagesPageAnEndlessCanvasTakesNoImagePageButSaysWhy() throws {
        var editor = Editor.fresh()
        editor.preferences.pasteImages = .page
        _ = editor.pasteImage(bytes: try #require(Self.png))
        #expect(editor.document.pages.count == 1 && editor.document.images.isEmpty)
        #expect(editor.notice?.text.contains("endless canvas") == true)
    }

    @Test func aLassoSelectionIsOfferedAsThePrimarySelection() throws {
        var editor = Editor.fresh()
        editor.line(y: 200, from: 200, to: 400)
        _ = editor.handle(KeyChord(.character("l")))
        var effects: [Effect] = []
        for e in PointerEvents.stroke([Point(150, 150), Point(450, 150), Point(450, 250), Point(150, 250), Point(152, 155)]) {
            effects += editor.handle(e).effects
        }
        #expect(Self.offered(Outcome(effects: effects), .primary)?.strokes.count == 1)
    }

    @Test func theDocumentMenuCopiesCutsAndPastesWithThePen() throws {
        var editor = Self.twoSelected()
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(Self.offered(try DocumentMenuTests.tap(.clipboard(.copy), in: &editor), .clipboard)?.source.count == 2)
        _ = editor.click(.documentMenu, Devices.pen)
        #expect(try DocumentMenuTests.tap(.clipboard(.paste), in: &editor).effects.contains(.pasteRequested))
        _ = editor.click(.documentMenu, Devices.pen)
        _ = try DocumentMenuTests.tap(.clipboard(.cut), in: &editor)
        #expect(editor.strokeCount == 0)
    }

    @Test func theKeysAreInTheOneTable() {
        #expect(Shortcuts.action(for: Self.key("c")) == .command(.clipboard(.copy)))
        #expect(Shortcuts.action(for: Self.key("x")) == .command(.clipboard(.cut)))
        #expect(Shortcuts.action(for: Self.key("v")) == .command(.clipboard(.paste)))
    }
}
