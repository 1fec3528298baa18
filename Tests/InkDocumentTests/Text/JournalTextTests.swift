/// Text edits in the crash-recovery journal: written as `{"text":{…}}` with the ink they swap,
/// and replayed (after a kill) to exactly the live document, undos included; a page's boxes
/// are in a base record.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalTextTests {
    @Test func textEditsAndTheirUndosReplayToTheLiveDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        live.pages[2].texts = [TextBoxSamples.arabic]
        let writer = try sandbox.store.create(for: "/home/someone/texts.inkstone")
        writer.begin(with: live)
        let ink = live.pages[0].strokes[0]
        var typed = TextBoxSamples.cjk
        typed.text = "字"
        let edits = [Edit(page: 0, change: .text(TextChange(before: nil, after: TextBoxSamples.cjk))),
                     Edit(page: 0, change: .text(TextChange(before: TextBoxSamples.cjk, after: typed,
                                                            inkRemoved: [PlacedStroke(index: 0, stroke: ink)])))]
        for e in edits { live.apply(e); writer.append(e) }
        live.apply(edits[1].inverse); writer.append(edits[1].inverse)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.pages[0].texts == [TextBoxSamples.cjk])
        #expect(replayed.document?.pages[0].strokes.first == ink)
        #expect(replayed.document?.pages[2].texts == [TextBoxSamples.arabic])
    }

    @Test func aTextEditIsWrittenAsItsOwnKind() throws {
        let record = Journal.RecordV1.Edit(Edit(page: 1, change: .text(TextChange(before: nil, after: TextBoxSamples.latin))))
        let json = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(record)) as? [String: Any])
        let change = try #require(json["change"] as? [String: Any])
        #expect(Array(change.keys) == ["text"])
        let text = try #require(change["text"] as? [String: Any])
        #expect((text["after"] as? [String: Any])?["text"] as? String == TextBoxSamples.latin.text)
        #expect(text["before"] == nil)
    }
}
