/// Corruption: changed bytes anywhere are caught (by the CRC-32 in the sections, by the
/// magic and version checks in the header) and never produce a document.
import Foundation
import Testing
import InkDocument
import InkTestSupport

@Suite struct DocumentFileCorruptionTests {
    @Test func singleByteChangesAnywhereAreRefused() throws {
        let file = try DocumentFileSamples.file
        var rng = SeededRandom(seed: 7)
        let positions = Array(0..<40) + (0..<400).map { _ in Int.random(in: 0..<file.count, using: &rng) }
        var accepted: [Int] = []
        for position in positions {
            var damaged = file
            damaged[position] ^= UInt8.random(in: 1...255, using: &rng)
            if DocumentFileSamples.error({ _ = try DocumentFile.decode(damaged) }) == nil { accepted.append(position) }
        }
        #expect(accepted.isEmpty)
    }

    @Test func severalChangedBytesAreRefused() throws {
        let file = try DocumentFileSamples.file
        var rng = SeededRandom(seed: 8)
        for _ in 0..<100 {
            var damaged = file
            for _ in 0..<Int.random(in: 2...8, using: &rng) {
                damaged[Int.random(in: 18..<file.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            if damaged == file { continue }
            #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(damaged) } != nil)
        }
    }

    @Test func aChangeInsideTheManifestNamesItsSection() throws {
        var file = try DocumentFileSamples.file
        let manifestStart = 18  // "INKSTONE" + "version 1\n"
        file[manifestStart + 12 + 5] ^= 0x20
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
        #expect(error == .corruptSection(index: 1, tag: "MANI", atByte: manifestStart))
        #expect(error?.description == "The file is damaged: section 1 (MANI) at byte 18 does not match its checksum.")
    }

    @Test func aChangeInsideAnImageNamesItsSection() throws {
        var file = try DocumentFileSamples.file
        let jpegAt = try #require(file.range(of: DocumentFileSamples.jpeg))
        file[jpegAt.lowerBound + 10] ^= 1
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
        // Section 1 is the manifest, 2 the points (PNTS), 3 the first image (the JPEG's key sorts first).
        guard case .corruptSection(3, "IMAG", let at)? = error else {
            Issue.record("expected section 3 (IMAG) to be corrupt, got \(String(describing: error))")
            return
        }
        #expect(at == jpegAt.lowerBound - 12)
    }
}
