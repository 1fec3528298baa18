import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// Files dropped on the real window through XDND, from the test's own drag source
/// (`XdndSource`): a PNG and a PDF become pages where they are dropped (the drop line shows
/// while the drag hovers and goes when it leaves), one undo takes each drop away; a dropped `.inkstone` opens; a
/// corrupt file changes nothing and says so; a drag of no files is refused in XdndStatus.
@Suite struct XdndDropTests {
    static let window = Size(1024, 720)
    static let red: UInt32 = 0xd03030, green: UInt32 = 0x30a040, blue: UInt32 = 0x3050d0

    /// Two flat pages of 600x400, red and green, and a blue one to drop.
    struct Files {
        let scratch: ExportCommandTests.Scratch
        var pages: [String]
        var blue: String
        init() throws {
            scratch = try ExportCommandTests.Scratch()
            pages = [scratch.path + "/one.png", scratch.path + "/two.png"]
            ModeIndicatorTests.flatPage(pages[0], width: 600, height: 400, rgb: XdndDropTests.red)
            ModeIndicatorTests.flatPage(pages[1], width: 600, height: 400, rgb: XdndDropTests.green)
            blue = scratch.path + "/dropped blue.png"
            ModeIndicatorTests.flatPage(blue, width: 600, height: 400, rgb: XdndDropTests.blue)
        }
    }

    /// The app on the two pages, and the editor it runs rebuilt here for its geometry.
    static func start(_ files: Files) throws -> (AppSession, Editor) {
        let s = try AppSession(arguments: ["--geometry", "\(Int(window.width))x\(Int(window.height))"] + files.pages,
                               environment: ["XDG_CONFIG_HOME": files.scratch.path + "/config"])
        var e = Editor(document: try DocumentImport.document(from: files.pages), windowSize: window)
        _ = e.showStart()
        return (s, e)
    }

    /// Page `i`'s frame in the window.
    static func frame(_ e: Editor, _ i: Int) -> Rect {
        let size = e.document.pages[i].size ?? Size(1, 1)
        return e.toWindow(Rect(x: 0, y: 0, width: size.width, height: size.height), page: i)
    }

    /// A point `fraction` of the way down page `i`, at its middle across.
    static func point(_ e: Editor, _ i: Int, _ fraction: Double) -> Point {
        let f = frame(e, i)
        return Point(f.center.x, f.minY + f.height * fraction)
    }

    /// The page counts of the app's journals (its document as a crash would leave it).
    static func journaledPageCounts(_ s: AppSession) -> [Int] {
        let state = s.configHome + "/state"
        return Journals.files(state).filter { $0.hasSuffix(".journal") }.compactMap { name in
            (try? JournalReplay(contentsOf: Journals.folder(state) + "/" + name))?.document?.pages.count
        }
    }

    static func pixel(_ snap: Snapshot, _ p: Point) -> UInt32 { snap.pixel(Int(p.x), Int(p.y)) }

