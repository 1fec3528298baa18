/// The manifest is read by hand (no `Codable` on the hot path of opening) and gives the same
/// manifest `JSONDecoder` gives; anything it does not take goes to `JSONDecoder`.
import Foundation
import Testing
@testable import InkDocument
import InkTestSupport

@Suite struct ManifestScanTests {
    static func scan(_ json: Data) -> DocumentFile.Manifest? { json.withUnsafeBytes { DocumentFile.ManifestScan.read($0) } }

    @Test(arguments: ["document-v1.inkstone", "document-v1-nibs.inkstone", "document-v2.inkstone", "document-v3.inkstone"])
    func goldenManifestsReadAsJSONDecoderReadsThem(_ name: String) throws {
        let sections = try DocumentFile.SectionReader.read(try GoldenSamples.bytes(name))
        let fast = try #require(Self.scan(sections.manifest))
        #expect(fast == (try JSONDecoder().decode(DocumentFile.Manifest.self, from: sections.manifest)))
    }

    @Test func aNotebooksManifestReadsAsJSONDecoderReadsIt() throws {
        let bytes = try DocumentFile.encode(HandwritingDocument(pages: 2, pointsPerPage: 3_000).document())
        let json = try DocumentFile.SectionReader.read(bytes).manifest
        #expect(Self.scan(json) == (try JSONDecoder().decode(DocumentFile.Manifest.self, from: json)))
    }

    @Test func anythingUnusualIsLeftToJSONDecoder() {
        let base = #"{"nextStrokeID":2,"images":[],"pages":[{"background":"blank","strokes":[]}]}"#
        #expect(Self.scan(Data(base.utf8)) != nil)
        for odd in [#"{"nextStrokeID":2,"images":[],"pages":[],"later":1}"#, #"{"nextStrokeID":2.0,"images":[],"pages":[]}"#,
                    #"{"nextStrokeID":2,"nextStrokeID":3,"images":[],"pages":[]}"#, #"{"nextStrokeID":2,"images":[]}"#,
                    #"{"nextStrokeID":2,"images":[],"pages":[{"background":"bl\u0061nk","strokes":[]}]}"#,
                    #"{"nextStrokeID":02,"images":[],"pages":[]}"#, base + "x"] {
            #expect(Self.scan(Data(odd.utf8)) == nil, "\(odd)")
        }
    }
}
