import CCairo
import Foundation
import InkRenderTestSupport
import InkDocument
import InkGeometry
import InkRender

/// A 20-page document of A4 scans at 300 dpi (2480x3508 PNGs, each different) with 100
/// strokes on every page, saved to `url`.
func saveTwentyPageDocument(to url: URL) throws {
    var pages: [Page] = [], images: [String: Data] = [:]
    var id: UInt64 = 1
    for p in 0..<20 {
        guard let png = scanPNG(number: p) else { throw ExportError("cannot draw page \(p + 1)") }
        let key = ImageKey.of(png)
        images[key] = png
        var strokes: [Stroke] = []
        for s in 0..<100 {
            let y = 200 + Double(s) * 30
            let points = (0..<80).map { StrokePoint(Point(200 + Double($0) * 25, y + sin(Double($0) / 4) * 10), pressure: 0.5) }
            strokes.append(Stroke(id: StrokeID(id), points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 4)))
            id += 1
        }
        pages.append(Page(background: .image(key: key, size: Size(2480, 3508)), strokes: strokes))
    }
    try DocumentFile.save(Document(pages: pages, images: images, nextStrokeID: id), to: url)
}

/// A page of "text" lines, numbered by the width of its first line.
private func scanPNG(number: Int) -> Data? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 2480, 3508), let cr = cairo_create(surface) else { return nil }
    defer { cairo_surface_destroy(surface) }
    cairo_set_source_rgb(cr, 0.98, 0.97, 0.93)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
    for i in 0..<90 { cairo_rectangle(cr, 250, 250 + Double(i) * 34, 1900 - Double(i == 0 ? number * 40 : (i * 37) % 300), 8); cairo_fill(cr) }
    cairo_destroy(cr)
    return pngBytes(of: surface)
}

/// `inkstone thumbnail`'s work for a 20-page document: read the file (its first page), draw page 1 at 256 px,
/// write the PNG (CPU time, and wall-clock time, which a busy machine inflates; median of 5).
func thumbnailFigures() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-bench-thumb-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("twenty.inkstone")
        try saveTwentyPageDocument(to: file)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        var cpu: [Double] = [], wallTimes: [Double] = [], loads: [Double] = []
        for _ in 0..<5 {
            let c = cpuTime(), t = wallTime()
            let document = try DocumentFile.loadFirstPage(from: file)
            loads.append(cpuTime() - c)
            try DocumentExporter.exportThumbnail(document, to: folder.appendingPathComponent("thumb.png"), size: 256)
            cpu.append(cpuTime() - c)
            wallTimes.append(wallTime() - t)
        }
        cpu.sort()
        loads.sort()
        wallTimes.sort()
        print(String(format: "thumbnail of a 20-page document (%.1f MB, A4 scans at 300 dpi, 100 strokes a page), 256 px: median %.0f ms CPU (reading the file %.0f ms), %.0f ms wall",
                     Double(bytes) / 1e6, cpu[2] * 1000, loads[2] * 1000, wallTimes[2] * 1000))
    } catch {
        print("thumbnail figures: \(error)")
    }
}
