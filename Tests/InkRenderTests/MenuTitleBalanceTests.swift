/// A Document menu name too long for its box takes two lines as even as they go: Japanese,
/// broken anywhere, left one character alone on the second line ("ページを書き出" / "す").
import CCairo
import InkGeometry
import InkInterface
@testable import InkRender
import Testing

@Suite struct MenuTitleBalanceTests {
    @Test(arguments: ["ページを書き出す", "後ろに新規ページ", "Delete selection"])
    func aNameOnTwoLinesLeavesNoWordAlone(title: String) {
        MeasureAtScaleTests.withContext(scale: 1) { cr in
            let size = DocumentMenuPainter.wrapSize
            let full = TextPainter.width(title, size: size, on: cr) - 6   // just too narrow for one line
            let width = DocumentMenuPainter.balancedWidth(title, size: size, within: full, on: cr)
            let lines = PangoTextMeasure.of(cr).lines(title, width: width, TextStyle(size: size))
            #expect(lines.count == 2, "\(lines)")
            let shorter = lines.map { TextPainter.width($0, size: size, on: cr) }.min() ?? 0
            let longer = lines.map { TextPainter.width($0, size: size, on: cr) }.max() ?? 1
            #expect(shorter >= longer / 3, "\(lines): even enough")
        }
    }
}
