/// Page resolutions in the file: an optional `resolution` member, written only where it says
/// more than the image (or, for a blank page, the 72 units per inch of points); absent, a page
/// takes what its image states, so files written before keep their images' true sizes.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileResolutionTests {
    static let plain = ImageSamples.png3x2
    static let at150 = PNGDensity.stamped(ImageSamples.png3x2, with: Resolution(150))

    static func document(_ pages: [Page]) -> Document {
        Document(pages: pages, images: ["plain": plain, "at150": at150])
    }

    static func imagePage(_ key: String, _ resolution: Resolution?) -> Page {
        Page(background: .image(key: key, size: Size(3, 2)), resolution: resolution)
    }

    func manifest(_ file: Data) -> String {
        String(decoding: file.prefix(2000), as: UTF8.self)
    }

    @Test func aResolutionTheImageDoesNotStateIsWrittenAndReadBack() throws {
        let original = Self.document([Self.imagePage("plain", Resolution(x: 150, y: 300)),
                                      Page(blankSize: Size(3, 2), resolution: Resolution(150))])
        let file = try DocumentFile.encode(original)
        #expect(manifest(file).contains("\"resolution\":{\"x\":150,\"y\":300}"))
        #expect(manifest(file).contains("\"resolution\":{\"x\":150,\"y\":150}"))
        // The image no page shows ("at150") is not written.
        var saved = original
        saved.images = original.imagesInUse
        #expect(try DocumentFile.decode(file) == saved)
    }

    @Test func whatTheImageStatesIsNotWrittenButComesBack() throws {
        let original = Self.document([Self.imagePage("at150", Resolution(150)), Self.imagePage("plain", nil), Page()])
        let file = try DocumentFile.encode(original)
        #expect(!manifest(file).contains("resolution"))
        let copy = try DocumentFile.decode(file)
        #expect(copy == original)
        #expect(copy.pages.map(\.unitsPerInch) == [Resolution(150), Resolution(96), Resolution(72)])
    }

    /// A file written before resolutions existed (no member anywhere): each image page at
    /// the resolution its image states, else 96 dpi; blank pages at 72.
    @Test func aFileWithoutTheMemberTakesTheImagesResolutions() throws {
        var (manifest, images) = DocumentFileSamples.parts
        manifest.images = [.init(key: "a", format: "png", byteCount: Self.at150.count),
                           .init(key: "b", format: "png", byteCount: Self.plain.count)]
        manifest.pages = [.init(background: "image", image: .init(key: "a", width: 3, height: 2), blankSize: nil, strokes: []),
                          .init(background: "image", image: .init(key: "b", width: 3, height: 2), blankSize: nil, strokes: []),
                          .init(background: "blank", image: nil, blankSize: .init(width: 5, height: 5), strokes: [])]
        images = [Self.at150, Self.plain]
        let document = try DocumentFile.decode(DocumentFileSamples.file(manifest: manifest, images: images))
        #expect(document.pages.map(\.resolution) == [Resolution(150), nil, nil])
        #expect(document.pages.map(\.unitsPerInch) == [Resolution(150), Resolution(96), Resolution(72)])
    }

    @Test func anImplausibleResolutionIsRefusedBothWays() throws {
        let bad = Self.document([Self.imagePage("plain", Resolution(x: 150, y: 0))])
        #expect(throws: DocumentFileError.self) { try DocumentFile.encode(bad) }

        var (manifest, _) = DocumentFileSamples.parts
        manifest.images = [.init(key: "b", format: "png", byteCount: Self.plain.count)]
        manifest.pages = [.init(background: "image", image: .init(key: "b", width: 3, height: 2), blankSize: nil,
                                resolution: .init(x: .greatestFiniteMagnitude, y: 150), strokes: [])]
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(DocumentFileSamples.file(manifest: manifest, images: [Self.plain])) }
        #expect(error?.description.contains("page 1 has a resolution outside 10...100000 dpi") == true, "\(String(describing: error))")
    }
}
