import Foundation
import InkDocument
import InkGeometry

/// Renders PDF pages on one background thread, which alone owns the Poppler documents it
/// opens (one per PDF: Poppler must not render one document from two threads), so drawing
/// never waits for a page. Requests replace any pending one for the same page (a new zoom
/// supersedes the old); finished rasters wait in an outbox and the thread writes a byte to
/// `wakeFileDescriptor`, which the event loop polls, then takes them with `takeFinished`.
public final class PDFRenderQueue: Sendable {
    /// One page to draw.
    public struct Request: Sendable, Equatable {
        public var page: PDFPageID
        public var scale: Double
        public var area: Rect
        /// The PDF's bytes and password, as the document holds them.
        public var data: Data
        public var password: String?
    }

    /// A finished request: the raster, or nil when the page could not be drawn (with why) or
    /// was dropped undrawn (no failure: too many requests waited).
    public struct Finished: Sendable {
        public var request: Request
        public var raster: PDFRaster?
        public var failure: String?
    }

    /// How many requests wait at most; past it the oldest (pages scrolled past long ago) are
    /// handed back undrawn.
    static let maxPending = 64
    /// Pages in view, newest first (the page just brought into view); then the others, newest first.
    private let worker = BackgroundWorker<Request, Finished>(name: "inkstone-pdf", quality: .userInitiated, aheadOrder: .newestFirst) {
        var files: [String: PDFFile] = [:]
        return { request in
            var result = Finished(request: request, raster: nil, failure: nil)
            do throws(PDFReadError) {
                let file: PDFFile
                // Keys name the bytes (a hash of them), so one document per key serves.
                let name = request.page.key + "\u{0}" + (request.password ?? "")
                if let held = files[name] {
                    file = held
                } else {
                    file = try PDFFile(request.data, password: request.password)
                    if files.count >= 4 { files.removeAll() }
                    files[name] = file
                }
                result.raster = PDFRaster.draw(file, page: request.page.index, scale: request.scale, area: request.area)
                if result.raster == nil { result.failure = tr("the page cannot be drawn") }
            } catch {
                result.failure = PDFRenderQueue.describe(error)
            }
            return result
        }
    }

    public init() {}

    /// Readable when finished rasters wait (poll it; `takeFinished` empties it).
    public var wakeFileDescriptor: Int32 { worker.wakeFileDescriptor }

    /// Asks for a page; replaces a pending request for the same page. `urgent` pages (in view)
    /// are drawn before the others (pages next to the view, drawn ahead of a scroll). Past
    /// `maxPending` the oldest are told as finished without a picture, so the cache asks again
    /// if they are still shown.
    public func submit(_ request: Request, urgent: Bool = true) {
        worker.submit([request], urgent: urgent, replaces: { $0.page == request.page }, limit: Self.maxPending,
                      dropped: { Finished(request: $0, raster: nil, failure: nil) })
    }

    /// Drops every pending request (another document is shown).
    public func cancelAll() { worker.cancel() }

    /// The rasters finished since the last call.
    public func takeFinished() -> [Finished] { worker.takeFinished() }

    /// Waits until nothing is pending or being drawn (tests and the benchmark); true if so
    /// within `timeout` seconds.
    public func waitUntilIdle(timeout: Double) -> Bool { worker.waitUntilIdle(timeout: timeout) }

    /// Ends the thread once it finishes the page it is drawing, and waits for that (up to
    /// `timeout` seconds), so that the process never exits while Poppler draws.
    public func stop(timeout: Double = 5) { worker.stop(timeout: timeout) }

    static func describe(_ error: PDFReadError) -> String {
        switch error {
        case .needsPassword: return tr("the PDF is protected by a password")
        case .wrongPassword: return tr("the password is wrong")
        case .damaged(let reason): return tr("a damaged PDF (%@)", "\(reason)")
        }
    }
}

/// A page of a PDF held by a document: the PDF's key and the page's index.
public struct PDFPageID: Hashable, Sendable {
    public var key: String
    public var index: Int
    public init(key: String, index: Int) { self.key = key; self.index = index }
}
