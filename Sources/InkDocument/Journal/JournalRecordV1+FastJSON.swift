import Foundation

extension Journal.RecordV1 {
    /// The JSON of the record a drawing session writes on every stroke (an edit adding or
    /// removing one placed stroke), written by hand: through `JSONEncoder`'s generic containers
    /// and sorted dictionaries a stroke's whole record took ~30 us of the journal queue's CPU,
    /// with this ~15 (`inkstone-bench --journal`, warm; the rest is the points, the frame and the
    /// queue), with the same bytes (`JournalFastJSONTests` holds them equal, byte for byte, over
    /// thousands of random records). Anything else, and any record holding a value the encoder
    /// would print in a form of its own (a non-finite number, one with an exponent, a kind that
    /// would need escaping), returns nil and goes to `JSONEncoder` as before. A member added to
    /// `Stroke`, `Placed` or `Edit` must be written here too (`JournalFastJSONTests` fails until it is).
    enum FastJSON {
        static func edit(_ record: Edit) -> Data? {
            let placed: [Placed], kind: String
            switch record.change {
            case .add(let p): placed = p; kind = "add"
            case .remove(let p): placed = p; kind = "remove"
            default: return nil
            }
            guard placed.count == 1, let one = placed.first else { return nil }
            var out = Writer()
            out.raw(#"{"change":{""#)
            out.raw(kind)
            out.raw(#"":{"_0":[{"index":"#)
            out.int(one.index)
            out.raw(#","stroke":"#)
            guard out.stroke(one.stroke) else { return nil }
            out.raw(#"}]}},"page":"#)
            out.int(record.page)
            out.raw("}")
            return Data(out.bytes)
        }

        /// Members in the encoder's sorted order, no spaces, numbers as it prints them.
        struct Writer {
            var bytes: [UInt8] = []

            init() { bytes.reserveCapacity(512) }

            mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

            mutating func int<I: BinaryInteger>(_ v: I) { raw(String(v)) }

            /// As the encoder prints a finite double: its shortest form, without a trailing ".0";
            /// false for what it prints otherwise (non-finite, exponent).
            mutating func double(_ v: Double) -> Bool {
                guard v.isFinite else { return false }
                let s = v.description
                guard !s.utf8.contains(UInt8(ascii: "e")) else { return false }
                if s.hasSuffix(".0") { raw(String(s.dropLast(2))) } else { raw(s) }
                return true
            }

            /// `{"k1":v1,"k2":v2…}` for doubles, the keys as given (sorted by the caller).
            mutating func object(_ members: KeyValuePairs<String, Double>) -> Bool {
                raw("{")
                for (i, (key, value)) in members.enumerated() {
                    if i > 0 { raw(",") }
                    raw("\"" + key + "\":")
                    guard double(value) else { return false }
                }
                raw("}")
                return true
            }

            mutating func array(_ values: [Double]) -> Bool {
                raw("[")
                for (i, v) in values.enumerated() {
                    if i > 0 { raw(",") }
                    guard double(v) else { return false }
                }
                raw("]")
                return true
            }

            /// A stroke's members, sorted: angles, bounds, color, id, kind, outline, points, tilts
            /// (color, id, outline and points always there, so only the optional ones before
            /// color need a comma after them).
            mutating func stroke(_ s: Stroke) -> Bool {
                raw("{")
                if let angles = s.angles {
                    raw(#""angles":"#)
                    guard array(angles) else { return false }
                    raw(",")
                }
                if let b = s.bounds {
                    raw(#""bounds":"#)
                    guard object(["height": b.height, "width": b.width, "x": b.x, "y": b.y]) else { return false }
                    raw(",")
                }
                raw(#""color":"#)
                guard object(["alpha": s.color.alpha, "blue": s.color.blue, "green": s.color.green, "red": s.color.red]) else { return false }
                raw(#","id":{"raw":"#)
                int(s.id.raw)
                raw("}")
                if let kind = s.kind {
                    guard Self.needsNoEscape(kind) else { return false }
                    raw(#","kind":""# + kind + "\"")
                }
                raw(#","outline":"#)
                guard object(["minimumWidth": s.outline.minimumWidth, "thinning": s.outline.thinning, "width": s.outline.width]) else { return false }
                raw(#","points":[]"#)
                if let tilts = s.tilts {
                    raw(#","tilts":"#)
                    guard array(tilts) else { return false }
                }
                raw("}")
                return true
            }

            /// Letters, digits, `-` and `_` only: printed by the encoder as they are.
            static func needsNoEscape(_ s: String) -> Bool {
                s.utf8.allSatisfy { c in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
                }
            }
        }
    }
}

extension Journal.Packing {
    /// A version-1 edit record's JSON: by hand for a stroke added or removed (`FastJSON`), else
    /// by `JSONEncoder`; the same bytes either way.
    static func recordJSON(_ record: Journal.RecordV1.Edit) throws -> Data {
        if let fast = Journal.RecordV1.FastJSON.edit(record) { return fast }
        return try jsonEncoder().encode(record)
    }
}
