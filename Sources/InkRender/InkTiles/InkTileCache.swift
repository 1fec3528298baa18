import InkDocument
import InkGeometry

/// The ink tiles for the screen, painted by an `InkTileQueue` in the background (or, without
/// one, on the calling thread: tests, the bench) and kept within `byteLimit`: past it the least
/// recently shown tiles go first. Lives on the main thread.
///
/// When the ink changes, `invalidate` paints the tiles in view anew where it changed (and only
/// there), drops the others it touches and forgets tiles on their way that it touches, so a
/// tile painted from the ink before the change is never shown.
public final class InkTileCache {
    /// The default bound: 128 MiB (512 tiles, about 16 windows of 1280x800).
    public static let defaultByteLimit = 128 << 20

    public let byteLimit: Int
    /// The pixels' bytes held now.
    public private(set) var byteCount = 0
    /// Strokes painted on this thread (a count for tests and the bench: a pan over cached tiles paints none).
    public private(set) var strokesPainted = 0
    /// Strokes painted, and CPU seconds spent, by the background thread (the bench's figures).
    public private(set) var backgroundStrokes = 0
    public private(set) var backgroundSeconds = 0.0
    public private(set) var backgroundTiles = 0
    /// The background thread, if any.
    public let queue: InkTileQueue?

    private struct Entry {
        var tile: InkTile
        var lastUse: UInt64
    }
    private var entries: [TileKey: Entry] = [:]
    /// What is on its way, by the ticket it was asked with.
    private var requested: [TileKey: Int] = [:]
    private var tickets = 0
    private var uses: UInt64 = 0
    /// The zooms shown, most recent last (for the picture of an old zoom while a new one is made).
    private(set) var zooms: [TileZoom] = []

    public init(queue: InkTileQueue?, byteLimit: Int = InkTileCache.defaultByteLimit) {
        self.queue = queue
        self.byteLimit = byteLimit
    }

    /// The tiles held now.
    public var keys: Set<TileKey> { Set(entries.keys) }
    /// Whether nothing is on its way (every tile asked for has been shown or dropped).
    public var isSettled: Bool { requested.isEmpty }

    /// The tile for `key` if held (marking it used).
    func tile(_ key: TileKey) -> InkTile? {
        guard entries[key] != nil else { return nil }
        use(key)
        return entries[key]?.tile
    }

    /// Notes a zoom as shown now.
    func show(_ zoom: TileZoom) {
        guard zooms.last != zoom else { return }
        zooms.removeAll { $0 == zoom }
        zooms.append(zoom)
        if zooms.count > 4 { zooms.removeFirst() }
    }

    /// Asks for tiles not held nor on their way. Without a queue they are painted at once.
    func request(_ keys: [TileKey], from source: InkSource, urgent: Bool) {
        let missing = keys.filter { entries[$0] == nil && requested[$0] == nil }
        guard !missing.isEmpty else { return }
        guard let queue else {
            for key in missing {
                if let tile = InkTilePainter.tile(key, from: source, strokes: &strokesPainted) { store(tile, for: key) }
            }
            return
        }
        var requests: [InkTileQueue.Request] = []
        for key in missing {
            tickets += 1
            requested[key] = tickets
            requests.append(.init(key: key, ticket: tickets, source: source))
        }
        queue.submit(requests, urgent: urgent)
    }

    /// Forgets the requests not started for tiles `wanted` refuses (scrolled or zoomed away).
    func cancel(unless wanted: (TileKey) -> Bool) {
        guard let queue else { return }
        for key in queue.cancel(unless: wanted) { requested[key] = nil }
    }

    /// Takes the tiles the queue finished; returns the keys stored (to be shown). A tile whose
    /// ink changed after it was asked for is dropped (asked for again when next shown).
    public func collectFinished() -> [TileKey] {
        guard let queue else { return [] }
        var stored: [TileKey] = []
        for done in queue.takeFinished() {
            backgroundStrokes += done.strokes
            backgroundSeconds += done.seconds
            backgroundTiles += 1
            guard requested[done.key] == done.ticket else { continue }
            requested[done.key] = nil
            guard let tile = done.tile else { continue }
            store(tile, for: done.key)
            stored.append(done.key)
        }
        return stored
    }

