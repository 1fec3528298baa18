import Foundation
import InkDocument
import InkGeometry
import InkInput

/// Placing an image (a pasted screenshot, a photo chosen with "Insert image…") on a page as an
/// object: one undo step, the image then selected with the lasso in hand, ready to move and scale.
extension Editor {
    /// Places PNG or JPEG `bytes` on the page under `at` (a window point; nil: the middle of the
    /// view), or the page nearest to it, centred there, at its natural size (its pixels at the
    /// resolution it states, in the page's units; one pixel a unit when it states none), scaled
    /// down to fit the view when larger, and on a page of a size, to fit the page and moved as
    /// little as it takes to lie on it (what lies off a page is in no export). Only the header
    /// is read (`ImageProbe`), and its structure checked whole (`ImageStructure`, no decoding);
    /// `format`, when given, must be the one
    /// the bytes are. Bytes that are not such an image get a notice and change nothing.
    /// `kind` is the device whose tool becomes the lasso that holds the new image (nil: the
    /// device in use, whose tool the status bar names).
    public mutating func placeImage(bytes: Data, format: ImageFormat? = nil, at point: Point? = nil,
                                    for device: DeviceKind? = nil) -> Outcome {
        let kind = device ?? activeKind
        guard !session.editsPage else { return .none }
        guard let probe = ImageProbe.probe(bytes), format == nil || format == probe.format else {
            return showNotice(tr("Not placed: not a PNG or JPEG image"), about: .clipboard)
        }
        if let reason = ImageLimits.refusal(width: probe.width, height: probe.height) {
            return showNotice(tr("Not placed: the image is too large (%@)", reason), about: .clipboard)
        }
        // An image cut short or damaged is refused here with its reason, as a file given to
        // Inkstone is (`PastedImage`); before, it was placed as a crossed-out box and saved.
        if let damage = ImageStructure.damage(of: bytes, format: probe.format) {
            return showNotice(tr("Not placed: the image is damaged (%@)", damage), about: .clipboard)
        }
        let spot = point ?? canvasFrame.center
        let page = self.page(atWindow: spot)
        var centre = toPage(spot, page: page)
        var size = Size(Double(probe.width), Double(probe.height))
        if let stated = ImageResolution.of(bytes) {
            let units = document.pages[page].unitsPerInch
            size = Size(size.width * units.x / stated.x, size.height * units.y / stated.y)
        }
        // Larger than most of the view: scaled down to fit it.
        let view = viewport.toPage(canvasFrame)
        var fit = Swift.min(1, 0.8 * view.width / size.width, 0.8 * view.height / size.height)
        let sheet = document.pages[page].size
        if let sheet { fit = Swift.min(fit, sheet.width / size.width, sheet.height / size.height) }
        size = Size(size.width * fit, size.height * fit)
        // Wholly in view, where it fits, its handles too (up to 32 px in from the edge): a large
        // image centred on a pointer near the view's edge had most of it out of sight.
        let whole = view.offsetBy(layout.origin(of: page) * -1), reach = 32 / zoom
        let dx = Swift.min(reach, Swift.max(0, (whole.width - size.width) / 2))
        let dy = Swift.min(reach, Swift.max(0, (whole.height - size.height) / 2))
        // The centre moved as little as it takes for the image to lie inside `r` (its left or top
        // edge kept in where it is larger).
        func within(_ r: Rect) -> Point {
            Point(Swift.max(r.minX + size.width / 2, Swift.min(centre.x, r.maxX - size.width / 2)),
                  Swift.max(r.minY + size.height / 2, Swift.min(centre.y, r.maxY - size.height / 2)))
        }
        centre = within(Rect(x: whole.minX + dx, y: whole.minY + dy, width: whole.width - 2 * dx, height: whole.height - 2 * dy))
        if let sheet { centre = within(Rect(x: 0, y: 0, width: sheet.width, height: sheet.height)) }
        let key = freeImageKey(for: bytes)
        let image = PlacedImage(id: document.pages[page].nextImageID, key: key,
                                frame: Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height))
        let edit = Edit(page: page, change: .images(ImageEdit(added: [IndexedImage(index: document.pages[page].images.count, image: image)],
                                                              bytes: [key: bytes])))
        let damage = countingChanges { editor in
            var damage = editor.closeMenu()
            damage.formUnion(editor.withdrawNotice(about: .clipboard))
            damage.formUnion(editor.historyDamage((page, editor.commit(edit))))
            damage.formUnion(editor.select([], images: [image.id], page: page, repaint: image.bounds))
            damage.formUnion(editor.lendLasso(to: kind))
            return damage
        }
        return outcome(damage)
    }

    /// The key the bytes go under: their hash, unless other bytes already hold it in the
    /// document or in `besides` (keys already given out for the same change).
    func freeImageKey(for bytes: Data, besides: [String: Data] = [:]) -> String {
        let base = ImageKey.of(bytes)
        var key = base, n = 1
        while let held = document.images[key] ?? besides[key], held != bytes {
            n += 1
            key = "\(base)-\(n)"
        }
        return key
    }
}
