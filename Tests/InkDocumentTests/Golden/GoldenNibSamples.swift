/// The document the committed golden file `Tests/Golden/document-v1-nibs.inkstone` holds: a
/// version-1 file with the nib members added within version 1 (`kind`, `tilts`, `angles`).
/// Never change these values to follow a format change (see `GoldenSamples`).
import Foundation
@testable import InkDocument
import InkGeometry

extension GoldenSamples {
    static let graphite = InkColor(rgb: 0x3C3C42)

    /// A pen stroke, a tilted pencil stroke, a chisel highlight at rest and one turning with
    /// the barrel, on one unbounded page.
    static var nibDocument: Document {
        let pen = pen(1, color: black, width: 3, x: 10, y: 10)
        let pencil = Stroke(id: StrokeID(2), points: (0..<5).map {
            StrokePoint(Point(20 + Double($0) * 10, 60), pressure: [0.2, 0.4, 0.6, 0.8, 1][$0], tilt: [0, 10, 25, 40, 60][$0])
        }, color: graphite, outline: OutlineOptions(width: 2, thinning: 0.25, minimumWidth: 0.5, nib: .pencil))
        let rest = Stroke(id: StrokeID(3), points: (0..<4).map {
            StrokePoint(Point(20 + Double($0) * 25, 100), angle: -1.25)
        }, color: marker, outline: OutlineOptions(width: 20, thinning: 0, nib: .chisel))
        let turning = Stroke(id: StrokeID(4), points: (0..<4).map {
            StrokePoint(Point(20 + Double($0) * 25, 140), angle: -1.25 + Double($0) * 0.5)
        }, color: marker, outline: OutlineOptions(width: 12, thinning: 0, nib: .chisel))
        return Document(pages: [Page(strokes: [pen, pencil, rest, turning])])
    }
}
