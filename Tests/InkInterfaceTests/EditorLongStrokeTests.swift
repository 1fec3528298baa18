/// A long stroke through the editor: each event appends to the stroke in place (its points are
/// never copied whole, which would make every event cost the length of the stroke), each event
/// damages only its new piece, and the finished stroke keeps the index built while drawing.
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorLongStrokeTests {
    @Test func eventsAppendInPlaceAndDamageOnlyTheNewPiece() throws {
        var editor = Editor.fresh()
        _ = editor.press(Point(100, 100))
        var moves = 0, buffer = 0
        var widest = 0.0
        for i in 1...20_000 {
            let row = i / 400, along = Double(i % 400)
            let damage = editor.drag(Point(row % 2 == 0 ? 100 + along : 500 - along, 100 + Double(row) * 10))
            widest = max(widest, damage.window.width, damage.window.height)
            let active = try #require(editor.activeStroke)
            let address = active.points.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
            if address != buffer { moves += 1; buffer = address }
        }
        // Appending in place moves the buffer only when it doubles; a copy per event moves it every time.
        #expect(moves < 20, "the points moved \(moves) times in 20,000 events")
        #expect(widest < 20, "an event damaged \(widest) px")
        let active = try #require(editor.activeStroke)
        #expect(active.pieceIndex.count == active.points.count - 1)
        _ = editor.release(Point(500, 100))
        let stroke = try #require(editor.document.pages[0].strokes.last)
        #expect(stroke.pieceIndex.isIndexed)
    }
}
