import Foundation
import Testing
import InkDocument

/// The size limits for page images, and the content key images are stored under.
@Suite struct ImageLimitsAndKeyTests {
    @Test func limits() {
        #expect(ImageLimits.refusal(width: 1700, height: 2200) == nil)
        #expect(ImageLimits.refusal(width: ImageLimits.maxSide, height: 4000) == nil)
        #expect(ImageLimits.refusal(width: ImageLimits.maxSide + 1, height: 10) != nil)
        #expect(ImageLimits.refusal(width: 10_000, height: 10_000) != nil) // 100 megapixels
        #expect(ImageLimits.refusal(width: Int.max, height: Int.max) != nil)
        #expect(ImageLimits.refusal(width: 0, height: 10) != nil)
        let message = ImageLimits.refusal(width: 20_000, height: 100) ?? ""
        #expect(message.contains("20000x100") && message.contains("16384") && message.contains("80 megapixels"))
    }

    @Test func keyIsFNV1aAndLength() {
        // Published FNV-1a 64 test vectors.
        #expect(ImageKey.of(Data()) == "cbf29ce484222325-0")
        #expect(ImageKey.of(Data("a".utf8)) == "af63dc4c8601ec8c-1")
        #expect(ImageKey.of(Data("foobar".utf8)) == "85944171f73967e8-6")
        #expect(ImageKey.of(ImageSamples.png3x2) == ImageKey.of(Data(ImageSamples.png3x2)))
        #expect(ImageKey.of(ImageSamples.png3x2) != ImageKey.of(ImageSamples.jpeg16x8))
    }
}
