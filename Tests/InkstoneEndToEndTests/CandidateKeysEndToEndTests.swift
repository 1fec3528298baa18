import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// Issue 18, every action reachable from the keyboard, with the real binary, the pen on the rig
/// and the Zinnia recogniser: 十 written in a text box, its readings shown without a focus ring;
/// Right shows the ring on the second reading, Enter takes it (the ink goes), and the saved box holds that
/// one character instead of the ink.
@Suite struct CandidateKeysEndToEndTests {
    @Test func rightAndEnterTakeTheSecondReading() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (path, rig, s, at) = try TextBoxEndToEndTests.tenWrittenInABox(scratch)
        defer { withExtendedLifetime(rig) {} }   // the pen rig's server lives to the end
        // The readings under the box (as in TextBoxEndToEndTests): the first one's button, the
        // second's 6 px to its right (a one-character reading's button is 50 px wide).
        let first = (x: at.x + 25, y: at.y - 11.2 + 64 + 8 + 24)
        s.expectPixels("the candidate bar under the box") { snap in
            close(snap.pixel(Int(first.x) - 18, Int(first.y)), 0xf3f3f6, tolerance: 6)
                && TextBoxEndToEndTests.darkCount(snap, x: Int(first.x) - 18..<Int(first.x) + 18, y: Int(first.y) - 16..<Int(first.y) + 16) > 20
        }
        // No ring until a key moves the choice (the pen taps a reading; a ring would only say
        // what the keys would take).
        let ring: (UInt32) -> Bool = { p in p & 0xff > 0xb0 && (p >> 16) & 0xff < 0x80 }
        #expect(s.snapshot().map { !$0.any(near: Int(at.x) - 3, Int(first.y), radius: 1, ring) } == true, "a ring before any key")
        // Keyboard focus follows the pointer: the mouse in the window, away from the box.
        s.client.move(s.window, 600, 500)
        s.waitForAck { s.client.key("Right") }
        let ringX = Int(at.x + 50 + 6 - 3)
        s.expectPixels("the focus ring on the second reading") { snap in
            snap.any(near: ringX, Int(first.y), radius: 1, ring)
        }
        s.screenshot("candidate-keys-second")
        s.waitForAck { s.client.key("Return") }
        s.expectPixels("the ink gone, the text in its place") { !$0.isDark(Int(at.x) + 35, Int(at.y) + 45) }
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        let texts = TextBoxEndToEndTests.savedTexts(path).map(\.text)
        #expect(texts.count == 1 && texts.first?.count == 1 && texts.first != "\n", "one reading taken: \(texts)")
        let saved = try DocumentFile.load(from: URL(fileURLWithPath: path))
        #expect(saved.pages[0].strokes.isEmpty, "the handwriting was replaced by the text")
    }
}
