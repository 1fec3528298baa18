import Foundation
import Testing
import InkDocument
import InkGeometry

/// Pages from another document (dropped files) take their images along.
@Suite struct DocumentInsertionTests {
    @Test func imagesJoinSharedOrRenamed() {
        let a = Data([1, 2, 3]), b = Data([4, 5])
        var doc = Document(pages: [Page(background: .image(key: "k", size: Size(10, 10)))], images: ["k": a])
        var other = Document(pages: [Page(background: .image(key: "k", size: Size(5, 5))),
                                     Page(background: .pdf(key: "p", index: 1, size: Size(6, 6)))],
                             images: ["k": b, "p": a])
        other.pdfPasswords["p"] = "secret"
        let taken = doc.takeImages(of: other)
        #expect(taken.renamed == ["k": "k-2"], "a key held by other bytes is renamed")
        #expect(taken.pages.map(\.embeddedKey) == ["k-2", "p"])
        #expect(doc.images == ["k": a, "k-2": b, "p": a])
        #expect(doc.pdfPasswords == ["p": "secret"])
    }

    @Test func theSameBytesUnderTheSameKeyAreStoredOnce() {
        let a = Data([1, 2, 3])
        var doc = Document(pages: [Page()], images: ["k": a])
        let taken = doc.takeImages(of: Document(pages: [Page(background: .image(key: "k", size: Size(1, 1)))], images: ["k": a]))
        #expect(taken.renamed.isEmpty)
        #expect(doc.images.count == 1)
    }
}
