import Foundation
import InkGeometry

/// Edit records that carry the image bytes they need once (`Journal.HeldBytes`): an image
/// change leaves out bytes the journal holds (`imagesShared`), and a page inserted (a drop or an
/// image page undone and redone, a removed page put back) carries the bytes of the images it
/// shows that the journal does not hold, after its points: `u32(count) (block(key) block(bytes))*`
/// as a base record's images (added later within version 1: an older reader refuses such a
/// record as malformed, with bytes left over, and recovers what came before it).
extension Journal.Packing {
    /// An edit record; `held` is what the journal holds before it and is updated to what it
    /// holds after it; `images` are the document's images when the edit was made, where the
    /// bytes of an inserted page's images are found.
    static func encode(_ edit: Edit, held: inout Journal.HeldBytes, images: [String: Data]) throws -> Data {
        var points: [[StrokePoint]] = []
        _ = Journal.mapStrokes(in: edit.change) { points.append(Array($0.points)) }
        var record = Journal.RecordV1.Edit(edit)
        var carried: [String: Data]?
        switch edit.change {
        case .images(let change):
            let unheld = held.unheld(change.bytes)
            carried = unheld
            if unheld.count < change.bytes.count, case .images(var shared) = record.change {
                shared.shared = change.bytes.keys.filter { unheld[$0] == nil }.sorted()
                record.change = .imagesShared(shared)
            }
        case .insertPage(let page):
            var shown: [String: Data] = [:]
            for key in page.shownImageKeys { if let data = images[key] { shown[key] = data } }
            let unheld = held.unheld(shown)
            if !unheld.isEmpty { carried = unheld }
        default:
            break
        }
        var out = Journal.ByteWriter()
        try out.block(try recordJSON(record), of: tr("the edit"))
        try write(points, to: &out)
        if let carried {
            try writeImages(carried, to: &out)
            held.add(carried)
        }
        return out.data
    }

    /// An edit record as read, with the bytes it carries and the keys it leaves to the journal.
    static func decodeRead(_ payload: Data) throws -> Journal.ReadEdit {
        var input = Journal.ByteReader(payload)
        let record = try decodeJSON(Journal.RecordV1.Edit.self, from: try input.block())
        var points = Journal.PointLists(try read(&input))
        var read = Journal.ReadEdit(edit: try record.value(points: &points))
        switch (record.change, read.edit.change) {
        case (.images, .images(var change)), (.imagesShared, .images(var change)):
            change.bytes = try readImages(&input)
            if case .imagesShared(let shared) = record.change { read.shared = shared.shared ?? [] }
            read.edit.change = .images(change)
        case (.insertPage, _) where input.remaining > 0:
            read.pageBytes = try readImages(&input)
        default:
            break
        }
        try expectEnd(input)
        try points.expectAllUsed()
        return read
    }
}
