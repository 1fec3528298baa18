/// A spatial index of rectangles added one at a time (the bounds of a stroke's outline pieces,
/// in drawing order). Finding the ones that meet a rectangle costs work in proportion to what
/// lies near that rectangle, not to how many there are, so drawing the newest piece of a stroke
/// of 100,000 pieces costs what it costs for a stroke of 100.
///
/// Each rectangle is hashed into square cells of the finest of a few sizes at which it spans at
/// most 2×2 cells (32, 256, 2048, 16384 units); larger or far-out ones go to a short list that
/// every query reads. Adding is O(1) amortised. A query over an area so wide that the cells
/// would cost more than reading every rectangle (a full repaint) reads them all in order instead.
public struct PieceGrid: Sendable {
    /// Every rectangle added, in order: rectangle `i` is piece `i`.
    public private(set) var rects: [Rect] = []
    private var cells: [Cell: [Int]] = [:]
    /// How many rectangles each level holds (a query skips empty levels).
    private var perLevel = [Int](repeating: 0, count: PieceGrid.levels)
    /// Rectangles too large (or too far out) for any level.
    private var unplaced: [Int] = []

    static let levels = 4
    static let finestCell = 32.0
    static let levelFactor = 8.0

    private struct Cell: Hashable, Sendable {
        var level: Int8
        var x: Int32
        var y: Int32

        /// One word for the hasher, not three: a drawing event hashes a few cells per piece.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(UInt32(bitPattern: x)) << 32 | UInt64(UInt32(bitPattern: y)) ^ UInt64(UInt8(bitPattern: level)) << 56)
        }
    }

    /// The cell columns and rows a rectangle covers at one level.
    private struct Span {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
        var count: Int { (Int(x1) - Int(x0) + 1) * (Int(y1) - Int(y0) + 1) }
    }

    public init() {}

    /// Room for `pieces` rectangles and the cells they usually take, so that a stroke being
    /// drawn does not rehash its cell table as it grows (a resize rehashes every cell, on
    /// whichever drawing event it falls).
    public init(reservingCapacity pieces: Int) {
        rects.reserveCapacity(pieces)
        cells.reserveCapacity(pieces / 2)
    }

    /// How many rectangles there are.
    public var count: Int { rects.count }

    /// The bytes its buffers take (capacities: the rectangles, the cell table's slots and each
    /// cell's list), for tests to count what an index costs.
    public var storageBytes: Int {
        rects.capacity * MemoryLayout<Rect>.stride + unplaced.capacity * MemoryLayout<Int>.stride
            + cells.capacity * (MemoryLayout<Cell>.stride + MemoryLayout<[Int]>.stride)
            + cells.values.reduce(0) { $0 + 32 + $1.capacity * MemoryLayout<Int>.stride }
    }

    /// Adds the next rectangle (an empty one is kept, and never meets anything).
    public mutating func append(_ r: Rect) {
        let index = rects.count
        rects.append(r)
        guard !r.isEmpty else { return }
        for level in 0..<Self.levels {
            guard let span = Self.span(of: r, level: level), span.x1 - span.x0 <= 1, span.y1 - span.y0 <= 1 else { continue }
            for y in span.y0...span.y1 {
                for x in span.x0...span.x1 { cells[Cell(level: Int8(level), x: x, y: y), default: []].append(index) }
            }
            perLevel[level] += 1
            return
        }
        unplaced.append(index)
    }

    /// Takes away the last `k` rectangles (a stroke's provisional pieces, redrawn by the next
    /// sample); O(1) each: a rectangle's index is the last in every list it went into.
    public mutating func removeLast(_ k: Int) {
        for _ in 0..<Swift.min(k, rects.count) {
            let index = rects.count - 1
            let r = rects.removeLast()
            guard !r.isEmpty else { continue }
            var placed = false
            for level in 0..<Self.levels {
                guard let span = Self.span(of: r, level: level), span.x1 - span.x0 <= 1, span.y1 - span.y0 <= 1 else { continue }
                for y in span.y0...span.y1 {
                    for x in span.x0...span.x1 {
                        // One lookup of the cell (this runs on every drawing event). A list
                        // emptied stays, with its buffer: the next sample's piece mostly goes
                        // into the same cell, and appends there without allocating.
                        guard let i = cells.index(forKey: Cell(level: Int8(level), x: x, y: y)), cells.values[i].last == index else { continue }
                        cells.values[i].removeLast()
                    }
                }
                perLevel[level] -= 1
                placed = true
                break
            }
            if !placed, unplaced.last == index { unplaced.removeLast() }
        }
    }

    /// The indices of the rectangles that meet `clip`, ascending.
    public func indices(meeting clip: Rect) -> [Int] {
        var work = 0
        return indices(meeting: clip, work: &work)
    }

    /// The indices of the rectangles that meet `clip`, ascending; adds to `work` the cells and
    /// rectangles it looked at (what a test counts to show the cost stays bounded).
    public func indices(meeting clip: Rect, work: inout Int) -> [Int] {
        guard !clip.isEmpty, !rects.isEmpty else { return [] }
        var cellCount = 0
        for level in 0..<Self.levels where perLevel[level] > 0 {
            guard let span = Self.span(of: clip, level: level) else { return linearScan(clip, work: &work) }
            cellCount += span.count
        }
        if cellCount > rects.count { return linearScan(clip, work: &work) }
        // The lists met are gathered into `candidates` only from the second one on: one list
        // alone (a stroke's damage within one cell, most drawing events) is read where it
        // lies, already ascending and without repeats, with no copy and no sort. The spans
        // are worked out again rather than kept in an array (nothing allocated but the answer).
        var only: [Int]? = unplaced.isEmpty ? nil : unplaced
        var candidates: [Int] = []
        var lists = only == nil ? 0 : 1
        for level in 0..<Self.levels where perLevel[level] > 0 {
            guard let span = Self.span(of: clip, level: level) else { continue }
            for y in span.y0...span.y1 {
                for x in span.x0...span.x1 {
                    work += 1
                    guard let list = cells[Cell(level: Int8(level), x: x, y: y)], !list.isEmpty else { continue }
                    lists += 1
                    if lists == 1 {
                        only = list
                        continue
                    }
                    if let first = only {
                        candidates.reserveCapacity(first.count + list.count + 64)
                        candidates += first
                        only = nil
                    }
                    candidates += list
                }
                if (only?.count ?? candidates.count) > rects.count { return linearScan(clip, work: &work) }
            }
        }
        if lists > 1 { candidates.sort() }
        let gathered = only ?? candidates
        work += gathered.count
        var out: [Int] = []
        out.reserveCapacity(gathered.count)
        var previous = -1
        for c in gathered where c != previous {
            previous = c
            if rects[c].intersects(clip) { out.append(c) }
        }
        return out
    }

    private func linearScan(_ clip: Rect, work: inout Int) -> [Int] {
        work += rects.count
        return rects.indices.filter { rects[$0].intersects(clip) }
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
