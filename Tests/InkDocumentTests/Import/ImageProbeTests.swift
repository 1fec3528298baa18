import Foundation
import Testing
import InkDocument
import InkTestSupport

/// Image headers: formats and sizes from PNG IHDR and JPEG frame headers, and nil (never a
/// trap) for anything malformed.
@Suite struct ImageProbeTests {
    @Test func realFiles() {
        #expect(ImageProbe.probe(ImageSamples.png3x2)! == (.png, 3, 2, .normal))
        #expect(ImageProbe.probe(ImageSamples.jpeg16x8)! == (.jpeg, 16, 8, .normal))
        #expect(ImageProbe.probe(ImageSamples.progressive16x8)! == (.jpeg, 16, 8, .normal))
    }

    @Test func pngHeaderSizes() {
        #expect(ImageProbe.probe(ImageSamples.pngHeader(width: 1700, height: 2200))! == (.png, 1700, 2200, .normal))
        #expect(ImageProbe.probe(ImageSamples.pngHeader(width: 1, height: 1, depth: 1, colorType: 0))! == (.png, 1, 1, .normal))
    }

    @Test func badPNGHeaders() {
        #expect(ImageProbe.probe(ImageSamples.pngHeader(width: 0, height: 5)) == nil)
        #expect(ImageProbe.probe(ImageSamples.pngHeader(width: 5, height: 0x8000_0000)) == nil)
        #expect(ImageProbe.probe(ImageSamples.pngHeader(width: 5, height: 5, depth: 3)) == nil)
        #expect(ImageProbe.probe(ImageSamples.pngHeader(width: 5, height: 5, colorType: 5)) == nil)
        var wrongChunk = ImageSamples.pngHeader(width: 5, height: 5)
        wrongChunk[12] = UInt8(ascii: "X")
        #expect(ImageProbe.probe(wrongChunk) == nil)
    }

    @Test func jpegSkipsOtherSegments() {
        let exif = ImageSamples.segment(0xe1, Array(repeating: 0xff, count: 300)) // 0xFF bytes inside a segment
        let data = ImageSamples.jpeg([ImageSamples.segment(0xe0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]),
                                      exif, ImageSamples.segment(0xdb, Array(repeating: 1, count: 65)),
                                      ImageSamples.segment(0xc0, ImageSamples.sof(width: 640, height: 480))])
        #expect(ImageProbe.probe(data)! == (.jpeg, 640, 480, .normal))
    }

    @Test func jpegFrameKindsAndFillBytes() {
        for marker: UInt8 in [0xc0, 0xc1, 0xc2] {
            let data = ImageSamples.jpeg([ImageSamples.segment(marker, ImageSamples.sof(width: 33, height: 44))])
            #expect(ImageProbe.probe(data)! == (.jpeg, 33, 44, .normal))
        }
        // Fill bytes before a marker are allowed.
        let filled = Data([0xff, 0xd8, 0xff, 0xff, 0xff] + ImageSamples.segment(0xc0, ImageSamples.sof(width: 7, height: 9)).dropFirst())
        #expect(ImageProbe.probe(filled)! == (.jpeg, 7, 9, .normal))
    }

    @Test func unsupportedOrBrokenJPEGs() {
        // Lossless (SOF3) and arithmetic (SOF9) frames are not decoded by Inkstone.
        #expect(ImageProbe.probe(ImageSamples.jpeg([ImageSamples.segment(0xc3, ImageSamples.sof(width: 8, height: 8))])) == nil)
        #expect(ImageProbe.probe(ImageSamples.jpeg([ImageSamples.segment(0xc9, ImageSamples.sof(width: 8, height: 8))])) == nil)
        // Scan data before any frame header.
        #expect(ImageProbe.probe(ImageSamples.jpeg([])) == nil)
        // A zero height (DNL) or width.
        #expect(ImageProbe.probe(ImageSamples.jpeg([ImageSamples.segment(0xc0, ImageSamples.sof(width: 8, height: 0))])) == nil)
        // A segment length below 2 would loop forever or step back.
        #expect(ImageProbe.probe(Data([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xc0])) == nil)
        #expect(ImageProbe.probe(Data([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00])) == nil)
        // A segment longer than the file.
        #expect(ImageProbe.probe(Data([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0, 0])) == nil)
        // Garbage where a marker should be.
        #expect(ImageProbe.probe(Data([0xff, 0xd8, 0x00, 0xc0])) == nil)
    }

    @Test func everyTruncationIsNilOrTheRightAnswer() {
        for sample in [ImageSamples.png3x2, ImageSamples.jpeg16x8, ImageSamples.progressive16x8] {
            let full = ImageProbe.probe(sample)!
            for n in 0..<sample.count {
                if let probe = ImageProbe.probe(sample.prefix(n)) { #expect(probe == full) }
            }
        }
        #expect(ImageProbe.probe(Data()) == nil)
    }

    @Test func slicesWithAnOffsetStartIndex() {
        let padded = Data([1, 2, 3]) + ImageSamples.jpeg16x8
        #expect(ImageProbe.probe(padded.dropFirst(3))! == (.jpeg, 16, 8, .normal))
    }

    @Test func randomBytesNeverTrap() {
        var random = SeededRandom(seed: 0x9e37_79b9_7f4a_7c15)
        for round in 0..<2000 {
            let start: [UInt8] = round % 2 == 0 ? [0xff, 0xd8, 0xff] : Array(ImageSamples.png3x2.prefix(16))
            var bytes = start
            for _ in 0..<(round % 64) { bytes.append(round % 3 == 0 ? 0xff : random.byte()) }
            _ = ImageProbe.probe(Data(bytes))
        }
        // Random mutations of real files.
        for sample in [ImageSamples.jpeg16x8, ImageSamples.png3x2] {
            for _ in 0..<500 {
                var bytes = [UInt8](sample)
                for _ in 0..<4 { bytes[random.index(below: bytes.count)] = random.byte() }
                _ = ImageProbe.probe(Data(bytes))
            }
        }
    }
}
