import Foundation
import InkDocument
import InkGeometry

/// PDF pages for drawing, as rasters at the scale they are drawn at.
public protocol PDFPageSource: AnyObject {
    /// The best raster there is now for `page` (of `size` in page units) drawn at `scale`
    /// where `visible` (page units) shows: one at this scale covering it, else an older one
    /// (another zoom, to be drawn scaled) while the right one is made; nil when there is none
    /// yet. Never waits for a page to be drawn.
    func raster(for page: PDFPageID, size: Size, scale: Double, visible: Rect) -> PDFRaster?
    /// Asks, with low priority, for `page` drawn whole at `scale` (a page next to the view, so
    /// that scrolling to it shows it at once); does nothing when it is there or on its way.
    func prefetch(_ page: PDFPageID, size: Size, scale: Double)
    /// Why `page` cannot be drawn, once it has failed.
    func failure(of page: PDFPageID) -> String?
    /// Forgets every raster: another document is shown.
    func removeAll()
}

/// The rasters of PDF pages for the screen, made by a `PDFRenderQueue` in the background (or,
/// without one, on the calling thread: exports, tests) and kept within `byteLimit`: past it
/// the least recently drawn pages go first, never the one being drawn.
public final class PDFPageCache: PDFPageSource {
    /// The default bound: 192 MiB (about 25 Letter pages at 200%).
    public static let defaultByteLimit = 192 << 20

    /// Where a PDF's bytes and password come from, by key (the document's).
    public var source: (String) -> (data: Data, password: String?)?
    public let byteLimit: Int
    /// The pixels' bytes held now.
    public private(set) var byteCount = 0
    private let queue: PDFRenderQueue?

    private struct Entry {
        var raster: PDFRaster
        var lastUse: UInt64
    }
    private var entries: [PDFPageID: Entry] = [:]
    /// What was last asked of the queue per page.
    private var requested: [PDFPageID: (scale: Double, area: Rect)] = [:]
    private var failed: [PDFPageID: String] = [:]
    /// Pages asked for ahead of the view and not drawn in view since.
    private var ahead: Set<PDFPageID> = []
    private var unreported: [(page: PDFPageID, reason: String)] = []
    private var uses: UInt64 = 0
    /// Files opened for drawing on this thread (no queue), by key.
    private var files: [String: PDFFile] = [:]

    public init(queue: PDFRenderQueue?, byteLimit: Int = PDFPageCache.defaultByteLimit,
                source: @escaping (String) -> (data: Data, password: String?)?) {
        self.queue = queue
        self.byteLimit = byteLimit
        self.source = source
    }

    /// The pages held now.
    public var pages: Set<PDFPageID> { Set(entries.keys) }

    public func raster(for page: PDFPageID, size: Size, scale: Double, visible: Rect) -> PDFRaster? {
        guard failed[page] == nil, scale > 0, scale.isFinite else { return nil }
        let held = entries[page]
        let shown = visible.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        if let held, Self.serves(held.raster.scale, held.raster.area, scale: scale, shown: shown) {
            use(page)
            return held.raster
        }
        let area = PDFRaster.area(page: size, scale: scale, visible: shown)
        if let queue {
            if let asked = requested[page], Self.serves(asked.scale, asked.area, scale: scale, shown: shown) {
                // Already on its way; now in view, so before the pages ahead of it.
                if ahead.remove(page) != nil, let bytes = source(page.key) {
                    queue.submit(.init(page: page, scale: asked.scale, area: asked.area, data: bytes.data, password: bytes.password))
                }
            } else if let bytes = source(page.key) {
                _ = ahead.remove(page)
                requested[page] = (scale, area)
                queue.submit(.init(page: page, scale: scale, area: area, data: bytes.data, password: bytes.password))
            }
        } else {
            drawHere(page, scale: scale, area: area)
        }
        guard entries[page] != nil else { return nil }
        use(page)
        return entries[page]?.raster
    }

