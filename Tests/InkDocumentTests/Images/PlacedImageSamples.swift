/// A document with images placed on its pages (`Page.images`), for the file, journal and edit
/// tests, and the value `Tests/Golden/document-v4-images.inkstone` holds.
import Foundation
@testable import InkDocument
import InkGeometry

enum PlacedImageSamples {
    /// The golden document: the canvas with the scan placed at its own size and again halved,
    /// under a pen stroke; the scan's page with the scan placed over its corner; next stroke id 3.
    static var document: Document {
        get throws {
            var canvas = Page(strokes: [GoldenSamples.pen(1, color: GoldenSamples.black, width: 2, x: 10, y: 20)])
            canvas.images = [PlacedImage(id: 1, key: "scan.png", frame: Rect(x: 20, y: 30, width: 64, height: 48)),
                             PlacedImage(id: 2, key: "scan.png", frame: Rect(x: 100.5, y: 30.25, width: 32, height: 24))]
            var scanPage = Page(background: .image(key: "scan.png", size: Size(64, 48)),
                                strokes: [GoldenSamples.pen(2, color: GoldenSamples.red, width: 3.5, x: 1, y: 2)])
            scanPage.images = [PlacedImage(id: 7, key: "photo.jpg", frame: Rect(x: 40, y: -8, width: 48, height: 36))]
            return Document(pages: [canvas, scanPage], images: ["scan.png": try GoldenSamples.scan, "photo.jpg": try jpeg],
                            nextStrokeID: 3)
        }
    }

    /// A real JPEG (`Tests/Corpus/images/good.jpg`).
    static var jpeg: Data {
        get throws {
            try Data(contentsOf: GoldenSamples.folder.deletingLastPathComponent().appendingPathComponent("Corpus/images/good.jpg"))
        }
    }
}
