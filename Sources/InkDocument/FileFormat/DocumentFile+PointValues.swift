import Foundation
import InkGeometry

extension DocumentFile {
    /// The `PNTS` section of a version-3 file: every stroke's numbers (x, y and pressure of
    /// each point, then its tilts, then its angles) as big-endian IEEE 754 doubles, stroke
    /// after stroke in manifest order. Doubles, because the document keeps `Double`s: a file
    /// gives back exactly the values that were saved.
    enum PointValues {
        /// The size of one value in the section.
        static let valueSize = 8

        /// The section's bytes for `values`.
        static func bytes(_ values: [Double]) -> Data {
            var data = Data(count: values.count * valueSize)
            data.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
                for (i, value) in values.enumerated() {
                    raw.storeBytes(of: value.bitPattern.bigEndian, toByteOffset: i * valueSize, as: UInt64.self)
                }
            }
            return data
        }

        /// The section's bytes for `document`'s strokes, as `Manifest.StrokeEntry` lists them
        /// (`count` values in all), written in place: no list of values is made on the way.
        static func bytes(of document: Document, count: Int) -> Data {
            var data = Data(count: count * valueSize)
            data.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
                var at = 0
                for page in document.pages {
                    for stroke in page.strokes {
                        for p in stroke.points {
                            raw.storeBytes(of: p.position.x.bitPattern.bigEndian, toByteOffset: at, as: UInt64.self)
                            raw.storeBytes(of: p.position.y.bitPattern.bigEndian, toByteOffset: at + 8, as: UInt64.self)
                            raw.storeBytes(of: p.pressure.bitPattern.bigEndian, toByteOffset: at + 16, as: UInt64.self)
                            at += 3 * valueSize
                        }
                        let nib = stroke.outline.nib
                        for v in (StrokeNibValues.tilts(stroke.points, nib: nib) ?? []) + (StrokeNibValues.angles(stroke.points, nib: nib) ?? []) {
                            raw.storeBytes(of: v.bitPattern.bigEndian, toByteOffset: at, as: UInt64.self)
                            at += valueSize
                        }
                    }
                }
            }
            return data
        }

        /// Checks that a section's bytes are a whole number of values.
        static func check(_ data: Data) throws {
            guard data.count % valueSize == 0 else {
                throw DocumentFileError.invalidContent(
                    tr("the points section (PNTS) holds %@ bytes, not a whole number of 8-byte values", "\(data.count)"))
            }
        }

        /// The values in a section's bytes; throws when its length is not a whole number of values.
        static func values(_ data: Data) throws -> [Double] {
            try check(data)
            return data.withUnsafeBytes { raw in
                let reader = Reader(raw)
                return (0..<reader.count).map { reader[$0] }
            }
        }

        /// Reads the section's values in place, from its bytes (while they are lent: it never
        /// outlives the `withUnsafeBytes` that gives them). Sendable: it only reads, and the
        /// threads that share it (`Parallel.map`) all finish inside that `withUnsafeBytes`.
        /// In a version-4 file the values are 32-bit words (`size` 4), read with `words`.
        struct Reader: @unchecked Sendable {
            let raw: UnsafeRawBufferPointer
            /// The size of a value: 8 (version 3's doubles) or 4 (version 4's words).
            let size: Int
            init(_ raw: UnsafeRawBufferPointer, size: Int = valueSize) { self.raw = raw; self.size = size }
            /// How many whole values the bytes hold.
            var count: Int { raw.count / size }
            /// Whether the values are version 4's packed words.
            var isPacked: Bool { size == PackedPoints.wordSize }
            /// The bytes of `count` words from word `start`; the caller checks the range.
            func words(from start: Int, count: Int) -> UnsafeRawBufferPointer {
                UnsafeRawBufferPointer(rebasing: raw[start * size ..< (start + count) * size])
            }
            /// Value `i` (0 first); the caller checks `i < count`.
            @inline(__always)
            subscript(i: Int) -> Double {
                Double(bitPattern: UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: i * valueSize, as: UInt64.self)))
            }
        }
    }

    /// Where a version-3 writer counts (and, `collecting`, collects) the strokes' values while
    /// it builds the manifest.
    final class PointSink {
        var values: [Double] = []
        /// How many values the strokes so far have.
        var count = 0
        let collecting: Bool
        /// Version 4: the strokes' packed words are counted (never collected), not values.
        let packed: Bool
        init(collecting: Bool = true, packed: Bool = false) { self.collecting = collecting && !packed; self.packed = packed }
    }
}
