/// What a newer Inkstone may add within a version (docs/FILE-FORMAT.md) and this one reads past
/// but cannot write back: optional sections of unknown kinds, unknown members of the manifest's
/// objects. `unkeptParts` names them, so that a save over such a file can ask first; a file as
/// this Inkstone writes it names none.
import Foundation
import Testing
@testable import InkDocument

@Suite struct DocumentFileUnkeptPartsTests {
    /// `DocumentFileSamples.document` written as this Inkstone writes it, the manifest's JSON
    /// passed through `change` and an optional section `extra` added after it, when given.
    static func file(change: (inout [String: Any]) -> Void = { _ in }, extra: String? = nil) throws -> Data {
        let sections = try DocumentFile.SectionReader.read(try DocumentFile.encode(DocumentFileSamples.document))
        var json = try #require(try JSONSerialization.jsonObject(with: sections.manifest) as? [String: Any])
        change(&json)
        var writer = DocumentFile.SectionWriter(version: DocumentFile.version)
        writer.append(.manifest, try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]))
        if let extra { writer.append(rawTag: Data(extra.utf8), Data("kept by a newer Inkstone".utf8)) }
        if let points = sections.points { writer.append(.points, points) }
        for image in sections.images { writer.append(.image, image) }
        return writer.finish()
    }

    @Test func aFileAsThisInkstoneWritesItHasNone() throws {
        #expect(DocumentFile.unkeptParts(try DocumentFile.encode(DocumentFileSamples.document)).isEmpty)
        #expect(DocumentFile.unkeptParts(try Self.file()).isEmpty, "the manifest re-serialised")
        #expect(DocumentFile.unkeptParts(Data("not a document".utf8)).isEmpty)
    }

    @Test func unknownSectionsAndMembersAreNamed() throws {
        let data = try Self.file(change: { json in
            json["futureTop"] = ["anything": 1]
            if var pages = json["pages"] as? [[String: Any]], !pages.isEmpty {
                for i in pages.indices { pages[i]["futureLayer"] = "ink" }
                json["pages"] = pages
            }
        }, extra: "zzzz")
        #expect(try DocumentFile.decode(data) == DocumentFileSamples.document, "read as before")
        #expect(DocumentFile.unkeptParts(data) == ["a section \"zzzz\"", "futureTop", "pages[].futureLayer"])
    }
}
