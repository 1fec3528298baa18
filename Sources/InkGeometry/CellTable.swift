/// The cells of a `PieceGrid`: each cell's list of piece indices, found by the cell's key
/// (`key(level:x:y:)`). An open-addressing hash table with linear probing over one array of
/// slots, and the lists in a second array in the order their cells were made.
///
/// Hand-written rather than a `Dictionary<Cell, [Int]>`, because it is faster where it counts:
/// the stroke being drawn looks up a few cells for each piece it adds and each drawing event's
/// query (~10 look-ups a motion), and the dictionary's look-up ran SipHash-1-3 over the key and
/// the generic probing code each time: ~2.5 % of the instructions of a drawing motion in the app
/// (callgrind under `inkstone-latency`) and ~1.3 % of its samples (perf). Here a look-up is a
/// multiply, a shift and (nearly always) one slot read. The keys are mixed with a seed chosen
/// once per run, so a document cannot be made whose cells all fall into one run of slots.
struct CellTable: Sendable {
    /// A slot: a key (`CellTable.free` where none) and the index of its cell's list.
    private struct Slot: Sendable {
        var key: UInt64
        var list: Int32
    }

    /// Slot `key` of a free slot; `key(level:x:y:)` never gives it.
    private static let free: UInt64 = 0
    /// The most cells for `slots.count` slots: three quarters.
    private static func room(_ slotCount: Int) -> Int { slotCount - slotCount / 4 }

    /// A power of two of them, or none before the first cell.
    private var slots: [Slot] = []
    /// `slots.count - 1`: the bits of a hash that pick a slot.
    private var mask = 0
    /// How far to shift a mixed key so that its top bits pick a slot.
    private var shift: UInt64 = 64
    /// The mix's seed (`Self.seed`), kept here: reading the static on each look-up is a
    /// once-token check.
    private var seed: UInt64 = 0
    /// Each cell's list, in the order the cells were made; a slot holds its index here.
    private(set) var lists: [[Int]] = []

    /// Chosen once per run (`slot(of:)` mixes it into every key).
    private static let seed = UInt64.random(in: 1...UInt64.max)

    init() {}

    /// Room for `cells` cells before the slots are grown.
    init(reservingCapacity cells: Int) {
        lists.reserveCapacity(cells)
        if cells > 0 { resize(slotCount: Self.slotCount(for: cells)) }
    }

    /// How many cells there are.
    var count: Int { lists.count }

    /// The key of cell (`x`, `y`) at `level` (0-3): never `free`, one for each cell whose
    /// column and row lie within ±(2³⁰ − 1) (the grid numbers no cell beyond).
    static func key(level: Int, x: Int32, y: Int32) -> UInt64 {
        let offset: Int64 = 1 << 30
        return UInt64(level & 3) << 62 | UInt64(Int64(x) + offset) << 31 | UInt64(Int64(y) + offset)
    }

    /// The index in `lists` of the cell with `key`, or nil when there is none.
    func find(_ key: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        var at = slot(of: key)
        while true {
            let s = slots[at]
            if s.key == key { return Int(s.list) }
            if s.key == Self.free { return nil }
            at = (at + 1) & mask
        }
    }

    /// Makes the cell `key` (not there yet) with `list`; returns its index in `lists`.
    @discardableResult
    mutating func insert(_ key: UInt64, list: [Int]) -> Int {
        if lists.count + 1 > Self.room(slots.count) { resize(slotCount: Self.slotCount(for: lists.count + 1)) }
        let index = lists.count
        lists.append(list)
        place(key, list: index)
        return index
    }

    /// Appends `index` to the list of the cell at `list` (an index `find` or `insert` gave).
    mutating func append(_ index: Int, toList list: Int) { lists[list].append(index) }

    /// Takes the last index off the list of the cell at `list`.
    mutating func removeLast(fromList list: Int) { lists[list].removeLast() }

    /// The bytes its buffers take: the slots, the list of lists and each list's buffer.
    var storageBytes: Int {
        slots.capacity * MemoryLayout<Slot>.stride + lists.capacity * MemoryLayout<[Int]>.stride
            + lists.reduce(0) { $0 + ($1.capacity > 0 ? 32 + $1.capacity * MemoryLayout<Int>.stride : 0) }
    }

    // MARK: - Slots

    /// The slot a key's probe starts at: the top bits of the seeded key times 2⁶⁴/φ (Fibonacci
    /// hashing: neighbouring cells spread over the table).
    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Puts `key` in the first free slot of its probe (the key is not there).
    private mutating func place(_ key: UInt64, list: Int) {
        var at = slot(of: key)
        while slots[at].key != Self.free { at = (at + 1) & mask }
        slots[at] = Slot(key: key, list: Int32(truncatingIfNeeded: list))
    }

    /// The fewest slots (a power of two, at least 8) that hold `cells` cells.
    private static func slotCount(for cells: Int) -> Int {
        var n = 8
        while room(n) < cells { n *= 2 }
        return n
    }

    /// Makes `slotCount` slots and places every cell again.
    private mutating func resize(slotCount: Int) {
        let old = slots
        if seed == 0 { seed = Self.seed }
        slots = [Slot](repeating: Slot(key: Self.free, list: 0), count: slotCount)
        mask = slotCount - 1
        shift = UInt64(64 - slotCount.trailingZeroBitCount)
        for s in old where s.key != Self.free { place(s.key, list: Int(s.list)) }
    }
}
