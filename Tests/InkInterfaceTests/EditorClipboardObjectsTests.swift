/// Copy, cut and paste carry placed images and text boxes, not only strokes (issue 17): the
/// lasso and Ctrl+A select text boxes too; Ctrl+C offers the strokes, the images with their
/// bytes and the boxes; a paste (in this Inkstone or another) places all of them where they
/// were relative to each other, with new ids and the bytes in the document, one undo step,
/// journaled with the bytes; Ctrl+X takes all of them away; an old payload still pastes.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorClipboardObjectsTests {
    static let png = EditorClipboardTests.png ?? Data()

    /// A 400x300 page with a line at page y 250 (x 100 to 300), the 3x2 PNG placed at page
    /// (200, 150) and a text box "Note" at page (60, 40); nothing selected.
    static func threeKinds() -> Editor {
        var page = Page(blankSize: Size(400, 300))
        page.texts = [TextBox(id: 1, origin: Point(60, 40), width: 120, text: "Note", fontSize: 16)]
        var editor = Editor(document: Document(pages: [page, Page(blankSize: Size(400, 300))]), windowSize: Size(800, 900))
        _ = editor.showStart()
        let a = EditorSelectionPagesTests.at(editor, 0, 100, 250), b = EditorSelectionPagesTests.at(editor, 0, 300, 250)
        editor.line(y: a.y, from: a.x, to: b.x)
        _ = editor.placeImage(bytes: png, at: EditorSelectionPagesTests.at(editor, 0, 200, 150), for: .mouse)
        _ = editor.clearSelection()
        return editor
    }

    static func copied(_ editor: inout Editor) throws -> ClipboardStrokes {
        _ = editor.handle(KeyChord(.character("a"), .control))
        return try #require(EditorClipboardTests.offered(editor.handle(KeyChord(.character("c"), .control)), .clipboard))
    }

    @Test func ctrlASelectsTheTextBoxesAndCtrlCOffersAllThree() throws {
        var editor = Self.threeKinds()
        let clip = try Self.copied(&editor)
        #expect(editor.selection?.textParts == [0: [1]])
        #expect(clip.source.count == 1 && clip.texts.map(\.text) == ["Note"])
        #expect(clip.images.map(\.bytes) == [Self.png])
        #expect(clip.origin == Point(60, 40), "the box is the top left")
    }

    @Test func aPasteInAnotherInkstonePlacesAllThreeOffsetAlikeAsOneStepJournaledWithTheBytes() throws {
        var a = Self.threeKinds()
        let clip = try Self.copied(&a)
        var b = Editor(document: Document(pages: [Page(blankSize: Size(400, 300))]), windowSize: Size(800, 900))
        _ = b.showStart()
        let steps = b.history.undoSteps.count
        _ = b.hover(EditorSelectionPagesTests.at(b, 0, 200, 150), Devices.mouse)
        let outcome = b.paste(clip.encoded())
        let page = b.document.pages[0]
        #expect(page.strokes.count == 1 && page.images.count == 1 && page.texts.count == 1)
        #expect(b.history.undoSteps.count == steps + 1)
        let image = try #require(page.images.first), box = try #require(page.texts.first), stroke = try #require(page.strokes.first)
        #expect(b.document.images[image.key] == Self.png)
        // Each moved by the same amount as the others.
        let shift = box.origin - Point(60, 40)
        let old = a.document.pages[0]
        #expect(Point(image.frame.minX, image.frame.minY).distance(to: Point(old.images[0].frame.minX, old.images[0].frame.minY) + shift) < 1e-6)
        #expect(stroke.bounds.center.distance(to: old.strokes[0].bounds.center + shift) < 1e-3)
        #expect(b.selection == Selection(page: 0, ids: [stroke.id], images: [image.id], texts: [box.id]))
        let journaled = outcome.effects.flatMap { effect -> [Edit] in if case .recordEdits(let e) = effect { return e } else { return [] } }
        #expect(journaled.contains { if case .images(let e) = $0.change { return e.bytes[image.key] == Self.png } else { return false } })
        #expect(journaled.contains { $0.change == .text(TextChange(before: nil, after: box)) })
        _ = b.run(.undo)
        #expect(b.document.pages[0].strokes.isEmpty && b.document.pages[0].images.isEmpty && b.document.pages[0].texts.isEmpty)
        _ = b.run(.redo)
        #expect(b.document.pages[0].images.count == 1 && b.document.pages[0].texts.count == 1)
    }

    @Test func aPasteInTheSameDocumentGivesNewIds() throws {
        var editor = Self.threeKinds()
        _ = editor.paste(try Self.copied(&editor))
        let page = editor.document.pages[0]
        #expect(page.strokes.count == 2 && page.images.count == 2 && page.texts.count == 2)
        #expect(Set(page.images.map(\.id)).count == 2 && Set(page.texts.map(\.id)).count == 2)
        #expect(page.images[0].key == page.images[1].key, "the same bytes, stored once")
    }

    @Test func aCutTakesAllThreeAwayAsOneStep() throws {
        var editor = Self.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let steps = editor.history.undoSteps.count
        let clip = try #require(EditorClipboardTests.offered(editor.handle(KeyChord(.character("x"), .control)), .clipboard))
        #expect(clip.source.count == 1 && clip.images.count == 1 && clip.texts.count == 1)
        let page = editor.document.pages[0]
        #expect(page.strokes.isEmpty && page.images.isEmpty && page.texts.isEmpty)
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].texts.count == 1 && editor.document.pages[0].images.count == 1)
    }

    @Test func aLassoAroundATextBoxSelectsIt() throws {
        var editor = Self.threeKinds()
        _ = editor.handle(KeyChord(.character("l")))
        let corners = [(40.0, 30.0), (160.0, 30.0), (160.0, 75.0), (40.0, 75.0), (42.0, 32.0)]
        for e in PointerEvents.stroke(corners.map { EditorSelectionPagesTests.at(editor, 0, $0.0, $0.1) }) { _ = editor.handle(e) }
        #expect(editor.selection == Selection(page: 0, ids: [], texts: [1]))
    }

    @Test func anOldPayloadStillPastes() throws {
        var editor = Editor.fresh()
        let old = #"{"format":"inkstone-strokes","version":1,"width":10,"height":4,"strokes":[{"color":[0,0,0,1],"width":2,"thinning":0.6,"minimumWidth":0.75,"nib":"round","points":[1,2,0.5,9,2,0.5]}]}"#
        _ = editor.paste(Data(old.utf8))
        #expect(editor.strokeCount == 1 && editor.selection?.ids.count == 1)
    }
}

extension EditorClipboardObjectsTests {
    @Test func aPasteWhileANewBoxIsTypedFinishesItFirstAndBothKeepTheirText() throws {
        var source = Self.threeKinds()
        let clip = try Self.copied(&source)
        var editor = EditorTextTests.withTextTool()
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        EditorTextTests.type("Mine", into: &editor)
        _ = editor.paste(clip)
        _ = editor.handle(KeyChord(.escape))
        let texts = editor.document.pages[0].texts
        #expect(texts.map(\.text).sorted() == ["Mine", "Note"] && Set(texts.map(\.id)).count == 2, "\(texts)")
    }
}
