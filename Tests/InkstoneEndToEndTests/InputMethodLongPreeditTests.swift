import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// A composition that wraps past the last line of a text box stays inside the box, with the
/// real app under uim-xim (Pinyin): the box's text fills its last line to the edge, 你 composed
/// at its end starts a new line, and the writing area's dashed frame grows down to hold it
/// (its top stays); the commit keeps it there.
@Suite struct InputMethodLongPreeditTests {
    /// The bottom row of the box's dashed frame (accent blue) in a column range, or nil.
    static func frameBottom(_ snap: Snapshot, x: Range<Int>, y: Range<Int>) -> Int? {
        y.reversed().first { yy in snap.count(row: yy, from: x.lowerBound, to: x.upperBound - 1) { p in
            Int(p & 0xff) > Int((p >> 16) & 0xff) + 50
        } > x.count / 3 }
    }

    @Test func aCompositionOnANewLineGrowsTheBoxDownwards() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (path, im, s) = try InputMethodPreeditTests.appUnderUim(scratch)
        defer { im.stop() }
        let at = (x: 300.0, y: 200.0)
        let area = (x: Int(at.x) - 20..<Int(at.x) + 320, y: Int(at.y) - 40..<Int(at.y) + 220)
        s.client.move(s.window, at.x, at.y)   // keyboard focus follows the pointer (no window manager)
        // Lines of words, taller than the least writing area (64 px), then a word grown letter
        // by letter until it starts a new line, and its last letter taken back: the last line
        // is full to its edge, and 你 after it starts a new line.
        var typed = String(repeating: "mmm ", count: 15) + "m"
        TextBoxEndToEndTests.openBox(s, at: at, typing: typed.map { $0 == " " ? "space" : String($0) })
        func bottom() -> Int? { s.snapshot().flatMap { Self.frameBottom($0, x: area.x, y: area.y) } }
        let lines = try #require(bottom())
        for _ in 0..<40 {
            s.waitForAck { s.client.key("m") }
            typed += "m"
            if let b = bottom(), b > lines { break }
        }
        s.waitForAck { s.client.key("BackSpace") }
        typed.removeLast()
        let typedSnap = try #require(s.snapshot())
        let top = InputMethodPreeditTests.frameTop(typedSnap, x: area.x, y: area.y)
        let bottom = try #require(Self.frameBottom(typedSnap, x: area.x, y: area.y))
        #expect(bottom == lines, "the word back on the line it was on")

        s.client.key("space", with: ["Shift_L"])   // Pinyin on
        s.client.key("n")
        let first = s.expectPixels("嗯 (n) composed on a new line under the text") { snap in
            let h = InputMethodPreeditTests.highlighted(snap, x: area.x, y: area.y)
            return h.count > 30 && h.y.lowerBound > bottom - 8
        }
        s.client.key("i")
        let composing = s.expectPixels("你 (ni) in its place") { snap in
            let h = InputMethodPreeditTests.highlighted(snap, x: area.x, y: area.y)
            guard h.count > 30, h.y.lowerBound > bottom - 8, let first else { return false }
            return h.y.contains { y in h.x.contains { x in snap.pixel(x, y) != first.pixel(x, y) } }
        }
        s.screenshot("input-method-long-composition")
        if let composing {
            let h = InputMethodPreeditTests.highlighted(composing, x: area.x, y: area.y)
            let grown = try #require(Self.frameBottom(composing, x: area.x, y: area.y))
            s.check(grown + 1 >= h.y.upperBound, "the composition (rows \(h.y)) inside the frame (bottom \(grown), was \(bottom))")
            s.check(InputMethodPreeditTests.frameTop(composing, x: area.x, y: area.y) == top, "the box's top stays where it is")
        }
        s.client.key("Return")   // commit
        s.expectPixels("你 committed: no highlight") { InputMethodPreeditTests.highlighted($0, x: area.x, y: area.y).count == 0 }
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        var texts: [String] = []
        _ = waitUntil(timeout: 10) {
            texts = (try? DocumentFile.load(from: URL(fileURLWithPath: path)))?.pages.first?.texts.map(\.text) ?? []
            return texts.first?.hasSuffix("你") == true
        }
        #expect(texts == [typed + "你"], "\(im.log.suffix(6000))")
    }
}
