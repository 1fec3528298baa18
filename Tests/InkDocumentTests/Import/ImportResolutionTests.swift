import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

/// Opened images keep the resolution they state; `--dpi` (`resolution:`) replaces it, also
/// for the image pages of a saved document; a blank page added beside one takes it over.
@Suite struct ImportResolutionTests {
    static let at150 = PNGDensity.stamped(ImageSamples.png3x2, with: Resolution(150))
    static let jpeg300 = ImageSamples.jpeg([ImageResolutionTests.jfif(unit: 1, 300, 300), ImageSamples.segment(0xc0, ImageSamples.sof(width: 16, height: 8))])

    @Test func eachImageAtTheResolutionItStates() throws {
        let s = try TemporaryFolder("import")
        let a = try s.write(Self.at150, to: "a.png")
        let b = try s.write(ImageSamples.png3x2, to: "b.png")
        let c = try s.write(Self.jpeg300, to: "c.jpg")
        let document = try DocumentImport.document(from: [a, b, c])
        #expect(document.pages.map(\.resolution) == [Resolution(150), nil, Resolution(300)])
        #expect(document.pages.map(\.unitsPerInch) == [Resolution(150), Resolution(96), Resolution(300)])
        #expect(document.pages.map(\.size) == [Size(3, 2), Size(3, 2), Size(16, 8)], "page units stay pixels")
    }

    @Test func aGivenResolutionReplacesWhatTheImagesState() throws {
        let s = try TemporaryFolder("import")
        try s.write(Self.at150, to: "scans/a.png")
        try s.write(ImageSamples.png3x2, to: "scans/b.png")
        let document = try DocumentImport.document(from: [s.path + "/scans"], resolution: Resolution(200))
        #expect(document.pages.map(\.resolution) == [Resolution(200), Resolution(200)])

        var saved = document
        saved.pages.append(Page(blankSize: Size(10, 10)))
        try DocumentFile.save(saved, to: s.file("doc.inkstone"))
        let reopened = try DocumentImport.document(from: [s.path + "/doc.inkstone"], resolution: Resolution(300))
        #expect(reopened.pages.map(\.resolution) == [Resolution(300), Resolution(300), nil], "blank pages keep theirs")
        #expect(try DocumentImport.document(from: [s.path + "/doc.inkstone"]).pages.map(\.resolution) == [Resolution(200), Resolution(200), nil])
    }
}
