/// A JPEG cut short is told apart from its markers, without decoding (`JPEGStructure`), as a
/// PNG is from its chunks: before, a pasted or inserted JPEG cut short was placed, stored and
/// saved, and shown grey or not at all.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JPEGStructureTests {
    typealias S = ImageSamples

    @Test func wholeFilesAreSound() {
        #expect(JPEGStructure.problem(S.jpeg16x8) == nil)
        #expect(JPEGStructure.problem(S.progressive16x8) == nil, "several scans, tables between them")
        #expect(JPEGStructure.problem(S.jpeg([S.segment(0xc0, S.sof(width: 4, height: 4))])) == nil)
    }

    @Test func everyCutIsFound() {
        for sample in [S.jpeg16x8, S.progressive16x8] {
            for length in 0..<sample.count - 1 {
                #expect(JPEGStructure.problem(sample.prefix(length)) != nil, "cut at \(length) of \(sample.count)")
            }
        }
    }

    @Test func theReasonSaysWhereTheFileEnds() {
        let whole = S.jpeg16x8
        #expect(JPEGStructure.problem(whole.prefix(whole.count - 4)) == "the file ends before its end marker (EOI)")
        #expect(JPEGStructure.problem(whole.prefix(30)) == "the file ends inside its header")
        let headersOnly = Data([0xff, 0xd8] + S.segment(0xc0, S.sof(width: 4, height: 4)))
        #expect(JPEGStructure.problem(headersOnly) == "the file ends before its image data")
        #expect(JPEGStructure.problem(headersOnly + [0xff, 0xd9]) == "it holds no image data (no scan)")
        #expect(ImageStructure.damage(of: whole.prefix(whole.count - 4), format: .jpeg)
                == "corrupt JPEG (the file ends before its end marker (EOI))")
    }

    /// Stuffed bytes and restart markers are scan data; an end marker inside an EXIF thumbnail
    /// (an APP1 segment) is not the image's.
    @Test func scanDataAndThumbnailsAreReadThrough() {
        let scan: [UInt8] = [0xff, 0xda] + S.be16(8) + [1, 1, 0, 0, 0x3f, 0] + [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0x00]
        let thumbnail = S.segment(0xe1, Array("Exif\0\0".utf8) + [0xff, 0xd8, 0x01, 0xff, 0xd9])
        let cut = Data([0xff, 0xd8] + thumbnail + S.segment(0xc0, S.sof(width: 4, height: 4)) + scan)
        #expect(JPEGStructure.problem(cut) == "the file ends before its end marker (EOI)")
        #expect(JPEGStructure.problem(cut + [0xff, 0xd9]) == nil)
    }

    /// libjpeg reads on past stray bytes before a marker and stops at the end marker.
    @Test func strayBytesAndATailAfterTheEndAreAccepted() {
        var stray = S.jpeg16x8
        let sos = stray.firstRange(of: Data([0xff, 0xda]))!.lowerBound
        stray.insert(contentsOf: [0x00, 0x42], at: sos)
        #expect(JPEGStructure.problem(stray) == nil)
        #expect(JPEGStructure.problem(S.jpeg16x8 + Data("trailing bytes".utf8)) == nil)
    }
}
