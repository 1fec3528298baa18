/// Packed points as a file keeps them (format version 4): the description of their form
/// (`StrokePoints.Storage`) and their 32-bit words, copied out and in as they are, with no
/// packing again.
extension StrokePoints {
    /// How a stroke's points are packed: the form, the grid and its origin, and how many
    /// tilts and angles follow the points.
    public struct Storage: Equatable, Sendable {
        /// The grid is 2^-`gridExponent` page units (0...16); nil for the exact form (five
        /// `Double`s a point: x, y, pressure, tilt, angle).
        public var gridExponent: Int?
        /// The first point's place in grid units (0 in the exact form).
        public var originX: Int64, originY: Int64
        public var count: Int
        /// How many tilts and angles follow the points: 0, 1 or `count` (0 in the exact form).
        public var tiltCount: Int, angleCount: Int

        public init(gridExponent: Int?, originX: Int64 = 0, originY: Int64 = 0, count: Int, tiltCount: Int = 0, angleCount: Int = 0) {
            self.gridExponent = gridExponent; self.originX = originX; self.originY = originY
            self.count = count; self.tiltCount = tiltCount; self.angleCount = angleCount
        }

        /// The finest grid's exponent (2^-16 of a page unit).
        public static let finestGrid = StrokePoints.finestExponent
        /// The largest origin a grid may have (coordinates under 2^35 units on the finest grid).
        public static let originLimit = Int64(1) << 51

        /// How many 32-bit words the points take.
        public var wordCount: Int { gridExponent == nil ? 10 * count : 3 * count + tiltCount + angleCount }

        /// Whether a stroke may be stored so: a known grid, an origin within reach, counts that
        /// fit (so reading its points can neither overflow nor run past its words).
        public var isValid: Bool {
            guard count >= 0, count <= Int(Int32.max) else { return false }
            guard let e = gridExponent else { return originX == 0 && originY == 0 && tiltCount == 0 && angleCount == 0 }
            func fits(_ n: Int) -> Bool { n == 0 || n == 1 || n == count }
            return (0...Self.finestGrid).contains(e) && abs(originX) <= Self.originLimit && abs(originY) <= Self.originLimit
                && fits(tiltCount) && fits(angleCount)
        }
    }

    /// How these points are packed.
    public var storage: Storage {
        let n = Int(pointCount)
        guard unit != 0 || n == 0 else { return Storage(gridExponent: nil, count: n) }
        return Storage(gridExponent: -unit.exponent, originX: originX, originY: originY, count: n,
                       tiltCount: Self.extra(tiltMode, n), angleCount: Self.extra(angleMode, n))
    }

    /// Runs `body` with the packed words (`storage.wordCount` of them: per point x and y offsets
    /// as `Int32` bits and the pressure as `Float` bits, then the tilts, then the angles; in the
    /// exact form per point the five `Double`s' bits, low word first).
    public func withStoredWords<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try words.withUnsafeBufferPointer(body)
    }

    /// The points stored as `storage` says, from `storage.wordCount` little-endian 32-bit words
    /// (copied as they are); nil when the storage is not valid or the bytes are not that many.
    public init?(storage: Storage, littleEndianWords bytes: UnsafeRawBufferPointer) {
        guard storage.isValid, bytes.count == 4 * storage.wordCount else { return nil }
        self.init()
        guard storage.count > 0 else { return }
        let n = storage.wordCount
        var copied = [UInt32](unsafeUninitializedCapacity: n) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
            initialized = n
        }
        if UInt32(littleEndian: 1) != 1 { for i in copied.indices { copied[i] = UInt32(littleEndian: copied[i]) } }
        words = copied
        pointCount = Int32(storage.count)
        guard let e = storage.gridExponent else { unit = 0; return }
        unit = 1 / Double(1 << e)
        originX = storage.originX; originY = storage.originY
        tiltMode = Self.mode(storage.tiltCount, storage.count); angleMode = Self.mode(storage.angleCount, storage.count)
    }

    /// The mode (0, 1, 2) of `n` values for `count` points; one value for one point is mode 1.
    static func mode(_ n: Int, _ count: Int) -> UInt8 { n == 0 ? 0 : n == 1 ? 1 : 2 }
}
