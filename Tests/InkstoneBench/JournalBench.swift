import Foundation
import InkDocument
import InkGeometry
import InkTestSupport

/// The journal at document sizes: what starting a journal for a saved notebook costs (it refers
/// to the file: a checksum of its bytes on the journal's queue, a few hundred bytes written),
/// against copying the whole notebook into it as unsaved work is; and that the main thread
/// only hands values over.
func journalFigures(sizes: [Int] = [1_000_000, 10_000_000]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-bench-journal-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = JournalStore(environment: ["XDG_STATE_HOME": folder.path])
    print("journal (its queue does the work; the main thread only hands values over):")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for points in sizes {
            let document = HandwritingDocument(pages: max(1, points / 100_000), pointsPerPage: min(points, 100_000)).document()
            let file = folder.appendingPathComponent("notes-\(points).inkstone").path
            try DocumentFile.save(document, to: URL(fileURLWithPath: file))
            guard let stamp = JournalBaseFile.Stamp.of(file) else { continue }
            for referring in [true, false] {
                let writer = try store.create(for: file, fileBase: referring, waitForDisk: false)
                var t = wallTime(), c = cpuTime()
                if referring { writer.begin(referencing: file, stamp: stamp, else: document) } else { writer.begin(with: document) }
                writer.flushInBackground()
                let handOver = (wallTime() - t, cpuTime() - c)
                t = wallTime()
                writer.waitUntilIdle()
                let done = wallTime() - t
                print(String(format: "  %8d points, base %@: main thread %6.3f ms, on disk after %7.1f ms more, %11d bytes",
                             points, referring ? "refers to the file" : "copies the document", handOver.1 * 1000, done * 1000,
                             writer.bytesWritten))
                writer.retire()
            }
            fflush(nil)
        }
        try strokeRecordFigure(store: store, folder: folder)
    } catch {
        print("journal figures failed: \(error)")
    }
}

/// What each stroke drawn costs the journal's queue: its edit record (the record's JSON, its
/// points packed, the frame), 5000 strokes of 100 points appended and waited for, not yet
/// written (the flush, once a second while drawing, is the disk's).
func strokeRecordFigure(store: JournalStore, folder: URL) throws {
    let writer = try store.create(for: folder.appendingPathComponent("strokes.inkstone").path, waitForDisk: false)
    writer.begin(with: Document(pages: [Page(blankSize: Size(800, 600))]))
    writer.waitUntilIdle()
    let points: [StrokePoint] = (0..<100).map { i in
        let d = Double(i)
        return StrokePoint(Point(100 + d * 2.37, 200.5 + d * 0.31), pressure: 0.4 + Double(i % 9) * 0.05)
    }
    let edits: [Edit] = (0..<5000).map { i in
        let stroke = Stroke(id: StrokeID(UInt64(i + 1)), points: points, color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 4))
        return Edit(page: 0, change: .add([PlacedStroke(index: i, stroke: stroke)]))
    }
    let t = wallTime(), c = cpuTime()
    for edit in edits { writer.append(edit) }
    writer.waitUntilIdle()
    print(String(format: "  a stroke's record on the queue: %.1f us wall, %.1f us CPU (5000 strokes of 100 points)",
                 (wallTime() - t) / 5000 * 1e6, (cpuTime() - c) / 5000 * 1e6))
    writer.retire()
}
