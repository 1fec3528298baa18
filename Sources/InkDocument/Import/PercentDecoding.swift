/// A file's path from the part of a `file:` URI after its host: percent-decoded (`%20` is a
/// space), nil when an escape is broken, a byte is NUL or the bytes are not UTF-8. Shared by
/// the desktop portal's choices and the files dropped on the window.
public func percentDecodedPath<S: StringProtocol>(_ encoded: S) -> String? {
    var bytes: [UInt8] = []
    var utf8 = encoded.utf8.makeIterator()
    while let byte = utf8.next() {
        guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
        guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
        bytes.append(high << 4 | low)
    }
    guard !bytes.contains(0) else { return nil }
    return String(validating: bytes, as: UTF8.self)
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}
