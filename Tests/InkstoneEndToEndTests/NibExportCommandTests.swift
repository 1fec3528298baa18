import Foundation
import InkDocument
import InkGeometry
import Testing

/// `inkstone export` of pencil and highlighter strokes: in the PNG and in the PDF (rendered back
/// with pdftoppm) the highlighter's chisel is as wide across the stroke as the nib, the graphite
/// keeps its grain and lies over the highlight.
@Suite struct NibExportCommandTests {
    @Test func thePNGAndThePDFShowTheChiselAndTheGraphite() throws {
        let scratch = try ExportCommandTests.Scratch()
        var page = Page(blankSize: Size(300, 120))
        let along = stride(from: 20.0, through: 280, by: 1)
        page.strokes = [
            Stroke(id: StrokeID(1), points: along.map { StrokePoint(Point($0, 40), angle: .pi / 2) },
                   color: InkColor(rgb: 0xffe11a, alpha: 0.4), outline: OutlineOptions(width: 20, thinning: 0, nib: .chisel)),
            Stroke(id: StrokeID(2), points: along.map { StrokePoint(Point($0, 90), angle: 0) },
                   color: InkColor(rgb: 0xffe11a, alpha: 0.4), outline: OutlineOptions(width: 20, thinning: 0, nib: .chisel)),
            Stroke(id: StrokeID(3), points: along.map { StrokePoint(Point($0, 40), pressure: 1) },
                   color: InkColor(rgb: 0x3c3c42), outline: OutlineOptions(width: 4, thinning: 0.25, minimumWidth: 0.5, nib: .pencil))]
        // More pencil strokes, low on the page: the PDF still holds the grain once.
        for (i, y) in [110.0, 114, 118].enumerated() {
            page.strokes.append(Stroke(id: StrokeID(UInt64(4 + i)), points: along.map { StrokePoint(Point($0, y), pressure: 0.3) },
                                       color: InkColor(rgb: 0x3c3c42), outline: OutlineOptions(width: 1, thinning: 0.25, minimumWidth: 0.5, nib: .pencil)))
        }
        let file = scratch.url.appendingPathComponent("nibs.inkstone")
        try DocumentFile.save(Document(pages: [page]), to: file)
        let png = try scratch.run([file.path, "--png", scratch.path + "/out"])
        #expect(png.status == 0, "\(png.output)")
        let pdf = try scratch.run([file.path, "--pdf", scratch.path + "/nibs.pdf"])
        #expect(pdf.status == 0, "\(pdf.output)")
        let pdfText = String(decoding: try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/nibs.pdf")), as: UTF8.self)
        // Cairo writes a mask as an image with its soft mask: two image objects, once for all the strokes.
        #expect(pdfText.components(separatedBy: "/Subtype /Image").count - 1 == 2, "the grain is embedded once")
        try ExportCommandTests.pdftoppm(["-png", "-r", "72", scratch.path + "/nibs.pdf", scratch.path + "/back"])
        for (name, path) in [("PNG", scratch.path + "/out/page-001.png"), ("PDF", scratch.path + "/back-1.png")] {
            let image = try ExportCommandTests.Pixels(png: path)
            func pixel(_ x: Int, _ y: Int) -> UInt32 { image.values[y * image.width + x] & 0xffffff }
            let across = (15...65).filter { pixel(150, $0) != 0xffffff }.count
            let thin = (70...104).filter { pixel(150, $0) != 0xffffff }.count
            #expect(across >= 20 && across <= 22, "\(name): the chisel across the stroke is \(across) px")
            #expect(thin >= 5 && thin <= 7, "\(name): along it \(thin) px")
            let core = (60...240).map { Int((pixel($0, 40) >> 8) & 0xff) }
            #expect((core.max() ?? 0) - (core.min() ?? 0) > 30, "\(name): the graphite's grain, \(core.min() ?? 0)...\(core.max() ?? 0)")
            #expect((core.min() ?? 255) < Int((pixel(150, 32) >> 8) & 0xff) - 60, "\(name): the graphite lies over the highlight")
        }
    }
}
