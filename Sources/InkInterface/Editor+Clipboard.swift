import Foundation
import InkDocument
import InkGeometry

/// What the clipboard keys and the Document menu's clipboard entries ask for.
public enum ClipboardCommand: Hashable, Sendable {
    /// Ctrl+C: the selected strokes offered to other apps (the selection stays).
    case copy
    /// Ctrl+X: copied, then deleted (one undo step); selected images are neither copied nor deleted.
    case cut
    /// Ctrl+V: the clipboard's strokes or image pasted.
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
        switch command {
        case .copy: return copySelection()
        case .cut:
            guard !session.editsPage, selection != nil else { return postNotice(Self.nothingSelected) }
            guard selectedForClipboard != nil else { return copySelection() }
            // The clipboard carries strokes only: selected images stay on the page.
            var damage = copySelection()
            damage.formUnion(deleteSelection(keepingImages: true))
            return damage
        case .paste:
            outbox.answers.append(.pasteRequested)
            return .none
        }
    }

    static var nothingSelected: String { tr("Nothing is selected: select strokes with the lasso (L) or Ctrl+A first.") }
    static var imagesNotCopied: String { tr("Images are not copied: the clipboard carries strokes only (Ctrl+D duplicates an image).") }

    /// The selected strokes, as they travel through the clipboard (nil when none are selected).
    public var selectedForClipboard: ClipboardStrokes? {
        guard let selection else { return nil }
        let placed = selection.placed(in: document)
        return placed.isEmpty ? nil : ClipboardStrokes(placed.map(\.stroke))
    }

    mutating func copySelection() -> Damage {
        guard let strokes = selectedForClipboard else {
            return postNotice(selection?.images.isEmpty == false ? Self.imagesNotCopied : Self.nothingSelected)
        }
        outbox.answers.append(.offerStrokes(strokes, .clipboard))
        return .none
    }

    /// Pastes the bytes of the Inkstone clipboard type; damaged data gets one clear notice and
    /// changes nothing.
    public mutating func paste(_ data: Data) -> Outcome {
        do {
            return paste(try ClipboardStrokes.decode(data))
        } catch {
            return showNotice(String(describing: error))
        }
    }

    /// Pastes strokes: centred on the pointer when it is over the canvas (on the page under
    /// it), else in the middle of the view on the current page, kept on the page when they
    /// fit; one undo step; they become the selection, with the lasso in hand to move them.
    public mutating func paste(_ clip: ClipboardStrokes) -> Outcome {
        outcome(trackingOverlays { $0.place(clip) })
    }

    mutating func place(_ clip: ClipboardStrokes) -> Damage {
        guard !session.editsPage else { return postNotice(tr("Not pasted: lift the pen first.")) }
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
        guard !placed.isEmpty else { return .none }
        var damage = clearSelection()
        damage.formUnion(historyDamage((page, commit(Edit(page: page, change: .add(placed))))))
        damage.formUnion(select(Set(ids), page: page, repaint: .empty))
        var state = toolState(for: activeKind)
        state.choose(.lasso)
        damage.formUnion(setTool(state, for: activeKind))
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
        guard !session.editsPage else { return postNotice(tr("Not pasted: lift the pen first.")) }
        guard document.pages.allSatisfy({ $0.size != nil }) else {
            return postNotice(tr("Not pasted: an image becomes a page, and this endless canvas has no pages (open the image with Ctrl+O)."))
        }
        let made: (page: Page, key: String)
        do { made = try PastedImage.page(from: bytes, storedIn: document.images) } catch {
            return postNotice(tr("Not pasted: %@.", "\(error)"))
        }
        document.images[made.key] = bytes
        var damage = clearSelection()
        damage.formUnion(historyDamage((at, commit(Edit(page: at, change: .insertPage(made.page))))))
        damage.formUnion(showPage(at))
        return damage
    }
}
