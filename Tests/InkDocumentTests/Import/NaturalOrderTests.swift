import Testing
import InkDocument

/// File names in page order, the way pdftoppm and ImageMagick number them.
@Suite struct NaturalOrderTests {
    @Test func numbersCompareAsNumbers() {
        #expect(naturalOrder("page-2.png", "page-10.png"))
        #expect(!naturalOrder("page-10.png", "page-2.png"))
        let names = ["scan-10.png", "scan-9.png", "scan-1.png", "scan-100.png", "scan-11.png"]
        #expect(names.sorted(by: naturalOrder) == ["scan-1.png", "scan-9.png", "scan-10.png", "scan-11.png", "scan-100.png"])
    }

    @Test func pdftoppmAndImageMagickNames() {
        let pdftoppm = (1...12).map { "doc-\($0 < 10 ? "0" : "")\($0).png" }
        #expect(pdftoppm.shuffled().sorted(by: naturalOrder) == pdftoppm)
        let magick = (0...11).map { "doc-\($0).jpg" }
        #expect(magick.shuffled().sorted(by: naturalOrder) == magick)
    }

    @Test func textThenNumbersThenTies() {
        #expect(naturalOrder("a2", "b1"))
        #expect(naturalOrder("a", "a1"))
        #expect(naturalOrder("x9y", "x10"))
        #expect(!naturalOrder("same", "same"))
        // Equal as numbers: still a total order, and each name before itself is false.
        #expect(naturalOrder("p-01", "p-1") != naturalOrder("p-1", "p-01"))
        #expect(naturalOrder("p-007b", "p-7c"))
        // Numbers longer than any integer type.
        #expect(naturalOrder("n-99999999999999999999998", "n-99999999999999999999999"))
        #expect(naturalOrder("n-99999999999999999999999", "n-100000000000000000000000"))
    }
}
