import Foundation
import InkDocument
import Glibc
import InkGeometry

/// Renders PDF pages on one background thread, which alone owns the Poppler documents it
/// opens (one per PDF: Poppler must not render one document from two threads), so drawing
/// never waits for a page. Requests replace any pending one for the same page (a new zoom
/// supersedes the old); finished rasters wait in an outbox and the thread writes a byte to
/// `wakeFileDescriptor`, which the event loop polls, then takes them with `takeFinished`.
public final class PDFRenderQueue: @unchecked Sendable {
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

    private let condition = NSCondition()
    private var pending: [Request] = []
    /// Requests for pages out of view, drawn when nothing in view waits.
    private var ahead: [Request] = []
    private var finished: [Finished] = []
    private var stopped = false
    private let wake = WakePipe()
    /// How many requests wait at most; past it the oldest (pages scrolled past long ago) are
    /// handed back undrawn.
    static let maxPending = 64

    public init() {
        // The thread holds the queue until `stop`.
        let thread = Thread { self.work() }
        thread.name = "inkstone-pdf"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Readable when finished rasters wait (poll it; `takeFinished` empties it).
    public var wakeFileDescriptor: Int32 { wake.readEnd }

    /// Asks for a page; replaces a pending request for the same page. `urgent` pages (in view)
    /// are drawn before the others (pages next to the view, drawn ahead of a scroll).
    public func submit(_ request: Request, urgent: Bool = true) {
        condition.lock()
        pending.removeAll { $0.page == request.page }
        ahead.removeAll { $0.page == request.page }
        if urgent { pending.append(request) } else { ahead.append(request) }
        var dropped = false
        while pending.count > Self.maxPending || ahead.count > Self.maxPending {
            // Told as finished without a picture, so the cache asks again if it is still shown.
            let oldest = pending.count > Self.maxPending ? pending.removeFirst() : ahead.removeFirst()
            finished.append(Finished(request: oldest, raster: nil, failure: nil))
            dropped = true
        }
        condition.signal()
        condition.unlock()
        if dropped { wake.notify() }
    }

    /// Drops every pending request (another document is shown).
    public func cancelAll() {
        condition.lock()
        pending.removeAll()
        ahead.removeAll()
        condition.unlock()
    }

    /// The rasters finished since the last call.
    public func takeFinished() -> [Finished] {
        wake.drain()
        condition.lock()
        defer { finished.removeAll(); condition.unlock() }
        return finished
    }

    /// Waits until nothing is pending or being drawn (tests and the benchmark); true if so
    /// within `timeout` seconds.
    public func waitUntilIdle(timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty || !ahead.isEmpty || busy {
            if !condition.wait(until: end) { return false }
        }
        return true
    }

    /// Ends the thread once it finishes the page it is drawing, and waits for that (up to
    /// `timeout` seconds), so that the process never exits while Poppler draws.
    public func stop(timeout: Double = 5) {
        let end = Date().addingTimeInterval(timeout)
        condition.lock()
        stopped = true
        pending.removeAll()
        ahead.removeAll()
        condition.broadcast()
        while !exited {
            if !condition.wait(until: end) { break }
        }
        condition.unlock()
    }

    private var busy = false
    private var exited = false

    private func work() {
        var files: [String: PDFFile] = [:]
        while true {
            condition.lock()
            while pending.isEmpty && ahead.isEmpty && !stopped { condition.wait() }
            if stopped {
                files.removeAll()   // Poppler's documents closed before `stop` returns
                exited = true
                condition.broadcast()
                condition.unlock()
                return
            }
            // The newest first: the page just brought into view.
            let request = pending.popLast() ?? ahead.removeLast()
            busy = true
            condition.unlock()

            var result = Finished(request: request, raster: nil, failure: nil)
            do {
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
                result.failure = Self.describe(error)
            }

            condition.lock()
            busy = false
            finished.append(result)
            condition.broadcast()
            condition.unlock()
            wake.notify()
        }
    }

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
