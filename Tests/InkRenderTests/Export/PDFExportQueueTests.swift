/// The document as one PDF through the export queue (Ctrl+Shift+E): written whole in the
/// background, or, asked to stop, not at all.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport
@testable import InkRender

@Suite struct PDFExportQueueTests {
    @Test func aPDFIsWrittenWholeOrNotAtAll() throws {
        let folder = try TemporaryFolder("export-pdf")
        let file = folder.url.appendingPathComponent("Talk.pdf")
        let queue = PageExportQueue()
        defer { queue.stop() }
        let two = Document(pages: [Page(blankSize: Size(200, 100)), Page(blankSize: Size(100, 200))])
        #expect(queue.start(two, to: file, as: .pdf, inputs: []))
        let end = PageExportQueueTests.end(of: queue)
        #expect(end == .finished(count: 2), "\(String(describing: end))")
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: Data("%PDF".utf8)))
        // Stopped: the file already there stays as it was, no new one appears.
        let again = folder.url.appendingPathComponent("Talk 2.pdf")
        let many = Document(pages: (0..<40).map { _ in Page(blankSize: Size(2000, 2000)) })
        #expect(queue.start(many, to: again, as: .pdf, inputs: []))
        queue.cancel()
        let stopped = PageExportQueueTests.end(of: queue)
        #expect({ if case .cancelled? = stopped { true } else { false } }(), "\(String(describing: stopped))")
        #expect(!FileManager.default.fileExists(atPath: again.path))
        #expect(try Data(contentsOf: file) == bytes)
    }
}
