import Foundation
import InkDocument
import InkGeometry

/// What the clipboard keys and the Document menu's clipboard entries ask for.
public enum ClipboardCommand: Hashable, Sendable {
    /// Ctrl+C: the selected strokes, images and text boxes offered to other apps (the selection stays).
    case copy
    /// Ctrl+X: copied, then deleted (one undo step).
    case cut
    /// Ctrl+V: the clipboard's strokes (with their images and text boxes) or image pasted.
    case paste
}

/// Which of X's selections (or another platform's equivalents) an offer goes to.
public enum ClipboardSelection: Hashable, Sendable {
    /// The clipboard: Ctrl+C, Ctrl+X.
    case clipboard
    /// The primary selection: the last strokes selected (a middle-click paste elsewhere).
    case primary
}

/// Copy, cut and paste. Copies leave as an `offerStrokes` effect (the platform renders the
/// PNG and SVG other apps ask for); a paste asks the platform for the clipboard
/// (`pasteRequested`), which answers with `paste(_:)` or `pasteImage(bytes:)`.
extension Editor {
    mutating func clipboard(_ command: ClipboardCommand) -> Damage {
        if let text = textClipboard(command) { return text }
        switch command {
        case .copy: return copySelection()
        case .cut:
            guard !session.editsPage, selection != nil else { return postNotice(Self.nothingSelected, about: .clipboard) }
            guard selectedForClipboard != nil else { return copySelection() }
            var damage = copySelection()
            damage.formUnion(deleteSelection())
            return damage
        case .paste:
            outbox.answers.append(.pasteRequested)
            return .none
        }
    }

    static var nothingSelected: String { tr("Nothing is selected: select strokes with the lasso (L) or Ctrl+A first.") }

    /// The selected strokes, images (with their bytes) and text boxes, as they travel through
    /// the clipboard, in the coordinates of the selection's first page (a selection across
    /// pages keeps its shape); nil when nothing selected is left.
    public var selectedForClipboard: ClipboardStrokes? {
        guard let selection else { return nil }
        let first = selection.page
        var strokes: [Stroke] = [], images: [ClipboardImage] = [], texts: [TextBox] = []
        for page in selection.pages {
            let shift = layout.origin(of: page) - layout.origin(of: first)
            strokes += selection.placed(on: page, in: document).map { $0.stroke.transformed(by: .translation(shift)) }
            images += selection.placedImages(on: page, in: document).compactMap { item in
                document.images[item.image.key].map { ClipboardImage(frame: item.image.frame.offsetBy(shift), bytes: $0, angle: item.image.angle) }
            }
            texts += selection.placedTexts(on: page, in: document).map { box in
                var moved = box
                moved.origin = box.origin + shift
                return moved
            }
        }
        let clip = ClipboardStrokes(strokes, images: images, texts: texts)
        return clip.isEmpty ? nil : clip
    }

    mutating func copySelection() -> Damage {
        guard let strokes = selectedForClipboard else { return postNotice(Self.nothingSelected, about: .clipboard) }
        outbox.answers.append(.offerStrokes(strokes, .clipboard))
        return withdrawNotice(about: .clipboard)
    }

    /// Pastes the bytes of the Inkstone clipboard type; damaged data gets one clear notice and
    /// changes nothing.
    public mutating func paste(_ data: Data) -> Outcome {
        do {
            return paste(try ClipboardStrokes.decode(data))
        } catch {
            return outcome(postNotice(String(describing: error), about: .clipboard))
        }
    }

    /// Pastes strokes, images and text boxes: centred on the pointer when it is over the canvas
    /// (on the page under it), else in the middle of the view on the current page, kept on the
    /// page when they fit, each where it was among the others; new ids, the images' bytes into
    /// `Document.images`; one undo step (its edits carry the bytes, for the journal); they
    /// become the selection, with the lasso in hand to move them.
    public mutating func paste(_ clip: ClipboardStrokes) -> Outcome {
        outcome(trackingOverlays { $0.place(clip) })
    }

    mutating func place(_ clip: ClipboardStrokes) -> Damage {
        guard !session.holdsPage else { return postNotice(tr("Not pasted: lift the pen first."), about: .clipboard) }
        guard !clip.isEmpty else { return .none }
        // An open box goes to its page first: a new one holds the id the next box would get.
        var damage = finishTextEditing()
        damage.formUnion(withdrawNotice(about: .clipboard))
        let pointer = pointerAt.flatMap { canvasFrame.contains($0) ? $0 : nil }
        let page = pointer.map { self.page(atWindow: $0) } ?? currentPage
        let centre = toPage(pointer ?? canvasFrame.center, page: page)
        var origin = Point(centre.x - clip.size.width / 2, centre.y - clip.size.height / 2)
        if let size = document.pages[page].size {
            if clip.size.width <= size.width { origin.x = Swift.min(Swift.max(origin.x, 0), size.width - clip.size.width) }
            if clip.size.height <= size.height { origin.y = Swift.min(Swift.max(origin.y, 0), size.height - clip.size.height) }
        }
        let ids = clip.source.map { _ in newStrokeID() }
        let count = document.pages[page].strokes.count
        let placed = clip.placed(at: origin, ids: ids).enumerated().map { PlacedStroke(index: count + $0.offset, stroke: $0.element) }
        let (edits, images, texts) = pastingEdits(clip, at: origin, strokes: placed, page: page)
        damage.formUnion(clearSelection())
        damage.formUnion(historyDamage((page, commit(step: edits))))
        damage.formUnion(select(Set(ids), images: images, texts: texts, page: page, repaint: .empty))
        damage.formUnion(lendLasso(to: activeKind))
        return damage
    }

    /// Pastes an image (PNG or JPEG bytes from another app), as the `paste.images` preference
    /// says: `object` places it on the page (`placeImage`), centred on the pointer when it is
    /// over the canvas (else in the middle of the view); `page` inserts a new page showing it
    /// after the current one (an endless canvas, which has no pages, gets a notice). One undo
    /// step either way; a damaged or unknown image gets one notice.
    public mutating func pasteImage(bytes: Data) -> Outcome {
        switch preferences.pasteImages {
        case .object:
            let pointer = pointerAt.flatMap { canvasFrame.contains($0) ? $0 : nil }
            return placeImage(bytes: bytes, at: pointer, for: activeKind)
        case .page:
            return outcome(trackingOverlays { $0.insertImagePage(bytes, at: $0.currentPage + 1) })
        }
    }

    /// Inserts a page showing an image at `at`, undoable; its journal record carries the image's bytes.
    mutating func insertImagePage(_ bytes: Data, at: Int) -> Damage {
        guard !session.holdsPage else { return postNotice(tr("Not pasted: lift the pen first."), about: .clipboard) }
        guard document.pages.allSatisfy({ $0.size != nil }) else {
            return postNotice(tr("Not pasted: an image becomes a page, and this endless canvas has no pages (open the image with Ctrl+O)."),
                              about: .clipboard)
        }
        let made: (page: Page, key: String)
        do { made = try PastedImage.page(from: bytes, storedIn: document.images) } catch {
            return postNotice(tr("Not pasted: %@.", "\(error)"), about: .clipboard)
        }
        document.images[made.key] = bytes
        var damage = clearSelection()
        damage.formUnion(withdrawNotice(about: .clipboard))
        damage.formUnion(historyDamage((at, commit(Edit(page: at, change: .insertPage(made.page))))))
        damage.formUnion(showPage(at))
        return damage
    }
}
