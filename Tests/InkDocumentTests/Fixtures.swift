/// Shared stroke fixtures for the document tests: short horizontal lines at known places.
import InkDocument
import InkGeometry

enum Fixtures {
    static let black = InkColor(rgb: 0x000000)

    /// A horizontal stroke from (x0, y) to (x1, y), nominal width 4.
    static func line(_ id: UInt64, y: Double, x0: Double = 0, x1: Double = 100) -> Stroke {
        Stroke(id: StrokeID(id), points: [StrokePoint(Point(x0, y)), StrokePoint(Point(x1, y))],
               color: black, outline: OutlineOptions(width: 4))
    }

    static func ids(_ document: Document, page: Int = 0) -> [UInt64] {
        document.pages[page].strokes.map(\.id.raw)
    }
}
