/// The Document menu's names in a narrow window: a name that does not fit its column goes on
/// two lines of whole words inside its row instead of being cut ("Delete select…", "Close
/// docum…" at 400x300); all names of a menu take one size (at 400x300 they were shrunk each
/// to its own: "Insert image…" smaller than "Go to page…" beside it).
import Testing
import CCairo
import InkGeometry
import InkInterface
@testable import InkRender

@Suite struct DocumentMenuTitleTests {
    @Test(arguments: ["Delete selection", "Close document", "New page before"])
    func aLongNameInANarrowColumnTakesTwoLinesInsideItsRow(title: String) throws {
        let surface = try #require(ImageSurface(width: 200, height: 60))
        let box = Rect(x: 10, y: 10, width: 78, height: 30)
        let area = DocumentMenuPainter.drawTitle(title, in: box, size: DocumentMenuPainter.wrapSize, color: 0x202020, on: surface.context)
        let oneLine = TextPainter.lineHeight(10.5)
        #expect(area.height > oneLine * 1.5, "\(title): \(area) is not two lines")
        #expect(area.minX >= box.minX && area.maxX <= box.maxX && area.minY >= box.minY - 1 && area.maxY <= box.maxY + 1,
                "\(title): \(area) leaves its row \(box)")
    }

    @Test func aNameThatFitsIsOneLineAtTheFullSize() throws {
        let surface = try #require(ImageSurface(width: 200, height: 60))
        let box = Rect(x: 10, y: 10, width: 78, height: 30)
        let area = DocumentMenuPainter.drawTitle("Save", in: box, size: DocumentMenuPainter.titleSize, color: 0x202020, on: surface.context)
        #expect(area.height < TextPainter.lineHeight(DocumentMenuPainter.titleSize) * 1.3)
        #expect(area.height > TextPainter.lineHeight(10.5) * 0.8)
    }

    /// The menu's rows, each name's box and the size the painter gives them all.
    static func titles(window: Size, interfaceWidth: Double) throws -> (size: Double, boxes: [(String, Rect)], context: ImageSurface) {
        let surface = try #require(ImageSurface(width: 40, height: 40))
        let canvas = Rect(x: 56, y: 0, width: interfaceWidth - 56, height: window.height - 40)
        let menu = DocumentMenu(button: Rect(x: 60, y: window.height - 36, width: 32, height: 32), rightHanded: true, within: canvas)
        let boxes = menu.rows.compactMap { row in DocumentMenuPainter.titleBox(row, on: surface.context).map { (row.entry.title, $0) } }
        return (DocumentMenuPainter.titleSize(boxes, on: surface.context), boxes, surface)
    }

    @Test func aNarrowMenusNamesShareOneSizeAndEachFits() throws {
        let (size, boxes, surface) = try Self.titles(window: Size(400, 300), interfaceWidth: 400)
        #expect(size == DocumentMenuPainter.wrapSize, "three narrow columns: the size at which a long name takes two lines")
        var oneLineHeights: Set<Double> = []
        for (title, box) in boxes {
            let area = DocumentMenuPainter.drawTitle(title, in: box, size: size, color: 0x202020, on: surface.context)
            #expect(area.minX >= box.minX && area.maxX <= box.maxX + 0.5, "\(title): \(area) leaves \(box)")
            if area.height < TextPainter.lineHeight(size) * 1.5 { oneLineHeights.insert(area.height) }
        }
        #expect(oneLineHeights.count == 1, "every one-line name at one size: heights \(oneLineHeights)")
    }

    /// The default window's single column with the keys: "New page before" (beside
    /// "Ctrl+Shift+B") was shrunk alone.
    @Test func aWideMenusNamesAreAllAtTheFullSize() throws {
        let (size, _, _) = try Self.titles(window: Size(1024, 720), interfaceWidth: 1024)
        #expect(size == DocumentMenuPainter.titleSize)
    }
}
