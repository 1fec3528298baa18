import Foundation
import InkDocument
import InkGeometry

/// A document of handwriting-like ink at a chosen size, the same on every run (`make bench`'s
/// big documents): A4 pages of lines of loopy words, each stroke 50 to 200 points with a
/// pressure that rises and falls, in black and now and then blue. A page holding more ink than
/// one pass of lines goes over its lines again a little lower (as dense notes and sketches do).
public struct HandwritingDocument: Sendable {
    /// The number of pages.
    public var pages: Int
    /// The points on each page (at least 2).
    public var pointsPerPage: Int
    /// The seed of the strokes' lengths and shapes.
    public var seed: UInt64

    /// An A4 page in points.
    public static let pageSize = Size(595, 842)
    /// The strokes' lengths in points.
    public static let strokeLengths = 50...200

    public init(pages: Int, pointsPerPage: Int, seed: UInt64 = 14) {
        self.pages = max(1, pages); self.pointsPerPage = max(2, pointsPerPage); self.seed = seed
    }

    /// All the points of the document.
    public var points: Int { pages * pointsPerPage }

    /// The document: strokes numbered from 1 in page order.
    public func document() -> Document {
        var nextID: UInt64 = 1
        var all: [Page] = []
        all.reserveCapacity(pages)
        for p in 0..<pages { all.append(page(p, firstID: &nextID)) }
        return Document(pages: all, images: [:], nextStrokeID: nextID)
    }

    /// Page `index` (0 first), its strokes numbered from `firstID` (left one past the last).
    public func page(_ index: Int, firstID: inout UInt64) -> Page {
        var random = SeededRandom(seed: seed &+ UInt64(index) &* 0x9e37_79b9)
        var strokes: [Stroke] = []
        var left = pointsPerPage
        var pen = WritingPosition()
        let outline = PressureSpan.outline(width: 2)
        while left > 0 {
            let span = Self.strokeLengths
            var length = min(left, span.lowerBound + random.index(below: span.count))
            // The page's last strokes stay within the lengths too (but on a page of fewer points).
            if left - length < span.lowerBound { length = left <= span.upperBound ? left : left - span.lowerBound }
            let color = random.index(below: 6) == 0 ? InkColor(rgb: 0x1f4e9c) : InkColor(rgb: 0x1a1a1a)
            let points = word(length: length, at: pen.next(width: Double(length) * 0.5 + 8), random: &random)
            strokes.append(Stroke(id: StrokeID(firstID), points: points, color: color, outline: outline))
            firstID += 1
            left -= length
        }
        return Page(background: .blank, strokes: strokes, blankSize: Self.pageSize)
    }

    /// A word of `length` points from `origin` (its baseline's left end): loops about 14 points
    /// each, half a point forward per point, the pressure rising and falling.
    private func word(length: Int, at origin: Point, random: inout SeededRandom) -> [StrokePoint] {
        let height = 5 + 4 * random.unit(), phase = 6.3 * random.unit(), slant = 0.3 * random.unit()
        return (0..<length).map { i in
            let t = Double(i)
            let turn: Double = t * 2 * Double.pi / 14
            let loop: Double = height * (1 - cos(turn)) / 2
            let rise: Double = loop + 2 * sin(t / 23 + phase)
            let x: Double = origin.x + 0.5 * t + 3 * sin(turn) + slant * rise
            let swell: Double = 0.3 * sin(t / 9 + phase)
            let pressure = min(1, max(0.05, 0.45 + swell + 0.05 * (random.unit() - 0.5)))
            return StrokePoint(Point(x, origin.y - rise), pressure: pressure)
        }
    }
}

/// Where the next word goes: along lines 28 points apart within the page's margins, and over
/// the same lines again 7 points lower (then 14, 21) once the page is full.
struct WritingPosition {
    private var x = 50.0, line = 0, pass = 0
    private static let left = 50.0, right = 545.0, top = 80.0, spacing = 28.0, lines = 27

    /// The baseline start of a word `width` wide, and the pen moved past it.
    mutating func next(width: Double) -> Point {
        if x + width > Self.right, x > Self.left {
            x = Self.left + Double(pass % 4) * 9
            line += 1
            if line == Self.lines { line = 0; pass += 1; x = Self.left + Double(pass % 4) * 9 }
        }
        let origin = Point(x, Self.top + Double(line) * Self.spacing + Double(pass % 4) * 7)
        x += width
        return origin
    }
}
