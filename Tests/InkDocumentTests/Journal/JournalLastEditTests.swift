/// A journal begun over recovered work says where that work was last changed (its header's
/// `lastEdit`), so that a crash right after a recovery, before any change, still recovers it
/// at that page and area. Before, such a journal held the base alone and its recovery opened
/// at the document's start.
import Foundation
import InkGeometry
import Testing
@testable import InkDocument

@Suite struct JournalLastEditTests {
    static func journal(_ sandbox: JournalSandbox, lastEdit: JournalHeader.LastEdit?, unsavedBase: Bool = true, edits: [Int] = []) throws -> String {
        let writer = try sandbox.store.create(for: nil, writer: .of(try JournalFixtures.deadPID()), unsavedBase: unsavedBase, lastEdit: lastEdit)
        var doc = JournalFixtures.document()
        writer.begin(with: doc)
        for page in edits { let e = JournalFixtures.addition(to: &doc, page: page); _ = doc.apply(e); writer.append(e) }
        try writer.flush()
        writer.setAside()
        return writer.path
    }

    @Test func aBaseOfRecoveredWorkComesBackWhereItWasLastChanged() throws {
        let sandbox = try JournalSandbox()
        let area = Rect(x: 40, y: 500, width: 120, height: 30)
        let path = try Self.journal(sandbox, lastEdit: .init(page: 2, area: area))
        let recovery = try sandbox.store.recover(try #require(sandbox.store.recoverable().first { $0.path == path }))
        #expect(recovery.lastEditedPage == 2)
        #expect(recovery.lastEditedArea == area)
    }

    @Test func aChangeOfItsOwnTakesOver() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.journal(sandbox, lastEdit: .init(page: 2, area: Rect(x: 40, y: 500, width: 120, height: 30)), edits: [1])
        let recovery = try JournalReplay(contentsOf: path).recovery(path: path)
        #expect(recovery.lastEditedPage == 1)
        #expect(recovery.lastEditedArea != Rect(x: 40, y: 500, width: 120, height: 30))
    }

    @Test func aWholePageAndAPageBeyondTheDocumentAreKeptInBounds() throws {
        let sandbox = try JournalSandbox()
        let whole = try Self.journal(sandbox, lastEdit: .init(page: 1))
        #expect(try JournalReplay(contentsOf: whole).recovery(path: whole).lastEditedPage == 1)
        #expect(try JournalReplay(contentsOf: whole).recovery(path: whole).lastEditedArea == nil)
        let beyond = try Self.journal(sandbox, lastEdit: .init(page: 40))
        #expect(try JournalReplay(contentsOf: beyond).recovery(path: beyond).lastEditedPage == 2, "the last page there is")
    }

    /// Only a journal whose base is unsaved work carries it: a saved file's base is where the
    /// remembered view applies.
    @Test func aSavedBaseCarriesNone() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.journal(sandbox, lastEdit: .init(page: 2), unsavedBase: false, edits: [0])
        #expect(try JournalReplay(contentsOf: path).header.lastEdit == nil)
    }

    @Test func theHeaderRoundTripsAndAnAreaThatIsNoRectangleIsLeftOut() throws {
        let header = JournalHeader(pid: 7, processStart: nil, bootID: nil, documentPath: nil, created: Date(timeIntervalSinceReferenceDate: 0),
                                   unsavedBase: true, lastEdit: .init(page: 3, area: Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(try Journal.Packing.decodeHeader(try Journal.Packing.encode(header)) == header)
        let strange = #"{"pid":7,"created":0,"unsavedBase":true,"lastEditPage":3,"lastEditArea":[1,2,-3]}"#
        #expect(try Journal.Packing.decodeHeader(Data(strange.utf8)).lastEdit == .init(page: 3, area: nil))
        let negative = #"{"pid":7,"created":0,"lastEditPage":-1}"#
        #expect(try Journal.Packing.decodeHeader(Data(negative.utf8)).lastEdit == nil)
        let older = #"{"pid":7,"created":0,"unsavedBase":true}"#
        #expect(try Journal.Packing.decodeHeader(Data(older.utf8)).lastEdit == nil)
    }
}
