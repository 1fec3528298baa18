import InkGeometry

extension DocumentFile {
    /// The MANI section's JSON as Codable values: the document's whole structure, with the
    /// images only named (their bytes are in the IMAG sections). See docs/FILE-FORMAT.md.
    struct Manifest: Codable, Equatable, Sendable {
        /// The stroke id the document hands out next.
        var nextStrokeID: UInt64
        /// The images, in the order of the IMAG sections.
        var images: [ImageEntry]
        var pages: [PageEntry]

        /// One embedded image: its key in `Document.images`, "png" or "jpeg", and its length.
        struct ImageEntry: Codable, Equatable, Sendable {
            var key: String
            var format: String
            var byteCount: Int
            /// A JPEG's EXIF orientation (2-8) that Inkstone applies in showing it (added within
            /// version 4; absent for images shown as stored). A JPEG whose bytes carry an
            /// orientation but whose entry has none comes from a file written before Inkstone
            /// applied it: it is shown as stored still, its page and ink having been made so.
            var orientation: Int?
        }

        /// One page. `background` is "blank", "image" or "pdf"; `image` is present exactly for
        /// "image", `pdf` exactly for "pdf".
        struct PageEntry: Codable, Equatable, Sendable {
            var background: String
            var image: ImageReference?
            var pdf: PDFReference?
            /// The size of a blank page that has one; absent for the unbounded canvas.
            var blankSize: SizeEntry?
            /// Page units per inch, when they differ from what is implied: for an image page the
            /// resolution its image states, else 96; for a blank page 72.
            var resolution: ResolutionEntry?
            var strokes: [StrokeEntry]
            /// The images placed on the page, bottom to top; absent when none.
            var images: [PlacedImageEntry]?
            /// The page's text boxes, bottom to top; absent when it has none (added within
            /// version 4: older readers ignore it and show the page without its text).
            var texts: [TextEntry]?
        }

        /// An image placed on a page: its id (unique on the page), its bytes' key among
        /// `images`, and the rectangle it fills, in page units.
        struct PlacedImageEntry: Codable, Equatable, Sendable {
            var id: UInt64
            var key: String
            var x: Double
            var y: Double
            var width: Double
            var height: Double
            /// The turn about the frame's centre, in radians (absent: upright; added later within version 4).
            var angle: Double?
        }

        /// One text box: its top-left corner (`x`, `y`) and `width` in page units, its text,
        /// font size in page units, colour, and font family (absent: the default sans-serif).
        struct TextEntry: Codable, Equatable, Sendable {
            var id: UInt64
            var x: Double
            var y: Double
            var width: Double
            var text: String
            var fontSize: Double
            var color: ColorEntry
            var font: String?
        }

        /// Page units (image pixels) per inch, across and down.
        struct ResolutionEntry: Codable, Equatable, Sendable {
            var x: Double
            var y: Double
        }

        /// A page's image: its key and its size in pixels (the page's size).
        struct ImageReference: Codable, Equatable, Sendable {
            var key: String
            var width: Double
            var height: Double
        }

        /// A page's PDF page (version 2): the PDF's key, the page's index in it (0 first) and
        /// its size in points as shown (the page's size in page units).
        struct PDFReference: Codable, Equatable, Sendable {
            var key: String
            var index: Int
            var width: Double
            var height: Double
        }

        struct SizeEntry: Codable, Equatable, Sendable {
            var width: Double
            var height: Double
        }

        /// One stroke. `points` holds x, y and pressure of each point in turn (versions 1 and
        /// 2; version 3 has `values` instead, naming its numbers in the PNTS section). `kind`
        /// ("highlighter", "pencil"; absent for the pen and for strokes written before kinds
        /// existed) names its nib; `tilts` (pencil) and `angles` (highlighter) hold one value
        /// per point, or one for all of them, and are absent when unused.
        struct StrokeEntry: Codable, Equatable, Sendable {
            var id: UInt64
            var color: ColorEntry
            var outline: OutlineEntry
            var points: [Double]?
            var values: ValuesEntry?
            var kind: String?
            var tilts: [Double]?
            var angles: [Double]?
        }

        /// A version-3 stroke's numbers in the PNTS section: from value `offset` (0 first),
        /// x, y and pressure of its `points` points, then `tilts` tilts and `angles` angles
        /// (each absent or 0 for none, 1 for one value for every point, or one per point).
        /// In version 4 the section holds 32-bit words and `offset` counts them; `grid` (the
        /// grid is 2^-grid page units) and `x`, `y` (the first point's place in grid units) say
        /// how the points are packed, and are absent for the exact form (five doubles a point).
        struct ValuesEntry: Codable, Equatable, Sendable {
            var offset: Int
            var points: Int
            var tilts: Int?
            var angles: Int?
            var grid: Int?
            var x: Int64?
            var y: Int64?

            /// How many values the stroke has in the section (version 3).
            var total: Int { 3 * points + (tilts ?? 0) + (angles ?? 0) }

            /// How a version-4 stroke's points are packed.
            var storage: StrokePoints.Storage {
                StrokePoints.Storage(gridExponent: grid, originX: x ?? 0, originY: y ?? 0, count: points,
                                     tiltCount: tilts ?? 0, angleCount: angles ?? 0)
            }
        }

        /// Straight (not premultiplied) RGBA, each 0...1.
        struct ColorEntry: Codable, Equatable, Sendable {
            var red: Double
            var green: Double
            var blue: Double
            var alpha: Double
        }

        struct OutlineEntry: Codable, Equatable, Sendable {
            var width: Double
            var thinning: Double
            var minimumWidth: Double
        }
    }
}
