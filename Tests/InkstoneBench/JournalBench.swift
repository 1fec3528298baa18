import Foundation
import InkDocument
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
    } catch {
        print("journal figures failed: \(error)")
    }
}
