/// A finished stroke's points, packed in 12 bytes a point (16 for a pencil's or a chisel's),
/// read as `StrokePoint`s: `points[i]`, `count`, iteration, like the array they were made from.
///
/// What is kept, decided once when the points are packed (so the points read back are the
/// points kept, equality is exact, and packing points read back gives them back unchanged):
/// - positions on a grid of 1/65536 of a page unit, as 32-bit offsets from the first point's
///   place on that grid; a stroke spanning more than 16,384 units takes the finest grid of
///   1/32768, 1/16384… (down to 1 unit) whose offsets fit;
/// - pressure, tilt and nib angle as 32-bit floats (about 7 significant digits, finer than a
///   tablet's 8192 pressure levels);
/// - a stroke of fewer than `packedFrom` points keeps all five numbers exactly (40 bytes a
///   point), as does one with a coordinate that is not finite or lies 2^35 units out or more;
/// - tilts and angles only when some are not 0 (in practice the pencil's tilts and the
///   chisel's angles), one value for the whole stroke when all are the same.
public struct StrokePoints: RandomAccessCollection, MutableCollection, Hashable, Sendable, Codable, ExpressibleByArrayLiteral {
    /// Per point x, y (grid offsets, `Int32` bits) and pressure (`Float` bits); then the tilts,
    /// then the angles (`Float` bits; none, one, or one per point). In wide form, per point the
    /// five `Double`s' bits, low word first.
    @usableFromInline var words: [UInt32]
    /// The first point's place in grid units (x, y).
    @usableFromInline var originX: Int64, originY: Int64
    /// The size of a grid unit in page units (a power of two); 0 for the wide form.
    @usableFromInline var unit: Double
    @usableFromInline var pointCount: Int32
    /// How many tilts and angles are stored: 0, 1 or `count` (as 0, 1, 2).
    @usableFromInline var tiltMode: UInt8, angleMode: UInt8

    /// Strokes of fewer points keep their numbers exactly (they cost little: a dot, a tick,
    /// a stroke written by hand into a sample file keeps its bytes).
    public static let packedFrom = 16
    /// The finest grid: 2^-16 of a page unit.
    static let finestExponent = 16
    /// Offsets stay within ±2^30 grid units (half of Int32's range, for margin).
    static let offsetLimit = Double(1 << 30)
    /// Beyond this, coordinates are kept in the wide form.
    static let coordinateLimit = Double(Int64(1) << 35)

    public init() { words = []; originX = 0; originY = 0; unit = 1; pointCount = 0; tiltMode = 0; angleMode = 0 }

    public init(arrayLiteral elements: StrokePoint...) { self.init(elements) }

    /// Packs `points` (see the type's description for what is kept).
    public init<C: Collection>(_ points: C) where C.Element == StrokePoint {
        if let packed = points as? StrokePoints { self = packed; return }
        let array = Array(points)
        self.init(count: array.count) { array[$0] }
    }

    /// Packs `count` points, the point at `i` given by `point(i)` (called up to three times per
    /// point: no array of `StrokePoint`s is made, e.g. for points read from a file).
    public init(count: Int, point: (Int) -> StrokePoint) {
        self.init()
        guard count > 0 else { return }
        pointCount = Int32(clamping: count)
        var tilts = ValueMode(), angles = ValueMode()
        var wide = false
        let first = point(0).position
        var reach = 0.0
        for i in 0..<count {
            let p = point(i)
            tilts.add(p.tilt); angles.add(p.angle)
            let x = p.position.x, y = p.position.y
            guard x.isFinite, y.isFinite, abs(x) < Self.coordinateLimit, abs(y) < Self.coordinateLimit else { wide = true; continue }
            reach = Swift.max(reach, abs(x - first.x), abs(y - first.y))
        }
        tiltMode = tilts.mode(count); angleMode = angles.mode(count)
        if wide || reach >= Self.offsetLimit || count < Self.packedFrom { packWide(count, point); return }
        var exponent = Self.finestExponent
        while exponent > 0, reach * Double(1 << exponent) >= Self.offsetLimit { exponent -= 1 }
        while !packGrid(count, point, exponent: exponent) {
            guard exponent > 0 else { packWide(count, point); return }
            exponent -= 1
        }
    }

    /// Which of a value's three forms a stroke needs (none, one, one per point).
    private struct ValueMode {
        var first: Double?
        var allZero = true, allSame = true
        mutating func add(_ v: Double) {
            if first == nil { first = v }
            if v != 0 || v.sign == .minus { allZero = false }
            if v.bitPattern != first?.bitPattern { allSame = false }
        }
        func mode(_ count: Int) -> UInt8 { allZero ? 0 : (allSame || count == 1) ? 1 : 2 }
    }

