import Foundation

/// Reads JSON text straight from its UTF-8 bytes, value by value, for the manifest's fast
/// reading (`ManifestScan`): no tree of values is built and no `Codable` machinery runs.
///
/// It is strict: it takes only well-formed JSON of the shapes asked for, and throws
/// `JSONScanner.Unexpected` at anything else (a string with escapes included), so that the
/// caller can let the full decoder read the text and say what is wrong with it.
struct JSONScanner {
    /// The text is not what the fast reading takes.
    struct Unexpected: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var at = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private mutating func skipSpace() {
        while at < bytes.count {
            let b = bytes[at]
            guard b == 0x20 || b == 0x0a || b == 0x0d || b == 0x09 else { return }
            at += 1
        }
    }

    /// The next byte that is not white space (0 at the end).
    private mutating func peek() -> UInt8 {
        skipSpace()
        return at < bytes.count ? bytes[at] : 0
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else { throw Unexpected() }
        at += 1
    }

    /// Checks that only white space is left.
    mutating func expectEnd() throws {
        guard peek() == 0, at == bytes.count else { throw Unexpected() }
    }

    /// Reads an object, calling `member` with each key; `member` must read the value.
    mutating func object(_ member: (inout JSONScanner, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") { at += 1; return }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
            switch peek() {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "}"): at += 1; return
            default: throw Unexpected()
            }
        }
    }

    /// Reads an array, calling `element` for each element; `element` must read it.
    mutating func array(_ element: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") { at += 1; return }
        while true {
            try element(&self)
            switch peek() {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "]"): at += 1; return
            default: throw Unexpected()
            }
        }
    }

    /// Whether the next value is `null` (read if so).
    mutating func null() -> Bool {
        guard peek() == UInt8(ascii: "n"), at + 4 <= bytes.count, bytes[at + 1] == UInt8(ascii: "u"),
              bytes[at + 2] == UInt8(ascii: "l"), bytes[at + 3] == UInt8(ascii: "l") else { return false }
        at += 4
        return true
    }

    /// A string without escapes or control characters.
    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = at
        while at < bytes.count {
            let b = bytes[at]
            if b == UInt8(ascii: "\"") {
                at += 1
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start ..< at - 1]), as: UTF8.self)
            }
            guard b != UInt8(ascii: "\\"), b >= 0x20 else { throw Unexpected() }
            at += 1
        }
        throw Unexpected()
    }

    /// A string that may hold escapes (`\n`, `\"`, `\u00e9`…), as people's text does: read
    /// in place when it has none, else decoded by `JSONDecoder`.
    mutating func escapedString() throws -> String {
        skipSpace()
        let start = at
        if let plain = try? string() { return plain }
        at = start
        try expect(UInt8(ascii: "\""))
        while at < bytes.count {
            let b = bytes[at]
            guard b >= 0x20 else { throw Unexpected() }
            if b == UInt8(ascii: "\\") { at += 2; continue }
            at += 1
            if b == UInt8(ascii: "\"") {
                let literal = Data([UInt8(ascii: "[")] + bytes[start ..< at] + [UInt8(ascii: "]")])
                guard let decoded = try? JSONDecoder().decode([String].self, from: literal), let text = decoded.first else { throw Unexpected() }
                return text
            }
        }
        throw Unexpected()
    }

    /// The extent of a JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) and
    /// whether it is a plain integer.
    private mutating func number() throws -> (Range<Int>, integer: Bool) {
        skipSpace()
        let start = at
        func digits() -> Int {
            let from = at
            while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
            return at - from
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        let first = at
        let whole = digits()
        guard whole > 0, whole == 1 || bytes[first] != UInt8(ascii: "0") else { throw Unexpected() }
        var integer = true
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1; integer = false
            guard digits() > 0 else { throw Unexpected() }
        }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            at += 1; integer = false
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw Unexpected() }
        }
        return (start ..< at, integer)
    }

    /// A number, read exactly (as `Double(String)` reads it).
    mutating func double() throws -> Double {
        let (range, _) = try number()
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Unexpected() }
        return value
    }

    /// A whole number written without fraction or exponent, within `Int`.
    mutating func int() throws -> Int {
        let (range, integer) = try number()
        guard integer, range.count <= 19 else { throw Unexpected() }
        var value = 0
        var i = range.lowerBound
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        while i < range.upperBound { value = value * 10 + Int(bytes[i] - 0x30); i += 1 }
        return negative ? -value : value
    }

    /// A whole number within `UInt64` (no sign, fraction or exponent).
    mutating func uint64() throws -> UInt64 {
        let (range, integer) = try number()
        guard integer, bytes[range.lowerBound] != UInt8(ascii: "-"), range.count <= 20 else { throw Unexpected() }
        var value: UInt64 = 0
        for i in range {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(bytes[i] - 0x30))
            guard !o1, !o2 else { throw Unexpected() }
            value = sum
        }
        return value
    }

    /// A list of numbers.
    mutating func doubles() throws -> [Double] {
        var out: [Double] = []
        try array { out.append(try $0.double()) }
        return out
    }
}
