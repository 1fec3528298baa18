import Foundation
import InkGeometry

/// Encodes the base and edit payloads: the value as JSON with the stroke points left out,
/// then the points packed as doubles. JSON keeps every field of `Stroke`, `Page` and `Edit`
/// (new fields are journaled without changes here); packing the points, which are nearly all
/// of the bytes, keeps a thousand-stroke journal fast to write and replay.
///
/// `StrokePoint` is packed by hand as (x, y, pressure): a field added to it must be added here
/// (`JournalPackingGuardTests` fails until it is).
extension Journal {
    enum Packing {
        static func encode(_ document: Document) throws -> Data {
            var points: [[StrokePoint]] = []
            var skeleton = mapStrokes(in: document) { points.append($0.points); $0.points = [] }
            skeleton.images = [:]
            var out = ByteWriter()
            try out.block(try jsonEncoder().encode(skeleton), of: "the document")
            try write(points, to: &out)
            try out.count(document.images.count, of: "the image count")
            for key in document.images.keys.sorted() {
                try out.block(Data(key.utf8), of: "an image key")
                try out.block(document.images[key] ?? Data(), of: "image \(key)")
            }
            return out.data
        }

        static func decodeDocument(_ payload: Data) throws -> Document {
            var input = ByteReader(payload)
            let skeleton = try decodeJSON(Document.self, from: try input.block())
            var refill = Refill(try read(&input))
            var document = try mapStrokes(in: skeleton) { try refill.fill(&$0) }
            try refill.expectAllUsed()
            let imageCount = try input.u32()
            for _ in 0..<imageCount {
                guard let key = String(data: try input.block(), encoding: .utf8) else {
                    throw JournalError.malformedRecord("an image key is not UTF-8")
                }
                document.images[key] = try input.block()
            }
            try expectEnd(input)
            return document
        }

        static func encode(_ edit: Edit) throws -> Data {
            var points: [[StrokePoint]] = []
            var skeleton = edit
            skeleton.change = mapStrokes(in: edit.change) { points.append($0.points); $0.points = [] }
            var out = ByteWriter()
            try out.block(try jsonEncoder().encode(skeleton), of: "the edit")
            try write(points, to: &out)
            return out.data
        }

        static func decodeEdit(_ payload: Data) throws -> Edit {
            var input = ByteReader(payload)
            var edit = try decodeJSON(Edit.self, from: try input.block())
            var refill = Refill(try read(&input))
            edit.change = try mapStrokes(in: edit.change) { try refill.fill(&$0) }
            try refill.expectAllUsed()
            try expectEnd(input)
            return edit
        }

        /// Hands the unpacked point lists back to the strokes, in the order they were taken.
        private struct Refill {
            let lists: [[StrokePoint]]
            var next = 0
            init(_ lists: [[StrokePoint]]) { self.lists = lists }

            mutating func fill(_ stroke: inout Stroke) throws {
                guard next < lists.count else { throw JournalError.malformedRecord("fewer point lists than strokes") }
                stroke.points = lists[next]
                next += 1
            }

            func expectAllUsed() throws {
                guard next == lists.count else { throw JournalError.malformedRecord("more point lists than strokes") }
            }
        }

        // MARK: Points

        private static func write(_ lists: [[StrokePoint]], to out: inout ByteWriter) throws {
            try out.count(lists.count, of: "the stroke count")
            for list in lists {
                try out.count(list.count, of: "a stroke's point count")
                var values: [Double] = []
                values.reserveCapacity(list.count * 3)
                for p in list { values.append(p.position.x); values.append(p.position.y); values.append(p.pressure) }
                out.doubles(values)
            }
        }

        private static func read(_ input: inout ByteReader) throws -> [[StrokePoint]] {
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

        private static func jsonEncoder() -> JSONEncoder {
            let encoder = JSONEncoder()
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
            return encoder
        }

        private static func decodeJSON<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
            do { return try decoder.decode(type, from: data) } catch {
                throw JournalError.malformedRecord("\(T.self) JSON does not decode (\(error))")
            }
        }

        private static func expectEnd(_ input: ByteReader) throws {
            guard input.remaining == 0 else { throw JournalError.malformedRecord("\(input.remaining) bytes left over") }
        }
    }
}
