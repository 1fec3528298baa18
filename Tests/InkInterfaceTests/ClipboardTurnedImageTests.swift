/// A turned placed image keeps its turn through the clipboard (issue 17 with the images'
/// turns): Ctrl+C carries the angle (written in the payload only when the image is turned, so
/// an upright copy is coded as before and a payload without one pastes upright), a paste in
/// another Inkstone places the image turned, and the SVG offered to other apps turns it too.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct ClipboardTurnedImageTests {
    /// The three kinds of `EditorClipboardObjectsTests`, with the image turned 30° (Alt+Right twice).
    static func turned() throws -> Editor {
        var editor = EditorClipboardObjectsTests.threeKinds()
        _ = editor.handle(KeyChord(.character("a"), .control))
        for _ in 0..<2 { _ = editor.handle(KeyChord(.right, [.alt])) }
        _ = editor.clearSelection()
        let angle = try #require(editor.document.pages[0].images.first).angle
        #expect(abs(angle - .pi / 6) < 1e-9)
        return editor
    }

    @Test func aCopiedTurnedImageIsPastedTurnedInAnotherInkstone() throws {
        var a = try Self.turned()
        let clip = try EditorClipboardObjectsTests.copied(&a)
        #expect(clip.images.map(\.angle).count == 1 && abs(clip.images[0].angle - .pi / 6) < 1e-9)
        let decoded = try ClipboardStrokes.decode(clip.encoded())
        #expect(abs((decoded.images.first?.angle ?? 0) - .pi / 6) < 1e-9, "the angle travels in the payload")
        var b = Editor(document: Document(pages: [Page(blankSize: Size(400, 300))]), windowSize: Size(800, 900))
        _ = b.showStart()
        _ = b.paste(clip.encoded())
        let image = try #require(b.document.pages[0].images.first)
        #expect(abs(image.angle - .pi / 6) < 1e-9, "pasted turned")
    }

    @Test func anUprightCopyWritesNoAngleAndAPayloadWithoutOnePastesUpright() throws {
        var a = EditorClipboardObjectsTests.threeKinds()
        let clip = try EditorClipboardObjectsTests.copied(&a)
        let json = String(decoding: clip.encoded(), as: UTF8.self)
        #expect(!json.contains("\"angle\""), "an upright image is coded as before")
        #expect(try ClipboardStrokes.decode(clip.encoded()).images.first?.angle == 0)
    }

    @Test func theBoundsOfACopyHoldTheTurnedImage() throws {
        let image = ClipboardImage(frame: Rect(x: 0, y: 0, width: 100, height: 20), bytes: Data(), angle: .pi / 2)
        let clip = ClipboardStrokes([], images: [image])
        #expect(abs(clip.size.width - 20) < 1e-9 && abs(clip.size.height - 100) < 1e-9, "\(clip.size)")
    }
}
