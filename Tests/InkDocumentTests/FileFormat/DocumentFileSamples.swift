/// Shared values for the file format tests: a document with every kind of page, small fake
/// PNG and JPEG bytes, and a way to write files by hand.
import Foundation
@testable import InkDocument
import InkGeometry

enum DocumentFileSamples {
    /// A PNG signature followed by bytes of every value (not a real image: the format only
    /// looks at the signature and must keep the rest byte for byte).
    static let png = Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + (0...255).map { UInt8($0) })
    /// A JPEG start marker, some bytes and the end marker.
    static let jpeg = Data([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10] + (0..<64).map { UInt8(255 - $0) } + [0xff, 0xd9])

    /// Four pages (unbounded blank, sized blank, PNG, JPEG), strokes with varying pressure
    /// and translucent colours, an image no page uses, and a stroke counter past the highest id.
    static var document: Document {
        var doc = Document(
            pages: [
                Page(strokes: [stroke(1, color: InkColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.35)),
                               stroke(2, color: InkColor(rgb: 0xff8800, alpha: 1.0 / 3), thinning: 0)]),
                Page(strokes: [stroke(5, color: InkColor(rgb: 0x123456))], blankSize: Size(595, 842)),
                Page(background: .image(key: "scan-1.png", size: Size(1240, 1754)),
                     strokes: [stroke(3, color: InkColor(red: 1, green: 1, blue: 0, alpha: 0.25), thinning: 0)]),
                Page(background: .image(key: "photos/photo é.jpg", size: Size(640.5, 480))),
            ],
            images: ["scan-1.png": png, "photos/photo é.jpg": jpeg])
        for _ in 0..<4 { _ = doc.makeStrokeID() }
        return doc
    }

    /// A stroke whose points have awkward coordinates and pressures from 0 to 1.
    static func stroke(_ id: UInt64, color: InkColor, thinning: Double = 0.6) -> Stroke {
        let points = (0..<12).map { i -> StrokePoint in
            let t = Double(i)
            return StrokePoint(Point(t * 10.1 - 0.3, -t / 3 + Double(id) * 1e-7), pressure: t / 11)
        }
        return Stroke(id: StrokeID(id), points: points, color: color,
                      outline: OutlineOptions(width: 3.7, thinning: thinning, minimumWidth: 0.5))
    }

    /// The sample document's file.
    static var file: Data { get throws { try DocumentFile.encode(document) } }

    /// A file written by hand: this manifest, these IMAG payloads, then END.
    static func file(manifest: DocumentFile.Manifest, images: [Data], version: Int = 1) throws -> Data {
        var writer = DocumentFile.SectionWriter(version: version)
        writer.append(.manifest, try DocumentFile.ManifestCoding.encode(manifest))
        for image in images { writer.append(.image, image) }
        return writer.finish()
    }

    /// The sample's manifest and IMAG payloads, to change before `file(manifest:images:)`.
    static var parts: (manifest: DocumentFile.Manifest, images: [Data]) {
        let doc = document
        let keys = doc.images.keys.sorted()
        return (DocumentFile.Manifest(doc, imageOrder: keys), keys.map { doc.images[$0] ?? Data() })
    }

    /// The error `body` throws, if it is a `DocumentFileError`.
    static func error(_ body: () throws -> Void) -> DocumentFileError? {
        do { try body() } catch let error as DocumentFileError { return error } catch { return nil }
        return nil
    }
}
