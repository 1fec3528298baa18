/// The clipboard's Inkstone type carries placed images (with their bytes) and text boxes
/// besides strokes (issue 17), additively: a payload of strokes alone is written as before,
/// an old payload still reads, and a reader that knows only strokes reads the new one.
import Foundation
import InkDocument
import InkGeometry
import Testing

@Suite struct ClipboardObjectsTests {
    /// A 3x2 PNG (signature, IHDR, IDAT, IEND).
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==")!

    /// A stroke from (100, 200) to (180, 240), an image at (50, 150) 60x40, a box at (120, 300).
    static func sample() -> ClipboardStrokes {
        let box = TextBox(id: 4, origin: Point(120, 300), width: 150, text: "Hello\nworld", fontSize: 24,
                          color: InkColor(rgb: 0x2060c0), font: "Serif")
        return ClipboardStrokes(ClipboardStrokesTests.sample(), images: [ClipboardImage(frame: Rect(x: 50, y: 150, width: 60, height: 40), bytes: png)],
                                texts: [box])
    }

    @Test func imagesAndTextBoxesTravelWithTheStrokesRelativeToTheTopLeft() throws {
        let clip = Self.sample()
        #expect(clip.origin == Point(50, 150), "the image is the leftmost and topmost")
        let back = try ClipboardStrokes.decode(clip.encoded())
        #expect(back.source.count == 2 && back.origin == .zero)
        #expect(abs(back.size.width - clip.size.width) < 1e-6 && abs(back.size.height - clip.size.height) < 1e-6)
        #expect(back.images == [ClipboardImage(frame: Rect(x: 0, y: 0, width: 60, height: 40), bytes: Self.png)])
        let box = try #require(back.texts.first)
        #expect(box.origin == Point(70, 150) && box.width == 150 && box.text == "Hello\nworld" && box.fontSize == 24)
        #expect(box.color == InkColor(rgb: 0x2060c0) && box.font == "Serif")
        // Placed somewhere, everything moves by the same amount.
        let images = back.placedImages(at: Point(10, 20)), texts = back.placedTexts(at: Point(10, 20), ids: [9])
        #expect(images.map(\.frame) == [Rect(x: 10, y: 20, width: 60, height: 40)])
        #expect(texts.map(\.origin) == [Point(80, 170)] && texts.map(\.id) == [9])
        let strokes = back.placed(at: Point(10, 20), ids: [StrokeID(1), StrokeID(2)]).reduce(Rect.empty) { $0.union($1.bounds) }
        let before = clip.source.reduce(Rect.empty) { $0.union($1.bounds) }
        #expect(abs(strokes.minX - (before.minX - 50 + 10)) < 0.01 && abs(strokes.minY - (before.minY - 150 + 20)) < 0.01)
    }

    @Test func aCopyOfStrokesAloneIsWrittenAsBefore() throws {
        let json = String(decoding: ClipboardStrokes(ClipboardStrokesTests.sample()).encoded(), as: UTF8.self)
        #expect(!json.contains("images") && !json.contains("texts") && json.contains(#""version":1"#))
    }

    @Test func anImageOrATextBoxAloneIsACopy() throws {
        let image = ClipboardStrokes([], images: [ClipboardImage(frame: Rect(x: 5, y: 5, width: 3, height: 2), bytes: Self.png)])
        #expect(try ClipboardStrokes.decode(image.encoded()).images.count == 1)
        let text = ClipboardStrokes([], texts: [TextBox(id: 1, origin: Point(5, 5), width: 100, text: "hi")])
        #expect(try ClipboardStrokes.decode(text.encoded()).texts.map(\.text) == ["hi"])
    }

    /// What an Inkstone before images and texts wrote: still pasted.
    static let oldPayload = #"{"format":"inkstone-strokes","version":1,"width":10,"height":4,"strokes":[{"color":[0,0,0,1],"width":2,"thinning":0.6,"minimumWidth":0.75,"nib":"round","points":[1,2,0.5,9,2,0.5]}]}"#

    @Test func anOldPayloadStillReads() throws {
        let clip = try ClipboardStrokes.decode(Data(Self.oldPayload.utf8))
        #expect(clip.source.count == 1 && clip.images.isEmpty && clip.texts.isEmpty)
    }

    /// The JSON as a reader of version 1 before images and texts knew it.
    struct StrokesOnlyReader: Decodable {
        struct Stroke: Decodable { var color: [Double]; var width: Double; var nib: String; var points: [Double] }
        var format: String
        var version: Int
        var width: Double
        var height: Double
        var strokes: [Stroke]
    }

    @Test func aReaderOfStrokesOnlyReadsTheNewPayload() throws {
        let old = try JSONDecoder().decode(StrokesOnlyReader.self, from: Self.sample().encoded())
        #expect(old.format == "inkstone-strokes" && old.version == 1 && old.strokes.count == 2)
    }

    @Test(arguments: [
        #""images":[{"x":0,"y":0,"width":3,"height":2,"data":"aGVsbG8="}]"#,
        #""images":[{"x":0,"y":0,"width":-3,"height":2,"data":"iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg=="}]"#,
        #""images":[{"x":0,"y":0,"width":3,"height":2}]"#,
        #""texts":[{"x":0,"y":0,"width":0,"text":"a","fontSize":12,"color":[0,0,0,1]}]"#,
        #""texts":[{"x":0,"y":0,"width":50,"text":"a","fontSize":12,"color":[0,0,0]}]"#,
    ])
    func damagedImagesAndTextsAreRefusedWithAClearMessage(member: String) {
        let text = #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[],"# + member + "}"
        #expect {
            _ = try ClipboardStrokes.decode(Data(text.utf8))
        } throws: { error in
            guard let e = error as? ClipboardError else { return false }
            return e.description.hasPrefix("The clipboard") && !e.description.contains("DecodingError")
        }
    }
}
