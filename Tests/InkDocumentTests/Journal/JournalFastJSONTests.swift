/// The stroke records a drawing session journals (`add` and `remove` of placed strokes) are
/// written by hand (`Journal.RecordV1.FastJSON`) instead of by `JSONEncoder`: the same bytes,
/// byte for byte, for every record the fast path takes (random strokes of every nib, with
/// tilts and angles, integral, negative, tiny and huge values), and the encoder's bytes for the
/// rest (non-finite values, values printed with an exponent, several strokes).
import Foundation
import Testing
import InkGeometry
@testable import InkDocument

@Suite struct JournalFastJSONTests {
    struct Rng: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A value of the kinds a record holds: mostly ordinary, some integral, negative, tiny, huge or non-finite.
    static func value(_ rng: inout Rng) -> Double {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return Double(Int.random(in: -2000...2000, using: &rng))
        case 1: return -Double.random(in: 0..<500, using: &rng)
        case 2: return Double.random(in: 0..<1e-3, using: &rng)
        case 3: return Double.random(in: 1e12..<1e18, using: &rng)
        case 4: return [Double.nan, .infinity, -.infinity, -0.0, 0, 1e-7, 5e-324, .greatestFiniteMagnitude][Int.random(in: 0..<8, using: &rng)]
        case 5: return (Double.random(in: 0..<1000, using: &rng) * 4).rounded() / 4
        default: return Double.random(in: 0..<1500, using: &rng)
        }
    }

    static func stroke(_ rng: inout Rng) -> Journal.RecordV1.Stroke {
        let n = Int.random(in: 1...6, using: &rng)
        let kinds: [String?] = [nil, "pencil", "highlighter", "fountain", "brush"]
        let kind = kinds[Int.random(in: 0..<kinds.count, using: &rng)]
        return Journal.RecordV1.Stroke(
            id: .init(raw: UInt64.random(in: 0...UInt64.max, using: &rng) >> UInt64.random(in: 0...63, using: &rng)),
            color: .init(red: value(&rng), green: value(&rng), blue: value(&rng), alpha: value(&rng)),
            outline: .init(width: value(&rng), thinning: value(&rng), minimumWidth: value(&rng)),
            bounds: Bool.random(using: &rng) ? .init(x: value(&rng), y: value(&rng), width: value(&rng), height: value(&rng)) : nil,
            kind: kind,
            tilts: Bool.random(using: &rng) ? (0..<n).map { _ in value(&rng) } : nil,
            angles: Bool.random(using: &rng) ? (0..<n).map { _ in value(&rng) } : nil)
    }

    static func encoderBytes(_ record: Journal.RecordV1.Edit) throws -> Data {
        try Journal.Packing.jsonEncoder().encode(record)
    }

    @Test func theFastPathWritesTheEncodersBytes() throws {
        var rng = Rng(state: 20)
        var fast = 0
        for _ in 0..<3000 {
            let placed = [Journal.RecordV1.Placed(index: Int.random(in: 0...100_000, using: &rng), stroke: Self.stroke(&rng))]
            let page = Int.random(in: 0...500, using: &rng)
            for change in [Journal.RecordV1.Change.add(placed), .remove(placed)] {
                let record = Journal.RecordV1.Edit(page: page, change: change)
                let expected = try Self.encoderBytes(record)
                if let written = Journal.RecordV1.FastJSON.edit(record) {
                    fast += 1
                    #expect(written == expected, "\(String(decoding: written, as: UTF8.self))\n!=\n\(String(decoding: expected, as: UTF8.self))")
                }
                #expect(try Journal.Packing.recordJSON(record) == expected)
            }
        }
        #expect(fast > 1000, "most records take the fast path (\(fast) of 6000)")
    }

    @Test func aDrawnStrokesRecordTakesTheFastPath() throws {
        let stroke = Stroke(id: StrokeID(42), points: (0..<50).map { StrokePoint(Point(100 + Double($0) * 2.37, 200.5 + Double($0) * 0.31), pressure: 0.5) },
                            color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 4))
        let record = Journal.RecordV1.Edit(Edit(page: 3, change: .add([PlacedStroke(index: 7, stroke: stroke)])))
        let written = try #require(Journal.RecordV1.FastJSON.edit(record))
        #expect(written == (try Self.encoderBytes(record)))
    }

    /// A member added to a record the fast path writes would be left out of the journal by it
    /// (the random records above would not set it): this fails until `FastJSON` writes it too.
    @Test func theFastPathKnowsEveryMemberOfItsRecords() {
        func members(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        var rng = Rng(state: 3)
        let stroke = Self.stroke(&rng)
        #expect(members(stroke) == ["id", "color", "outline", "bounds", "kind", "tilts", "angles"])
        #expect(members(stroke.color) == ["red", "green", "blue", "alpha"])
        #expect(members(stroke.outline) == ["width", "thinning", "minimumWidth"])
        #expect(members(Journal.RecordV1.Rect(x: 1, y: 2, width: 3, height: 4)) == ["x", "y", "width", "height"])
        #expect(members(stroke.id) == ["raw"])
        #expect(members(Journal.RecordV1.Placed(index: 0, stroke: stroke)) == ["index", "stroke"])
        #expect(members(Journal.RecordV1.Edit(page: 0, change: .movePage(to: 1))) == ["page", "change"])
    }

    @Test func otherRecordsAreLeftToTheEncoder() throws {
        var rng = Rng(state: 7)
        let two = [Journal.RecordV1.Placed(index: 1, stroke: Self.stroke(&rng)), Journal.RecordV1.Placed(index: 2, stroke: Self.stroke(&rng))]
        #expect(Journal.RecordV1.FastJSON.edit(.init(page: 0, change: .add(two))) == nil, "one stroke a record only")
        #expect(Journal.RecordV1.FastJSON.edit(.init(page: 0, change: .movePage(to: 2))) == nil)
        var odd = Self.stroke(&rng)
        odd.kind = "a/b\"c"
        #expect(Journal.RecordV1.FastJSON.edit(.init(page: 0, change: .add([.init(index: 0, stroke: odd)]))) == nil,
                "a kind that would need escaping")
    }
}
