/// A photo's EXIF orientation in the file: an image Inkstone shows turned has an
/// `orientation` member beside its entry, and comes back byte for byte; a file written before
/// Inkstone applied orientations (no member) keeps showing its photo as stored, the page and
/// the ink on it having been made for that: its image's tag is set to 1 on reading.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct DocumentFileOrientationTests {
    static let photo = ExifSamples.jpeg(ImageSamples.jpeg16x8, orientation: 6)

    @Test func aTurnedPhotoIsMarkedAndComesBackAsItWas() throws {
        let original = Document(pages: [Page(background: .image(key: "photo", size: Size(8, 16)))], images: ["photo": Self.photo])
        let file = try DocumentFile.encode(original)
        #expect(String(decoding: file.prefix(600), as: UTF8.self).contains(#""orientation":6"#))
        let copy = try DocumentFile.decode(file)
        #expect(copy == original)
        #expect(ImageOrientation.of(copy.images["photo"] ?? Data()) == .rotated90)
        for version in 1...3 {
            #expect(try DocumentFile.decode(DocumentFile.encode(original, version: version)) == original, "version \(version)")
        }
    }

    @Test func anUprightImageHasNoMember() throws {
        let original = Document(pages: [Page(background: .image(key: "plain", size: Size(16, 8)))], images: ["plain": ImageSamples.jpeg16x8])
        #expect(!String(decoding: try DocumentFile.encode(original).prefix(600), as: UTF8.self).contains("orientation"))
    }

    @Test func aFileWrittenBeforeShowsItsPhotoAsStored() throws {
        var (manifest, _) = DocumentFileSamples.parts
        manifest.images = [.init(key: "photo", format: "jpeg", byteCount: Self.photo.count)]
        manifest.pages = [.init(background: "image", image: .init(key: "photo", width: 16, height: 8), blankSize: nil, strokes: [])]
        for version in [1, 2] {
            let document = try DocumentFile.decode(DocumentFileSamples.file(manifest: manifest, images: [Self.photo], version: version))
            let bytes = try #require(document.images["photo"])
            #expect(ImageOrientation.of(bytes) == .normal && ImageProbe.probe(bytes)?.width == 16, "version \(version)")
            #expect(bytes == ImageOrientation.shownAsStored(Self.photo))
        }
    }
}
