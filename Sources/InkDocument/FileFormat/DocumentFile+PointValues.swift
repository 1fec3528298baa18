import Foundation

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

        /// The values in a section's bytes; throws when its length is not a whole number of values.
        static func values(_ data: Data) throws -> [Double] {
            guard data.count % valueSize == 0 else {
                throw DocumentFileError.invalidContent(
                    "the points section (PNTS) holds \(data.count) bytes, not a whole number of 8-byte values")
            }
            let count = data.count / valueSize
            return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for i in 0..<count {
                        let bits = raw.loadUnaligned(fromByteOffset: i * valueSize, as: UInt64.self)
                        buffer[i] = Double(bitPattern: UInt64(bigEndian: bits))
                    }
                    initialized = count
                }
            }
        }
    }

    /// Where a version-3 writer collects the strokes' values while it builds the manifest.
    final class PointSink {
        var values: [Double] = []
    }
}
