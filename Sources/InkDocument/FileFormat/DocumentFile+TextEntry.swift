import InkGeometry

extension DocumentFile.Manifest.TextEntry {
    init(_ box: TextBox) {
        self.init(id: box.id, x: box.origin.x, y: box.origin.y, width: box.width, text: box.text, fontSize: box.fontSize,
                  color: .init(red: box.color.red, green: box.color.green, blue: box.color.blue, alpha: box.color.alpha), font: box.font)
    }

    /// The text box (`Rules` checks its numbers afterwards).
    var box: TextBox {
        TextBox(id: id, origin: Point(x, y), width: width, text: text, fontSize: fontSize,
                color: InkColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha), font: font)
    }
}

extension DocumentFile.Rules {
    /// A page's text boxes: ids unique on the page, numbers finite, width and size positive,
    /// colours within 0...1.
    static func checkTexts(_ page: Page, _ name: String) throws {
        var ids = Set<UInt64>()
        for (t, box) in page.texts.enumerated() {
            guard ids.insert(box.id).inserted else {
                throw DocumentFileError.invalidContent(tr("%@, text box %@ has the same id (%@) as another", "\(name)", "\(t + 1)", "\(box.id)"))
            }
            guard box.isPlausible else {
                throw DocumentFileError.invalidContent(
                    tr("%@, text box %@ has a place, width, font size or colour that is not a sane number", "\(name)", "\(t + 1)"))
            }
        }
    }
}
