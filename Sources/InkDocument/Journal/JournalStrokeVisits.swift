extension Journal {
    /// Visits every stroke a change carries, in a fixed order, letting `body` change it.
    /// Packing uses the order to take points out and put them back.
    static func mapStrokes(in change: Edit.Change, _ body: (inout Stroke) throws -> Void) rethrows -> Edit.Change {
        switch change {
        case .add(let placed): return .add(try mapStrokes(in: placed, body))
        case .remove(let placed): return .remove(try mapStrokes(in: placed, body))
        case .insertPage(let page): return .insertPage(try mapStrokes(in: page, body))
        case .removePage(let page): return .removePage(try mapStrokes(in: page, body))
        case .movePage: return change
        case .text(var text):
            text.inkRemoved = try mapStrokes(in: text.inkRemoved, body)
            text.inkAdded = try mapStrokes(in: text.inkAdded, body)
            return .text(text)
        case .replace(let removed, let added):
            let removed = try mapStrokes(in: removed, body)
            return .replace(removed: removed, added: try mapStrokes(in: added, body))
        case .images(var e):
            e.removedStrokes = try mapStrokes(in: e.removedStrokes, body)
            e.addedStrokes = try mapStrokes(in: e.addedStrokes, body)
            return .images(e)
        }
    }

    /// Visits every stroke of every page, pages in order, strokes bottom to top.
    static func mapStrokes(in document: Document, _ body: (inout Stroke) throws -> Void) rethrows -> Document {
        var document = document
        for p in document.pages.indices { document.pages[p] = try mapStrokes(in: document.pages[p], body) }
        return document
    }

    static func mapStrokes(in page: Page, _ body: (inout Stroke) throws -> Void) rethrows -> Page {
        var page = page
        for s in page.strokes.indices { try body(&page.strokes[s]) }
        return page
    }

    static func mapStrokes(in placed: [PlacedStroke], _ body: (inout Stroke) throws -> Void) rethrows -> [PlacedStroke] {
        var placed = placed
        for i in placed.indices { try body(&placed[i].stroke) }
        return placed
    }
}
