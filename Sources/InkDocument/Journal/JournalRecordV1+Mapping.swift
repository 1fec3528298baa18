import Foundation
import InkGeometry

// Version-1 records from and to the engine's values. Stroke points are not in the records
// (they are packed after the JSON, `Journal.Packing`): going to records they are left out,
// coming back each stroke takes the next point list, strokes in `Journal.mapStrokes` order.

extension Journal.RecordV1.Header {
    init(_ header: JournalHeader) {
        self.init(pid: header.pid, processStart: header.processStart, bootID: header.bootID,
                  documentPath: header.documentPath, created: header.created.timeIntervalSinceReferenceDate,
                  unsavedBase: header.unsavedBase, name: header.name, inputs: header.inputs,
                  lastEditPage: header.lastEdit?.page, lastEditArea: header.lastEdit?.area.map { [$0.x, $0.y, $0.width, $0.height] },
                  savedFile: header.savedFile.map { SavedFile(device: $0.device, inode: $0.inode, size: $0.size, modified: $0.modified) })
    }

    var value: JournalHeader {
        // An area that is not four finite numbers with a size is left out (the page alone).
        let area = lastEditArea.flatMap { a -> Rect? in
            guard a.count == 4, a.allSatisfy(\.isFinite), a[2] > 0, a[3] > 0 else { return nil }
            return Rect(x: a[0], y: a[1], width: a[2], height: a[3])
        }
        return JournalHeader(pid: pid, processStart: processStart, bootID: bootID, documentPath: documentPath,
                             created: Date(timeIntervalSinceReferenceDate: created), unsavedBase: unsavedBase, name: name,
                             inputs: inputs, lastEdit: lastEditPage.flatMap { $0 >= 0 ? JournalHeader.LastEdit(page: $0, area: area) : nil },
                             savedFile: savedFile.map { FileVersion(device: $0.device, inode: $0.inode, size: $0.size, modified: $0.modified) })
    }
}

extension Journal.RecordV1.Document {
    init(_ document: Document) {
        self.init(pages: document.pages.map(Journal.RecordV1.Page.init), nextStrokeID: document.nextStrokeID)
    }

    /// The document, its counter exactly as recorded (`JournalReplay` repairs ids after). An
    /// image page recorded without a resolution (by an Inkstone before them) takes its image's,
    /// as in a document file.
    func value(images: [String: Data], points: inout Journal.PointLists) throws -> Document {
        var pages = try self.pages.map { try $0.value(points: &points) }
        for i in pages.indices where pages[i].resolution == nil {
            if let key = pages[i].imageKey, let data = images[key] { pages[i].resolution = ImageResolution.of(data) }
        }
        return Document.restoredFromFile(pages: pages, images: images, nextStrokeID: nextStrokeID)
    }
}

extension Journal.RecordV1.Page {
    init(_ page: Page) {
        switch page.background {
        case .blank: background = .blank
        case .image(let key, let size): background = .image(key: key, size: .init(size))
        case .pdf(let key, let index, let size): background = .pdf(key: key, index: index, size: .init(size))
        }
        strokes = page.strokes.map(Journal.RecordV1.Stroke.init)
        blankSize = page.blankSize.map(Journal.RecordV1.Size.init)
        resolution = page.resolution.map { Journal.RecordV1.Resolution(x: $0.x, y: $0.y) }
        images = page.images.isEmpty ? nil : page.images.map(Journal.RecordV1.PlacedImage.init)
        texts = page.texts.isEmpty ? nil : page.texts.map(Journal.RecordV1.Text.init)
    }

    func value(points: inout Journal.PointLists) throws -> Page {
        let background: PageBackground
        switch self.background {
        case .blank: background = .blank
        case .image(let key, let size): background = .image(key: key, size: size.value)
        case .pdf(let key, let index, let size): background = .pdf(key: key, index: index, size: size.value)
        }
        var page = Page(background: background, strokes: try strokes.map { try $0.value(points: points.next()) },
                        blankSize: blankSize?.value,
                        resolution: resolution.map { InkDocument.Resolution(x: $0.x, y: $0.y) }.flatMap { $0.isPlausible ? $0 : nil },
                        texts: try (texts ?? []).map { try $0.value() })
        page.images = (images ?? []).map(\.value)
        return page
    }
}

