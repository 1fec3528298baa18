/// A set of device kinds, one bit each. The editor asks on every input event which kinds have
/// been used (the mode indicator names devices once two are); a `Set<DeviceKind>` hashed the
/// kind's name for each question.
public struct DeviceKinds: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var bits: UInt8 = 0

    public init() {}

    public init(arrayLiteral kinds: DeviceKind...) {
        for kind in kinds { insert(kind) }
    }

    public func contains(_ kind: DeviceKind) -> Bool { bits & Self.bit(kind) != 0 }

    public mutating func insert(_ kind: DeviceKind) { bits |= Self.bit(kind) }

    /// How many kinds are in the set.
    public var count: Int { bits.nonzeroBitCount }

    public var isEmpty: Bool { bits == 0 }

    private static func bit(_ kind: DeviceKind) -> UInt8 {
        switch kind {
        case .pen: 1
        case .eraser: 2
        case .mouse: 4
        case .touch: 8
        case .pad: 16
        case .other: 32
        }
    }
}
