/// Test support: documents, strokes and edits for the journal tests, and a pid that is
/// certainly not running.
import Foundation
import InkDocument
import InkGeometry

enum JournalFixtures {
    /// A stroke with `count` points along a gentle curve, pressures varying.
    static func stroke(_ id: StrokeID, points count: Int = 4, seed: Double = 0) -> Stroke {
        let points = (0..<count).map { i -> StrokePoint in
            let t = Double(i)
            return StrokePoint(Point(seed * 7 + t * 1.5, seed * 3 + (t * 0.3).squareRoot() * 10),
                               pressure: 0.2 + 0.6 * Double(i % 5) / 4)
        }
        return Stroke(id: id, points: points, color: InkColor(rgb: 0x3366CC, alpha: 0.8),
                      outline: OutlineOptions(width: 2.5 + seed.truncatingRemainder(dividingBy: 3)))
    }

    /// Two image pages and a sized blank page, with a couple of strokes and the image bytes.
    static func document() -> Document {
        var doc = Document(pages: [
            Page(background: .image(key: "p1", size: Size(width: 600, height: 800))),
            Page(background: .image(key: "p2", size: Size(width: 800, height: 600))),
            Page(background: .blank, blankSize: Size(width: 595, height: 842)),
        ], images: ["p1": Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3]), "p2": Data((0..<300).map { UInt8($0 % 251) })])
        let a = doc.makeStrokeID(), b = doc.makeStrokeID()
        doc.pages[0].strokes = [stroke(a, seed: 1), stroke(b, points: 1, seed: 2)]
        return doc
    }

    /// A new stroke on `page`, placed on top.
    static func addition(to doc: inout Document, page: Int, points: Int = 4) -> Edit {
        let id = doc.makeStrokeID()
        let s = stroke(id, points: points, seed: Double(id.raw))
        return Edit(page: page, change: .add([PlacedStroke(index: doc.pages[page].strokes.count, stroke: s)]))
    }

    /// Removal of the bottom stroke of `page` (which must have one).
    static func removal(in doc: Document, page: Int) -> Edit {
        Edit(page: page, change: .remove([PlacedStroke(index: 0, stroke: doc.pages[page].strokes[0])]))
    }

    /// A pid that belonged to a process which has exited and been reaped: `/bin/true`, run
    /// with posix_spawn and waited for.
    static func deadPID() throws -> Int32 {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/bin/true", nil, nil, argv, nil)
        guard spawned == 0 else { throw JournalError.io(path: "/bin/true", reason: systemReason(spawned)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return pid
    }
}
