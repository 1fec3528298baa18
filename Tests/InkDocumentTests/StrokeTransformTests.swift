/// Transformed strokes keep their id; a restyle is one `replace` edit at the same indices,
/// which undoes exactly and goes through the journal's existing record.
import InkDocument
import InkGeometry
import Testing

@Suite struct StrokeTransformTests {
    static func stroke(_ id: UInt64, y: Double) -> Stroke {
        Stroke(id: StrokeID(id), points: stride(from: 0.0, through: 50, by: 10).map { StrokePoint(Point($0, y)) }, color: InkColor(rgb: 0),
               outline: OutlineOptions(width: 4))
    }

    @Test func aMovedStrokeKeepsItsIdAndWidthAndMovesItsPoints() {
        let s = Self.stroke(7, y: 10)
        let moved = s.transformed(by: .translation(Point(5, 20)))
        #expect(moved.id == s.id)
        #expect(moved.outline.width == 4)
        #expect(moved.points.map(\.position) == s.points.map { $0.position + Point(5, 20) })
        #expect(abs(moved.bounds.minY - (s.bounds.minY + 20)) < 1e-6)
    }

    @Test func aStrokeScaledToHalfIsHalfAsWide() {
        let s = Self.stroke(7, y: 10)
        let small = s.transformed(by: .scaling(0.5, 0.5, about: .zero))
        #expect(abs(small.outline.width - 2) < 1e-9)
        #expect(abs((small.points.last?.position.x ?? 0) - 25) < 1e-4)
    }

    @Test func aRestyleIsOneReplaceAtTheSameIndicesAndUndoesExactly() throws {
        var doc = Document(pages: [Page(strokes: [Self.stroke(1, y: 10), Self.stroke(2, y: 30), Self.stroke(3, y: 50)])])
        let before = doc
        let placed = doc.pages[0].placed([StrokeID(1), StrokeID(3)])
        #expect(placed.map(\.index) == [0, 2])
        let edit = try #require(Edit.restyle(page: 0, placed) { $0.recoloured(InkColor(rgb: 0xff0000)) })
        _ = doc.apply(edit)
        #expect(doc.pages[0].strokes.map(\.id.raw) == [1, 2, 3], "the z-order is kept")
        #expect(doc.pages[0].strokes.map(\.color.rgb) == [0xff0000, 0, 0xff0000])
        _ = doc.apply(edit.inverse)
        #expect(doc == before)
        #expect(Edit.restyle(page: 0, placed) { $0 } == nil, "no change, no step")
    }

}
