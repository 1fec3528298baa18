import Foundation
@testable import InkDocument
import InkGeometry

/// Text boxes for the tests: Latin with a line break, quotes and a backslash; Chinese and
/// Japanese; Arabic in a font family of its own, a translucent colour.
enum TextBoxSamples {
    static let latin = TextBox(id: 1, origin: Point(20, 30.5), width: 180, text: "Hello \"ink\"\nsecond line \\ end",
                               fontSize: 16, color: InkColor(rgb: 0x202020))
    static let cjk = TextBox(id: 2, origin: Point(40, 120), width: 240, text: "你好，世界 ひらがな", fontSize: 24,
                             color: InkColor(rgb: 0xD0021B))
    static let arabic = TextBox(id: 7, origin: Point(-15, 300), width: 90.25, text: "مرحبا", fontSize: 12,
                                color: InkColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.5), font: "DejaVu Serif")

    /// The golden text document (`document-v4-texts.inkstone`): a blank A4 page with the three
    /// boxes over a pen stroke, and an unbounded page with none.
    static var document: Document {
        let stroke = GoldenSamples.pen(1, color: GoldenSamples.black, width: 2, x: 10, y: 20, count: 20)
        return Document(pages: [Page(strokes: [stroke], blankSize: Size(595, 842), texts: [latin, cjk, arabic]),
                                Page()])
    }
}
