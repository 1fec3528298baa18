/// A finished stroke's piece index is built at the first look-up that needs it, never while a
/// document opens or a whole stroke repaints, and answers exactly what walking every piece does.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct LazyPieceIndexTests {
    @Test func openingADocumentBuildsNoPieceIndex() throws {
        let document = try DocumentFile.decode(try DocumentFile.encode(HandwritingDocument(pages: 1, pointsPerPage: 5_000).document()))
        let strokes = document.pages[0].strokes
        #expect(strokes.contains { $0.pieceIndex.isIndexed })
        #expect(strokes.allSatisfy { $0.pieceIndex.grid == nil })
    }

    @Test func aFullRepaintWalksTheStrokeAndAPartialLookUpBuildsTheIndexOnce() throws {
        let stroke = StrokePiecesTests.loops(3000)
        #expect(stroke.pieces(meeting: stroke.bounds.insetBy(-1)) == Array(0..<2999))
        #expect(stroke.pieceIndex.grid == nil)
        let copy = stroke
        _ = stroke.isTouched(byDiscAt: Point(300, 300), radius: 4)
        let grid = try #require(stroke.pieceIndex.grid)
        #expect(grid.count == (2999 + StrokePieces.chunk - 1) / StrokePieces.chunk)
        #expect(copy.pieceIndex.grid != nil, "copies share the index built once")
    }

    @Test func lookUpsOnAReopenedStrokeMatchWalkingEveryPiece() throws {
        let original = StrokePiecesTests.loops(2500)
        let document = Document(pages: [Page(strokes: [original])])
        let stroke = try DocumentFile.decode(try DocumentFile.encode(document)).pages[0].strokes[0]
        #expect(stroke == original)
        for gx in stride(from: 60.0, through: 560, by: 13.7) {
            for gy in stride(from: 80.0, through: 520, by: 17.3) {
                let clip = Rect(center: Point(gx, gy), radius: 1 + gx.truncatingRemainder(dividingBy: 11))
                #expect(stroke.pieces(meeting: clip) == StrokePiecesTests.walkedPieces(stroke, clip))
                #expect(stroke.isTouched(byDiscAt: Point(gx, gy), radius: 3) == StrokePiecesTests.walkedTouch(stroke, Point(gx, gy), 3))
            }
        }
    }
}
