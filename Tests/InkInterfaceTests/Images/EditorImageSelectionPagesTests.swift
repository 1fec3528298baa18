/// Placed images with the lasso's later features (issue 17): a selection dragged onto another
/// page takes its strokes and its images there, one undo step (the images used to stay on
/// their page, moved off its paper: out of sight, and in no export);
/// duplicate copies images too; a cut carries the strokes and the images (with their bytes)
/// and takes both away; a copy of images alone carries them.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorImageSelectionPagesTests {
    /// Two 400x300 pages; on page 0 a line at page y 250 and a 100x60 image centred at page
    /// (200, 150); both selected (Ctrl+A), the lasso in the mouse's hand.
    static func imageAndLineSelected() -> Editor {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))]),
                            windowSize: Size(800, 900))
        _ = editor.showStart()
        let a = EditorSelectionPagesTests.at(editor, 0, 100, 250), b = EditorSelectionPagesTests.at(editor, 0, 300, 250)
        editor.line(y: a.y, from: a.x, to: b.x)
        _ = editor.placeImage(bytes: pngHeader(width: 100, height: 60), at: EditorSelectionPagesTests.at(editor, 0, 200, 150), for: .mouse)
        _ = editor.handle(KeyChord(.character("a"), .control))
        return editor
    }

    @Test func aSelectionDroppedOnTheNextPageTakesItsStrokesAndItsImagesThere() throws {
        var editor = Self.imageAndLineSelected()
        let before = editor.document, steps = editor.history.undoSteps.count
        let image = try #require(editor.document.pages[0].images.first)
        #expect(editor.selection?.images == [image.id] && editor.selection?.ids.count == 1)
        let from = try #require(editor.selectionHandles).frame.center
        let down = EditorSelectionPagesTests.at(editor, 1, 0, 100).y - EditorSelectionPagesTests.at(editor, 0, 0, 250).y
        let onScreen = editor.toWindow(image.frame, page: 0).offsetBy(Point(0, down))
        Self.drag(&editor, from: from, by: Point(0, down))
        #expect(editor.document.pages[0].strokes.isEmpty && editor.document.pages[1].strokes.count == 1, "the stroke went to page 1")
        #expect(editor.document.pages[0].images.isEmpty, "the image left page 0")
        let moved = try #require(editor.document.pages[1].images.first)
        #expect(moved.key == image.key)
        let shown = editor.toWindow(moved.frame, page: 1)
        #expect(abs(shown.minX - onScreen.minX) < 0.5 && abs(shown.minY - onScreen.minY) < 0.5, "where it was dropped: \(shown) against \(onScreen)")
        let sheet = try #require(editor.document.pages[1].size)
        #expect(moved.frame.center.y >= 0 && moved.frame.center.y <= sheet.height, "its middle on page 1's paper")
        #expect(editor.selection?.imageParts == [1: [moved.id]] && editor.selection?.pages == [1], "still selected, on page 1")
        #expect(editor.history.undoSteps.count == steps + 1, "one undo step")
        _ = editor.run(.undo)
        #expect(editor.document.pages == before.pages)
        #expect(editor.selection?.images == [image.id], "selected again on page 0 after the undo")
        _ = editor.run(.redo)
        #expect(editor.document.pages[1].images.map(\.key) == [image.key] && editor.document.pages[0].images.isEmpty)
    }

    /// An image alone (no stroke with it) dragged onto the page above goes there.
    @Test func anImageAloneDroppedOnThePageAboveGoesThere() throws {
        var editor = Self.imageAndLineSelected()
        let image = try #require(editor.document.pages[0].images.first)
        // Moved onto page 1 first (the whole selection), then the image alone back up to page 0.
        let down = EditorSelectionPagesTests.at(editor, 1, 0, 100).y - EditorSelectionPagesTests.at(editor, 0, 0, 250).y
        Self.drag(&editor, from: try #require(editor.selectionHandles).frame.center, by: Point(0, down))
        let there = try #require(editor.document.pages[1].images.first)
        editor.selection = Selection(page: 1, ids: [], images: [there.id])
        Self.drag(&editor, from: editor.toWindow(there.frame, page: 1).center, by: Point(0, -down))
        #expect(editor.document.pages[1].images.isEmpty)
        let back = try #require(editor.document.pages[0].images.first)
        #expect(abs(back.frame.minY - image.frame.minY) < 0.5 && abs(back.frame.minX - image.frame.minX) < 0.5)
        #expect(editor.document.pages[1].strokes.count == 1, "the stroke, not selected, stays")
    }

    static func drag(_ editor: inout Editor, from: Point, by d: Point) {
        _ = editor.handle(PointerEvents.press(from))
        _ = editor.handle(PointerEvents.drag(from + Point(d.x / 2, d.y / 2)))
        _ = editor.handle(PointerEvents.drag(from + d))
        _ = editor.handle(PointerEvents.release(from + d))
    }

    @Test func duplicateCopiesTheImagesWithTheStrokesAsOneStep() throws {
        var editor = Self.imageAndLineSelected()
        let steps = editor.history.undoSteps.count
        _ = editor.handle(KeyChord(.character("d"), .control))
        let images = editor.document.pages[0].images
        #expect(images.count == 2 && editor.document.pages[0].strokes.count == 2)
        #expect(images[1].key == images[0].key && images[1].id != images[0].id)
        let shift = 20 / editor.viewport.scale
        #expect(abs(images[1].frame.minX - images[0].frame.minX - shift) < 1e-6)
        #expect(editor.selection?.images == [images[1].id], "the copy becomes the selection")
        #expect(editor.history.undoSteps.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images.count == 1 && editor.document.pages[0].strokes.count == 1)
    }

    @Test func theSelectionBarsDeleteTakesTheImagesToo() throws {
        var editor = Self.imageAndLineSelected()
        let bar = try #require(editor.selectionBar)
        let button = try #require(bar.slots.first { $0.button == .delete })
        _ = editor.handle(PointerEvents.press(button.frame.center))
        _ = editor.handle(PointerEvents.release(button.frame.center))
        #expect(editor.document.pages[0].images.isEmpty && editor.document.pages[0].strokes.isEmpty)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images.count == 1 && editor.document.pages[0].strokes.count == 1)
    }

    @Test func aCutCarriesTheStrokesAndTheImagesAndTakesBothAway() throws {
        var editor = Self.imageAndLineSelected()
        let key = editor.document.pages[0].images[0].key
        let outcome = editor.handle(KeyChord(.character("x"), .control))
        let clip = try #require(EditorClipboardTests.offered(outcome, .clipboard))
        #expect(clip.strokes.count == 1 && clip.images.map(\.bytes) == [editor.document.images[key]])
        #expect(editor.document.pages[0].strokes.isEmpty && editor.document.pages[0].images.isEmpty)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images.count == 1 && editor.document.pages[0].strokes.count == 1)
    }

    @Test func aCopyOfImagesAloneCarriesThem() throws {
        var editor = Self.imageAndLineSelected()
        editor.selection = Selection(page: 0, ids: [], images: [editor.document.pages[0].images[0].id])
        let outcome = editor.handle(KeyChord(.character("c"), .control))
        let clip = try #require(EditorClipboardTests.offered(outcome, .clipboard))
        #expect(clip.source.isEmpty && clip.images.count == 1)
        #expect(abs(clip.size.width - 100) < 1e-6 && abs(clip.size.height - 60) < 1e-6)
    }
}
