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

    /// The text boxes a lasso region holds: those with at least half of their text's estimated
    /// extent inside it (the width of their longest line, not the whole box, when it is shorter).
    public static func texts(in region: LassoRegion, of texts: [TextBox]) -> Set<UInt64> {
        var ids = Set<UInt64>()
        for box in texts where !box.text.isEmpty {
            let f = textExtent(box), n = 8
            guard f.intersects(region.bounds) else { continue }
            let samples = (0..<n * n).lazy.map { i in
                Point(f.minX + (Double(i % n) + 0.5) * f.width / Double(n), f.minY + (Double(i / n) + 0.5) * f.height / Double(n))
            }
            if region.holdsMost(of: samples) { ids.insert(box.id) }
        }
        return ids
    }

    /// Where a box's text roughly lies: its estimated height, and as wide as its longest line
    /// is estimated (ASCII characters 0.62 em, others an em), at most the box's width.
    static func textExtent(_ box: TextBox) -> Rect {
        let longest = box.text.split(separator: "\n").map { line in
            line.reduce(0.0) { $0 + ($1.isASCII ? 0.62 : 1.0) * box.fontSize }
        }.max() ?? 0
        let bounds = box.bounds
        return Rect(x: bounds.x, y: bounds.y, width: Swift.max(Swift.min(longest, bounds.width), 1), height: bounds.height)
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
