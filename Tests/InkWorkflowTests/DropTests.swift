/// Files dropped on the window, without X: images and PDFs become pages where they were
/// dropped (one undo step), an `.inkstone` opens as Open does, what cannot be read changes
/// nothing and says why; the drop line shows while a drag hovers.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct DropTests {
    static func sheet(_ width: Double) -> Page { Page(blankSize: Size(width, 200)) }

    /// A session on a document of two pages (widths 300 and 310), with dropped files a.png (one
    /// page, width 100) and b.pdf (two pages, widths 101 and 102) to read.
    func session(_ state: StateFolder) -> Session {
        let files = FakeFiles()
        files.documents["/d/a.png"] = Document(pages: [Self.sheet(100)])
        files.documents["/d/b.pdf"] = Document(pages: [Self.sheet(101), Self.sheet(102)])
        files.documents["/d/other.inkstone"] = Document(pages: [Self.sheet(500)])
        return Session(state: state, files: files, document: Document(pages: [Self.sheet(300), Self.sheet(310)]), title: "notes.inkstone")
    }

    func widths(_ s: Session) -> [Double?] { s.editor.document.pages.map { $0.size?.width } }

    /// A window point on page `page`, a quarter (upper) or three quarters (lower) of the way down.
    func point(_ s: Session, page: Int, upper: Bool) -> Point {
        let size = s.editor.document.pages[page].size ?? Size(1, 1)
        let f = s.editor.toWindow(Rect(x: 0, y: 0, width: size.width, height: size.height), page: page)
        return Point(f.center.x, f.minY + f.height * (upper ? 0.25 : 0.75))
    }

    func list(_ paths: String...) -> URIList { URIList(parsing: paths.map { "file://" + $0 }.joined(separator: "\r\n")) }

    @Test func droppedOnALowerHalfThePagesGoAfterItInOrderAndOneUndoTakesThemAway() throws {
        let state = try StateFolder()
        var s = session(state)
        let (taken, outcome) = s.workflow.dropped(list("/d/a.png", "/d/b.pdf"), at: point(s, page: 0, upper: false), &s.editor)
        s.platform += outcome.effects
        #expect(taken)
        #expect(widths(s) == [300, 100, 101, 102, 310])
        #expect(s.workflow.hasUnsavedChanges(s.editor))
        s.key("z")
        #expect(widths(s) == [300, 310], "one undo step")
        s.key("y")
        #expect(widths(s) == [300, 100, 101, 102, 310])
    }

    @Test func droppedOnAnUpperHalfThePagesGoBeforeIt() throws {
        let state = try StateFolder()
        var s = session(state)
        _ = s.workflow.dropped(list("/d/a.png"), at: point(s, page: 1, upper: true), &s.editor)
        #expect(widths(s) == [300, 100, 310])
        _ = s.workflow.dropped(list("/d/a.png"), at: point(s, page: 2, upper: false), &s.editor)
        #expect(widths(s) == [300, 100, 310, 100], "after the last page")
    }

    /// A stroke is being drawn with the other hand: the pages wait (the editor says so), and the
    /// drag source hears the drop was not taken.
    @Test func aDropWhileAStrokeIsDrawnIsNotTaken() throws {
        let state = try StateFolder()
        var s = session(state)
        let a = point(s, page: 1, upper: true)
        s.show(s.editor.handle(InputEvent(action: .press(.primary), device: DeviceFixtures.pen, position: a, axes: AxisValues(pressure: 0.5))))
        s.show(s.editor.handle(InputEvent(action: .motion, device: DeviceFixtures.pen, position: a + Point(30, 5), axes: AxisValues(pressure: 0.5),
                                          buttons: .primary)))
        let (taken, outcome) = s.workflow.dropped(list("/d/a.png"), at: point(s, page: 0, upper: false), &s.editor)
        s.platform += outcome.effects
        #expect(!taken, "the source hears the drop was refused")
        #expect(widths(s) == [300, 310])
        #expect(s.editor.notice?.text == "Pages not changed: lift the pen first.")
    }

    @Test func anUnreadableFileChangesNothingAndIsNamed() throws {
        let state = try StateFolder()
        var s = session(state)
        let (taken, _) = s.workflow.dropped(list("/d/a.png", "/d/broken.png"), at: point(s, page: 0, upper: false), &s.editor)
        #expect(!taken)
        #expect(widths(s) == [300, 310])
        #expect(s.editor.notice?.text == "Not inserted: no such file")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
        #expect(!s.editor.history.canUndo)
    }

    @Test func anInkstoneDocumentOpensAsOpenDoes() throws {
        let state = try StateFolder()
        var s = session(state)
        let (taken, outcome) = s.workflow.dropped(list("/d/other.inkstone"), at: point(s, page: 0, upper: false), &s.editor)
        s.platform += outcome.effects
        #expect(taken)
        #expect(widths(s) == [500])
        #expect(s.title == "other.inkstone — Inkstone")
    }

    @Test func anInkstoneDocumentOverUnsavedChangesAsksFirst() throws {
        let state = try StateFolder()
        var s = session(state)
        s.draw(y: 100)
        _ = s.workflow.dropped(list("/d/other.inkstone"), at: point(s, page: 0, upper: false), &s.editor)
        #expect(s.editor.prompt?.topic == .openUnsaved)
        #expect(widths(s) == [300, 310])
    }

    @Test func anInkstoneDocumentWithOtherFilesIsRefused() throws {
        let state = try StateFolder()
        var s = session(state)
        #expect(!s.workflow.dragHovers(list("/d/other.inkstone", "/d/a.png"), at: point(s, page: 0, upper: false), &s.editor).accepted)
        let (taken, _) = s.workflow.dropped(list("/d/other.inkstone", "/d/a.png"), at: point(s, page: 0, upper: false), &s.editor)
        #expect(!taken)
        #expect(widths(s) == [300, 310])
        #expect(s.editor.notice?.text.contains("drop it alone") == true)
    }

    @Test func onlyOtherURIsAreRefusedAndLeftOutOnesAreSaid() throws {
        let state = try StateFolder()
        var s = session(state)
        let web = URIList(parsing: "https://example.org/a.png\r\n")
        #expect(!DocumentWorkflow.accepts(web))
        #expect(!s.workflow.dropped(web, at: point(s, page: 0, upper: false), &s.editor).taken)
        #expect(widths(s) == [300, 310])
        let mixed = URIList(parsing: "https://example.org/a.png\r\nfile:///d/a.png\r\n")
        #expect(s.workflow.dropped(mixed, at: point(s, page: 0, upper: false), &s.editor).taken)
        #expect(widths(s) == [300, 100, 310])
        #expect(s.editor.notice?.text == "Left out 1 dropped item that is not a file on this computer")
    }

    @Test func acceptedKindsGoByExtension() {
        #expect(DocumentWorkflow.accepts(list("/x/a.PNG")))
        #expect(DocumentWorkflow.accepts(list("/x/notes.txt", "/x/scan.jpeg")))
        #expect(DocumentWorkflow.accepts(list("/x/b.inkstone")))
        #expect(!DocumentWorkflow.accepts(list("/x/notes.txt")))
    }

    @Test func theDropLineShowsWhilePagesWouldBeInsertedAndGoesOnLeave() throws {
        let state = try StateFolder()
        var s = session(state)
        let below = point(s, page: 0, upper: false)
        let hover = s.workflow.dragHovers(list("/d/a.png"), at: below, &s.editor)
        #expect(hover.accepted)
        let line = try #require(s.editor.dropIndicator)
        let page0 = s.editor.toWindow(Rect(x: 0, y: 0, width: 300, height: 200), page: 0)
        let page1 = s.editor.toWindow(Rect(x: 0, y: 0, width: 310, height: 200), page: 1)
        #expect(line.minY >= page0.maxY && line.maxY <= page1.minY, "between the pages")
        #expect(hover.outcome.damage.region.rects.contains { $0.covers(line) })
        _ = s.workflow.dragHovers(list("/d/a.png"), at: point(s, page: 0, upper: true), &s.editor)
        #expect(s.editor.dropIndicator.map { $0.maxY <= page0.minY } == true, "above the first page")
        _ = s.workflow.dragLeft(&s.editor)
        #expect(s.editor.dropIndicator == nil)
        let opening = s.workflow.dragHovers(list("/d/other.inkstone"), at: below, &s.editor)
        #expect(opening.accepted)
        #expect(s.editor.dropIndicator == nil, "a document that opens is not put between pages")
        let refused = s.workflow.dragHovers(list("/d/notes.txt"), at: below, &s.editor)
        #expect(!refused.accepted)
        #expect(s.editor.dropIndicator == nil)
    }

    @Test func theEndlessCanvasWithoutInkGivesWayToTheFiles() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/d/a.png"] = Document(pages: [Self.sheet(100)])
        var s = Session(state: state, files: files)
        #expect(s.workflow.dropped(list("/d/a.png"), at: Point(400, 300), &s.editor).taken)
        #expect(widths(s) == [100])
    }

    @Test func theEndlessCanvasWithInkKeepsIt() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/d/a.png"] = Document(pages: [Self.sheet(100)])
        var s = Session(state: state, files: files)
        s.draw()
        #expect(!s.workflow.dropped(list("/d/a.png"), at: Point(400, 300), &s.editor).taken)
        #expect(widths(s) == [nil])
        #expect(s.editor.notice?.text.hasPrefix("Not inserted") == true)
    }

    @Test func aDropWaitsForAnOpenQuestion() throws {
        let state = try StateFolder()
        var s = session(state)
        s.draw(y: 100)
        s.key("w")
        #expect(s.editor.prompt?.topic == .closeDocumentUnsaved)
        let below = point(s, page: 0, upper: false)
        #expect(!s.workflow.dragHovers(list("/d/a.png"), at: below, &s.editor).accepted)
        #expect(!s.workflow.dropped(list("/d/a.png"), at: below, &s.editor).taken)
        #expect(widths(s) == [300, 310])
        #expect(s.editor.prompt?.topic == .closeDocumentUnsaved, "the question stays")
    }

    @Test func theDroppedPagesImagesReachTheJournalAndUndoIsJournaledAsOneStep() throws {
        let state = try StateFolder()
        var s = session(state)
        var dropped = Document(pages: [Page(background: .image(key: "img", size: Size(40, 30)))], images: ["img": Data([1, 2, 3])])
        dropped.pdfPasswords = [:]
        let (outcome, _) = s.editor.insertPages(of: dropped, at: 1)
        // The page is journaled as inserted, its record holding the image's bytes: the
        // journal does not copy the whole document again (a big notebook would cost its size).
        #expect(!outcome.effects.contains { if case .restartJournal = $0 { true } else { false } })
        #expect(outcome.effects.contains { if case .recordEdits(let edits) = $0 { edits.count == 1 } else { false } })
        s.show(outcome)
        s.settleJournal()
        let journal = try #require(state.journals.first)
        let replay = try JournalReplay(contentsOf: state.journalFolder + "/" + journal)
        #expect(replay.editCount == 1 && replay.changeRecordCount == 1, "one edit, no new base")
        #expect(replay.document?.pages.count == 3)
        #expect(replay.document?.images["img"] == Data([1, 2, 3]))
        #expect(replay.holdsUnsavedWork)
        s.key("z")
        s.settleJournal()
        let undone = try JournalReplay(contentsOf: state.journalFolder + "/" + journal)
        #expect(undone.document?.pages.count == 2)
    }
}
