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
        #expect({ if case .finished(count: 1)? = next { true } else { false } }(), "\(String(describing: next))")
        queue.stop()
    }
}
