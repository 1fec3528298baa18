/// Ctrl+E again in the same window (a typo fixed, exported again) writes the pages over the
/// ones it exported last, rather than into "NAME pages 2" beside a stale copy, while nobody
/// changed them; anything else still gets a folder of its own.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct ExportPagesAgainTests {
    static let folder = "/docs/Talk pages"
    static let pages = ["page-001.png", "page-002.png", "page-003.png"].map { folder + "/" + $0 }
    static func threePages() -> Document {
        Document(pages: (0..<3).map { _ in Page(background: .blank, blankSize: Size(600, 800)) })
    }

    /// The session after a first export of three pages has ended.
    static func exported(_ files: FakeFiles, _ state: StateFolder) -> Session {
        var s = Session(state: state, files: files, document: threePages(), path: "/docs/Talk.inkstone")
        s.key("e")
        _ = s.workflow.pageExport(.finished(count: 3), &s.editor)
        return s
    }

    @Test func exportingAgainWritesOverTheLastExport() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        s.draw()
        s.key("e")
        #expect(files.exports == [Self.folder, Self.folder])
        #expect(files.replaced == [[], Self.pages], "the last export's pages are replaced")
        #expect(s.editor.notice?.text == "Exporting 3 pages to /docs/Talk pages…")
        _ = s.workflow.pageExport(.finished(count: 3), &s.editor)
        s.key("e")
        #expect(files.exports == [Self.folder, Self.folder, Self.folder], "and again")
    }

    @Test func aPageChangedElsewhereKeepsTheLastExportAsItIs() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        files.editElsewhere(Self.pages[1])
        s.key("e")
        #expect(files.exports == [Self.folder, Self.folder + " 2"])
        #expect(files.replaced.last == [])
    }

    @Test func pagesRemovedByHandDoNotKeepTheFolder() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        files.versions[Self.pages[2]] = nil
        s.key("e")
        #expect(files.exports == [Self.folder, Self.folder])
    }

    @Test func aFolderMadeAgainOrALinkInItsPlaceIsAnotherOne() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        files.editElsewhere(Self.folder)   // a new inode: not the folder exported into
        s.key("e")
        #expect(files.exports == [Self.folder, Self.folder + " 2"])
    }

    @Test func anotherWindowsExportIsNeverWrittenOver() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        _ = Self.exported(files, state)
        var other = Session(state: state, files: files, document: Self.threePages(), path: "/docs/Talk.inkstone")
        other.key("e")
        #expect(files.exports == [Self.folder, Self.folder + " 2"])
    }

    @Test func savedUnderAnotherNameTheExportGoesBesideThatName() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        s.show(s.workflow.chosen(.save, "/docs/Lecture.inkstone", &s.editor))
        s.key("e")
        #expect(files.exports == [Self.folder, "/docs/Lecture pages"])
    }

    @Test func anotherDocumentInTheWindowForgetsTheExport() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        s.key("w")
        s.key("e")
        #expect(files.exports.last != Self.folder)
    }

    @Test func aPageOfTheLastExportNotRemovedIsSaid() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Self.exported(files, state)
        s.key("e")
        _ = s.workflow.pageExport(.finished(count: 2, notRemoved: ["page-003.png (Permission denied)"]), &s.editor)
        #expect(s.editor.notice?.text == "Exported 2 pages to /docs/Talk pages; not removed from the last export: page-003.png (Permission denied)")
    }

    /// The files the document was opened from are never an output of the pages' export, as
    /// they are not of the PDF export (it was told of the document's own file only).
    @Test func theFilesTheDocumentCameFromAreNeverWrittenOver() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, document: Self.threePages(), title: "scans", sourceFolder: "/docs",
                        inputs: ["/docs/scans/page-001.png"])
        s.key("e")
        #expect(files.pageExportInputs.last == ["/docs/scans/page-001.png"])
    }
}
