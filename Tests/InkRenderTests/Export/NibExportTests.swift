import Foundation
import Testing
import InkDocument
import InkGeometry
import InkRender
import InkTestSupport

/// The pencil and the highlighter's chisel in a PNG export look as on screen: the export's
/// pixels are those `InkPainter` paints, the graphite grainy and the chisel's band as wide as
/// the nib across the stroke; the highlight lies under the pencil's graphite.
@Suite struct NibExportTests {
    @Test func aPNGExportHasTheGraphitesGrainAndTheChiselsWidth() throws {
        var document = Document(pages: [Page(blankSize: Size(300, 120))])
        let marker = Stroke(id: StrokeID(1), points: stride(from: 20.0, through: 280, by: 1).map { StrokePoint(Point($0, 40), angle: .pi / 2) },
                            color: InkColor(rgb: 0xffe11a, alpha: 0.4), outline: OutlineOptions(width: 20, thinning: 0, nib: .chisel))
        let turned = Stroke(id: StrokeID(2), points: stride(from: 20.0, through: 280, by: 1).map { StrokePoint(Point($0, 90), angle: 0) },
                            color: InkColor(rgb: 0xffe11a, alpha: 0.4), outline: OutlineOptions(width: 20, thinning: 0, nib: .chisel))
        let pencil = GraphiteRenderTests.stroke(3, y: 40, pressure: 1)
        document.pages[0].strokes = [pencil, marker, turned]
        let s = try TemporaryFolder("export")
        let out = try decodeFile(DocumentExporter.exportPNG(document, to: s.url)[0])
        func isPaper(_ p: UInt32) -> Bool { p & 0xffffff == 0xffffff }
        let across = (20...60).filter { !isPaper(out.pixel(x: 150, y: $0)) }.count
        let along = (75...105).filter { !isPaper(out.pixel(x: 150, y: $0)) }.count
        #expect(across >= 20 && across <= 22, "the chisel across the stroke: \(across) px")
        #expect(along >= 5 && along <= 7, "the chisel along the stroke: \(along) px")
        // The graphite over the highlight: darker than the highlight, and grainy.
        let core = (60...240).map { Int((out.pixel(x: $0, y: 40) >> 8) & 0xff) }
        #expect((core.max() ?? 0) - (core.min() ?? 0) > 30, "grain in the export: \(core.min() ?? 0)...\(core.max() ?? 0)")
        #expect((core.min() ?? 255) < Int((out.pixel(x: 150, y: 32) >> 8) & 0xff) - 60, "the graphite lies over the highlight")
    }
}
