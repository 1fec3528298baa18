import InkDocument
import InkGeometry

/// The part of a page an export shows, in page coordinates: a sized page (image or blank
/// paper) at its own size; the unbounded blank canvas at the bounds of its ink and text, grown to
/// whole pixels, plus `margin` on every side. With it, how large the page truly is
/// (`unitsPerInch`) and how it is rasterised at a given density (`scale(at:)`).
struct PageCanvas: Equatable {
    /// Paper around the ink of an unbounded canvas (a canvas without ink is this margin around
    /// the origin).
    static let margin = 32.0

    var bounds: Rect
    /// Page units per inch (`Page.unitsPerInch`): a PDF page is `bounds × 72 / unitsPerInch` points.
    var unitsPerInch: Resolution
    /// The density a PNG export gives the page unless told otherwise (`RasterDensity.native`):
    /// its units per inch, so one pixel per unit (an image page's own pixels). A page kind
    /// with no pixels of its own (a PDF page) says here what it is rasterised at instead.
    var nativeDPI: Resolution { isPDF ? Resolution(DocumentExporter.defaultPDFPageDPI) : unitsPerInch }
    /// Whether the page shows a PDF page (drawn from its vectors at any density).
    var isPDF: Bool

    init(_ page: Page) {
        unitsPerInch = page.unitsPerInch
        isPDF = page.pdfPage != nil
        if let size = page.size {
            bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        } else {
            // The ink, the placed images and the text boxes (measured by Pango as they are drawn).
            let ink = page.texts.reduce(page.images.reduce(page.strokes.reduce(Rect.empty) { $0.union($1.bounds) }) { $0.union($1.bounds) }) { $0.union(TextBoxMetrics.shared.frame($1)) }.integral
            bounds = (ink.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : ink).insetBy(-Self.margin)
        }
    }

    /// The page's size in PDF points.
    var pointSize: Size { Size(bounds.width * 72 / unitsPerInch.x, bounds.height * 72 / unitsPerInch.y) }

    /// The pixels per inch across and down a PNG export of the page has at `density`.
    func dpi(at density: RasterDensity) -> Resolution {
        switch density {
        case .native: return nativeDPI
        case .dpi(let dpi): return Resolution(dpi)
        }
    }

    /// Pixels per page unit, across and down, at `density`.
    func scale(at density: RasterDensity) -> (x: Double, y: Double) {
        let d = dpi(at: density)
        return (d.x / unitsPerInch.x, d.y / unitsPerInch.y)
    }

    /// The size in whole pixels at `density` (at least one on each side), as a PNG export draws it.
    func pixelSize(at density: RasterDensity) -> (width: Int, height: Int) {
        let s = scale(at: density)
        return (Self.pixels(bounds.width * s.x), Self.pixels(bounds.height * s.y))
    }

    /// Why this canvas is too large to export at `density`, or nil.
    func refusal(at density: RasterDensity = .native) -> String? {
        guard bounds.width.isFinite, bounds.height.isFinite else { return tr("its size is not a number") }
        let size = pixelSize(at: density)
        return ImageLimits.refusal(width: size.width, height: size.height)
    }

    /// A length in whole pixels (grown to the next whole one, unless it is one but for the
    /// rounding of a scale: 792 × 75 / 72 is 825), at least one, kept where converting to Int cannot trap.
    private static func pixels(_ v: Double) -> Int {
        let clamped = v.isFinite ? Swift.min(Swift.max(v, 0), 1e9) : 1e9
        let whole = clamped.rounded()
        return Swift.max(1, Int(abs(clamped - whole) < 1e-6 ? whole : clamped.rounded(.up)))
    }
}
