/// The documents and journal the committed golden files (`Tests/Golden`) hold, built here
/// value by value, so a test can say exactly what reading a golden file must give.
///
/// These values describe files that are already committed: never change them to follow a
/// format change. A new format version gets new golden files (and new values) beside these.
import Foundation
@testable import InkDocument
import InkGeometry

enum GoldenSamples {
    /// `Tests/Golden`.
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The page image: a real 447-byte PNG (a copy of `Tests/Corpus/images/good-alpha.png`).
    static var scan: Data { get throws { try bytes("scan.png") } }

    // MARK: Strokes

    static let black = InkColor(rgb: 0x000000)
    static let red = InkColor(rgb: 0xD0021B)
    static let blue = InkColor(red: 0.1, green: 0.3, blue: 0.9)
    /// The highlighter's ink: yellow at the highlighter's alpha.
    static let marker = InkColor(rgb: 0xFFE600, alpha: 0.38)

    /// A pen stroke: a wave of `count` points with pressures rising and falling.
    static func pen(_ id: UInt64, color: InkColor, width: Double, x: Double, y: Double, count: Int = 6) -> Stroke {
        let points = (0..<count).map { i -> StrokePoint in
            let t = Double(i)
            return StrokePoint(Point(x + t * 12.5, y + (i % 2 == 0 ? 0 : 3.25) + t * 0.1),
                               pressure: [0.2, 0.45, 0.7, 1, 0.55, 0.1][i % 6])
        }
        return Stroke(id: StrokeID(id), points: points, color: color, outline: OutlineOptions(width: width))
    }

    /// A highlighter stroke: a straight line, wide, no thinning, translucent (as `ToolState`
    /// makes them for width 3: 3 × 3 + 4).
    static func highlighter(_ id: UInt64, x: Double, y: Double) -> Stroke {
        let points = (0..<4).map { StrokePoint(Point(x + Double($0) * 40, y), pressure: 0.5) }
        return Stroke(id: StrokeID(id), points: points, color: marker, outline: OutlineOptions(width: 13, thinning: 0))
    }

    /// A one-point stroke (a dot), with the outline's every field set.
    static func dot(_ id: UInt64, x: Double, y: Double) -> Stroke {
        Stroke(id: StrokeID(id), points: [StrokePoint(Point(x, y), pressure: 0.8)], color: blue,
               outline: OutlineOptions(width: 2, thinning: 0.3, minimumWidth: 0.5))
    }

    // MARK: The document (`document-v1.inkstone`)

    /// Three pages: the unbounded canvas with pen strokes of three colours and widths and a
    /// highlighter stroke; an A4 blank page with a dot; a page showing a PNG with a stroke.
    /// The next stroke id is past a stroke that was drawn and erased (6).
    static var document: Document {
        get throws {
            Document(pages: [
                Page(strokes: [pen(1, color: black, width: 2, x: 10, y: 20),
                               pen(2, color: red, width: 5, x: 10, y: 60),
                               highlighter(3, x: 0, y: 40),
                               pen(4, color: blue, width: 0.75, x: 15.3, y: 90.7, count: 3)]),
                Page(strokes: [dot(5, x: 297.5, y: 421)], blankSize: Size(595, 842)),
                Page(background: .image(key: "scan.png", size: Size(64, 48)),
                     strokes: [pen(7, color: red, width: 3.5, x: 1, y: 2)]),
            ], images: ["scan.png": try scan], nextStrokeID: 8)
        }
    }

    // MARK: The journal (`journal-v1.journal`)

    /// A header naming a writer that is certainly gone, at a fixed time.
    static let journalHeader = JournalHeader(pid: 2_147_483_646, processStart: 123_456, bootID: "golden-boot-id",
                                             documentPath: "/home/ink/notes.inkstone",
                                             created: Date(timeIntervalSince1970: 1_790_000_000), unsavedBase: false)

    /// The journal's base: `document`.
    static var journalBase: Document { get throws { try document } }

    /// The edits after the base, as the app journals them: draw, highlight, erase, undo the
    /// erase (the inverse edit), add a page, draw on it, remove a page, undo the removal.
    static var journalEdits: [Edit] {
        get throws {
            let base = try journalBase
            let erased = PlacedStroke(index: 0, stroke: base.pages[0].strokes[0])
            let newPage = Page(blankSize: Size(300, 200))
            let removedPage = base.pages[1]
            return [
                Edit(page: 0, change: .add([PlacedStroke(index: 4, stroke: pen(8, color: black, width: 2, x: 30, y: 120))])),
                Edit(page: 2, change: .add([PlacedStroke(index: 1, stroke: highlighter(9, x: 2, y: 8))])),
                Edit(page: 0, change: .remove([erased])),
                Edit(page: 0, change: .remove([erased])).inverse,
                Edit(page: 3, change: .insertPage(newPage)),
                Edit(page: 3, change: .add([PlacedStroke(index: 0, stroke: dot(10, x: 150, y: 100)),
                                            PlacedStroke(index: 1, stroke: pen(11, color: blue, width: 1.5, x: 20, y: 20))])),
                Edit(page: 1, change: .removePage(removedPage)),
                Edit(page: 1, change: .removePage(removedPage)).inverse,
            ]
        }
    }

    /// What replaying the golden journal must give, written out rather than computed by
    /// applying the edits: the base's pages with the strokes drawn on them, and the added page.
    static var journalDocument: Document {
        get throws {
            var pages = try document.pages
            pages[0].strokes.append(pen(8, color: black, width: 2, x: 30, y: 120))
            pages[2].strokes.append(highlighter(9, x: 2, y: 8))
            pages.append(Page(strokes: [dot(10, x: 150, y: 100), pen(11, color: blue, width: 1.5, x: 20, y: 20)],
                              blankSize: Size(300, 200)))
            return Document(pages: pages, images: ["scan.png": try scan], nextStrokeID: 12)
        }
    }

    /// The journal's bytes as the journal code writes them: prefix, header, base, edits.
    static func writeJournal() throws -> Data {
        var data = Journal.filePrefix
        data.append(try Journal.frame(.header, try Journal.Packing.encode(journalHeader)))
        data.append(try Journal.frame(.base, try Journal.Packing.encode(try journalBase)))
        for edit in try journalEdits { data.append(try Journal.frame(.edit, try Journal.Packing.encode(edit))) }
        return data
    }
}
