/// The journal writes its own record types (`Journal.RecordV1`), mapped by hand from the
/// engine's values. If `Stroke`, `Page`, `Document`, `Edit` or a value inside them gains (or
/// loses) a field, this fails: decide whether the journal must keep it; if so, it goes into a
/// new record version (`RecordV2`, `Journal.version` 2), with version 1 still read.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalRecordGuardTests {
    func keys(_ value: some Encodable) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
        return Set((object as? [String: Any])?.keys.map { $0 } ?? [])
    }

    var stroke: Stroke { JournalFixtures.stroke(StrokeID(3)) }
    var page: Page { Page(strokes: [stroke], blankSize: Size(10, 20)) }

    @Test func everyFieldOfTheEngineValuesHasAFieldInTheRecords() throws {
        #expect(try keys(stroke) == keys(Journal.RecordV1.Stroke(stroke)))
        #expect(try keys(stroke.id) == keys(Journal.RecordV1.StrokeID(raw: 3)))
        #expect(try keys(stroke.color) == keys(Journal.RecordV1.Stroke(stroke).color))
        // The outline's nib is journaled as the stroke record's `kind` (absent for the round nib).
        #expect(try keys(stroke.outline) == keys(Journal.RecordV1.Stroke(stroke).outline).union(["nib"]))
        #expect(try keys(stroke.bounds) == keys(try #require(Journal.RecordV1.Stroke(stroke).bounds)))
        #expect(try keys(page) == keys(Journal.RecordV1.Page(page)))
        #expect(try keys(Size(1, 2)) == keys(Journal.RecordV1.Size(Size(1, 2))))
        let document = Document(pages: [page])
        #expect(try keys(document) == keys(Journal.RecordV1.Document(document)))
        let edit = Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: stroke)]))
        #expect(try keys(edit) == keys(Journal.RecordV1.Edit(edit)))
        #expect(try keys(PlacedStroke(index: 0, stroke: stroke)) == keys(Journal.RecordV1.Placed(PlacedStroke(index: 0, stroke: stroke))))
        let header = JournalHeader(pid: 1, processStart: 2, bootID: "b", documentPath: "/d", created: Date(), unsavedBase: true)
        #expect(try keys(Journal.RecordV1.Header(header)) == ["pid", "processStart", "bootID", "documentPath", "created", "unsavedBase"])
    }

    @Test func recordsMapBackToTheSameValues() throws {
        let header = JournalHeader(pid: 7, processStart: nil, bootID: "b", documentPath: nil,
                                   created: Date(timeIntervalSinceReferenceDate: 12.5), unsavedBase: nil)
        #expect(try Journal.Packing.decodeHeader(try Journal.Packing.encode(header)) == header)
        let document = JournalFixtures.document()
        #expect(try Journal.Packing.decodeDocument(try Journal.Packing.encode(document)) == document)
        for change: Edit.Change in [.add([PlacedStroke(index: 1, stroke: stroke)]), .remove([PlacedStroke(index: 0, stroke: stroke)]),
                                    .insertPage(page), .removePage(Page(background: .image(key: "p1", size: Size(3, 4)))),
                                    .replace(removed: [PlacedStroke(index: 0, stroke: stroke)],
                                             added: [PlacedStroke(index: 0, stroke: JournalFixtures.stroke(StrokeID(8))),
                                                     PlacedStroke(index: 1, stroke: JournalFixtures.stroke(StrokeID(9)))])] {
            let edit = Edit(page: 2, change: change)
            #expect(try Journal.Packing.decodeEdit(try Journal.Packing.encode(edit)) == edit)
        }
    }

    /// Page resolutions survive a crash: in the base document and in an inserted page, and
    /// a journal without them (written before they existed) reads as pages without one.
    @Test func pageResolutionsAreJournaled() throws {
        var document = JournalFixtures.document()
        document.pages[0].resolution = Resolution(x: 150, y: 300)
        #expect(try Journal.Packing.decodeDocument(try Journal.Packing.encode(document)) == document)
        let edit = Edit(page: 1, change: .insertPage(Page(blankSize: Size(10, 20), resolution: Resolution(150))))
        let bytes = try Journal.Packing.encode(edit)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""resolution":{"x":150,"y":150}"#))
        #expect(try Journal.Packing.decodeEdit(bytes) == edit)
        let plain = Edit(page: 1, change: .insertPage(Page(blankSize: Size(10, 20))))
        #expect(!String(decoding: try Journal.Packing.encode(plain), as: UTF8.self).contains("resolution"))

        // An image page recorded without one (an older journal) takes what its image states.
        var older = JournalFixtures.document()
        older.images["p2"] = PNGDensity.stamped(ImageSamples.png3x2, with: Resolution(150))
        let recovered = try Journal.Packing.decodeDocument(try Journal.Packing.encode(older))
        #expect(recovered.pages.map(\.resolution) == [nil, Resolution(150), nil])
    }

    @Test func theSameRecordIsAlwaysTheSameBytes() throws {
        // Members are written sorted: a journal's bytes depend only on what it holds.
        let document = JournalFixtures.document()
        let first = try Journal.Packing.encode(document)
        for _ in 0..<5 { #expect(try Journal.Packing.encode(document) == first) }
        let json = String(decoding: try Journal.Packing.encode(JournalHeader(pid: 1, processStart: 2, bootID: "b", documentPath: "/d",
                                                                              created: Date(timeIntervalSinceReferenceDate: 3), unsavedBase: false)), as: UTF8.self)
        #expect(json == #"{"bootID":"b","created":3,"documentPath":"\/d","pid":1,"processStart":2,"unsavedBase":false}"#)
    }

    @Test func aReplaceRecordNamesItsTwoListsAndTheOtherKindsAreUnchanged() throws {
        // The area eraser's change kind, added within version 1: its own key, so a journal
        // without it reads as before (the golden journal checks that) and one with it is never
        // mistaken for another kind.
        let placed = [PlacedStroke(index: 0, stroke: stroke)]
        let replace = Journal.RecordV1.Edit(Edit(page: 0, change: .replace(removed: placed, added: [])))
        let change = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(replace)) as? [String: Any])
        let body = try #require((change["change"] as? [String: Any])?["replace"] as? [String: Any])
        #expect(Set(body.keys) == ["removed", "added"])
        let add = Journal.RecordV1.Edit(Edit(page: 0, change: .add(placed)))
        let addBody = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(add)) as? [String: Any])
        #expect(Set(((addBody["change"] as? [String: Any])?["add"] as? [String: Any] ?? [:]).keys) == ["_0"])
        // The engine's own coding of the new case has the same shape.
        #expect(try keys(Edit(page: 0, change: .replace(removed: placed, added: []))) == keys(replace))
    }
}
