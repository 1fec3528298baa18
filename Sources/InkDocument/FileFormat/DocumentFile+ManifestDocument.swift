import Foundation
import InkGeometry

extension DocumentFile.Manifest {
    /// The manifest of `document`, listing its images in `imageOrder`.
    /// With a `sink` (versions 3 and 4), the strokes' numbers go there instead of into the manifest.
    init(_ document: Document, imageOrder: [String], sink: DocumentFile.PointSink? = nil) {
        nextStrokeID = document.nextStrokeID
        images = imageOrder.map { key in
            let bytes = document.images[key] ?? Data()
            let orientation = ImageOrientation.of(bytes)
            return ImageEntry(key: key, format: DocumentFile.ImageSignature(of: bytes)?.rawValue ?? "", byteCount: bytes.count,
                              orientation: orientation == .normal ? nil : orientation.rawValue)
        }
        pages = document.pages.map { PageEntry($0, images: document.images, sink: sink) }
    }

    /// The document this manifest describes, with the IMAG sections' bytes. Checks that the
    /// manifest and the sections agree; `Rules` checks the values afterwards. `values` are the
    /// PNTS section's numbers of a version-3 file (nil for versions 1 and 2); `complete` says
    /// that the manifest lists every stroke of the file (not so for a first-page preview).
    func document(imageBytes: [Data], values: DocumentFile.PointValues.Reader? = nil, complete: Bool = true) throws -> Document {
        try DocumentFile.StrokeValues.check(self, values: values, complete: complete)
        guard images.count == imageBytes.count else {
            throw DocumentFileError.invalidContent(
                tr("the manifest lists %@ images but the file holds %@", "\(images.count)", "\(imageBytes.count)"))
        }
        var table: [String: Data] = [:]
        for (entry, bytes) in zip(images, imageBytes) {
            guard table[entry.key] == nil else {
                throw DocumentFileError.invalidContent(tr("two images have the key \"%@\"", "\(entry.key)"))
            }
            guard entry.byteCount == bytes.count else {
                throw DocumentFileError.invalidContent(
                    tr("image \"%@\" should be %@ bytes but its section holds %@", "\(entry.key)", "\(entry.byteCount)", "\(bytes.count)"))
            }
            guard let format = DocumentFile.ImageSignature(rawValue: entry.format), DocumentFile.ImageSignature(of: bytes) == format else {
                throw DocumentFileError.invalidContent(
                    tr("image \"%@\" is not the %@ image the manifest says it is", "\(entry.key)", "\(entry.format)"))
            }
            // Written before orientations were applied: shown as stored, as then.
            table[entry.key] = entry.orientation == nil ? ImageOrientation.shownAsStored(bytes) : bytes
        }
        let images = table
        let built = try DocumentFile.Parallel.map(pages.count) { try pages[$0].page(number: $0 + 1, images: images, values: values) }
        return Document.restoredFromFile(pages: built, images: table, nextStrokeID: nextStrokeID)
    }
}

extension DocumentFile.Manifest.PageEntry {
    /// The entry of `page`, whose image is among `images`.
    init(_ page: Page, images: [String: Data], sink: DocumentFile.PointSink? = nil) {
        switch page.background {
        case .blank:
            background = "blank"
        case .image(let key, let size):
            background = "image"
            image = DocumentFile.Manifest.ImageReference(key: key, width: size.width, height: size.height)
        case .pdf(let key, let index, let size):
            background = "pdf"
            pdf = DocumentFile.Manifest.PDFReference(key: key, index: index, width: size.width, height: size.height)
        }
        blankSize = page.blankSize.map { DocumentFile.Manifest.SizeEntry(width: $0.width, height: $0.height) }
        // Written only where it says more than the image (or the page's kind) already does, so
        // a document keeps its bytes, and older readers lose nothing they could show.
        let implied = Self.impliedResolution(image: page.imageKey, images: images)
        resolution = page.resolution == implied ? nil : page.resolution.map { DocumentFile.Manifest.ResolutionEntry(x: $0.x, y: $0.y) }
        strokes = page.strokes.map { DocumentFile.Manifest.StrokeEntry($0, sink: sink) }
        self.images = page.images.isEmpty ? nil : page.images.map {
            DocumentFile.Manifest.PlacedImageEntry(id: $0.id, key: $0.key, x: $0.frame.x, y: $0.frame.y,
                                                   width: $0.frame.width, height: $0.frame.height, angle: $0.angle == 0 ? nil : $0.angle)
        }
        texts = page.texts.isEmpty ? nil : page.texts.map(DocumentFile.Manifest.TextEntry.init)
    }

