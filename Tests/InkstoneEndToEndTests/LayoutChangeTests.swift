import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import Testing
import InkTestSupport

/// Layout changes in a running app (the writing hand, a resize, the compact toolbar) show
/// exactly what a fresh start with the same document and settings shows, pixel for pixel, and
/// input lands on the ink the person sees.
@Suite struct LayoutChangeTests {
    static let window = Size(1024, 720)

    /// A scratch folder holding a two-page document with ink at known places.
    final class Scratch: @unchecked Sendable {
        private let folder: TemporaryFolder
        var path: String { folder.path }
        let document: Document
        var file: String { path + "/inked.inkstone" }

        init() throws {
            folder = try TemporaryFolder("layout")
            func line(_ id: UInt64, _ a: Point, _ b: Point) -> Stroke {
                Stroke(id: StrokeID(id), points: (0...20).map { StrokePoint(a + (b - a) * (Double($0) / 20)) },
                       color: InkColor(rgb: 0x101018), outline: OutlineOptions(width: 6))
            }
            // Short vertical strokes: a horizontal offset of the toolbar's width misses them.
            let page1 = Page(strokes: [line(1, Point(120, 120), Point(120, 300)), line(2, Point(300, 150), Point(300, 330)),
                                       line(3, Point(80, 420), Point(500, 440))], blankSize: Size(600, 800))
            let page2 = Page(strokes: [line(4, Point(200, 60), Point(220, 260))], blankSize: Size(600, 800))
            document = Document(pages: [page1, page2], images: [:], nextStrokeID: 5)
            try DocumentFile.save(document, to: URL(fileURLWithPath: file))
        }

        /// A config folder with these preferences set.
        func config(_ name: String, _ prefs: [(String, String)]) throws -> String {
            let home = path + "/" + name
            for (k, v) in prefs {
                let r = try runInkstone(["prefs", "set", k, v], environment: testEnvironment(configHome: home))
                #expect(r.status == 0, "prefs set \(k) \(v): \(r.output)")
            }
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            return home
        }

        /// Where the editor (fresh, at `size`, with `rightHanded`) shows a page point.
        func window(_ p: Point, page: Int = 0, size: Size = LayoutChangeTests.window, rightHanded: Bool = true) -> Point {
            var prefs = Preferences()
            prefs.handedness = rightHanded ? .right : .left
            var editor = Editor(document: document, windowSize: size)
            _ = editor.showStart()
            _ = editor.apply(prefs)
            return editor.toWindow(Rect(x: p.x, y: p.y, width: 0.001, height: 0.001), page: page).center
        }
    }

