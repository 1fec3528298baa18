/// Section rules: the manifest comes first, optional (lowercase) sections are skipped,
/// unknown required ones and anything after END are refused.
import Foundation
import Testing
@testable import InkDocument

@Suite struct DocumentFileSectionOrderTests {
    private func file(_ build: (inout DocumentFile.SectionWriter, Data, [Data]) -> Void) throws -> Data {
        let (manifest, images) = DocumentFileSamples.parts
        var writer = DocumentFile.SectionWriter(version: 1)
        build(&writer, try DocumentFile.ManifestCoding.encode(manifest), images)
        return writer.finish()
    }

    @Test func optionalSectionsAreSkipped() throws {
        let data = try file { w, m, images in
            w.append(.manifest, m)
            w.append(rawTag: Data("thmb".utf8), Data("a thumbnail a newer writer added".utf8))
            for image in images { w.append(.image, image) }
        }
        #expect(try DocumentFile.decode(data) == DocumentFileSamples.document)
    }

    @Test func unknownRequiredSectionsAreRefused() throws {
        let data = try file { w, m, images in
            w.append(.manifest, m)
            w.append(rawTag: Data("LAYR".utf8), Data())
            for image in images { w.append(.image, image) }
        }
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(data) }
                == .invalidContent("section 2 (LAYR) is of an unknown kind"))
    }

    @Test func theManifestMustComeFirstAndOnce() throws {
        let imageFirst = try file { w, m, images in
            for image in images { w.append(.image, image) }
            w.append(.manifest, m)
        }
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(imageFirst) }
                == .invalidContent("the first section is IMAG, not MANI"))
        let twice = try file { w, m, _ in w.append(.manifest, m); w.append(.manifest, m) }
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(twice) }
                == .invalidContent("section 2 is a second manifest"))
    }

    @Test func nothingMayFollowTheEnd() throws {
        let data = try DocumentFileSamples.file + Data([0x0a])
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(data) }
                == .invalidContent("1 bytes follow the END section"))
    }
}
