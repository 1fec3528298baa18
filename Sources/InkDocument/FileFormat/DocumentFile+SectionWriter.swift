import Foundation

extension DocumentFile {
    /// Lays out a file: the magic, the version line, then sections of tag, length, payload and
    /// CRC-32, closed by an END section.
    struct SectionWriter {
        private var data = Data()

        /// `capacity`: the bytes the whole file is expected to take (reserved at once, so a big
        /// notebook's points are not copied as the file grows).
        init(version: Int, capacity: Int = 0) {
            data.reserveCapacity(capacity + 256)
            data.append(FileLayout.magic)
            data.append(FileLayout.versionPrefix)
            data.append(Data("\(version)\n".utf8))
        }

        /// Adds a section with a known tag.
        mutating func append(_ tag: SectionTag, _ payload: Data) { append(rawTag: tag.bytes, payload) }

        /// Adds a section with any 4-byte tag (tests write optional and unknown sections).
        mutating func append(rawTag: Data, _ payload: Data) {
            var header = rawTag
            header.append(BigEndian.bytes(UInt64(payload.count)))
            let crc = CRC32().updated(with: header).updated(with: payload).value
            data.append(header)
            data.append(payload)
            data.append(BigEndian.bytes(crc))
        }

        /// Adds a section of `length` bytes that `fill` hands over in pieces, straight into the
        /// file's buffer, the checksum computed as they come (no payload is built beforehand).
        mutating func append(_ tag: SectionTag, length: Int, _ fill: ((UnsafeRawBufferPointer) -> Void) -> Void) {
            var header = tag.bytes
            header.append(BigEndian.bytes(UInt64(length)))
            var crc = CRC32().updated(with: header)
            data.append(header)
            let start = data.count
            fill { piece in
                guard let base = piece.baseAddress, !piece.isEmpty else { return }
                crc.update(piece)
                data.append(base.assumingMemoryBound(to: UInt8.self), count: piece.count)
            }
            precondition(data.count - start == length, "a section's pieces do not add up to its length")
            data.append(BigEndian.bytes(crc.value))
        }

        /// Adds the END section and returns the whole file.
        mutating func finish() -> Data {
            append(.end, Data())
            return data
        }
    }

    /// Big-endian integers, as bytes and back.
    enum BigEndian {
        static func bytes<T: FixedWidthInteger>(_ value: T) -> Data {
            withUnsafeBytes(of: value.bigEndian) { Data($0) }
        }

        /// The integer in `data[offset..<offset + size]`; the caller checks the range.
        static func value<T: FixedWidthInteger>(_: T.Type, in data: Data, at offset: Int) -> T {
            var result: T = 0
            for i in 0..<MemoryLayout<T>.size {
                result = result << 8 | T(data[data.startIndex + offset + i])
            }
            return result
        }
    }
}