    /// A page's resolution when the manifest gives none: the one its image states, if any.
    static func impliedResolution(image key: String?, images: [String: Data]) -> Resolution? {
        guard let key, let data = images[key] else { return nil }
        return ImageResolution.of(data)
    }

    /// The page, whose image is among `images`; `number` (1-based) names it in errors.
    func page(number: Int, images: [String: Data], values: DocumentFile.PointValues.Reader? = nil) throws -> Page {
        let backdrop: PageBackground
        switch (background, image, pdf) {
        case ("blank", nil, nil):
            backdrop = .blank
        case ("image", let reference?, nil):
            backdrop = .image(key: reference.key, size: Size(reference.width, reference.height))
        case ("pdf", nil, let reference?):
            backdrop = .pdf(key: reference.key, index: reference.index, size: Size(reference.width, reference.height))
        default:
            throw DocumentFileError.invalidContent(
                tr("page %@ has a background \"%@\" that is not \"blank\", a complete \"image\" or a complete \"pdf\"", "\(number)", "\(background)"))
        }
        let built = try strokes.enumerated().map { try $0.element.stroke(named: tr("page %@, stroke %@", "\(number)", "\($0.offset + 1)"), values: values) }
        let stated = resolution.map { Resolution(x: $0.x, y: $0.y) }
        if let stated, !stated.isPlausible {
            throw DocumentFileError.invalidContent(
                tr("page %@ has a resolution outside %@", "\(number)", "\(Resolution.plausibleText)"))
        }
        let implied = Self.impliedResolution(image: image?.key, images: images)
        var page = Page(background: backdrop, strokes: built, blankSize: blankSize.map { Size($0.width, $0.height) },
                        resolution: stated ?? implied, texts: (texts ?? []).map(\.box))
        page.images = (self.images ?? []).map {
            PlacedImage(id: $0.id, key: $0.key, frame: Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height), angle: $0.angle ?? 0)
        }
        return page
    }
}

extension DocumentFile.Manifest.StrokeEntry {
    /// The entry of `stroke`; with a `sink` (version 3) its numbers go there and `values` names them.
    init(_ stroke: Stroke, sink: DocumentFile.PointSink? = nil) {
        id = stroke.id.raw
        color = DocumentFile.Manifest.ColorEntry(red: stroke.color.red, green: stroke.color.green,
                                    blue: stroke.color.blue, alpha: stroke.color.alpha)
        outline = DocumentFile.Manifest.OutlineEntry(width: stroke.outline.width, thinning: stroke.outline.thinning,
                                        minimumWidth: stroke.outline.minimumWidth)
        kind = StrokeNibValues.kindName(stroke.outline.nib)
        if let sink, sink.packed {
            // Version 4: the packed words as they are; the manifest says how they are packed.
            let storage = stroke.points.storage
            let packed = storage.gridExponent != nil
            values = DocumentFile.Manifest.ValuesEntry(
                offset: sink.count, points: storage.count,
                tilts: storage.tiltCount == 0 ? nil : storage.tiltCount, angles: storage.angleCount == 0 ? nil : storage.angleCount,
                grid: storage.gridExponent, x: packed ? storage.originX : nil, y: packed ? storage.originY : nil)
            sink.count += storage.wordCount
            return
        }
        let tilts = StrokeNibValues.tilts(stroke.points, nib: stroke.outline.nib)
        let angles = StrokeNibValues.angles(stroke.points, nib: stroke.outline.nib)
        guard let sink else {
            points = stroke.points.flatMap { [$0.position.x, $0.position.y, $0.pressure] }
            self.tilts = tilts
            self.angles = angles
            return
        }
        let span = DocumentFile.Manifest.ValuesEntry(offset: sink.count, points: stroke.points.count,
                                                     tilts: tilts?.count, angles: angles?.count)
        values = span
        sink.count += span.total
        guard sink.collecting else { return }
        for point in stroke.points { sink.values.append(point.position.x); sink.values.append(point.position.y); sink.values.append(point.pressure) }
        sink.values.append(contentsOf: tilts ?? [])
        sink.values.append(contentsOf: angles ?? [])
    }
}
