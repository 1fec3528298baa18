import Foundation
import InkDocument

/// Exports a document's pages as PNG images (or the document as one PDF) on a thread of its own, so that the window keeps
/// drawing and answering while a long document is written (a 300-page PDF took ~17 s here,
/// the window frozen and silent throughout when it ran on the event loop). One export at a
/// time. The event loop polls `wakeFileDescriptor` and takes what happened with `take()`:
/// how many pages are done (at most ten times a second), then the end. `stop()` cancels an
/// export at its next page and waits for it; nothing of it is left behind (the files are
/// staged: `DocumentExporter.exportPNG`).
public final class PageExportQueue: @unchecked Sendable {
    public typealias Update = PageExportUpdate

    private let condition = NSCondition()
    private var latest: Update?
    private var running = false
    private var cancelRequested = false
    private var lastPosted = DispatchTime.now()
    private let wake = WakePipe()

    /// The least time between two progress updates.
    static let progressInterval: UInt64 = 100_000_000

    public init() {}

    /// Readable when an update waits (poll it; `take` empties it).
    public var wakeFileDescriptor: Int32 { wake.readEnd }

    /// What an export writes.
    public enum Format: Sendable {
        /// A PNG image a page, in a folder (`DocumentExporter.exportPNG`).
        case pngPages
        /// One PDF file (`DocumentExporter.exportPDF`).
        case pdf
    }

    /// Starts exporting `document` into `output` (a folder of PNGs, or a PDF file; never over
    /// one of `inputs`); false when an export is already under way. `replacing`: the files of
    /// an earlier export into the same folder, removed once the new pages are in place where
    /// no new page took their name (fewer pages now), so the folder holds this export only.
    public func start(_ document: Document, to output: URL, as format: Format = .pngPages, inputs: Set<FileIdentity>,
                      replacing: [URL] = []) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !running else { return false }
        running = true
        cancelRequested = false
        latest = nil
        lastPosted = DispatchTime.now()
        let total = document.pages.count
        NamedThread.start("inkstone-export", quality: .utility) {
            let end: Update
            do {
                switch format {
                case .pngPages:
                    let urls = try DocumentExporter.exportPNG(document, to: output, inputs: inputs) { done in
                        self.progressed(done: done, total: total)
                    }
                    end = .finished(count: urls.count, notRemoved: Self.remove(replacing, keeping: urls))
                case .pdf:
                    try DocumentExporter.exportPDF(document, to: output, inputs: inputs) { done in
                        self.progressed(done: done, total: total)
                    }
                    end = .finished(count: total)
                }
            } catch is CancellationError {
                end = .cancelled
            } catch {
                end = .failed("\(error)")
            }
            self.post(end, ending: true)
        }
        return true
    }

    /// Removes the files of `earlier` that are not among `written` (already gone is fine);
    /// those it could not remove, each named with why.
    static func remove(_ earlier: [URL], keeping written: [URL]) -> [String] {
        let kept = Set(written.map(\.path))
        var failed: [String] = []
        for url in earlier where !kept.contains(url.path) {
            if unlink(url.path) != 0 && errno != ENOENT {
                failed.append("\(url.lastPathComponent) (\(systemReason(errno)))")
            }
        }
        return failed
    }

    /// The newest update since the last `take`, if any.
    public func take() -> Update? {
        wake.drain()
        condition.lock()
        defer { condition.unlock() }
        let update = latest
        latest = nil
        return update
    }

    /// Asks an export under way to stop after the page it is writing (nothing is kept): its
    /// last update is then `.cancelled`. Returns at once.
    public func cancel() {
        condition.lock()
        if running { cancelRequested = true }
        condition.unlock()
    }

    /// Cancels an export under way and waits for its thread to let go (the app quitting).
    public func stop() {
        condition.lock()
        cancelRequested = true
        while running { condition.wait() }
        condition.unlock()
    }

    /// A page written: said when the last update is old enough; false when cancelled.
    private func progressed(done: Int, total: Int) -> Bool {
        condition.lock()
        let now = DispatchTime.now()
        let due = now.uptimeNanoseconds >= lastPosted.uptimeNanoseconds + Self.progressInterval
        let cancelled = cancelRequested
        condition.unlock()
        if due && !cancelled && done < total { post(.progress(done: done, total: total), ending: false) }
        return !cancelled
    }

    private func post(_ update: Update, ending: Bool) {
        condition.lock()
        latest = update
        lastPosted = DispatchTime.now()
        if ending {
            running = false
            condition.broadcast()
        }
        condition.unlock()
        wake.notify()
    }
}
