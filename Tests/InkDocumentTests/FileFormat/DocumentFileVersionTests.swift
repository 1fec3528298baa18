/// Versions: a file from a newer format is refused with both versions named; a damaged or
/// impossible version line is refused as invalid.
import Foundation
import Testing
@testable import InkDocument

@Suite struct DocumentFileVersionTests {
    @Test func versionFiveIsFromANewerInkstone() throws {
        let parts = DocumentFileSamples.parts
        let file = try DocumentFileSamples.file(manifest: parts.manifest, images: parts.images, version: 5)
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
        #expect(error == .newerVersion(found: 5, supported: 4))
        #expect(error?.description.contains("made by a newer Inkstone") == true)
    }

    @Test func aNewerVersionIsRecognisedWhateverFollows() {
        let file = Data("INKSTONEversion 123456789\n whatever a future format holds".utf8)
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(file) } == .newerVersion(found: 123456789, supported: 4))
    }

    @Test func everyFileSaysVersionFour() throws {
        let file = try DocumentFileSamples.file
        #expect(file.prefix(18) == Data("INKSTONEversion 4\n".utf8))
        #expect(DocumentFile.version == 4)
    }

    @Test func damagedVersionLinesAreInvalid() {
        for line in ["version 0\n", "version 01\n", "Version 1\n", "version 1 \n", "version \n", "version 1234567890\n", "version 1"] {
            let file = Data("INKSTONE\(line)".utf8) + Data(repeating: 0, count: 20)
            guard case .invalidContent? = DocumentFileSamples.error({ _ = try DocumentFile.decode(file) }) else {
                Issue.record("\(line.debugDescription) was not refused as invalid")
                continue
            }
        }
    }
}
