import InkDocument
import InkGeometry
import InkInput

/// The buttons beside the selection (`SelectionBar`) and what they do: duplicate, delete.
extension Editor {
    /// The bar beside the selection's frame, if strokes are selected and some of the selection
    /// is in view (scrolled away, or pushed off by a page inserted before it, the selection
    /// keeps its strokes, but no button beside another page offers to delete what is not seen).
    public var selectionBar: SelectionBar? {
        guard let handles = selectionHandles else { return nil }
        return selectionBar(handles)
    }

    func selectionBar(_ handles: SelectionHandles) -> SelectionBar? {
        guard handles.frame.intersects(canvasFrame) else { return nil }
        return SelectionBar(beside: handles.frame, rightHanded: rightHanded, within: canvasFrame)
    }

    /// A press on a button of the bar: held until the release, which acts if it is still on it.
    mutating func pressSelectionButton(_ e: InputEvent) -> Damage? {
        guard session.isIdle, let bar = selectionBar, let button = bar.button(at: e.position) else { return nil }
        pressedSelectionButton = PressedSelectionButton(button: button, deviceID: e.device.id)
        return Damage(window: bar.bounds)
    }

    /// The release of a press on the bar (nil: the press was not on the bar).
    mutating func releaseSelectionButton(_ e: InputEvent) -> Damage? {
        guard let pressed = pressedSelectionButton, pressed.deviceID == e.device.id else { return nil }
        pressedSelectionButton = nil
        var damage = selectionDamage
        guard selectionBar?.button(at: e.position) == pressed.button else { return damage }
        damage.formUnion(perform(pressed.button.command))
        return damage
    }

    /// Ctrl+D or the bar's Duplicate: a copy of the selected strokes, images and text boxes a little
    /// down and to the right (20 px on screen), on top of each page's ink; the copy becomes the
    /// selection. One undo step (an `add` for each page, an `images` edit for a page with images,
    /// a `text` edit for each box).
    mutating func duplicateSelection() -> Damage {
        guard !session.editsPage, let selection else { return .none }
        // An open box goes to its page first: a new one holds the id the next box would get.
        let finished = finishTextEditing()
        let shift = Self.duplicateOffset / viewport.scale
        var edits: [Edit] = [], parts: [Int: Set<StrokeID>] = [:], imageParts: [Int: Set<UInt64>] = [:], textParts: [Int: Set<UInt64>] = [:]
        for page in selection.pages {
            let top = document.pages[page].strokes.count
            let copies = selection.placed(on: page, in: document).enumerated().map { i, p in
                var copy = p.stroke.transformed(by: .translation(Point(shift, shift)))
                copy.id = newStrokeID()
                return PlacedStroke(index: top + i, stroke: copy)
            }
            let images = duplicatedImages(on: page, of: selection, by: shift)
            let firstText = document.pages[page].nextTextID
            let texts = selection.placedTexts(on: page, in: document).enumerated().map { i, box in
                var copy = box.transformed(by: .translation(Point(shift, shift)))
                copy.id = firstText + UInt64(i)
                return copy
            }
            edits += texts.map { Edit(page: page, change: .text(TextChange(before: nil, after: $0))) }
            textParts[page] = Set(texts.map(\.id))
            guard !copies.isEmpty || !images.isEmpty else { continue }
            edits.append(images.isEmpty ? Edit(page: page, change: .add(copies))
                         : Edit(page: page, change: .images(ImageEdit(added: images, addedStrokes: copies,
                                                                      bytes: selection.imageBytes(on: page, in: document)))))
            parts[page] = Set(copies.map(\.stroke.id))
            imageParts[page] = Set(images.map(\.image.id))
        }
        guard !edits.isEmpty else { return finished }
        var damage = selectionDamage
        damage.formUnion(finished)
        let area = commit(step: edits)
        self.selection = Selection(parts: parts, imageParts: imageParts, textParts: textParts)
        damage.formUnion(historyDamage((selection.page, area)))
        damage.formUnion(selectionDamage)
        return damage
    }

    /// Copies of the selected placed images of `page`, `shift` down and right, with new ids, on
    /// top of the page's images (sharing their bytes' key).
    func duplicatedImages(on page: Int, of selection: Selection, by shift: Double) -> [IndexedImage] {
        let top = document.pages[page].images.count, firstID = document.pages[page].nextImageID
        return selection.placedImages(on: page, in: document).enumerated().map { i, item in
            var copy = item.image
            copy.id = firstID + UInt64(i)
            copy.frame = copy.frame.offsetBy(Point(shift, shift))
            return IndexedImage(index: top + i, image: copy)
        }
    }

    /// How far a duplicate lies from its original, down and right, in window pixels.
    static let duplicateOffset = 20.0
}

/// A button of the selection's bar pressed and not yet released.
struct PressedSelectionButton: Hashable, Sendable {
    var button: SelectionButton
    var deviceID: Int
}

extension SelectionButton {
    /// The command the button carries out (the same as its key's).
    var command: EditorCommand {
        switch self {
        case .duplicate: return .duplicateSelection
        case .delete: return .deleteSelection
        }
    }
}
