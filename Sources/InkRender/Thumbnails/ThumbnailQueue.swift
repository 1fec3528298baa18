import Foundation
import InkDocument

/// Draws page thumbnails for the page overview on one background thread (with its own
/// Poppler documents, as `PDFRenderQueue` does), so the overview never waits for a page.
/// Finished thumbnails wait in an outbox; the thread writes a byte to `wakeFileDescriptor`,
/// which the event loop polls, then takes them with `takeFinished`.
public final class ThumbnailQueue: Sendable {
    /// One page to draw, as the document holds it now.
    public struct Request: Sendable {
        public var key: ThumbnailKey
        public var page: Page
        /// The page's image or PDF bytes (by the document's key), and a PDF's password.
        public var images: [String: Data]
        public var password: String?
        /// The larger side, in pixels.
        public var size: Int
    }

    /// A finished request: the picture, or nil when the page cannot be drawn.
    public struct Finished: @unchecked Sendable {
        public var key: ThumbnailKey
        public var page: Page
        /// Made on the queue's thread, used on the main thread only once handed over.
        public var image: DecodedImage?
    }

    /// The newest request first.
    private let worker = BackgroundWorker<Request, Finished>(name: "inkstone-thumbs", quality: .utility) {
        var files: [String: PDFFile] = [:]
        return { request in
            var pdfFile: PDFFile?
            if let (key, _) = request.page.pdfPage, let data = request.images[key] {
                let name = key + "\u{0}" + (request.password ?? "")
                if let held = files[name] {
                    pdfFile = held
                } else if let file = try? PDFFile(data, password: request.password) {
                    if files.count >= 4 { files.removeAll() }
                    files[name] = file
                    pdfFile = file
                }
            }
            let document = Document(pages: [request.page], images: request.images)
            let image = try? DocumentExporter.thumbnailImage(of: request.page, index: request.key.index, in: document,
                                                            size: request.size, pdfFile: pdfFile)
            return Finished(key: request.key, page: request.page, image: image)
        }
    }

    public init() {}

    /// Readable when finished thumbnails wait.
    public var wakeFileDescriptor: Int32 { worker.wakeFileDescriptor }

    /// Asks for a thumbnail; replaces a pending request for the same slot. The newest is drawn first.
    public func submit(_ request: Request) {
        worker.submit([request], urgent: true, replaces: { $0.key == request.key })
    }

    /// Drops every pending request (the overview closed, or another document is shown).
    public func cancelAll() { worker.cancel() }

    /// The thumbnails finished since the last call.
    public func takeFinished() -> [Finished] { worker.takeFinished() }

    /// Waits until nothing is pending or being drawn (tests); true if so within `timeout` seconds.
    public func waitUntilIdle(timeout: Double) -> Bool { worker.waitUntilIdle(timeout: timeout) }

    /// Ends the thread once it finishes the page it draws, and waits for that (up to `timeout`).
    public func stop(timeout: Double = 5) { worker.stop(timeout: timeout) }
}

/// A thumbnail's slot: which document (`Scene.Pages.serial`) and which page index.
public struct ThumbnailKey: Hashable, Sendable {
    public var serial: Int
    public var index: Int
    public init(serial: Int, index: Int) { self.serial = serial; self.index = index }
}
