import Foundation
import InkGeometry

extension DocumentFile {
    /// The `PNTS` section of a version-4 file: every stroke's points packed as `StrokePoints`
    /// keeps them in memory (`StrokePoints.Storage`), as little-endian 32-bit words, stroke
    /// after stroke in manifest order. Saving copies each stroke's words out and opening copies
    /// them back in: nothing is packed again, so a save and an open change nothing.
    enum PackedPoints {
        /// The size of one word in the section.
        static let wordSize = 4

        /// Checks that a section's bytes are a whole number of words.
        static func check(_ data: Data) throws {
            guard data.count % wordSize == 0 else {
                throw DocumentFileError.invalidContent(
                    tr("the points section (PNTS) holds %@ bytes, not a whole number of 4-byte words", "\(data.count)"))
            }
        }

        /// Adds the section for `document`'s strokes (`words` words in all, as the manifest's
        /// `values` count them) to `writer`: each stroke's words copied straight into the file's
        /// buffer, its checksum computed as they are copied.
        static func append(_ document: Document, words: Int, to writer: inout SectionWriter) {
            writer.append(.points, length: words * wordSize) { put in
                for page in document.pages {
                    for stroke in page.strokes {
                        stroke.points.withStoredWords { stored in
                            if UInt32(littleEndian: 1) == 1 { put(UnsafeRawBufferPointer(stored)); return }
                            let swapped = stored.map(\.littleEndian)
                            swapped.withUnsafeBytes { put($0) }
                        }
                    }
                }
            }
        }

        /// The stroke's points, from the section's words (`span` was checked against them by
        /// `StrokeValues.check`); nil when they are not as `span` says they are packed.
        static func points(_ span: Manifest.ValuesEntry, in values: PointValues.Reader) -> StrokePoints? {
            let storage = span.storage
            return StrokePoints(storage: storage, littleEndianWords: values.words(from: span.offset, count: storage.wordCount))
        }
    }
}
