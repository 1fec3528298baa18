/// Placing, moving and removing images on a page as edits: one undo step each, the bytes
/// carried by the edit (kept by the document when no page shows them: the undo history may bring
/// back a page that does), strokes changed in the same step.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct PlacedImageEditTests {
    private func placing(_ id: UInt64, key: String = "shot", at frame: Rect, index: Int = 0) throws -> Edit {
        Edit(page: 0, change: .images(ImageEdit(added: [IndexedImage(index: index, image: PlacedImage(id: id, key: key, frame: frame))],
                                                bytes: [key: try GoldenSamples.scan])))
    }

    @Test func placingIsOneStepAndUndoKeepsTheBytes() throws {
        var document = Document()
        var history = History()
        let area = history.perform(try placing(1, at: Rect(x: 10, y: 10, width: 64, height: 48)), on: &document)
        #expect(area == Rect(x: 10, y: 10, width: 64, height: 48))
        #expect(document.pages[0].images.map(\.id) == [1])
        #expect(document.images["shot"] == (try GoldenSamples.scan))
        _ = history.undo(&document)
        #expect(document.pages[0].images.isEmpty)
        #expect(document.images["shot"] == (try GoldenSamples.scan), "a page brought back by undo may show them")
        _ = history.redo(&document)
        #expect(document.pages[0].images.map(\.id) == [1] && document.images["shot"] != nil)
        #expect(history.undoStack.count == 1)
    }

    @Test func movingAnImageWithStrokesIsOneStep() throws {
        var document = Document()
        var history = History()
        history.perform(try placing(1, at: Rect(x: 0, y: 0, width: 10, height: 10)), on: &document)
        let stroke = GoldenSamples.pen(document.makeStrokeID().raw, color: GoldenSamples.black, width: 2, x: 5, y: 5)
        history.perform(Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: stroke)])), on: &document)
        let before = document
        let t = Affine.translation(Point(30, 40))
        let moved = ImageEdit(removed: document.pages[0].placedImages([1]),
                              added: [IndexedImage(index: 0, image: PlacedImage(id: 1, key: "shot", frame: Rect(x: 30, y: 40, width: 10, height: 10)))],
                              removedStrokes: [PlacedStroke(index: 0, stroke: stroke)],
                              addedStrokes: [PlacedStroke(index: 0, stroke: stroke.transformed(by: t))],
                              bytes: ["shot": try GoldenSamples.scan])
        history.perform(Edit(page: 0, change: .images(moved)), on: &document)
        #expect(document.pages[0].images[0].frame == Rect(x: 30, y: 40, width: 10, height: 10))
        #expect(document.pages[0].strokes[0].bounds == stroke.transformed(by: t).bounds)
        #expect(document.images["shot"] != nil)
        _ = history.undo(&document)
        #expect(document == before)
    }

    @Test func bytesAnotherPageStillShowsStay() throws {
        var document = Document(pages: [Page(), Page()])
        document.apply(try placing(1, at: Rect(x: 0, y: 0, width: 5, height: 5)))
        var second = try placing(1, at: Rect(x: 0, y: 0, width: 5, height: 5))
        second.page = 1
        document.apply(second)
        document.apply(second.inverse)
        #expect(document.images["shot"] != nil)
        #expect(document.pages[1].images.isEmpty && document.pages[0].images.count == 1)
    }

    @Test func imagesGoInAtTheirIndices() throws {
        var document = Document()
        document.apply(try placing(1, at: Rect(x: 0, y: 0, width: 5, height: 5)))
        document.apply(try placing(2, at: Rect(x: 0, y: 0, width: 5, height: 5), index: 0))
        #expect(document.pages[0].images.map(\.id) == [2, 1])
        #expect(document.pages[0].nextImageID == 3)
    }
}