extension Journal.RecordV1.Stroke {
    init(_ stroke: Stroke) {
        self.init(id: .init(raw: stroke.id.raw),
                  color: .init(red: stroke.color.red, green: stroke.color.green, blue: stroke.color.blue, alpha: stroke.color.alpha),
                  outline: .init(width: stroke.outline.width, thinning: stroke.outline.thinning, minimumWidth: stroke.outline.minimumWidth),
                  bounds: .init(x: stroke.bounds.x, y: stroke.bounds.y, width: stroke.bounds.width, height: stroke.bounds.height),
                  kind: StrokeNibValues.kindName(stroke.outline.nib),
                  tilts: StrokeNibValues.tilts(stroke.points, nib: stroke.outline.nib),
                  angles: StrokeNibValues.angles(stroke.points, nib: stroke.outline.nib))
    }

    func value(points: [StrokePoint]) throws -> Stroke {
        guard let nib = StrokeNibValues.nib(kind: kind) else { throw JournalError.malformedRecord(tr("a stroke of an unknown kind")) }
        guard let withNib = StrokeNibValues.applying(tilts: tilts, angles: angles, to: points) else {
            throw JournalError.malformedRecord(tr("a stroke's tilts or angles do not match its points"))
        }
        return Stroke(id: StrokeID(id.raw), points: withNib,
                      color: InkColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha),
                      outline: OutlineOptions(width: outline.width, thinning: outline.thinning, minimumWidth: outline.minimumWidth, nib: nib))
    }
}

extension Journal.RecordV1.Size {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var value: Size { Size(width: width, height: height) }
}

extension Journal.RecordV1.Edit {
    init(_ edit: Edit) {
        page = edit.page
        switch edit.change {
        case .add(let placed): change = .add(placed.map(Journal.RecordV1.Placed.init))
        case .remove(let placed): change = .remove(placed.map(Journal.RecordV1.Placed.init))
        case .insertPage(let page): change = .insertPage(.init(page))
        case .removePage(let page): change = .removePage(.init(page))
        case .replace(let removed, let added):
            change = .replace(removed: removed.map(Journal.RecordV1.Placed.init), added: added.map(Journal.RecordV1.Placed.init))
        case .movePage(let to): change = .movePage(to: to)
        case .images(let e): change = .images(.init(e))
        case .text(let text): change = .text(.init(text))
        }
    }

    func value(points: inout Journal.PointLists) throws -> Edit {
        switch change {
        case .add(let placed): return Edit(page: page, change: .add(try placed.map { try $0.value(points: &points) }))
        case .remove(let placed): return Edit(page: page, change: .remove(try placed.map { try $0.value(points: &points) }))
        case .insertPage(let inserted): return Edit(page: page, change: .insertPage(try inserted.value(points: &points)))
        case .removePage(let removed): return Edit(page: page, change: .removePage(try removed.value(points: &points)))
        case .replace(let removed, let added):
            // The same order as `Journal.mapStrokes`: the removed strokes' points come first.
            let taken = try removed.map { try $0.value(points: &points) }
            return Edit(page: page, change: .replace(removed: taken, added: try added.map { try $0.value(points: &points) }))
        case .movePage(let to): return Edit(page: page, change: .movePage(to: to))
        case .images(let e), .imagesShared(let e): return Edit(page: page, change: .images(try e.value(points: &points)))
        case .text(let text): return Edit(page: page, change: .text(try text.value(points: &points)))
        }
    }
}

extension Journal.RecordV1.Placed {
    init(_ placed: PlacedStroke) { self.init(index: placed.index, stroke: .init(placed.stroke)) }

    func value(points: inout Journal.PointLists) throws -> PlacedStroke {
        PlacedStroke(index: index, stroke: try stroke.value(points: try points.next()))
    }
}

extension Journal {
    /// The point lists unpacked from a record, handed to its strokes in order.
    struct PointLists {
        private let lists: [[StrokePoint]]
        private var taken = 0
        init(_ lists: [[StrokePoint]]) { self.lists = lists }

        mutating func next() throws -> [StrokePoint] {
            guard taken < lists.count else { throw JournalError.malformedRecord(tr("fewer point lists than strokes")) }
            defer { taken += 1 }
            return lists[taken]
        }

        func expectAllUsed() throws {
            guard taken == lists.count else { throw JournalError.malformedRecord(tr("more point lists than strokes")) }
        }
    }
}
