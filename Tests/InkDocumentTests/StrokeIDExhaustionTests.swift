/// Stroke id allocation never traps: at the top of the id space every stroke gets a new id
/// (1, 2, 3… in page order) and allocation goes on; ids that clash are repaired.
import Testing
import InkDocument
import InkGeometry

@Suite struct StrokeIDExhaustionTests {
    @Test func theLastIDsOfTheSpaceAreFollowedByReassignedOnes() {
        var doc = Document(pages: [Page(strokes: [Fixtures.line(7, y: 0)]), Page(strokes: [Fixtures.line(3, y: 10)])],
                           images: [:], nextStrokeID: UInt64.max - 1)
        let last = doc.makeStrokeID()
        #expect(last.raw == UInt64.max - 1)
        doc.pages[0].strokes.append(Fixtures.line(last.raw, y: 20))
        #expect(doc.strokeIDsExhausted)
        let next = doc.makeStrokeID()   // trapped before: nextStrokeID += 1 past UInt64.max
        #expect(doc.pages.flatMap(\.strokes).map(\.id.raw) == [1, 2, 3])
        #expect(next.raw == 4)
        #expect(doc.makeStrokeID().raw == 5)
    }

    @Test func aStrokeWithTheHighestIDDoesNotOverflowTheCounter() {
        var doc = Document(pages: [Page(strokes: [Fixtures.line(UInt64.max, y: 0)])])
        #expect(doc.nextStrokeID == UInt64.max)
        #expect(doc.makeStrokeID().raw == 2)
        #expect(doc.pages[0].strokes[0].id.raw == 1)
    }

    @Test func clashingOrOutOfRangeIDsAreRepaired() {
        var doc = Document(pages: [Page(strokes: [Fixtures.line(5, y: 0), Fixtures.line(9, y: 10)])])
        let repairedSound = doc.repairStrokeIDs()
        #expect(!repairedSound, "sound ids are left alone")
        #expect(doc.pages[0].strokes.map(\.id.raw) == [5, 9])
        doc.pages[0].strokes[1].id = StrokeID(5)
        let repaired = doc.repairStrokeIDs()
        #expect(repaired)
        #expect(doc.pages[0].strokes.map(\.id.raw) == [1, 2])
        #expect(doc.nextStrokeID == 3)
    }
}
