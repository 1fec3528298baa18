import Foundation

extension DocumentFile.ManifestCoding {
    /// The manifest's JSON, exactly the bytes `encode` gives, with the strokes written by hand:
    /// `JSONEncoder` spends most of a big notebook's save on its hundred thousand strokes.
    /// The rest of the manifest is still `JSONEncoder`'s, and every number and string in a
    /// stroke is written as `JSONEncoder` writes it (each distinct one asked of it once).
    /// For version-4 manifests (strokes with `values` only); anything else goes to `encode`.
    static func encodeFast(_ manifest: DocumentFile.Manifest) throws -> Data {
        let strokes = manifest.pages.flatMap(\.strokes)
        guard strokes.allSatisfy({ $0.points == nil && $0.tilts == nil && $0.angles == nil && $0.values != nil }) else {
            return try encode(manifest)
        }
        var shell = manifest
        for i in shell.pages.indices { shell.pages[i].strokes = [] }
        let json = [UInt8](try encode(shell))
        // Each page's `"strokes":[]`, in page order: the sequence cannot occur inside a string
        // (a quote there is escaped), so the k-th one is page k's.
        let mark = Array(#""strokes":["#.utf8)
        var out = [UInt8]()
        out.reserveCapacity(json.count + strokes.count * 220)
        var writer = StrokeWriter()
        var page = 0, i = 0
        while i < json.count {
            if json[i] == mark[0], i + mark.count < json.count, json[i ..< i + mark.count].elementsEqual(mark), json[i + mark.count] == UInt8(ascii: "]") {
                guard page < manifest.pages.count else { return try encode(manifest) }
                out.append(contentsOf: mark)
                for (k, stroke) in manifest.pages[page].strokes.enumerated() {
                    if k > 0 { out.append(UInt8(ascii: ",")) }
                    try writer.append(stroke, to: &out)
                }
                page += 1
                i += mark.count
                continue
            }
            out.append(json[i])
            i += 1
        }
        guard page == manifest.pages.count else { return try encode(manifest) }
        return Data(out)
    }

    /// Writes stroke entries as `JSONEncoder` does (keys sorted, optionals left out when nil).
    private struct StrokeWriter {
        private var texts: [UInt64: [UInt8]] = [:]
        private var names: [String: [UInt8]] = [:]

        /// A double as `JSONEncoder` writes it.
        private mutating func number(_ v: Double) throws -> [UInt8] {
            if let text = texts[v.bitPattern] { return text }
            let text = Array(try JSONEncoder().encode([v]).dropFirst().dropLast())
            texts[v.bitPattern] = text
            return text
        }

        private mutating func string(_ s: String) throws -> [UInt8] {
            if let text = names[s] { return text }
            let text = Array(try JSONEncoder().encode([s]).dropFirst().dropLast())
            names[s] = text
            return text
        }

        private func put(_ s: StaticString, _ out: inout [UInt8]) {
            s.withUTF8Buffer { out.append(contentsOf: $0) }
        }

        private func put<I: BinaryInteger>(integer v: I, _ out: inout [UInt8]) { out.append(contentsOf: String(v).utf8) }

        mutating func append(_ s: DocumentFile.Manifest.StrokeEntry, to out: inout [UInt8]) throws {
            let c = s.color, o = s.outline
            put(#"{"color":{"alpha":"#, &out); out += try number(c.alpha)
            put(#","blue":"#, &out); out += try number(c.blue)
            put(#","green":"#, &out); out += try number(c.green)
            put(#","red":"#, &out); out += try number(c.red)
            put(#"},"id":"#, &out); put(integer: s.id, &out)
            if let kind = s.kind { put(#","kind":"#, &out); out += try string(kind) }
            put(#","outline":{"minimumWidth":"#, &out); out += try number(o.minimumWidth)
            put(#","thinning":"#, &out); out += try number(o.thinning)
            put(#","width":"#, &out); out += try number(o.width)
            put(#"},"values":{"#, &out)
            guard let v = s.values else { return }
            if let a = v.angles { put(#""angles":"#, &out); put(integer: a, &out); out.append(UInt8(ascii: ",")) }
            if let g = v.grid { put(#""grid":"#, &out); put(integer: g, &out); out.append(UInt8(ascii: ",")) }
            put(#""offset":"#, &out); put(integer: v.offset, &out)
            put(#","points":"#, &out); put(integer: v.points, &out)
            if let t = v.tilts { put(#","tilts":"#, &out); put(integer: t, &out) }
            if let x = v.x { put(#","x":"#, &out); put(integer: x, &out) }
            if let y = v.y { put(#","y":"#, &out); put(integer: y, &out) }
            put("}}", &out)
        }
    }
}
