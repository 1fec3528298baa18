/// A spatial index of rectangles added one at a time (the bounds of a stroke's outline pieces,
/// in drawing order). Finding the ones that meet a rectangle costs work in proportion to what
/// lies near that rectangle, not to how many there are, so drawing the newest piece of a stroke
/// of 100,000 pieces costs what it costs for a stroke of 100.
///
/// Each rectangle is hashed (`CellTable`) into square cells of the finest of a few sizes at
/// which it spans at most 2×2 cells (32, 256, 2048, 16384 units); larger or far-out ones go to
/// a short list that every query reads. Adding is O(1) amortised. A query over an area so wide
/// that the cells would cost more than reading every rectangle (a full repaint) reads them all
/// in order instead.
public struct PieceGrid: Sendable {
    /// Every rectangle added, in order: rectangle `i` is piece `i`.
    public private(set) var rects: [Rect] = []
    private var cells = CellTable()
    /// How many rectangles each level holds (a query skips empty levels).
    private var perLevel = [Int](repeating: 0, count: PieceGrid.levels)
    /// Rectangles too large (or too far out) for any level.
    private var unplaced: [Int] = []
    /// Rectangles `removeLast` took away whose entries are still in the cells, the smallest
    /// index last. A stroke's provisional pieces come back on the next sample, nearly always
    /// in the same cells: one that does is put back by its rectangle alone, with no cell looked
    /// up. Queries skip the indices past `count`; anything else purges them first.
    private var detached: [(index: Int, rect: Rect)] = []
    /// Room a new cell's list is made with (`init(reservingCapacity:perCell:)`).
    private var cellRoom = 0

    static let levels = 4
    static let finestCell = 32.0
    static let levelFactor = 8.0

    /// The cell columns and rows a rectangle covers at one level.
    private struct Span: Equatable {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
        var count: Int { (Int(x1) - Int(x0) + 1) * (Int(y1) - Int(y0) + 1) }
    }

    /// Where a rectangle's index is kept: nowhere (empty), the short list, or cells of a level.
    private enum Placement: Equatable {
        case none
        case unplaced
        case cells(level: Int, span: Span)
    }

    public init() {}

    /// Room for `pieces` rectangles and the cells they usually take, so that a stroke being
    /// drawn does not rehash its cell table as it grows (a resize rehashes every cell, on
    /// whichever drawing event it falls).
    ///
    /// `perCell`: room each new cell's list is made with. A stroke being drawn passes a cell
    /// in ~10 motions, each adding an entry there, and a list that grew by doubling (2, 4,
    /// 8, 16) was three or four allocations a cell: more than half an allocation a motion. A
    /// committed stroke's index (`StrokePieces`) makes its lists without: it is built once,
    /// and its memory counts (`CompactStorageTests`).
    public init(reservingCapacity pieces: Int, perCell: Int = 0) {
        rects.reserveCapacity(pieces)
        cells = CellTable(reservingCapacity: pieces / 2)
        cellRoom = perCell
    }

    /// How many rectangles there are.
    public var count: Int { rects.count }

    /// The bytes its buffers take (capacities: the rectangles, the cell table's slots and each
    /// cell's list), for tests to count what an index costs.
    public var storageBytes: Int {
        rects.capacity * MemoryLayout<Rect>.stride + unplaced.capacity * MemoryLayout<Int>.stride + cells.storageBytes
    }

    /// Adds the next rectangle (an empty one is kept, and never meets anything).
    public mutating func append(_ r: Rect) {
        let placement = Self.placement(of: r)
        if let top = detached.last {
            // The rectangle taken away last at this index: when this one takes the same cells,
            // its entries are still there.
            if Self.placement(of: top.rect) == placement {
                detached.removeLast()
                rects.append(r)
                return
            }
            purgeDetached()
        }
        let index = rects.count
        rects.append(r)
        switch placement {
        case .none: return
        case .unplaced: unplaced.append(index)
        case .cells(let level, let span):
            for y in span.y0...span.y1 {
                for x in span.x0...span.x1 {
                    let key = CellTable.key(level: level, x: x, y: y)
                    if let list = cells.find(key) {
                        cells.append(index, toList: list)
                    } else {
                        cells.insert(key, list: Self.list(room: cellRoom, holding: index))
                    }
                }
            }
            perLevel[level] += 1
        }
    }

    /// A new cell's list: `index`, with room for `room` entries.
    private static func list(room: Int, holding index: Int) -> [Int] {
        var list: [Int] = []
        if room > 1 { list.reserveCapacity(room) }
        list.append(index)
        return list
    }

    /// Takes away the last `k` rectangles (a stroke's provisional pieces, redrawn by the next
    /// sample); O(1) each: their entries stay in the cells until a rectangle in other cells
    /// takes their index (`detached`).
    public mutating func removeLast(_ k: Int) {
        for _ in 0..<Swift.min(k, rects.count) {
            let index = rects.count - 1
            detached.append((index, rects.removeLast()))
        }
    }

