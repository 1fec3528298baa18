import Foundation
import Testing
import InkDocument

/// The version-1 golden file, written before resolutions existed: its blank pages stay in
/// points and its image page, whose PNG states no resolution, is 96 dpi; the same document
/// with a resolution its image does not state gains the optional member and reads back.
@Suite struct GoldenResolutionTests {
    @Test func theGoldenFilesPagesGetTheDefaultResolutions() throws {
        let document = try DocumentFile.decode(try GoldenSamples.bytes("document-v1.inkstone"))
        #expect(document.pages.map(\.resolution) == [nil, nil, nil])
        #expect(document.pages.map(\.unitsPerInch) == [Resolution(72), Resolution(72), Resolution(96)])
    }

    @Test func aResolutionAddsOnlyItsMember() throws {
        let bytes = try GoldenSamples.bytes("document-v1.inkstone")
        var document = try DocumentFile.decode(bytes)
        document.pages[2].resolution = Resolution(150)
        let written = try DocumentFile.encode(document, version: 1)
        let member = #""resolution":{"x":150,"y":150},"#
        #expect(written.count == bytes.count + member.utf8.count, "only the member is added")
        #expect(String(decoding: written, as: UTF8.self).components(separatedBy: member).count == 2)
        #expect(try DocumentFile.decode(written) == document)
    }
}
