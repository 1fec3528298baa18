/// The D-Bus values the portal client writes and reads: a small, typed mirror of the wire format.
indirect enum DBusValue: Hashable, Sendable {
    case string(String)
    case objectPath(String)
    case boolean(Bool)
    case uint32(UInt32)
    case int32(Int32)
    case uint64(UInt64)
    /// 'ay'.
    case bytes([UInt8])
    /// 'a' + `element` (the element's signature) holding `items`.
    case array(element: String, [DBusValue])
    /// '(...)'.
    case structure([DBusValue])
    case variant(DBusValue)
    /// 'a{sv}', the portal's options and results (values are wrapped in variants on the wire).
    case dictionary([String: DBusValue])

    /// The value's D-Bus type signature.
    var signature: String {
        switch self {
        case .string: return "s"
        case .objectPath: return "o"
        case .boolean: return "b"
        case .uint32: return "u"
        case .int32: return "i"
        case .uint64: return "t"
        case .bytes: return "ay"
        case .array(let element, _): return "a" + element
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        case .variant: return "v"
        case .dictionary: return "a{sv}"
        }
    }

    /// The text of a string or object path.
    var text: String? {
        switch self {
        case .string(let s), .objectPath(let s): return s
        default: return nil
        }
    }

    /// The items of an array (a byte array's bytes are not items).
    var items: [DBusValue]? {
        if case .array(_, let items) = self { return items }
        return nil
    }
}
