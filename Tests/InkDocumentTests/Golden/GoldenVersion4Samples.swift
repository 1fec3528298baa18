import Foundation
@testable import InkDocument
import InkGeometry

extension GoldenSamples {
    /// `document-v4.inkstone`: the pages of `document-v3.inkstone` (short strokes, kept in the
    /// exact form) and a page of long strokes packed on their grids (ids 13 to 15: a pen
    /// stroke of 40 points, a tilted pencil stroke of 24, a highlighter stroke of 20 that spans
    /// 19,000 units, on the coarser grid of 2^-15); next stroke id 16.
    static var version4Document: Document {
        get throws {
            let v3 = try version3Document
            let pen = Stroke(id: StrokeID(13), points: (0..<40).map {
                StrokePoint(Point(120.25 + Double($0) * 3.1, 300 + 20 * sin(Double($0) / 4)), pressure: 0.2 + Double($0) / 80)
            }, color: InkColor(rgb: 0x1a2b3c), outline: OutlineOptions(width: 3))
            let pencil = Stroke(id: StrokeID(14), points: (0..<24).map {
                StrokePoint(Point(100 + Double($0) * 5, 420 - Double($0)), pressure: 0.6, tilt: Double($0) * 2.5)
            }, color: InkColor(rgb: 0x303030), outline: OutlineOptions(width: 2, nib: .pencil))
            let highlighter = Stroke(id: StrokeID(15), points: (0..<20).map {
                StrokePoint(Point(50 + Double($0) * 1000, 500), pressure: 0.5, angle: -0.75)
            }, color: InkColor(red: 1, green: 0.9, blue: 0.2, alpha: 0.4), outline: OutlineOptions(width: 12, nib: .chisel))
            return Document(pages: v3.pages + [Page(strokes: [pen, pencil, highlighter], blankSize: Size(595, 842))],
                            images: v3.images, nextStrokeID: 16)
        }
    }
}
