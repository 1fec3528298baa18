/// A spatial index of an ordered list of rectangles (a page's stroke bounds, bottom to top):
/// which of them meet a rectangle, in list order, at the cost of the rectangles near it rather
/// than of the whole list.
///
/// A hierarchical hashed grid: level `l` has square cells of `baseCell · 2^l` units, and each
/// rectangle lives at the smallest level whose cell is at least as large as its longer side, so it
/// sits in at most 2 × 2 cells whatever its size (a word of handwriting at the bottom level, a
/// stroke across the page a few levels up). A query visits, at each level in use, the cells it
/// covers. Why not a single uniform grid: long strokes would fill hundreds of cells and every
/// edit would touch them all. Why not an R-tree (Rnote's choice): the list's order shifts on
/// every insertion and removal below the top, so both need a renumbering pass anyway, and the grid
/// inserts and removes in constant time without splits or rebalancing, on an unbounded canvas
/// (cells are hashed, not allocated over a fixed area).
///
/// Matching is closed: a rectangle meets a query when they overlap or touch, an empty one (a
/// point or a line) included; `meets` says it exactly, and the index finds the same as testing
/// every rectangle with it. Rectangles too large or not finite are kept aside and tested one by one.
public struct BoundsGrid: Sendable {
    /// The rectangles, in list order.
    public private(set) var rects: [Rect] = []
    private var cells: [Cell: [Int]] = [:]
    /// How many rectangles live at each level.
    private var perLevel = [Int](repeating: 0, count: BoundsGrid.levels)
    /// Rectangles that have no level (not finite, or beyond the top level's cells), by index.
    private var loose: [Int] = []

    /// The bottom level's cell side, in page units.
    public static let baseCell = 64.0
    static let levels = 20
    /// Beyond this many cells from the origin a rectangle is kept loose (no integer overflow).
    static let farthest = Double(1 << 40)

    struct Cell: Hashable, Sendable {
        var level: Int
        var x: Int
        var y: Int
    }

    public init() {}

    public init(_ rects: [Rect]) { replace(0..<0, with: rects) }

    public var count: Int { rects.count }

    /// Whether `r` meets `clip` as the index matches: they overlap or touch, edges included.
    public static func meets(_ r: Rect, _ clip: Rect) -> Bool {
        r.minX <= clip.maxX && clip.minX <= r.maxX && r.minY <= clip.maxY && clip.minY <= r.maxY
    }

    /// The indices of the rectangles that meet `clip` (`meets`), ascending.
    public func indices(meeting clip: Rect) -> [Int] {
        var work = 0
        return indices(meeting: clip, work: &work)
    }

    /// The same, adding to `work` the entries looked at (for tests to count).
    public func indices(meeting clip: Rect, work: inout Int) -> [Int] {
        let far = Self.farthest * Self.baseCell
        guard clip.width >= 0, clip.height >= 0,
              Swift.max(abs(clip.minX), abs(clip.minY), abs(clip.maxX), abs(clip.maxY)) < far else { return scan(clip, work: &work) }
        var visits = 0
        for level in 0..<Self.levels where perLevel[level] > 0 {
            let side = Self.side(level)
            let xs = (clip.maxX / side).rounded(.down) - (clip.minX / side).rounded(.down) + 1
            let ys = (clip.maxY / side).rounded(.down) - (clip.minY / side).rounded(.down) + 1
            guard xs * ys < Double(rects.count) else { return scan(clip, work: &work) }
            visits += Int(xs * ys)
        }
        // A query covering more cells than there are rectangles is cheaper as a scan.
        if visits > rects.count { return scan(clip, work: &work) }
        var found: [Int] = []
        for level in 0..<Self.levels where perLevel[level] > 0 {
            let side = Self.side(level)
            let x0 = Int((clip.minX / side).rounded(.down)), x1 = Int((clip.maxX / side).rounded(.down))
            let y0 = Int((clip.minY / side).rounded(.down)), y1 = Int((clip.maxY / side).rounded(.down))
            for cy in y0...y1 {
                for cx in x0...x1 {
                    guard let entries = cells[Cell(level: level, x: cx, y: cy)] else { continue }
                    work += entries.count
                    for i in entries where Self.meets(rects[i], clip) { found.append(i) }
                }
            }
        }
        work += loose.count
        for i in loose where Self.meets(rects[i], clip) { found.append(i) }
        found.sort()
        // A rectangle in several cells is found once per cell.
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for i in found where unique.last != i { unique.append(i) }
        return unique
    }

