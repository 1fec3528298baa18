/// The clipboard's Inkstone type (issue 17): strokes copied with their colours, widths, nibs,
/// pressures, tilts and angles, relative to their top left, read back the same; damaged or
/// foreign data is refused with one clear message.
import Foundation
import InkDocument
import InkGeometry
import Testing

@Suite struct ClipboardStrokesTests {
    static func sample() -> [Stroke] {
        let pen = Stroke(id: StrokeID(7), points: [StrokePoint(Point(100, 200), pressure: 0.2), StrokePoint(Point(180, 240), pressure: 0.9)],
                         color: InkColor(rgb: 0xc0392b), outline: OutlineOptions(width: 6))
        let marker = Stroke(id: StrokeID(9), points: [StrokePoint(Point(90, 220), pressure: 0.5, tilt: 20, angle: 30),
                                                      StrokePoint(Point(200, 220), pressure: 0.5, tilt: 25, angle: 35)],
                            color: InkColor(rgb: 0xf1c40f, alpha: 0.4), outline: OutlineOptions(width: 20, nib: .chisel))
        return [pen, marker]
    }

    @Test func aCopyIsRelativeToItsTopLeftAndReadsBackTheSame() throws {
        let clip = ClipboardStrokes(Self.sample())
        let bounds = Self.sample().reduce(Rect.empty) { $0.union($1.bounds) }
        #expect(abs(clip.size.width - bounds.width) < 1e-6 && abs(clip.size.height - bounds.height) < 1e-6)
        let back = try ClipboardStrokes.decode(clip.encoded())
        #expect(back.strokes.count == 2)
        for (a, b) in zip(back.strokes, clip.strokes) {
            #expect(a.color == b.color && a.outline == b.outline && a.kind == b.kind)
            #expect(a.points.count == b.points.count)
            for (p, q) in zip(a.points, b.points) {
                #expect(p.position.distance(to: q.position) < 1e-3 && abs(p.pressure - q.pressure) < 1e-6)
                #expect(abs(p.tilt - q.tilt) < 1e-3 && abs(p.angle - q.angle) < 1e-3)
            }
        }
        #expect(back.strokes[1].kind == .highlighter)
        let placed = back.placed(at: Point(10, 20), ids: [StrokeID(1), StrokeID(2)])
        #expect(placed.map(\.id) == [StrokeID(1), StrokeID(2)])
        let moved = placed.reduce(Rect.empty) { $0.union($1.bounds) }
        #expect(abs(moved.minX - 10) < 0.01 && abs(moved.minY - 20) < 0.01)
    }

    @Test(arguments: [
        "", "not json", "[]", #"{"format":"other","version":1,"width":1,"height":1,"strokes":[]}"#,
        #"{"format":"inkstone-strokes","version":9,"width":1,"height":1,"strokes":[]}"#,
        #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[]}"#,
        #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[{"color":[0,0,0,1],"width":2,"thinning":0.6,"minimumWidth":0.75,"nib":"round","points":[1,2]}]}"#,
        #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[{"color":[0,0,0,7],"width":2,"thinning":0.6,"minimumWidth":0.75,"nib":"round","points":[1,2,0.5]}]}"#,
        #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[{"color":[0,0,0,1],"width":2,"thinning":0.6,"minimumWidth":0.75,"nib":"brush","points":[1,2,0.5]}]}"#,
        #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[{"color":[0,0,0,1],"width":-2,"thinning":0.6,"minimumWidth":0.75,"nib":"round","points":[1,2,0.5]}]}"#,
        #"{"format":"inkstone-strokes","version":1,"width":1,"height":1,"strokes":[{"color":[0,0,0,1],"width":2,"thinning":0.6,"minimumWidth":0.75,"nib":"round","points":[1,2,0.5],"tilts":[1,2]}]}"#,
    ])
    func damagedDataIsRefusedWithAClearMessage(text: String) {
        #expect {
            _ = try ClipboardStrokes.decode(Data(text.utf8))
        } throws: { error in
            guard let e = error as? ClipboardError else { return false }
            return e.description.hasPrefix("The clipboard") && !e.description.contains("DecodingError")
        }
    }

    /// A newer Inkstone's strokes, laid out otherwise (no "strokes", members of its own): said
    /// to come from a newer Inkstone, not "not Inkstone's stroke data".
    @Test func aNewerInkstonesDataIsSaidToBeNewerWhateverItsLayout() {
        #expect {
            _ = try ClipboardStrokes.decode(Data(#"{"format":"inkstone-strokes","version":99,"layers":[{"items":[]}]}"#.utf8))
        } throws: { error in
            (error as? ClipboardError)?.description == "The clipboard's strokes come from a newer Inkstone (version 99)."
        }
    }

    @Test func aPastedImageBecomesAPageAtItsSizeAndDamagedBytesAreRefused() throws {
        // A 3x2 PNG (made by hand: signature, IHDR, IDAT, IEND).
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==")
        let bytes = try #require(png)
        let made = try PastedImage.page(from: bytes, storedIn: [:])
        #expect(made.page.size == Size(3, 2))
        #expect(throws: ImportError.self) { _ = try PastedImage.page(from: Data("hello".utf8), storedIn: [:]) }
    }
}
