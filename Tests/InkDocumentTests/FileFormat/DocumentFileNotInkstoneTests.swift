/// Foreign files: anything not starting with "INKSTONE" is refused as not an Inkstone file;
/// a prefix of the magic (an empty file too) is a truncated one.
import Foundation
import Testing
import InkDocument
import InkTestSupport

@Suite struct DocumentFileNotInkstoneTests {
    @Test func randomBytesAreNotAnInkstoneFile() {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<200 {
            let bytes = Data((0..<Int.random(in: 1...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
            if bytes.first == UInt8(ascii: "I") { continue }
            #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(bytes) } == .notInkstone)
        }
    }

    @Test func anImageIsNotAnInkstoneFile() {
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(DocumentFileSamples.png) } == .notInkstone)
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(Data("INKSTONF".utf8)) } == .notInkstone)
    }

    @Test func anEmptyFileOrPartOfTheMagicIsTruncated() {
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(Data()) } == .truncated(part: "the header", atByte: 0))
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(Data("INKST".utf8)) } == .truncated(part: "the header", atByte: 5))
    }
}