    /// Replaces the rectangles at `range` by `new` (in their place, in order); the ones above
    /// move up or down by the difference.
    public mutating func replace(_ range: Range<Int>, with new: some Collection<Rect>) {
        if range == 0..<rects.count { return rebuild(Array(new)) }
        for i in range { forget(i) }
        let delta = new.count - range.count
        if delta != 0, range.upperBound < rects.count {
            for c in cells.indices {
                cells.values[c].withUnsafeMutableBufferPointer { entries in
                    for k in entries.indices where entries[k] >= range.upperBound { entries[k] += delta }
                }
            }
            for k in loose.indices where loose[k] >= range.upperBound { loose[k] += delta }
        }
        rects.replaceSubrange(range, with: new)
        for i in range.lowerBound..<(range.lowerBound + new.count) { place(i) }
    }

    /// Takes out the rectangles at `removed` (ascending, distinct), then puts in `added`, each at
    /// its index in the list once all are in (ascending, distinct, each at most the count of the
    /// rectangles before it once all are in): one pass over the entries at
    /// most, none when nothing below the top moves (a stroke added on top or the top one removed).
    public mutating func update(removing removed: [Int], adding added: [(index: Int, rect: Rect)]) {
        let old = rects.count
        for i in removed { forget(i) }
        var kept: [Rect] = []
        kept.reserveCapacity(old - removed.count + added.count)
        var r = 0
        for i in 0..<old {
            if r < removed.count, removed[r] == i { r += 1 } else { kept.append(rects[i]) }
        }
        for item in added { kept.insert(item.rect, at: item.index) }
        // Where each old rectangle now is (-1: removed); only those at or above the first change move.
        let firstChange = Swift.min(removed.first ?? old, added.first?.index ?? old)
        if old - firstChange > removed.count {
            var moved = [Int](repeating: -1, count: old)
            var next = 0, a = 0, k = 0
            for i in 0..<old {
                if k < removed.count, removed[k] == i { k += 1; continue }
                while a < added.count, added[a].index <= next { a += 1; next += 1 }
                moved[i] = next
                next += 1
            }
            for c in cells.indices {
                cells.values[c].withUnsafeMutableBufferPointer { entries in
                    for e in entries.indices where entries[e] >= firstChange { entries[e] = moved[entries[e]] }
                }
            }
            for e in loose.indices where loose[e] >= firstChange { loose[e] = moved[loose[e]] }
        }
        rects = kept
        for item in added { place(item.index) }
    }

    private mutating func rebuild(_ new: [Rect]) {
        rects = new
        cells.removeAll(keepingCapacity: true)
        perLevel = [Int](repeating: 0, count: Self.levels)
        loose.removeAll()
        for i in rects.indices { place(i) }
    }

    static func side(_ level: Int) -> Double { baseCell * Double(1 << level) }

    /// The level and cells of a rectangle, or nil when it is kept loose.
    static func home(of r: Rect) -> (level: Int, x0: Int, x1: Int, y0: Int, y1: Int)? {
        let longest = Swift.max(r.width, r.height, 0)
        guard longest.isFinite, r.width >= 0, r.height >= 0, r.minX.isFinite, r.minY.isFinite else { return nil }
        var level = 0
        while level < levels && side(level) < longest { level += 1 }
        guard level < levels else { return nil }
        let s = side(level)
        let fx0 = (r.minX / s).rounded(.down), fx1 = (r.maxX / s).rounded(.down)
        let fy0 = (r.minY / s).rounded(.down), fy1 = (r.maxY / s).rounded(.down)
        guard Swift.max(abs(fx0), abs(fx1), abs(fy0), abs(fy1)) < farthest else { return nil }
        return (level, Int(fx0), Int(fx1), Int(fy0), Int(fy1))
    }

    private mutating func place(_ i: Int) {
        guard let h = Self.home(of: rects[i]) else { loose.append(i); return }
        perLevel[h.level] += 1
        for cy in h.y0...h.y1 {
            for cx in h.x0...h.x1 { cells[Cell(level: h.level, x: cx, y: cy), default: []].append(i) }
        }
    }

    private mutating func forget(_ i: Int) {
        guard let h = Self.home(of: rects[i]) else { loose.removeAll { $0 == i }; return }
        perLevel[h.level] -= 1
        for cy in h.y0...h.y1 {
            for cx in h.x0...h.x1 {
                let cell = Cell(level: h.level, x: cx, y: cy)
                guard var entries = cells.removeValue(forKey: cell) else { continue }
                if let k = entries.firstIndex(of: i) { entries.swapAt(k, entries.count - 1); entries.removeLast() }
                if !entries.isEmpty { cells[cell] = entries }
            }
        }
    }

    private func scan(_ clip: Rect, work: inout Int) -> [Int] {
        work += rects.count
        return rects.indices.filter { Self.meets(rects[$0], clip) }
    }
}