    /// Starts the app on the scratch document with a config folder, and waits until the ink shows.
    static func start(_ scratch: Scratch, config: String, size: Size = window, rightHanded: Bool = true) throws -> AppSession {
        let s = try AppSession(arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))", scratch.file],
                               environment: ["XDG_CONFIG_HOME": config])
        let ink = scratch.window(Point(120, 200), size: size, rightHanded: rightHanded)
        s.expectPixels("the document's ink") { $0.isDark(Int(ink.x), Int(ink.y)) }
        return s
    }

    /// How many pixels differ between two snapshots, and where the first one is.
    static func difference(_ a: Snapshot, _ b: Snapshot) -> (count: Int, first: (Int, Int)?) {
        guard a.width == b.width, a.height == b.height else { return (Int.max, nil) }
        var count = 0, first: (Int, Int)?
        for i in a.pixels.indices where a.pixels[i] != b.pixels[i] {
            count += 1
            if first == nil { first = (i % a.width, i / a.width) }
        }
        return (count, first)
    }

    /// Waits until the session's window equals `expected` pixel for pixel.
    static func expectSame(_ s: AppSession, as expected: Snapshot, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var last: (count: Int, first: (Int, Int)?) = (0, nil)
        let ok = waitUntil(timeout: 10) {
            guard let now = s.snapshot() else { return false }
            last = difference(now, expected)
            return last.count == 0
        }
        if !ok {
            s.screenshot("mismatch-\(what.replacingOccurrences(of: " ", with: "-"))")
            s.fail("\(what): \(last.count) pixels differ from a fresh start, the first at \(String(describing: last.first))",
                   sourceLocation: sourceLocation)
        }
    }

    @Test func switchingHandsShowsWhatAFreshStartShowsAndTheEraserHitsTheVisibleInk() throws {
        let scratch = try Scratch()
        // The reference: a fresh left-handed start.
        let fresh = try Self.start(scratch, config: try scratch.config("fresh", [("handedness", "left")]), rightHanded: false)
        let reference = try #require(fresh.snapshot())
        fresh.screenshot("layout-left-fresh")
        // The same document, started right-handed, switched while running.
        let s = try Self.start(scratch, config: try scratch.config("live", []))
        let r = try s.runCommand(["prefs", "set", "handedness", "left"])
        #expect(r.status == 0, "\(r.output)")
        Self.expectSame(s, as: reference, "left hand chosen while running")
        s.screenshot("layout-left-live")
        // And back: the same as a fresh right-handed start.
        let freshRight = try Self.start(scratch, config: try scratch.config("fresh-right", [("handedness", "right")]))
        let rightReference = try #require(freshRight.snapshot())
        #expect(try s.runCommand(["prefs", "set", "handedness", "right"]).status == 0)
        Self.expectSame(s, as: rightReference, "right hand chosen again while running")
        #expect(try s.runCommand(["prefs", "set", "handedness", "left"]).status == 0)
        Self.expectSame(s, as: reference, "left hand chosen again")
        // The eraser, run along the stroke the person sees, erases it.
        let top = scratch.window(Point(120, 130), rightHanded: false), bottom = scratch.window(Point(120, 290), rightHanded: false)
        s.client.move(s.window, top.x, top.y)  // keyboard focus follows the pointer (no window manager)
        s.client.key("e")
        s.client.drag(s.window, through: DrawingTests.line(top.x, top.y, bottom.x, bottom.y, steps: 20))
        s.expectPixels("the visible stroke erased") { snap in
            (Int(top.y)...Int(bottom.y)).allSatisfy { !snap.isDark(Int(top.x), $0) }
        }
        let other = scratch.window(Point(300, 240), rightHanded: false)
        s.check(s.snapshot()?.isDark(Int(other.x), Int(other.y)) ?? false, "the stroke beside it was erased too")
    }

    @Test func resizingShowsWhatAFreshStartAtThatSizeShows() throws {
        let scratch = try Scratch()
        let small = Size(560, 640)
        let freshSmall = try Self.start(scratch, config: try scratch.config("fresh-small", []), size: small)
        let smallReference = try #require(freshSmall.snapshot())
        freshSmall.screenshot("layout-560x640-fresh")
        let s = try Self.start(scratch, config: try scratch.config("live", []))
        let reference = try #require(s.snapshot())
        // Smaller: the compact toolbar, the page fit to the narrower canvas.
        s.client.resize(s.window, width: Int(small.width), height: Int(small.height))
        Self.expectSame(s, as: smallReference, "shrunk to 560x640")
        s.screenshot("layout-560x640-resized")
        // Back to the first size: as at the start.
        s.client.resize(s.window, width: Int(Self.window.width), height: Int(Self.window.height))
        Self.expectSame(s, as: reference, "back to 1024x720")
        // Shrunk again, the eraser meets the ink where it shows.
        s.client.resize(s.window, width: Int(small.width), height: Int(small.height))
        Self.expectSame(s, as: smallReference, "shrunk again")
        let top = scratch.window(Point(300, 160), size: small), bottom = scratch.window(Point(300, 320), size: small)
        s.client.move(s.window, top.x, top.y)  // keyboard focus follows the pointer (no window manager)
        s.client.key("e")
        s.client.drag(s.window, through: DrawingTests.line(top.x, top.y, bottom.x, bottom.y, steps: 20))
        s.expectPixels("the visible stroke erased") { snap in
            (Int(top.y)...Int(bottom.y)).allSatisfy { !snap.isDark(Int(top.x), $0) }
        }
        s.screenshot("layout-560x640-erased")
    }

    @Test func switchingHandsThenShrinkingToTheSmallestSizeShowsAFreshStart() throws {
        let scratch = try Scratch()
        let small = Size(400, 300)
        let fresh = try Self.start(scratch, config: try scratch.config("fresh", [("handedness", "left")]), size: small, rightHanded: false)
        let reference = try #require(fresh.snapshot())
        fresh.screenshot("layout-400x300-left-fresh")
        let s = try Self.start(scratch, config: try scratch.config("live", []))
        #expect(try s.runCommand(["prefs", "set", "handedness", "left"]).status == 0)
        s.client.resize(s.window, width: Int(small.width), height: Int(small.height))
        Self.expectSame(s, as: reference, "left-handed, shrunk to 400x300")
        s.screenshot("layout-400x300-left-live")
        // The gear is on screen, at the right.
        let gear = try #require(ToolbarLayout(windowSize: small, side: .right, compact: true).frame(of: .preferences))
        #expect(gear.maxY <= small.height && gear.minX >= small.width - ToolbarLayout.width)
    }
}