    public func prefetch(_ page: PDFPageID, size: Size, scale: Double) {
        guard let queue, failed[page] == nil, scale > 0, scale.isFinite,
              size.width * size.height * scale * scale <= Double(PDFRaster.maxPixels) else { return }
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if let held = entries[page], Self.serves(held.raster.scale, held.raster.area, scale: scale, shown: whole) { return }
        if let asked = requested[page], Self.serves(asked.scale, asked.area, scale: scale, shown: whole) { return }
        guard let bytes = source(page.key) else { return }
        requested[page] = (scale, whole)
        ahead.insert(page)
        queue.submit(.init(page: page, scale: scale, area: whole, data: bytes.data, password: bytes.password), urgent: false)
    }

    public func failure(of page: PDFPageID) -> String? { failed[page] }

    /// Takes the rasters the queue finished; returns the pages whose picture changed (to be
    /// drawn again). Results for a zoom no longer wanted are kept only while nothing better is.
    public func collectFinished() -> Set<PDFPageID> {
        guard let queue else { return [] }
        var changed = Set<PDFPageID>()
        for done in queue.takeFinished() {
            let page = done.request.page
            guard let raster = done.raster else {
                if let reason = done.failure, failed[page] == nil {
                    failed[page] = reason
                    unreported.append((page, reason))
                    changed.insert(page)
                } else if done.failure == nil, requested[page].map({ $0.scale == done.request.scale && $0.area == done.request.area }) == true {
                    // Dropped undrawn: asked for again when next drawn (if still in view).
                    requested[page] = nil
                    changed.insert(page)
                }
                continue
            }
            let wanted = requested[page]?.scale ?? raster.scale
            if let held = entries[page]?.raster,
               abs(log(held.scale / wanted)) < abs(log(raster.scale / wanted)) { continue }
            if requested[page].map({ $0.scale == raster.scale && $0.area == raster.area }) == true { requested[page] = nil }
            // A page drawn ahead of the view is the first to go when memory runs short.
            store(raster, for: page, inView: ahead.remove(page) == nil)
            changed.insert(page)
        }
        return changed
    }

    /// The pages that failed to draw since the last call, with why.
    public func takeFailures() -> [(page: PDFPageID, reason: String)] {
        defer { unreported.removeAll() }
        return unreported
    }

    public func removeAll() {
        queue?.cancelAll()
        entries = [:]
        requested = [:]
        ahead = []
        failed = [:]
        unreported = []
        files = [:]
        byteCount = 0
    }

    /// Whether a raster at `rasterScale` over `area` shows `shown` at `scale` (the same scale
    /// within 0.5 %, all of it covered).
    static func serves(_ rasterScale: Double, _ area: Rect, scale: Double, shown: Rect) -> Bool {
        guard abs(rasterScale / scale - 1) < 0.005 else { return false }
        if shown.isEmpty { return true }
        return area.minX <= shown.minX + 1e-6 && area.minY <= shown.minY + 1e-6
            && area.maxX >= shown.maxX - 1e-6 && area.maxY >= shown.maxY - 1e-6
    }

    private func drawHere(_ page: PDFPageID, scale: Double, area: Rect) {
        do {
            guard let bytes = source(page.key) else { throw PDFReadError.damaged(reason: tr("the PDF is missing from the document")) }
            let file = try files[page.key] ?? PDFFile(bytes.data, password: bytes.password)
            files[page.key] = file
            guard let raster = PDFRaster.draw(file, page: page.index, scale: scale, area: area) else {
                throw PDFReadError.damaged(reason: tr("page %@ cannot be drawn", "\(page.index + 1)"))
            }
            store(raster, for: page)
        } catch {
            let reason = (error as? PDFReadError).map(PDFRenderQueue.describe) ?? "\(error)"
            failed[page] = reason
            unreported.append((page, reason))
        }
    }

    private func store(_ raster: PDFRaster, for page: PDFPageID, inView: Bool = true) {
        if let old = entries[page] { byteCount -= old.raster.byteCount }
        entries[page] = Entry(raster: raster, lastUse: 0)
        byteCount += raster.byteCount
        if inView { use(page) } else { evict(keeping: nil) }
    }

    private func use(_ page: PDFPageID) {
        uses += 1
        entries[page]?.lastUse = uses
        evict(keeping: page)
    }

    /// Drops the least recently drawn pages until the bound holds, never `page`.
    private func evict(keeping page: PDFPageID?) {
        while byteCount > byteLimit,
              let victim = entries.filter({ $0.key != page }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            byteCount -= victim.value.raster.byteCount
            entries[victim.key] = nil
        }
    }
}
