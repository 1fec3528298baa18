import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// Issue 18, points 2 and 7: typing through a real input method server. uim-xim with its
/// Pinyin method runs on the test's X server (`UimXim`); in a text box, Shift+Space turns it
/// on and "n" "i" composes 你: the composition shows in the box at the caret, underlined, the
/// candidate on the highlight's light background, while the box stays where it is and nothing
/// is in the document; Return commits it: 你 is plain text in the box, and saved. The input
/// method is told where the caret is (it sets the context's values as the caret moves).
@Suite struct InputMethodPreeditTests {
    /// The highlight behind the segment being converted (`TextBoxPainter.preeditHighlight`).
    static let highlight: UInt32 = 0xffe7a0

    static func isHighlight(_ p: UInt32) -> Bool {
        let dr = abs(Int((p >> 16) & 0xff) - 0xff), dg = abs(Int((p >> 8) & 0xff) - 0xe7), db = abs(Int(p & 0xff) - 0xa0)
        return dr + dg + db < 12
    }

    /// The highlighted pixels' bounding box in the window rectangle, and their count.
    static func highlighted(_ snap: Snapshot, x: Range<Int>, y: Range<Int>) -> (x: Range<Int>, y: Range<Int>, count: Int) {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min, n = 0
        for yy in y { for xx in x where isHighlight(snap.pixel(xx, yy)) {
            n += 1; minX = min(minX, xx); maxX = max(maxX, xx); minY = min(minY, yy); maxY = max(maxY, yy)
        } }
        return n == 0 ? (0..<0, 0..<0, 0) : (minX..<maxX + 1, minY..<maxY + 1, n)
    }

    /// Whether a row under the highlighted segment's top is dark across nearly all its width
    /// (the underline; a glyph's strokes leave gaps).
    static func underlined(_ snap: Snapshot, x: Range<Int>, y: Range<Int>) -> Bool {
        guard x.count > 4 else { return false }
        return (y.lowerBound..<y.upperBound + 4).contains { yy in
            snap.count(row: yy, from: x.lowerBound + 1, to: x.upperBound - 2) { p in
                (p >> 16) & 0xff < 0x80 && (p >> 8) & 0xff < 0x80 && p & 0xff < 0x80
            } >= (x.count - 2) * 9 / 10
        }
    }

    /// A blank document opened by the app on its own server, with uim-xim (Pinyin) serving it.
    static func appUnderUim(_ scratch: ExportCommandTests.Scratch) throws -> (path: String, im: UimXim, s: AppSession) {
        let path = try TextBoxEndToEndTests.blankFile(scratch)
        let server = try Xvfb()
        let im = try UimXim(display: server.display, folder: scratch.path + "/uim")
        var environment = im.environment
        environment["XDG_CONFIG_HOME"] = scratch.path + "/config"
        do {
            return (path, im, try AppSession(server: server, arguments: [path], environment: environment))
        } catch {
            im.stop()
            throw error
        }
    }

    /// The top row of the box's dashed frame (accent blue) in a column range, or nil.
    static func frameTop(_ snap: Snapshot, x: Range<Int>, y: Range<Int>) -> Int? {
        y.first { yy in snap.count(row: yy, from: x.lowerBound, to: x.upperBound - 1) { p in
            Int(p & 0xff) > Int((p >> 16) & 0xff) + 50
        } > x.count / 3 }
    }

    @Test func pinyinComposesUnderlinedInTheBoxAndCommitsAsText() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (path, im, s) = try Self.appUnderUim(scratch)
        defer { im.stop() }
        let at = (x: 300.0, y: 200.0)
        let area = (x: Int(at.x) - 20..<Int(at.x) + 200, y: Int(at.y) - 60..<Int(at.y) + 80)
        s.client.move(s.window, at.x, at.y)   // keyboard focus follows the pointer (no window manager)
        s.waitForAck { s.client.key("t") }
        s.waitForAck { s.client.click(s.window, at.x, at.y) }
        let open = try #require(s.expectPixels("the box's frame") { Self.frameTop($0, x: area.x, y: area.y) != nil })
        let top = Self.frameTop(open, x: area.x, y: area.y)
        s.check(waitUntil { im.setValuesCount >= 1 }, "the caret's place is told to the input method:\n\(im.log)")
        let toldAtOpening = im.setValuesCount