    /// The ink changed in `area` (document units): the tiles of `zoom` in `shown` are painted
    /// anew there (or, when the change is one stroke put on top of all the ink there, `onTop`,
    /// just that stroke is painted over them, with `coverage` where it can: see
    /// `InkTilePainter.paintOver`); every other tile meeting it is dropped, and tiles on their
    /// way that meet it will be dropped when they come.
    func invalidate(_ area: Rect, zoom: TileZoom, shown: Set<TileKey>, from source: InkSource,
                    onTop: (stroke: Stroke, pageOrigin: Point)? = nil, coverage: CoverageFill? = nil) {
        guard !area.isEmpty else { return }
        var again: [TileKey] = []
        for key in requested.keys where TileGrid.documentRect(of: key).intersects(area.insetBy(-1 / key.zoom.scale)) {
            requested[key] = nil
            if shown.contains(key) { again.append(key) }
        }
        defer { request(again, from: source, urgent: true) }
        let device = TileGrid.deviceRect(of: area, zoom: zoom)
        for key in entries.keys {
            let box = TileGrid.documentRect(of: key)
            guard box.intersects(area.insetBy(-1 / key.zoom.scale)) else { continue }
            guard key.zoom == zoom, shown.contains(key), let entry = entries[key] else {
                drop(key)
                continue
            }
            let t = Double(TileGrid.side)
            let pixels = device.offsetBy(Point(-Double(key.column) * t, -Double(key.row) * t))
                .intersection(Rect(x: 0, y: 0, width: t, height: t))
            guard !pixels.isEmpty else { continue }
            let before = entry.tile.byteCount
            if let onTop {
                InkTilePainter.paintOver(entry.tile, key, stroke: onTop.stroke, pageOrigin: onTop.pageOrigin, strokes: &strokesPainted,
                                         coverage: coverage)
            } else {
                InkTilePainter.repaint(entry.tile, key, pixels: pixels, from: source, strokes: &strokesPainted)
            }
            byteCount += entry.tile.byteCount - before
        }
    }

    /// Held tiles of the most recent other zoom that cover some of `key`'s area (for showing
    /// scaled while `key` is made).
    func standIns(for key: TileKey) -> [(TileKey, InkTile)] {
        let area = TileGrid.documentRect(of: key)
        for zoom in zooms.reversed() where zoom != key.zoom {
            let found = TileGrid.keys(meeting: area, zoom: zoom).compactMap { k in entries[k].map { (k, $0.tile) } }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Forgets every tile (another document, or pages added or removed).
    public func removeAll() {
        if let queue { _ = queue.cancel { _ in false } }
        entries = [:]
        requested = [:]
        byteCount = 0
    }

    private func store(_ tile: InkTile, for key: TileKey) {
        drop(key)
        uses += 1
        entries[key] = Entry(tile: tile, lastUse: uses)
        byteCount += tile.byteCount
        evict(keeping: key)
    }

    private func drop(_ key: TileKey) {
        if let old = entries.removeValue(forKey: key) { byteCount -= old.tile.byteCount }
    }

    private func use(_ key: TileKey) {
        uses += 1
        entries[key]?.lastUse = uses
    }

    /// Drops the least recently shown tiles until the bound holds, never `key`.
    private func evict(keeping key: TileKey) {
        guard byteCount > byteLimit else { return }
        let order = entries.filter { $0.key != key && $0.value.tile.byteCount > 0 }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (victim, _) in order {
            guard byteCount > byteLimit else { break }
            drop(victim)
        }
        // Tiles without pixels cost only their entry; keep them to a few thousand.
        if entries.count > 8192 {
            for (victim, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }).prefix(entries.count - 4096) { drop(victim) }
        }
    }
}