    /// Packs on the grid of 2^-exponent; false (nothing kept) when an offset does not fit.
    private mutating func packGrid(_ count: Int, _ point: (Int) -> StrokePoint, exponent: Int) -> Bool {
        let scale = Double(1 << exponent)
        let first = point(0).position
        originX = Int64((first.x * scale).rounded()); originY = Int64((first.y * scale).rounded())
        unit = 1 / scale
        var out = [UInt32]()
        out.reserveCapacity(3 * count + Self.extra(tiltMode, count) + Self.extra(angleMode, count))
        for i in 0..<count {
            let p = point(i)
            let dx = Int64((p.position.x * scale).rounded()) - originX, dy = Int64((p.position.y * scale).rounded()) - originY
            guard let ox = Int32(exactly: dx), let oy = Int32(exactly: dy) else { return false }
            out.append(UInt32(bitPattern: ox)); out.append(UInt32(bitPattern: oy))
            out.append(Float(p.pressure).bitPattern)
        }
        appendValues(&out, count, point)
        words = out
        return true
    }

    private mutating func packWide(_ count: Int, _ point: (Int) -> StrokePoint) {
        unit = 0; originX = 0; originY = 0; tiltMode = 0; angleMode = 0
        var out = [UInt32]()
        out.reserveCapacity(10 * count)
        for i in 0..<count {
            let p = point(i)
            for v in [p.position.x, p.position.y, p.pressure, p.tilt, p.angle] {
                out.append(UInt32(truncatingIfNeeded: v.bitPattern)); out.append(UInt32(truncatingIfNeeded: v.bitPattern >> 32))
            }
        }
        words = out
    }

    private func appendValues(_ out: inout [UInt32], _ count: Int, _ point: (Int) -> StrokePoint) {
        if tiltMode == 1 { out.append(Float(point(0).tilt).bitPattern) }
        if tiltMode == 2 { for i in 0..<count { out.append(Float(point(i).tilt).bitPattern) } }
        if angleMode == 1 { out.append(Float(point(0).angle).bitPattern) }
        if angleMode == 2 { for i in 0..<count { out.append(Float(point(i).angle).bitPattern) } }
    }

    static func extra(_ mode: UInt8, _ count: Int) -> Int { mode == 0 ? 0 : mode == 1 ? 1 : count }

    // MARK: Reading

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(pointCount) }

    /// Setting a point packs the whole stroke again (for the rare edit of one point).
    @inlinable
    public subscript(i: Int) -> StrokePoint {
        get { point(at: i) }
        set {
            var all = Array(self)
            all[i] = newValue
            self = StrokePoints(all)
        }
    }

    @inlinable @inline(__always)
    func point(at i: Int) -> StrokePoint {
        precondition(i >= 0 && i < Int(pointCount), "StrokePoints index out of range")
        return words.withUnsafeBufferPointer { w in
            guard unit != 0 else { return Self.wide(w, i) }
            let b = 3 * i, n = Int(pointCount)
            let x = Double(originX + Int64(Int32(bitPattern: w[b]))) * unit
            let y = Double(originY + Int64(Int32(bitPattern: w[b + 1]))) * unit
            let tilt = tiltMode == 0 ? 0 : Double(Float(bitPattern: w[3 * n + (tiltMode == 1 ? 0 : i)]))
            let angleStart = 3 * n + (tiltMode == 0 ? 0 : tiltMode == 1 ? 1 : n)
            let angle = angleMode == 0 ? 0 : Double(Float(bitPattern: w[angleStart + (angleMode == 1 ? 0 : i)]))
            return StrokePoint(Point(x, y), pressure: Double(Float(bitPattern: w[b + 2])), tilt: tilt, angle: angle)
        }
    }

    @usableFromInline
    static func wide(_ w: UnsafeBufferPointer<UInt32>, _ i: Int) -> StrokePoint {
        func value(_ k: Int) -> Double {
            let at = 10 * i + 2 * k
            return Double(bitPattern: UInt64(w[at]) | UInt64(w[at + 1]) << 32)
        }
        return StrokePoint(Point(value(0), value(1)), pressure: value(2), tilt: value(3), angle: value(4))
    }

    /// The bytes the packed points take in memory (their buffer's capacity), not counting this
    /// value itself: what the compact-storage promise counts.
    public var storageBytes: Int { words.capacity * MemoryLayout<UInt32>.stride }

    /// Whether the points are kept exactly (the wide form), not packed on a grid.
    public var isWide: Bool { unit == 0 && pointCount > 0 }

    // MARK: Equality, hashing, coding

    public static func == (a: StrokePoints, b: StrokePoints) -> Bool {
        guard a.pointCount == b.pointCount else { return false }
        if a.unit == b.unit, a.originX == b.originX, a.originY == b.originY, a.tiltMode == b.tiltMode,
           a.angleMode == b.angleMode, a.words == b.words { return true }
        return a.elementsEqual(b)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for p in self { hasher.combine(p) }
    }

    /// Coded as the list of its points, as `[StrokePoint]` is.
    public init(from decoder: Decoder) throws {
        self.init(try [StrokePoint](from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
