import InkDocument
import InkGeometry

/// Text boxes in a lasso selection: a loop around a box's text selects it, Ctrl+A selects a
/// page's boxes, and they are copied, cut and deleted with the strokes and images around them.
extension Selection {
    /// The selected text boxes still on page `p`, in the page's order.
    public func placedTexts(on p: Int, in document: Document) -> [TextBox] {
        guard let ids = textParts[p], document.pages.indices.contains(p) else { return [] }
        return document.pages[p].texts.filter { ids.contains($0.id) }
    }

    /// The text boxes a lasso region holds: those with at least half of their text, as
    /// `measure` lays it out (the app's is Pango's), inside it.
    public static func texts(in region: LassoRegion, of texts: [TextBox], measure: any TextMeasure) -> Set<UInt64> {
        var ids = Set<UInt64>()
        for box in texts where !box.text.isEmpty {
            let size = measure.boxSize(box)
            let f = Rect(x: box.origin.x, y: box.origin.y, width: Swift.max(size.width, 1), height: Swift.max(size.height, 1)), n = 8
            guard f.intersects(region.bounds) else { continue }
            let samples = (0..<n * n).lazy.map { i in
                Point(f.minX + (Double(i % n) + 0.5) * f.width / Double(n), f.minY + (Double(i / n) + 0.5) * f.height / Double(n))
            }
            if region.holdsMost(of: samples) { ids.insert(box.id) }
        }
        return ids
    }

    /// The edits that give the selected text boxes (of every page) `color`, one a box whose colour changes.
    func recolouredTexts(_ color: InkColor, in document: Document) -> [Edit] {
        pages.flatMap { page in
            placedTexts(on: page, in: document).compactMap { box -> Edit? in
                guard box.color != color else { return nil }
                var after = box
                after.color = color
                return Edit(page: page, change: .text(TextChange(before: box, after: after)))
            }
        }
    }

    /// The edits that take the selected text boxes of page `p` away (one each).
    func textRemovals(on p: Int, in document: Document) -> [Edit] {
        placedTexts(on: p, in: document).map { Edit(page: p, change: .text(TextChange(before: $0, after: nil))) }
    }
}
