import Foundation
import InkGeometry

/// Encodes the header, base and edit payloads of journal format version 1: a record
/// (`Journal.RecordV1`, the journal's own types) as JSON, then for base and edit records the
/// stroke points packed as doubles, which are nearly all of the bytes and keep a
/// thousand-stroke journal fast to write and replay. A field added to `Stroke`, `Page` or
/// `Edit` is journaled only once it is added to the records (`JournalRecordGuardTests` fails
/// until it is, or until it is decided that it needs no journaling).
///
/// `StrokePoint` is packed by hand as (x, y, pressure): a field added to it must be added here
/// (`JournalPackingGuardTests` fails until it is).
extension Journal {
    enum Packing {
        static func encode(_ header: JournalHeader) throws -> Data {
            try jsonEncoder().encode(RecordV1.Header(header))
        }

        static func decodeHeader(_ payload: Data) throws -> JournalHeader {
            try decodeJSON(RecordV1.Header.self, from: payload).value
        }

        static func encode(_ document: Document) throws -> Data {
            var points: [[StrokePoint]] = []
            _ = mapStrokes(in: document) { points.append(Array($0.points)) }
            var out = ByteWriter()
            try out.block(try jsonEncoder().encode(RecordV1.Document(document)), of: tr("the document"))
            try write(points, to: &out)
            try writeImages(document.images, to: &out)
            return out.data
        }

        static func decodeDocument(_ payload: Data) throws -> Document {
            var input = ByteReader(payload)
            let record = try decodeJSON(RecordV1.Document.self, from: try input.block())
            var points = PointLists(try read(&input))
            let images = try readImages(&input)
            try expectEnd(input)
            let document = try record.value(images: images, points: &points)
            try points.expectAllUsed()
            return document
        }

        /// An edit record carrying every byte it names (`encode(_:held:images:)` with nothing held).
        static func encode(_ edit: Edit) throws -> Data {
            var held = HeldBytes()
            return try encode(edit, held: &held, images: [:])
        }

        /// The edit, and (for an image change) the bytes it carries, as read: bytes an
        /// `imagesShared` record leaves to the journal are missing (`decodeRead` names them).
        static func decodeEdit(_ payload: Data) throws -> Edit {
            try decodeRead(payload).edit
        }

        // MARK: Images

        /// `u32(count) (block(key) block(bytes))*`, keys sorted.
        static func writeImages(_ images: [String: Data], to out: inout ByteWriter) throws {
            try out.count(images.count, of: tr("the image count"))
            for key in images.keys.sorted() {
                try out.block(Data(key.utf8), of: tr("an image key"))
                try out.block(images[key] ?? Data(), of: tr("image %@", key))
            }
        }

        static func readImages(_ input: inout ByteReader) throws -> [String: Data] {
            var images: [String: Data] = [:]
            let imageCount = try input.u32()
            for _ in 0..<imageCount {
                guard let key = String(data: try input.block(), encoding: .utf8) else {
                    throw JournalError.malformedRecord(tr("an image key is not UTF-8"))
                }
                images[key] = try input.block()
            }
            return images
        }

        // MARK: Points

        static func write(_ lists: [[StrokePoint]], to out: inout ByteWriter) throws {
            try out.count(lists.count, of: tr("the stroke count"))
            for list in lists {
                try out.count(list.count, of: tr("a stroke's point count"))
                var values: [Double] = []
                values.reserveCapacity(list.count * 3)
                for p in list { values.append(p.position.x); values.append(p.position.y); values.append(p.pressure) }
                out.doubles(values)
            }
        }

        static func read(_ input: inout ByteReader) throws -> [[StrokePoint]] {
            let count = try input.u32()
            var lists: [[StrokePoint]] = []
            for _ in 0..<count {
                let n = Int(try input.u32())
                let values = try input.doubles(n * 3)
                lists.append((0..<n).map { i in
                    StrokePoint(Point(values[3 * i], values[3 * i + 1]), pressure: values[3 * i + 2])
                })
            }
            return lists
        }

        // MARK: JSON

        private static let nonFinite = (positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")

        static func jsonEncoder() -> JSONEncoder {
            let encoder = JSONEncoder()
            // Sorted members: the same record always gives the same bytes.
            encoder.outputFormatting = [.sortedKeys]
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
            return encoder
        }

        static func decodeJSON<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
            do { return try decoder.decode(type, from: data) } catch {
                throw JournalError.malformedRecord(tr("%@ JSON does not decode (%@)", "\(T.self)", "\(error)"))
            }
        }

        static func expectEnd(_ input: ByteReader) throws {
            guard input.remaining == 0 else { throw JournalError.malformedRecord(tr("%@ bytes left over", "\(input.remaining)")) }
        }
    }
}
