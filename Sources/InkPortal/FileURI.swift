/// Local paths from `file://` URIs, as the portal reports choices.
enum FileURI {
    /// The percent-decoded path of a `file:///…` or `file://localhost/…` URI; nil for any
    /// other URI or one that does not decode to UTF-8.
    static func path(_ uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        let rest = uri.dropFirst("file://".count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let host = rest[..<slash]
        guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
        var bytes: [UInt8] = []
        var utf8 = rest[slash...].utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
