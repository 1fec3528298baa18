/// A random number generator that gives the same numbers on every run for the same seed
/// (SplitMix64), so a test that draws random inputs reproduces its failures.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A byte.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// A number in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// An index into a collection of `count` (> 0) elements.
    public mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }
}
