/// The journal keeps a stroke's nib as the file does (`kind`, `tilts`, `angles` in the stroke's
/// record, added within version 1): pencil and highlighter strokes replay with their nib, tilts
/// and angles, and a pen stroke's record keeps the shape earlier journals have.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalNibTests {
    @Test func pencilAndHighlighterStrokesReplayWithTheirNib() throws {
        let pencil = DocumentFileNibTests.stroke(4, nib: .pencil, tilts: [0, 30, 61.5])
        let marker = DocumentFileNibTests.stroke(5, nib: .chisel, alpha: 0.4, angles: [-1.2, 0.4, 2])
        let edit = Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: pencil), PlacedStroke(index: 1, stroke: marker)]))
        let back = try Journal.Packing.decodeEdit(try Journal.Packing.encode(edit))
        #expect(back == edit)
        guard case .add(let placed) = back.change else { Issue.record("not an addition"); return }
        #expect(placed.map(\.stroke.kind) == [.pencil, .highlighter])
        #expect(placed[0].stroke.points.map(\.tilt) == [0, 30, 61.5])
        #expect(placed[1].stroke.points.map(\.angle) == [-1.2, 0.4, 2])
        let document = Document(pages: [Page(strokes: [pencil, marker])])
        #expect(try Journal.Packing.decodeDocument(try Journal.Packing.encode(document)) == document)
    }

    @Test func aPenStrokesRecordHasTheShapeOfEarlierJournals() throws {
        let record = Journal.RecordV1.Stroke(DocumentFileNibTests.stroke(1, nib: .round, tilts: [3, 4, 5]))
        let object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(record)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "points", "color", "outline", "bounds"])
    }

    @Test func anUnknownKindStopsTheReplayAsAMalformedRecord() throws {
        var record = Journal.RecordV1.Stroke(DocumentFileNibTests.stroke(1, nib: .pencil))
        record.kind = "brush"
        #expect(throws: JournalError.self) { try record.value(points: []) }
    }
}
