import Foundation
import InkGeometry

/// An Inkstone document: pages of ink. A value; changes go through `Edit`s so they can be undone.
public struct Document: Hashable, Sendable, Codable {
    public var pages: [Page]
    /// The page images and PDFs, encoded as read (PNG, JPEG or PDF bytes), by key. A document
    /// is self-contained: saving writes these into the file. A PDF is held once however many
    /// of its pages the document shows.
    public var images: [String: Data]
    /// The next stroke id to hand out.
    public private(set) var nextStrokeID: UInt64
    /// The passwords that opened encrypted PDFs, by key, for as long as the document is open:
    /// never saved nor journaled (a saved document asks again).
    public var pdfPasswords: [String: String] = [:]

    enum CodingKeys: String, CodingKey { case pages, images, nextStrokeID }

    public init(pages: [Page] = [Page()], images: [String: Data] = [:]) {
        self.pages = pages
        self.images = images
        // One past the highest id; at the very top of the id space `makeStrokeID` reassigns.
        let highest = pages.flatMap { $0.strokes }.map { $0.id.raw }.max() ?? 0
        self.nextStrokeID = highest == UInt64.max ? UInt64.max : highest + 1
    }

    /// A document with a given next stroke id (as read from a file), raised past every stroke
    /// it holds so ids are never handed out twice.
    public init(pages: [Page], images: [String: Data], nextStrokeID: UInt64) {
        self.init(pages: pages, images: images)
        self.nextStrokeID = Swift.max(self.nextStrokeID, nextStrokeID)
    }

    /// The area an edit that moves whole pages touches: all of it.
    public static let everything = Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

    /// A fresh stroke id. Never traps: when the id space is used up (a crafted file or journal
    /// can start a document there) every stroke is first given a new id (`reassignStrokeIDs`),
    /// so a caller that keeps ids elsewhere (undo history, a journal) checks
    /// `strokeIDsExhausted` before calling.
    public mutating func makeStrokeID() -> StrokeID {
        if strokeIDsExhausted { reassignStrokeIDs() }
        defer { nextStrokeID += 1 }
        return StrokeID(nextStrokeID)
    }

    /// Whether the next `makeStrokeID` must reassign every stroke's id first.
    public var strokeIDsExhausted: Bool { nextStrokeID == UInt64.max }

    /// Gives the strokes the ids 1, 2, 3… in page order and hands out new ids after them.
    public mutating func reassignStrokeIDs() {
        var next: UInt64 = 1
        for p in pages.indices {
            // One change of the page's strokes (its index follows once, not once a stroke).
            pages[p].changeStrokes { strokes in
                for s in strokes.indices {
                    strokes[s].id = StrokeID(next)
                    next += 1
                }
            }
        }
        nextStrokeID = next
    }

    /// Reassigns every id (`reassignStrokeIDs`) when two strokes share one or one is not below
    /// `nextStrokeID` (read from outside, e.g. a journal); true when it did.
    @discardableResult
    public mutating func repairStrokeIDs() -> Bool {
        var seen = Set<UInt64>()
        let sound = nextStrokeID >= 1 && pages.allSatisfy { page in
            page.strokes.allSatisfy { $0.id.raw < nextStrokeID && seen.insert($0.id.raw).inserted }
        }
        if !sound { reassignStrokeIDs() }
        return !sound
    }

    /// Applies an edit; returns the page area it touched (empty if nothing changed).
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Rect {
        switch edit.change {
        case .insertPage(let page):
            guard (0...pages.count).contains(edit.page) else { return .empty }
            pages.insert(page, at: edit.page)
            return Self.everything
        case .removePage:
            guard pages.indices.contains(edit.page), pages.count > 1 else { return .empty }
            pages.remove(at: edit.page)
            return Self.everything
        case .movePage(let to):
            guard pages.indices.contains(edit.page), pages.indices.contains(to), to != edit.page else { return .empty }
            pages.insert(pages.remove(at: edit.page), at: to)
            return Self.everything
        default:
            break
        }
        guard pages.indices.contains(edit.page) else { return .empty }
        var touched = Rect.empty
        switch edit.change {
        case .add(let placed):
            touched = insert(placed, page: edit.page)
        case .remove(let placed):
            touched = remove(placed, page: edit.page)
        case .replace(let removed, let added):
            touched = remove(removed, page: edit.page).union(insert(added, page: edit.page))
        case .images(let change):
            touched = apply(change, page: edit.page)
        case .text(let change):
            touched = remove(change.inkRemoved, page: edit.page)
            touched = touched.union(pages[edit.page].applyText(before: change.before, after: change.after))
            touched = touched.union(insert(change.inkAdded, page: edit.page))
        case .insertPage, .removePage, .movePage:
            break
        }
        return touched
    }

    /// Inserts strokes at their indices, lowest first; returns their bounds.
    private mutating func insert(_ placed: [PlacedStroke], page: Int) -> Rect {
        var touched = Rect.empty
        var count = pages[page].strokes.count
        var added: [(index: Int, stroke: Stroke)] = []
        for item in placed.sorted(by: { $0.index < $1.index }) {
            // Inserted lowest first, each where it asks to be within the strokes there are then.
            added.append((Swift.min(Swift.max(item.index, 0), count), item.stroke))
            touched = touched.union(item.stroke.bounds)
            count += 1
        }
        if zip(added, added.dropFirst()).allSatisfy({ $0.index < $1.index }) {
            pages[page].insertStrokes(added)
        } else {
            // Two at one index: each insertion moves the one before it up.
            pages[page].changeStrokes { strokes in for item in added { strokes.insert(item.stroke, at: item.index) } }
        }
        return touched
    }

    /// Removes strokes by id, highest index first; returns the bounds of those found.
    private mutating func remove(_ placed: [PlacedStroke], page: Int) -> Rect {
        var touched = Rect.empty
        var found = Set<Int>()
        for item in placed.sorted(by: { $0.index > $1.index }) {
            let strokes = pages[page].strokes
            let hinted = strokes.indices.contains(item.index) && strokes[item.index].id == item.stroke.id && !found.contains(item.index)
            guard let i = hinted ? item.index : strokes.indices.first(where: { strokes[$0].id == item.stroke.id && !found.contains($0) })
            else { continue }
            found.insert(i)
        }
        for stroke in pages[page].removeStrokes(at: Array(found)) { touched = touched.union(stroke.bounds) }
        return touched
    }
}

extension Document {
    /// Whether it holds nothing a person made or brought in: no ink, text or placed image on
    /// any page, and no page showing a PDF page or an image (blank pages of any size only).
    public var isBlank: Bool {
        pages.allSatisfy { page in
            guard case .blank = page.background else { return false }
            return page.strokes.isEmpty && page.texts.isEmpty && page.images.isEmpty
        }
    }
}
