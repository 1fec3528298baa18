import Testing
import InkGeometry
import InkInput
import InkInterface
import InkRender

/// The Document menu's two exports show different icons (a page for the one PDF, a tray for
/// the pages), so a pen user tells them apart by more than their names.
@Suite struct DocumentMenuIconsTests {
    @Test func exportPagesAndExportPDFLookDifferent() throws {
        let h = RenderHarness(width: 1024, height: 720)
        h.key(KeyChord(.function(10)))
        let menu = try #require(h.editor.documentMenu)
        func icon(_ entry: DocumentMenu.Entry) throws -> [UInt32] {
            let row = try #require(menu.frame(of: entry))
            // The icon's square at the row's start.
            return (Int(row.minY) + 4..<Int(row.maxY) - 4).flatMap { y in
                (Int(row.minX) + 4..<Int(row.minX) + 28).map { h.pixel($0, y) & 0xffffff }
            }
        }
        let pages = try icon(.item(.export)), pdf = try icon(.exportPDF)
        #expect(pages.contains { $0 & 0xff < 0x80 } && pdf.contains { $0 & 0xff < 0x80 }, "both drawn")
        let same = pages == pdf
        #expect(!same, "the two exports' icons are the same")
    }
}
