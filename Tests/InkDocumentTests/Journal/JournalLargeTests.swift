/// A long session: a thousand strokes of two hundred points each are journaled and replayed
/// quickly (the packed points keep this far under a second; the time is not asserted).
import Foundation
import Testing
import InkDocument

@Suite struct JournalLargeTests {
    @Test func aThousandLongStrokes() throws {
        let sandbox = try JournalSandbox()
        var live = Document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        for i in 0..<1000 {
            let edit = JournalFixtures.addition(to: &live, page: 0, points: 200)
            live.apply(edit)
            writer.append(edit)
            if i % 100 == 99 { try writer.flush() }
        }
        let replay = try JournalReplay(contentsOf: writer.path)
        #expect(replay.editCount == 1000)
        #expect(replay.document == live)
    }

    @Test func aBaseOfAThousandLongStrokes() throws {
        let sandbox = try JournalSandbox()
        var live = Document()
        for _ in 0..<1000 { live.apply(JournalFixtures.addition(to: &live, page: 0, points: 200)) }
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        try writer.flush()
        #expect(try JournalReplay(contentsOf: writer.path).document == live)
    }
}
