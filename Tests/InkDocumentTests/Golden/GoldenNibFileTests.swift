/// The nib members (added within version 1) keep reading and writing the same: the committed
/// `Tests/Golden/document-v1-nibs.inkstone` opens as the document `GoldenSamples.nibDocument`
/// spells out, and writing that document today gives the same bytes.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenNibFileTests {
    @Test func theNibGoldenFileOpensWithItsKindsTiltsAndAngles() throws {
        let document = try DocumentFile.decode(try GoldenSamples.bytes("document-v1-nibs.inkstone"))
        #expect(document == GoldenSamples.nibDocument)
        let strokes = document.pages[0].strokes
        #expect(strokes.map(\.kind) == [.pen, .pencil, .highlighter, .highlighter])
        #expect(strokes[1].points.map(\.tilt) == [0, 10, 25, 40, 60])
        #expect(strokes[2].points.map(\.angle) == [-1.25, -1.25, -1.25, -1.25])
        #expect(strokes[3].points.map(\.angle) == [-1.25, -0.75, -0.25, 0.25])
    }

    @Test func writingItTodayGivesTheSameBytes() throws {
        #expect(try DocumentFile.encode(GoldenSamples.nibDocument, version: 1) == (try GoldenSamples.bytes("document-v1-nibs.inkstone")))
    }
}
