/// The Document menu's names in a narrow window: a name that does not fit its column even
/// shrunk goes on two lines of whole words inside its row instead of being cut ("Delete
/// select…", "Close docum…" at 400x300); a name that fits stays one line at the full size.
import Testing
import CCairo
import InkGeometry
@testable import InkRender

@Suite struct DocumentMenuTitleTests {
    @Test(arguments: ["Delete selection", "Close document", "New page before"])
    func aLongNameInANarrowColumnTakesTwoLinesInsideItsRow(title: String) throws {
        let surface = try #require(ImageSurface(width: 200, height: 60))
        let box = Rect(x: 10, y: 10, width: 78, height: 30)
        let area = DocumentMenuPainter.drawTitle(title, in: box, color: 0x202020, on: surface.context)
        let oneLine = TextPainter.lineHeight(10.5)
        #expect(area.height > oneLine * 1.5, "\(title): \(area) is not two lines")
        #expect(area.minX >= box.minX && area.maxX <= box.maxX && area.minY >= box.minY - 1 && area.maxY <= box.maxY + 1,
                "\(title): \(area) leaves its row \(box)")
    }

    @Test func aNameThatFitsIsOneLineAtTheFullSize() throws {
        let surface = try #require(ImageSurface(width: 200, height: 60))
        let box = Rect(x: 10, y: 10, width: 78, height: 30)
        let area = DocumentMenuPainter.drawTitle("Save", in: box, color: 0x202020, on: surface.context)
        #expect(area.height < TextPainter.lineHeight(DocumentMenuPainter.titleSize) * 1.3)
        #expect(area.height > TextPainter.lineHeight(10.5) * 0.8)
    }
}
