import InkDocument
import InkGeometry
import InkInterface

/// The committed ink as the tile painter reads it: the pages (shared with the document, never
/// copied), where they lie, and a bound of each page's ink in document units, so that painting
/// a tile looks only at the pages whose ink reaches it, whatever the page count.
public struct InkSource: Sendable {
    public var pages: [Page]
    public var layout: DocumentLayout
    /// Per page, a rectangle (document units) holding all its ink; never smaller than it.
    var extents: [Rect]

    /// The pages with ink meeting `r` (document units), in page order.
    func pages(meeting r: Rect) -> [Int] {
        extents.indices.filter { BoundsGrid.meets(extents[$0], r) && !extents[$0].isEmpty }
    }
}

/// Keeps each page's ink extent (the `InkSource` bound) as the document changes, from the
/// damage the editor reports: ink only ever appears where the damage says, so a page whose
/// strokes changed grows its extent by the damage; the extents are measured afresh only for
/// another document, another set of pages, or strokes that changed with no damage said.
/// Costs a comparison per page per frame.
struct InkExtents {
    private var counts: [Int] = []
    private(set) var extents: [Rect] = []
    private var layout: DocumentLayout?
    private var serial: Int?
    /// The page that gained exactly one stroke in the last update, when it was the only change.
    private(set) var oneStrokeAdded: Int?

    /// Brings the extents up to date; true when they were measured afresh (tiles made for the
    /// old pages no longer hold).
    mutating func update(_ pages: Scene.Pages, damage: Rect) -> Bool {
        oneStrokeAdded = nil
        if pages.serial != serial || pages.layout != layout || pages.pages.count != counts.count { return measure(pages) }
        var attributed = false
        var changes = 0
        for i in pages.pages.indices where pages.pages[i].strokes.count != counts[i] {
            // Strokes came or went with no damage said: nothing to go by, measure afresh.
            guard !damage.isEmpty else { return measure(pages) }
            changes += 1
            oneStrokeAdded = changes == 1 && pages.pages[i].strokes.count == counts[i] + 1 ? i : nil
            counts[i] = pages.pages[i].strokes.count
            extents[i] = extents[i].union(damage)
            attributed = true
        }
        guard !damage.isEmpty else { return false }
        // Strokes swapped for as many others (a cut undone): the pages the damage is near.
        if !attributed {
            for i in extents.indices where extents[i].intersects(damage.insetBy(-1)) || pages.layout.frames[i].map({ $0.intersects(damage) }) == true {
                extents[i] = extents[i].union(damage)
            }
        }
        return false
    }

    /// Measures every page's extent afresh; true.
    private mutating func measure(_ pages: Scene.Pages) -> Bool {
        serial = pages.serial
        layout = pages.layout
        counts = pages.pages.map(\.strokes.count)
        extents = pages.pages.indices.map { i in
            let o = pages.layout.origin(of: i)
            return pages.pages[i].strokes.reduce(Rect.empty) { $0.union($1.bounds) }.offsetBy(o)
        }
        return true
    }
}
