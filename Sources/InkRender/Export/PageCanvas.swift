import InkDocument
import InkGeometry

/// The part of a page an export shows, in page coordinates: a sized page (image or blank
/// paper) at its own size; the unbounded blank canvas at the bounds of its ink, grown to
/// whole pixels, plus `margin` on every side.
struct PageCanvas: Equatable {
    /// Paper around the ink of an unbounded canvas (a canvas without ink is this margin around
    /// the origin).
    static let margin = 32.0

    var bounds: Rect

    init(_ page: Page) {
        if let size = page.size {
            bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        } else {
            let ink = page.strokes.reduce(Rect.empty) { $0.union($1.bounds) }.integral
            bounds = (ink.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : ink).insetBy(-Self.margin)
        }
    }

    /// The size in whole pixels (at least one on each side), as a PNG export draws it.
    var pixelWidth: Int { Swift.max(1, Int(clamped(bounds.width).rounded(.up))) }
    var pixelHeight: Int { Swift.max(1, Int(clamped(bounds.height).rounded(.up))) }

    /// Why this canvas is too large to export, or nil.
    var refusal: String? {
        guard bounds.width.isFinite, bounds.height.isFinite else { return "its size is not a number" }
        return ImageLimits.refusal(width: pixelWidth, height: pixelHeight)
    }

    /// A side's length, kept where converting to Int cannot trap.
    private func clamped(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v, 0), 1e9) : 1e9 }
}
