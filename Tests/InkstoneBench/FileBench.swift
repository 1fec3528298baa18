import Foundation
import InkDocument
import InkGeometry

/// A document of `points` points: pages of 1000 strokes of 100 points each (handwriting-like
/// coordinates with fractions, pressures that vary), as a year of notes has.
func notebook(points: Int) -> Document {
    let perStroke = 100, perPage = 1000
    let strokes = max(1, points / perStroke)
    var pages: [Page] = [], current: [Stroke] = []
    var id: UInt64 = 1
    for s in 0..<strokes {
        let y = 40 + Double(s % 700) * 1.13, x0 = 30 + Double(s % 13) * 40.7
        let pts = (0..<perStroke).map { i in
            StrokePoint(Point(x0 + Double(i) * 0.77, y + sin(Double(i) / 5) * 3.3),
                        pressure: 0.3 + Double((i * 7 + s) % 50) / 100)
        }
        current.append(Stroke(id: StrokeID(id), points: pts, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 2.5)))
        id += 1
        if current.count == perPage { pages.append(Page(strokes: current)); current = [] }
    }
    if !current.isEmpty || pages.isEmpty { pages.append(Page(strokes: current)) }
    return Document(pages: pages, images: [:], nextStrokeID: id)
}

/// Save and open times of the native file at 1M and 10M points (CPU time of this process, and
/// wall-clock time, which a busy machine inflates and which includes the save's fsync).
func fileFigures(sizes: [Int]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-bench-files-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for points in sizes {
            let document = notebook(points: points)
            let file = folder.appendingPathComponent("notes-\(points).inkstone")
            var t = wallTime(), c = cpuTime()
            try DocumentFile.save(document, to: file)
            let save = wallTime() - t, saveCPU = cpuTime() - c
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            t = wallTime(); c = cpuTime()
            let loaded = try DocumentFile.load(from: file)
            let load = wallTime() - t, loadCPU = cpuTime() - c
            let same = loaded.pages.count == document.pages.count
            // The same document as a version-1 file (as Inkstones before version 3 wrote it).
            let old = folder.appendingPathComponent("notes-\(points)-v1.inkstone")
            try AtomicFile.write(try DocumentFile.encode(document, version: 1), to: old)
            t = wallTime(); c = cpuTime()
            _ = try DocumentFile.load(from: old)
            print(String(format: "file, %8d points, version 1: open %6.2f s CPU (%6.2f s wall)", points, cpuTime() - c, wallTime() - t))
            print(String(format: "file, %8d points: save %6.2f s CPU (%6.2f s wall), open %6.2f s CPU (%6.2f s wall), %5.1f bytes/point%@",
                         points, saveCPU, save, loadCPU, load, Double(bytes) / Double(points), same ? "" : "  (MISMATCH)"))
            fflush(nil)
        }
    } catch {
        print("file figures failed: \(error)")
    }
}