    @Test func aPNGAndAPDFBecomePagesWhereDroppedAndUndoTakesThemAway() throws {
        let files = try Files()
        let pdf = files.scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: pdf, pages: [(612, 792), (612, 792)]))
        var (s, e) = try Self.start(files)
        let page2 = Self.point(e, 1, 0.25)
        s.expectPixels("the red and green pages") { close(Self.pixel($0, Self.point(e, 0, 0.5)), Self.red, tolerance: 8) && close(Self.pixel($0, page2), Self.green, tolerance: 8) }

        // Dragged over the lower half of page 1: accepted as a copy, the line shows between pages 1 and 2.
        let source = try XdndSource(display: s.server.display, target: s.window, offering: [("text/uri-list", XdndSource.uriList([files.blue]))])
        source.enter()
        let below = Self.point(e, 0, 0.75)
        let status = source.position(below.x, below.y)
        #expect(status == .init(accepted: true, action: "XdndActionCopy"))
        #expect(source.requests == ["text/uri-list"], "the list is asked for while the drag hovers")
        let gap = Point(below.x, (Self.frame(e, 0).maxY + Self.frame(e, 1).minY) / 2)
        s.expectPixels("the drop line between pages 1 and 2") { close(Self.pixel($0, gap), 0x2f6fe4, tolerance: 16) }
        s.screenshot("xdnd-hover")
        let finished = source.drop()
        #expect(finished == .init(success: true, action: "XdndActionCopy"))
        // The blue page is page 2 now: where green was.
        _ = e.insertPages(of: try DocumentImport.document(from: [files.blue]), at: 1)
        s.expectPixels("the dropped page after page 1, no line") {
            close(Self.pixel($0, Self.point(e, 1, 0.25)), Self.blue, tolerance: 8) && !close(Self.pixel($0, gap), 0x2f6fe4, tolerance: 16)
        }
        s.screenshot("xdnd-dropped")
        s.check(waitUntil { Self.journaledPageCounts(s) == [3] }, "the journal has \(Self.journaledPageCounts(s)) pages, not 3")

        s.waitForAck { s.client.key("z", with: ["Control_L"]) }
        s.expectPixels("green back under page 1 after undo") { close(Self.pixel($0, page2), Self.green, tolerance: 8) }
        s.check(waitUntil { Self.journaledPageCounts(s) == [2] }, "after undo the journal has \(Self.journaledPageCounts(s)) pages")
        _ = e.run(.undo)

        // The PDF's two pages dropped on the upper half of page 1: they come first, in order.
        let pdfSource = try XdndSource(display: s.server.display, target: s.window, offering: [("text/uri-list", XdndSource.uriList([pdf]))])
        pdfSource.enter()
        let above = Self.point(e, 0, 0.25)
        #expect(pdfSource.position(above.x, above.y)?.accepted == true)
        #expect(pdfSource.drop()?.success == true)
        _ = e.insertPages(of: try DocumentImport.document(from: [pdf], pdf: .poppler), at: 0)
        let bar = Self.frame(e, 0)
        s.expectPixels("the PDF's first page (its black bar) on top") { $0.isDark(Int(bar.minX) + 80, Int(bar.minY) + 48) }
        s.check(waitUntil { Self.journaledPageCounts(s) == [4] }, "the journal has \(Self.journaledPageCounts(s)) pages, not 4")
        s.waitForAck { s.client.key("z", with: ["Control_L"]) }
        s.check(waitUntil { Self.journaledPageCounts(s) == [2] }, "one undo leaves \(Self.journaledPageCounts(s)) pages")
    }

    @Test func aCorruptFileChangesNothingAndIsSaid() throws {
        let files = try Files()
        let broken = files.scratch.path + "/broken.png"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: files.blue))
        bytes.removeLast(bytes.count / 2)
        try bytes.write(to: URL(fileURLWithPath: broken))
        let (s, e) = try Self.start(files)
        let page2 = Self.point(e, 1, 0.25)
        s.expectPixels("the green page 2") { close(Self.pixel($0, page2), Self.green, tolerance: 8) }
        let below = Self.point(e, 0, 0.75)
        let gap = Point(below.x, (Self.frame(e, 0).maxY + Self.frame(e, 1).minY) / 2)
        // A drag that hovers and leaves: the line comes and goes, nothing else.
        let passing = try XdndSource(display: s.server.display, target: s.window, offering: [("text/uri-list", XdndSource.uriList([files.blue]))])
        passing.enter()
        #expect(passing.position(below.x, below.y)?.accepted == true)
        s.expectPixels("the drop line") { close(Self.pixel($0, gap), 0x2f6fe4, tolerance: 16) }
        passing.leave()
        s.expectPixels("no drop line once the drag left") { !close(Self.pixel($0, gap), 0x2f6fe4, tolerance: 16) }
        let source = try XdndSource(display: s.server.display, target: s.window,
                                    offering: [("text/uri-list", XdndSource.uriList([files.blue, broken]))])
        source.enter()
        #expect(source.position(below.x, below.y)?.accepted == true, "its name says PNG")
        #expect(source.drop() == .init(success: false, action: ""))
        s.expectPixels("a notice") { Journals.showsNotice($0) }
        s.screenshot("xdnd-corrupt")
        s.waitForAck()
        let snap = try #require(s.snapshot())
        #expect(close(Self.pixel(snap, page2), Self.green, tolerance: 8), "page 2 is still green: nothing was inserted")
        #expect(s.client.utf8Property(s.window, "_NET_WM_NAME")?.hasPrefix("*") == false, "no unsaved change")
        #expect(Self.journaledPageCounts(s) == [2])
    }

    @Test func aDroppedInkstoneDocumentOpens() throws {
        let files = try Files()
        let saved = files.scratch.path + "/notebook.inkstone"
        try DocumentFile.save(try DocumentImport.document(from: [files.blue]), to: URL(fileURLWithPath: saved))
        let (s, e) = try Self.start(files)
        s.expectPixels("the red page") { close(Self.pixel($0, Self.point(e, 0, 0.5)), Self.red, tolerance: 8) }
        let source = try XdndSource(display: s.server.display, target: s.window, offering: [("text/uri-list", XdndSource.uriList([saved]))])
        source.enter()
        let p = Self.point(e, 0, 0.5)
        #expect(source.position(p.x, p.y)?.accepted == true)
        #expect(source.drop()?.success == true)
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "notebook.inkstone — Inkstone" },
                "title: \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "")")
        s.expectPixels("its blue page") { close(Self.pixel($0, Self.point(e, 0, 0.5)), Self.blue, tolerance: 8) }
    }

    @Test func aDragOfNoFilesIsRefused() throws {
        let files = try Files()
        let (s, e) = try Self.start(files)
        let p = Self.point(e, 0, 0.75)
        // Text, not a list of files: refused without asking for anything.
        let text = try XdndSource(display: s.server.display, target: s.window,
                                  offering: [("text/plain", Data("hello".utf8)), ("UTF8_STRING", Data("hello".utf8))])
        text.enter()
        #expect(text.position(p.x, p.y) == .init(accepted: false, action: ""))
        #expect(text.requests.isEmpty)
        text.leave()
        // More than three types (XdndTypeList), a list of files none of which Inkstone reads.
        let other = try XdndSource(display: s.server.display, target: s.window,
                                   offering: [("text/plain", Data()), ("UTF8_STRING", Data()), ("TEXT", Data()),
                                              ("text/uri-list", XdndSource.uriList([files.scratch.path + "/notes.txt"]))])
        other.enter()
        #expect(other.position(p.x, p.y) == .init(accepted: false, action: ""))
        #expect(other.requests == ["text/uri-list"])
        let gap = Point(p.x, (Self.frame(e, 0).maxY + Self.frame(e, 1).minY) / 2)
        s.waitForAck()
        let snap = try #require(s.snapshot())
        #expect(!close(Self.pixel(snap, gap), 0x2f6fe4, tolerance: 16), "no drop line for what would be refused")
        #expect(other.drop() == .init(success: false, action: ""))
        s.expectPixels("a notice") { Journals.showsNotice($0) }
    }
}
