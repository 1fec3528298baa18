/// The pages' export in the background (Ctrl+E): asked to stop while it runs (`cancel`), it
/// ends `.cancelled` and keeps no file, not even its folder.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport
@testable import InkRender

@Suite struct PageExportQueueTests {
    /// The updates until the last one (waited for up to 30 s).
    static func end(of queue: PageExportQueue) -> PageExportQueue.Update? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let update = queue.take(), !{ if case .progress = update { true } else { false } }() { return update }
            usleep(2_000)
        }
        return nil
    }

    @Test func aCancelledExportEndsCancelledAndKeepsNothing() throws {
        let folder = try TemporaryFolder("export-cancel")
        let out = folder.url.appendingPathComponent("Talk pages")
        // Twenty large pages: cancelled right after the start, it cannot have ended by then.
        let document = Document(pages: (0..<20).map { _ in Page(blankSize: Size(2000, 2000)) })
        let queue = PageExportQueue()
        #expect(queue.start(document, to: out, inputs: []))
        queue.cancel()
        let update = Self.end(of: queue)
        #expect({ if case .cancelled? = update { true } else { false } }(), "\(String(describing: update))")
        #expect(!FileManager.default.fileExists(atPath: out.path), "no folder, no page kept")
        // A new export runs to its end.
        let small = Document(pages: [Page(blankSize: Size(20, 20))])
        #expect(queue.start(small, to: out, inputs: []))
        let next = Self.end(of: queue)
        #expect(next == .finished(count: 1), "\(String(describing: next))")
        queue.stop()
    }

    /// Exported again over its last export (Ctrl+E in the same window), with a page fewer: the
    /// pages are replaced, the last one left over removed, what else is in the folder kept.
    @Test func anExportReplacingAnEarlierOneRemovesItsLeftOverPages() throws {
        let folder = try TemporaryFolder("export-again")
        let out = folder.url.appendingPathComponent("Talk pages")
        let queue = PageExportQueue()
        defer { queue.stop() }
        #expect(queue.start(Document(pages: (0..<3).map { _ in Page(blankSize: Size(20, 20)) }), to: out, inputs: []))
        #expect(Self.end(of: queue) == .finished(count: 3))
        let first = PageFileNames.names(count: 3).map { out.appendingPathComponent($0) }
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))
        #expect(queue.start(Document(pages: (0..<2).map { _ in Page(blankSize: Size(30, 30)) }), to: out, inputs: [], replacing: first))
        #expect(Self.end(of: queue) == .finished(count: 2))
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["notes.txt", "page-001.png", "page-002.png"])
    }

    /// A page of the last export that cannot be removed is named with why (the export itself
    /// stands: its pages are in place).
    @Test func aLeftOverPageThatCannotBeRemovedIsNamed() throws {
        let folder = try TemporaryFolder("export-again-stuck")
        // A folder in its place: unlink refuses it (EISDIR).
        let stuck = folder.url.appendingPathComponent("page-009.png")
        try FileManager.default.createDirectory(at: stuck, withIntermediateDirectories: true)
        let failed = PageExportQueue.remove([stuck, folder.url.appendingPathComponent("gone.png")], keeping: [])
        #expect(failed.count == 1 && failed[0].hasPrefix("page-009.png ("), "\(failed)")
    }
}
