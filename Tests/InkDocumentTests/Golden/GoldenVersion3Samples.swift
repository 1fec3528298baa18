import Foundation
@testable import InkDocument
import InkGeometry

extension GoldenSamples {
    /// `document-v3.inkstone`: the pages of `document-v1.inkstone` (pen strokes, a highlight,
    /// a sized blank page with a dot, an image page), a page with the nib strokes of
    /// `document-v1-nibs.inkstone` (ids 8 to 11), and the two PDF pages of
    /// `document-v2.inkstone` with its red stroke (id 12); next stroke id 13.
    static var version3Document: Document {
        get throws {
            let v1 = try document
            let v2 = try DocumentFile.decode(try bytes("document-v2.inkstone"))
            var nibs = nibDocument.pages[0]
            for i in nibs.strokes.indices { nibs.strokes[i].id = StrokeID(8 + UInt64(i)) }
            var pdfPages = v2.pages
            pdfPages[1].strokes[0].id = StrokeID(12)
            return Document(pages: v1.pages + [nibs] + pdfPages, images: v1.images.merging(v2.images) { a, _ in a },
                            nextStrokeID: 13)
        }
    }
}
