/// An encrypted PDF dropped between pages asks for its password as opening one does, then its
/// pages go where it was dropped (one undo step); a wrong password is asked again; Cancel
/// inserts nothing and says why. Dropped on the endless canvas with no ink, it opens in its place.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct DropPasswordTests {
    static func session(_ state: StateFolder, document: Document = Document(pages: [DropTests.sheet(300), DropTests.sheet(310)])) -> Session {
        let files = PasswordTests.files()
        return Session(state: state, files: files, document: document, title: "notes.inkstone")
    }

    func widths(_ s: Session) -> [Double?] { s.editor.document.pages.map { $0.size?.width } }

    @Test func droppedBetweenPagesItAsksThenInsertsWhereItWasDropped() throws {
        let state = try StateFolder()
        var s = Self.session(state)
        let drops = DropTests()
        let (taken, outcome) = s.workflow.dropped(drops.list("/docs/locked.pdf"), at: drops.point(s, page: 0, upper: false), &s.editor)
        s.platform += outcome.effects
        #expect(taken, "taken, to be inserted once the password is given")
        #expect(s.editor.prompt?.topic == .password)
        #expect(s.editor.prompt?.detail == "locked.pdf is protected. Type its password and press Enter.")
        #expect(s.editor.prompt?.choices.first == "Insert")
        s.type("wrong")
        #expect(s.editor.prompt?.message == "Wrong password")
        #expect(widths(s) == [300, 310], "nothing inserted yet")
        s.type("Sesame")
        #expect(s.editor.prompt == nil)
        #expect(widths(s) == [300, 612, 612, 310], "after the page it was dropped on")
        #expect(s.title == "*notes.inkstone — Inkstone", "inserted into the document, not opened in its place")
        s.key("z")
        #expect(widths(s) == [300, 310], "one undo step")
    }

    @Test func cancelInsertsNothingAndSaysWhy() throws {
        let state = try StateFolder()
        var s = Self.session(state)
        let drops = DropTests()
        _ = s.workflow.dropped(drops.list("/docs/locked.pdf"), at: drops.point(s, page: 1, upper: true), &s.editor)
        s.type("x", then: .escape)
        #expect(s.editor.prompt == nil)
        #expect(widths(s) == [300, 310])
        #expect(s.editor.notice?.text == "Not inserted: locked.pdf needs its password")
    }

    @Test func droppedOnAnEmptyCanvasItAsksThenOpensInItsPlace() throws {
        let state = try StateFolder()
        var s = Self.session(state, document: Document())
        let drops = DropTests()
        _ = s.workflow.dropped(drops.list("/docs/locked.pdf"), at: Point(300, 300), &s.editor)
        #expect(s.editor.prompt?.topic == .password)
        #expect(s.editor.prompt?.choices.first == "Open")
        s.type("Sesame")
        #expect(widths(s) == [612, 612])
        #expect(s.title == "locked.pdf — Inkstone")
    }
}
