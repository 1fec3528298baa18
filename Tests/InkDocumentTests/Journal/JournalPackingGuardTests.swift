/// The journal packs stroke points by hand as (x, y, pressure); their tilt and nib angle go in
/// the stroke's record (`tilts`, `angles`) for the nibs that use them. If `StrokePoint` or
/// `Point` gains another field, this fails: journal it (and bump `Journal.version` if an older
/// reader could not do without it).
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalPackingGuardTests {
    func keys(_ value: some Encodable) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
        return Set((object as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func strokePointsHaveOnlyPositionPressureTiltAndAngle() throws {
        #expect(try keys(StrokePoint(Point(1, 2), pressure: 0.3)) == ["position", "pressure", "tilt", "angle"])
        #expect(try keys(Point(1, 2)) == ["x", "y"])
    }

    @Test func pointsRoundTripBitForBit() throws {
        let odd: [Double] = [0, -0.0, .pi, -1e-308, 1e308, .infinity, -.infinity, .leastNonzeroMagnitude]
        let points = odd.map { StrokePoint(Point($0, -$0), pressure: $0) }
        var stroke = JournalFixtures.stroke(StrokeID(9))
        stroke.points = StrokePoints(points)
        let edit = Edit(page: 0, change: .add([PlacedStroke(index: 3, stroke: stroke)]))
        let back = try Journal.Packing.decodeEdit(try Journal.Packing.encode(edit))
        guard case .add(let placed) = back.change, let first = placed.first else {
            Issue.record("not an addition"); return
        }
        #expect(first.index == 3)
        #expect(first.stroke.points.map(\.position.x.bitPattern) == odd.map(\.bitPattern))
        #expect(first.stroke.points.map(\.pressure.bitPattern) == odd.map(\.bitPattern))
    }
}
