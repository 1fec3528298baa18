import Foundation
import InkGeometry

extension DocumentFile {
    /// The sections of a file whose layout and checksums are all correct.
    struct FileSections {
        /// The manifest's JSON bytes.
        var manifest: Data
        /// The IMAG sections' payloads, in file order.
        var images: [Data]
        /// The file's format version.
        var version: Int = 1
        /// The PNTS section's payload (versions 3 and 4, where it is required; nil before).
        var points: Data?
        /// The tags of the optional sections skipped (of kinds this Inkstone does not know).
        var skipped: [String] = []

        /// Runs `body` with a reader of the PNTS section's values (nil when there is none);
        /// throws when the section is not a whole number of values.
        func withPointValues<R>(_ body: (PointValues.Reader?) throws -> R) throws -> R {
            guard let points else { return try body(nil) }
            if version >= 4 {
                try PackedPoints.check(points)
                return try points.withUnsafeBytes { try body(PointValues.Reader($0, size: PackedPoints.wordSize)) }
            }
            try PointValues.check(points)
            return try points.withUnsafeBytes { try body(PointValues.Reader($0)) }
        }
    }

    /// Checks a file's layout from the magic to the END section and hands out its sections.
    /// Says nothing about what the sections mean; that is `ManifestCoding`'s and `Rules`' job.
    enum SectionReader {
        static func read(_ data: Data) throws -> FileSections {
            let line = try VersionLine.readLine(data)
            let version = line.version
            var offset = line.offset
            var manifest = Data()
            var points: Data?
            var images: [Data] = []
            var skipped: [String] = []
            var index = 0
            while true {
                index += 1
                let section = try readSection(data, at: offset, index: index)
                offset = section.end
                let kind = SectionTag(rawValue: section.name)
                if index == 1 {
                    guard kind == .manifest else {
                        throw DocumentFileError.invalidContent(tr("the first section is %@, not MANI", "\(section.name)"))
                    }
                    manifest = section.payload
                    continue
                }
                switch kind {
                case .image?:
                    images.append(section.payload)
                case .points? where version >= 3:
                    guard points == nil else { throw DocumentFileError.invalidContent(tr("section %@ is a second points section (PNTS)", "\(index)")) }
                    // A slice of the file's bytes, not a copy: most of a big notebook's bytes.
                    points = data[section.payloadRange]
                case .end?:
                    guard section.payload.isEmpty else {
                        throw DocumentFileError.invalidContent(tr("the END section is not empty"))
                    }
                    guard offset == data.count else {
                        throw DocumentFileError.invalidContent(tr("%@ bytes follow the END section", "\(data.count - offset)"))
                    }
                    if version >= 3, points == nil {
                        throw DocumentFileError.invalidContent(tr("the file has no points section (PNTS), which version %@ requires", "\(version)"))
                    }
                    return FileSections(manifest: manifest, images: images, version: version, points: points, skipped: skipped)
                case .manifest?:
                    throw DocumentFileError.invalidContent(tr("section %@ is a second manifest", "\(index)"))
                case nil, .points?:
                    guard section.isOptional else {
                        throw DocumentFileError.invalidContent(tr("section %@ (%@) is of an unknown kind", "\(index)", "\(section.name)"))
                    }
                    skipped.append(section.name)
                }
            }
        }

        /// One section as stored, its checksum verified.
        private struct RawSection {
            var tag: Data
            var payload: Data
            /// Where the payload lies in the file's bytes (indices of the file's `Data`).
            var payloadRange: Range<Int> = 0..<0
            /// The offset just past its CRC.
            var end: Int

            /// The tag as text, or in hex when it is not printable ASCII.
            var name: String {
                if tag.allSatisfy({ (0x20...0x7e).contains($0) }) { return String(decoding: tag, as: UTF8.self) }
                return "0x" + tag.map { String(format: "%02X", $0) }.joined()
            }

            /// A tag starting with a lowercase ASCII letter marks a section readers may skip.
            var isOptional: Bool { tag.first.map { (0x61...0x7a).contains($0) } ?? false }
        }

        private static func readSection(_ data: Data, at start: Int, index: Int) throws -> RawSection {
            let size = data.count, base = data.startIndex
            guard start < size else {
                throw DocumentFileError.truncated(part: tr("the list of sections, before its END section"), atByte: size)
            }
            guard size - start >= FileLayout.sectionHeaderSize else {
                throw DocumentFileError.truncated(part: tr("the header of section %@", "\(index)"), atByte: size)
            }
            let tag = data.subdata(in: base + start ..< base + start + 4)
            let declared = BigEndian.value(UInt64.self, in: data, at: start + 4)
            let room = size - start - FileLayout.sectionHeaderSize - FileLayout.checksumSize
            var section = RawSection(tag: tag, payload: Data(), end: 0)
            guard room >= 0, declared <= UInt64(room) else {
                throw DocumentFileError.truncated(part: "section \(index) (\(section.name))", atByte: size)
            }
            let payloadStart = start + FileLayout.sectionHeaderSize, payloadEnd = payloadStart + Int(declared)
            let stored = BigEndian.value(UInt32.self, in: data, at: payloadEnd)
            var crc = CRC32()
            crc.update(data[base + start ..< base + payloadEnd])
            guard crc.value == stored else {
                throw DocumentFileError.corruptSection(index: index, tag: section.name, atByte: start)
            }
            section.payloadRange = base + payloadStart ..< base + payloadEnd
            // The points section is handed out as a slice (above); every other one as a copy.
            if SectionTag(rawValue: section.name) != .points { section.payload = data.subdata(in: section.payloadRange) }
            section.end = payloadEnd + FileLayout.checksumSize
            return section
        }
    }
}