    /// Takes the detached rectangles' entries out of the cells, the largest index first: each
    /// is then the last in every list it is in, so this costs one lookup per cell.
    private mutating func purgeDetached() {
        for (index, r) in detached {
            switch Self.placement(of: r) {
            case .none: break
            case .unplaced: if unplaced.last == index { unplaced.removeLast() }
            case .cells(let level, let span):
                for y in span.y0...span.y1 {
                    for x in span.x0...span.x1 {
                        // A list emptied stays, with its buffer: the next piece mostly goes into
                        // the same cell, and appends there without allocating.
                        guard let list = cells.find(CellTable.key(level: level, x: x, y: y)), cells.lists[list].last == index else { continue }
                        cells.removeLast(fromList: list)
                    }
                }
                perLevel[level] -= 1
            }
        }
        detached.removeAll(keepingCapacity: true)
    }

    /// Where `r`'s index goes: the finest level at which it spans at most 2×2 cells.
    private static func placement(of r: Rect) -> Placement {
        guard !r.isEmpty else { return .none }
        for level in 0..<levels {
            guard let span = span(of: r, level: level), span.x1 - span.x0 <= 1, span.y1 - span.y0 <= 1 else { continue }
            return .cells(level: level, span: span)
        }
        return .unplaced
    }

    /// The indices of the rectangles that meet `clip`, ascending.
    public func indices(meeting clip: Rect) -> [Int] {
        var work = 0
        return indices(meeting: clip, work: &work)
    }

    /// The indices of the rectangles that meet `clip`, ascending; adds to `work` the cells and
    /// rectangles it looked at (what a test counts to show the cost stays bounded).
    public func indices(meeting clip: Rect, work: inout Int) -> [Int] {
        var out: [Int] = []
        indices(meeting: clip, work: &work, into: &out)
        return out
    }

    /// `indices(meeting:work:)` written into `out` (emptied first, its capacity kept): a caller
    /// that keeps `out` from one query to the next (the renderer, on every drawing event)
    /// allocates nothing once it is large enough.
    public func indices(meeting clip: Rect, work: inout Int, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        guard !clip.isEmpty, !rects.isEmpty else { return }
        var cellCount = 0
        for level in 0..<Self.levels where perLevel[level] > 0 {
            guard let span = Self.span(of: clip, level: level) else { return linearScan(clip, work: &work, into: &out) }
            cellCount += span.count
        }
        if cellCount > rects.count { return linearScan(clip, work: &work, into: &out) }
        // The lists met are gathered into `out`, then (more than one list: they may repeat an
        // index) sorted, and the indices kept in place: those not repeated, not detached (past
        // `count`) and meeting `clip`. One list alone (a stroke's damage within one cell, most
        // drawing events) is already ascending and without repeats. The spans are worked out
        // again rather than kept in an array (nothing allocated).
        out.append(contentsOf: unplaced)
        var lists = unplaced.isEmpty ? 0 : 1
        for level in 0..<Self.levels where perLevel[level] > 0 {
            guard let span = Self.span(of: clip, level: level) else { continue }
            for y in span.y0...span.y1 {
                for x in span.x0...span.x1 {
                    work += 1
                    guard let list = cells.find(CellTable.key(level: level, x: x, y: y)), !cells.lists[list].isEmpty else { continue }
                    lists += 1
                    out.append(contentsOf: cells.lists[list])
                }
                if out.count > rects.count { return linearScan(clip, work: &work, into: &out) }
            }
        }
        if lists > 1 { out.sort() }
        work += out.count
        var kept = 0, previous = -1
        // Detached entries (past `count`) are the largest indices: the ascending lists end with them.
        for i in out.indices {
            let c = out[i]
            guard c < rects.count else { break }
            guard c != previous else { continue }
            previous = c
            if rects[c].intersects(clip) {
                out[kept] = c
                kept += 1
            }
        }
        out.removeLast(out.count - kept)
    }

    private func linearScan(_ clip: Rect, work: inout Int, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        work += rects.count
        for i in rects.indices where rects[i].intersects(clip) { out.append(i) }
    }

    /// The cells `r` covers at `level`, or nil when they lie beyond the cell numbering.
    private static func span(of r: Rect, level: Int) -> Span? {
        var size = finestCell
        for _ in 0..<level { size *= levelFactor }
        let limit = Double(Int32.max / 2)
        let x0 = (r.minX / size).rounded(.down), x1 = (r.maxX / size).rounded(.down)
        let y0 = (r.minY / size).rounded(.down), y1 = (r.maxY / size).rounded(.down)
        guard x0 >= -limit, y0 >= -limit, x1 <= limit, y1 <= limit else { return nil }
        return Span(x0: Int32(x0), y0: Int32(y0), x1: Int32(x1), y1: Int32(y1))
    }
}
