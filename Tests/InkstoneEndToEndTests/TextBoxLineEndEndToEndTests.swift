import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// End on a line of a text box wrapped inside a word, with the real app and Pango: the caret
/// shows at the end of that line (right of its last letter), not at the start of the next.
@Suite struct TextBoxLineEndEndToEndTests {
    /// Pixels in a window rectangle that are not white paper (ink, the caret).
    static func marked(_ snap: Snapshot, x: Range<Int>, y: Range<Int>) -> Int {
        TextBoxEndToEndTests.darkCount(snap, x: x, y: y, limit: 0xa0)
    }

    @Test func endShowsTheCaretAtTheEndOfTheWrappedLine() throws {
        let scratch = try ExportCommandTests.Scratch()
        let path = try TextBoxEndToEndTests.blankFile(scratch)
        let s = try AppSession(arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        TextBoxEndToEndTests.openBox(s, at: (x: 300, y: 200), typing: Array(repeating: "m", count: 40))
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        let box = try #require(TextBoxEndToEndTests.savedTexts(path).first)
        let measure = PangoTextMeasure.shared
        // The first offset shown on the second line: the first line holds that many m's.
        let n = try #require((1...box.text.count).first { measure.caretFrame(in: box, at: $0).minY > 1 })
        try #require(n > 3 && n < box.text.count, "the word wraps: \(n) of \(box.text.count) on the first line")
        let last = measure.caretFrame(in: box, at: n - 1), advance = last.minX - measure.caretFrame(in: box, at: n - 2).minX
        let end = 56 + box.origin.x + last.minX + advance, top = box.origin.y, height = last.height
        // Take hold of the box, the caret after the first m.
        let start = TextBoxCaretEndToEndTests.window(box, offset: 1)
        s.waitForAck { s.client.click(s.window, start.x, start.y) }
        s.waitForAck { s.client.click(s.window, start.x, start.y) }
        let before = try #require(s.snapshot())
        s.waitForAck { s.client.key("End") }
        let after = try #require(s.snapshot())
        s.screenshot("text-box-end-of-wrapped-line")
        // Right of the last m (and of the hyphen Pango draws where it breaks the word).
        let band = (x: Int(end.rounded(.down)) - 1..<Int(end.rounded(.up)) + 12, y: Int(top + 2)..<Int(top + height - 2))
        #expect(Self.marked(after, x: band.x, y: band.y) > Self.marked(before, x: band.x, y: band.y) + 4,
                "the caret right of the first line's last m (x \(end), y \(top)..<\(top + height))")
        // Typing there puts the letter after the first line's m's.
        TextBoxCaretEndToEndTests.type(["X"], s)
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        var texts: [String] = []
        _ = waitUntil(timeout: 10) {
            texts = (try? DocumentFile.load(from: URL(fileURLWithPath: path)))?.pages.first?.texts.map(\.text) ?? []
            return texts.first?.contains("X") == true
        }
        #expect(texts == [String(repeating: "m", count: n) + "X" + String(repeating: "m", count: 40 - n)])
    }
}
