import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// Issue 18: a document whose name holds an emoji is listed by the app's file chooser with the
/// emoji in colour (the colour emoji font through Pango, as pangocairo draws the name), not as
/// a box.
@Suite struct EmojiFileNameTests {
    static let name = "🎨 sketch.inkstone"

    @Test func theChooserShowsAnEmojiInColour() throws {
        let scratch = try ExportCommandTests.Scratch()
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: scratch.path + "/" + Self.name))
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config", "GDK_SCALE": ""])
        s.client.move(s.window, 1000, 700)
        s.client.key("o", with: ["Control_L"])
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: InternationalFileNameTests.window)
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.screenshot("chooser-emoji")
        let snap = try #require(s.snapshot())
        let index = try #require(chooser.entries.firstIndex { $0.name == Self.name })
        let row = try #require(layout.frame(of: .row(index)))
        let background = snap.pixel(Int(row.minX) + 26, Int(row.minY) + 4)
        let expected = InternationalFileNameTests.pangoRow(Self.name, row: row, background: background)
        var differing = 0, inked = 0, coloured = 0, expectedColoured = 0
        func isColoured(_ p: UInt32) -> Bool {
            let r = Int(p >> 16 & 0xff), g = Int(p >> 8 & 0xff), b = Int(p & 0xff)
            return max(r, g, b) - min(r, g, b) > 60
        }
        for y in 4..<Int(row.height) - 4 {
            for x in 28..<Int(28 + expected.textWidth + 4) {
                let want = expected.pixels[y * expected.width + x], got = snap.pixel(Int(row.minX) + x, Int(row.minY) + y)
                if want != background { inked += 1 }
                if isColoured(want) { expectedColoured += 1 }
                if isColoured(got) { coloured += 1 }
                if !close(want, got, tolerance: 8) { differing += 1 }
            }
        }
        #expect(inked > 150, "drawn")
        #expect(expectedColoured > 50, "pangocairo draws the emoji in colour (fonts-noto-color-emoji): \(expectedColoured)")
        #expect(coloured > 50, "the chooser shows it in colour: \(coloured) coloured pixels")
        #expect(differing <= inked / 50, "\(differing) of \(inked) inked pixels differ from pangocairo's rendering")
    }
}
