/// An untitled document's journal whose changes leave nothing (an image pasted then cut, a
/// stroke drawn then erased) holds no work: it is deleted at the next start, not offered as
/// "4 changes unsaved (the document holds 0 strokes)". A named document's changes that empty it
/// are work (the file still holds what was erased), and so is a blank base of recovered work
/// that came from files.
import Foundation
import InkGeometry
import Testing
@testable import InkDocument

@Suite struct JournalBlankWorkTests {
    /// A journal of a dead run: `base`, then a stroke drawn and erased again.
    static func drawnAndErased(_ sandbox: JournalSandbox, base: Document, path: String? = nil, inputs: [String]? = nil) throws -> String {
        let writer = try sandbox.store.create(for: path, inputs: inputs, writer: .of(try JournalFixtures.deadPID()))
        var doc = base
        writer.begin(with: doc)
        let add = JournalFixtures.addition(to: &doc, page: 0)
        _ = doc.apply(add)
        writer.append(add)
        let erase = add.inverse
        _ = doc.apply(erase)
        writer.append(erase)
        try writer.flush()
        writer.setAside()
        return writer.path
    }

    @Test func anUntitledDocumentLeftBlankHoldsNoWork() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.drawnAndErased(sandbox, base: Document())
        #expect(try !JournalReplay(contentsOf: path).holdsUnsavedWork)
        let (claims, _) = sandbox.store.claimRecoverable()
        #expect(claims.isEmpty, "nothing offered")
        #expect(!FileManager.default.fileExists(atPath: path), "and the journal deleted")
    }

    @Test func blankPagesOfAPaperSizeAreNoWorkEither() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.drawnAndErased(sandbox, base: Document(pages: [Page(blankSize: Size(595, 842)), Page(blankSize: Size(595, 842))]))
        #expect(try !JournalReplay(contentsOf: path).holdsUnsavedWork)
    }

    @Test func aNamedDocumentEmptiedOrAnAnnotatedPDFAreWork() throws {
        let sandbox = try JournalSandbox()
        let named = try Self.drawnAndErased(sandbox, base: Document(), path: "/docs/notes.inkstone")
        #expect(try JournalReplay(contentsOf: named).holdsUnsavedWork, "the file holds what the changes took away")
        let pdf = try Self.drawnAndErased(sandbox, base: Document(), inputs: ["/docs/paper.pdf"])
        #expect(try JournalReplay(contentsOf: pdf).holdsUnsavedWork)
        let pages = try Self.drawnAndErased(sandbox, base: JournalFixtures.document())
        #expect(try JournalReplay(contentsOf: pages).holdsUnsavedWork, "image pages are the work of bringing them in")
    }
}