        s.client.key("space", with: ["Shift_L"])   // Pinyin on
        s.client.key("n")
        let first = s.expectPixels("嗯 (n) composed in the box, on the highlight") { snap in
            let h = Self.highlighted(snap, x: area.x, y: area.y)
            return h.count > 30 && TextBoxEndToEndTests.darkCount(snap, x: h.x, y: h.y) > 10
        }
        s.screenshot("input-method-composing-n")
        s.client.key("i")
        // 你 (ni) takes the place of 嗯: other pixels in the same place.
        let composing = s.expectPixels("你 (ni) composed in the box, on the highlight") { snap in
            let h = Self.highlighted(snap, x: area.x, y: area.y)
            guard h.count > 30, TextBoxEndToEndTests.darkCount(snap, x: h.x, y: h.y) > 10, let first else { return false }
            return h.y.contains { y in h.x.contains { x in snap.pixel(x, y) != first.pixel(x, y) } }
        }
        s.screenshot("input-method-composing")
        if let composing {
            let h = Self.highlighted(composing, x: area.x, y: area.y)
            s.check(h.x.lowerBound >= Int(at.x) - 4 && h.x.lowerBound < Int(at.x) + 12, "the composition starts at the caret: \(h.x)")
            s.check(Self.underlined(composing, x: h.x, y: h.y), "the composition is underlined (\(h.x), \(h.y))")
            s.check(Self.frameTop(composing, x: area.x, y: area.y) == top, "the box stays where it is while composing")
        }

        s.client.key("Return")   // commit
        let committed = s.expectPixels("你 committed: plain text, no highlight") { snap in
            Self.highlighted(snap, x: area.x, y: area.y).count == 0
                && TextBoxEndToEndTests.darkCount(snap, x: Int(at.x)..<Int(at.x) + 40, y: area.y) > 15
        }
        s.screenshot("input-method-committed")
        if let committed {
            let dark = Int(at.x)..<Int(at.x) + 40
            s.check(!Self.underlined(committed, x: dark, y: area.y), "committed text is not underlined")
            s.check(Self.frameTop(committed, x: area.x, y: area.y) == top, "the box stays where it is after the commit")
        }
        s.check(waitUntil { im.setValuesCount > toldAtOpening }, "the input method is told the caret moved:\n\(im.log)")

        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        #expect(TextBoxEndToEndTests.savedTexts(path).map(\.text) == ["你"])
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
    }

    /// A box finished by a tap outside while the input method composes takes the composition
    /// with it: the context is reset (nothing of it is committed later), and the next box
    /// composes and commits afresh.
    @Test func aCompositionGoesWithTheBoxFinishedUnderIt() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (path, im, s) = try Self.appUnderUim(scratch)
        defer { im.stop() }
        let first = (x: 300.0, y: 200.0), second = (x: 300.0, y: 400.0)
        let area = (x: Int(first.x) - 20..<Int(first.x) + 200, y: Int(first.y) - 60..<Int(second.y) + 80)
        s.client.move(s.window, first.x, first.y)
        s.waitForAck { s.client.key("t") }
        s.waitForAck { s.client.click(s.window, first.x, first.y) }
        s.client.key("space", with: ["Shift_L"])   // Pinyin on
        s.client.key("n")
        s.expectPixels("嗯 (n) composed in the box") { Self.highlighted($0, x: area.x, y: area.y).count > 30 }
        #expect(!im.log.contains("XIM_RESET_IC"))
        s.waitForAck { s.client.click(s.window, 700, 300) }   // outside: the box is finished (empty, it goes)
        s.expectPixels("no composition shows") { Self.highlighted($0, x: area.x, y: area.y).count == 0 }
        s.check(waitUntil { im.log.contains("XIM_RESET_IC") }, "the input method's context is reset:\n\(im.log)")
        s.waitForAck { s.client.click(s.window, second.x, second.y) }
        s.client.key("n")
        s.client.key("i")
        s.client.key("Return")
        s.expectPixels("你 committed in the second box") { snap in
            Self.highlighted(snap, x: area.x, y: area.y).count == 0
                && TextBoxEndToEndTests.darkCount(snap, x: Int(second.x)..<Int(second.x) + 40, y: Int(second.y) - 20..<Int(second.y) + 20) > 15
        }
        s.screenshot("input-method-second-box")
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        #expect(TextBoxEndToEndTests.savedTexts(path).map(\.text) == ["你"])
    }
}
