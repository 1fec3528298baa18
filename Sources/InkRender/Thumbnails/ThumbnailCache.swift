import Foundation
import InkDocument

/// Page thumbnails for the overview, made by a `ThumbnailQueue` in the background (or, without
/// one, on the calling thread: tests). A thumbnail is kept with the page value it shows: a page
/// that changed (ink added, pages moved) is drawn again, and until then the old picture stands in.
public final class ThumbnailCache {
    /// The document's image and PDF bytes and PDF passwords, by key.
    public var source: (String) -> (data: Data, password: String?)?
    private let queue: ThumbnailQueue?

    private struct Entry {
        var page: Page
        var image: DecodedImage?
    }
    private var entries: [ThumbnailKey: Entry] = [:]
    /// The page value and size last asked for per slot.
    private var requested: [ThumbnailKey: (page: Page, size: Int)] = [:]
    /// How many slots are kept at most (least recent slots beyond it are let go).
    static let limit = 400

    public init(queue: ThumbnailQueue?, source: @escaping (String) -> (data: Data, password: String?)?) {
        self.queue = queue
        self.source = source
    }

    /// The picture to show for page `index` (`page` as it is now), drawn at `size`: the right
    /// one, else an older one of the slot while the new one is made, else nil (asked for).
    public func thumbnail(serial: Int, index: Int, page: Page, size: Int) -> DecodedImage? {
        let key = ThumbnailKey(serial: serial, index: index)
        if let asked = requested[key], asked.size == size, asked.page == page {} else { ask(key, page: page, size: size) }
        return entries[key]?.image
    }

    private func ask(_ key: ThumbnailKey, page: Page, size: Int) {
        requested[key] = (page, size)
        var images: [String: Data] = [:]
        var password: String?
        if let k = page.imageKey ?? page.pdfPage?.key, let found = source(k) {
            images[k] = found.data
            password = found.password
        }
        for placed in page.images where images[placed.key] == nil { images[placed.key] = source(placed.key)?.data }
        let request = ThumbnailQueue.Request(key: key, page: page, images: images, password: password, size: size)
        if let queue {
            queue.submit(request)
        } else {
            var pdf: PDFFile?
            if let k = page.pdfPage?.key, let data = images[k] { pdf = try? PDFFile(data, password: password) }
            let image = try? DocumentExporter.thumbnailImage(of: page, index: key.index, in: Document(pages: [page], images: images),
                                                            size: size, pdfFile: pdf)
            store(ThumbnailQueue.Finished(key: key, page: page, image: image))
        }
    }

    /// Takes the queue's finished thumbnails; returns the slots that got a new picture.
    @discardableResult
    public func collectFinished() -> Set<ThumbnailKey> {
        guard let queue else { return [] }
        var changed = Set<ThumbnailKey>()
        for f in queue.takeFinished() where store(f) { changed.insert(f.key) }
        return changed
    }

    @discardableResult
    private func store(_ f: ThumbnailQueue.Finished) -> Bool {
        // Only what was last asked for the slot is kept (an older request's picture is stale).
        guard requested[f.key]?.page == f.page else { return false }
        if entries.count >= Self.limit, entries[f.key] == nil, let drop = entries.keys.first(where: { $0.serial != f.key.serial }) ?? entries.keys.first {
            entries[drop] = nil
        }
        entries[f.key] = Entry(page: f.page, image: f.image ?? entries[f.key]?.image)
        return true
    }

    /// Forgets every thumbnail: another document is shown.
    public func removeAll() {
        entries.removeAll()
        requested.removeAll()
        queue?.cancelAll()
    }
}
