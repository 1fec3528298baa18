import InkGeometry

extension Journal.RecordV1 {
    /// A text box (`Page.texts`, added later within version 1: a page's `texts` and the edit
    /// `{"text":{"before":T,"after":T,"inkRemoved":[placed…],"inkAdded":[placed…]}}`, `before`
    /// and `after` absent for none; its points those of `inkRemoved`, then `inkAdded`). Journals
    /// without them read as before; a reader older than them loses a page's boxes and refuses a
    /// journal holding such an edit as a malformed record (the recovery says so).
    struct Text: Codable, Equatable {
        var id: UInt64
        var x: Double
        var y: Double
        var width: Double
        var text: String
        var fontSize: Double
        var color: Color
        var font: String?
        enum CodingKeys: String, CodingKey { case id, x, y, width, text, fontSize, color, font }
    }

    /// The payload of a `text` edit.
    struct TextEdit: Codable, Equatable {
        var before: Text?
        var after: Text?
        var inkRemoved: [Placed]
        var inkAdded: [Placed]
        enum CodingKeys: String, CodingKey { case before, after, inkRemoved, inkAdded }
    }
}

extension Journal.RecordV1.Text {
    init(_ box: TextBox) {
        self.init(id: box.id, x: box.origin.x, y: box.origin.y, width: box.width, text: box.text, fontSize: box.fontSize,
                  color: .init(red: box.color.red, green: box.color.green, blue: box.color.blue, alpha: box.color.alpha), font: box.font)
    }

    func value() throws -> TextBox {
        let box = TextBox(id: id, origin: Point(x, y), width: width, text: text, fontSize: fontSize,
                          color: InkColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha), font: font)
        guard box.isPlausible else { throw JournalError.malformedRecord(tr("a text box with a size or colour out of range")) }
        return box
    }
}

extension Journal.RecordV1.TextEdit {
    init(_ change: TextChange) {
        self.init(before: change.before.map(Journal.RecordV1.Text.init), after: change.after.map(Journal.RecordV1.Text.init),
                  inkRemoved: change.inkRemoved.map(Journal.RecordV1.Placed.init), inkAdded: change.inkAdded.map(Journal.RecordV1.Placed.init))
    }

    /// The change; the strokes take their points in `Journal.mapStrokes` order (removed, then added).
    func value(points: inout Journal.PointLists) throws -> TextChange {
        let removed = try inkRemoved.map { try $0.value(points: &points) }
        let added = try inkAdded.map { try $0.value(points: &points) }
        return TextChange(before: try before?.value(), after: try after?.value(), inkRemoved: removed, inkAdded: added)
    }
}
