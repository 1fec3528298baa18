import InkGeometry

/// The document ring's items (issue 16): the file commands go to the document workflow as
/// file requests (the same as Ctrl+O, Ctrl+S and Ctrl+E), the rest are the editor's own.
extension Editor {
    mutating func chooseDocumentItem(_ item: MenuItem, at pen: Point) -> Damage {
        switch item {
        case .open: outbox.answers.append(.fileRequest(.open))
        case .save: outbox.answers.append(.fileRequest(.save))
        case .export: outbox.answers.append(.fileRequest(.exportPages))
        case .newPage:
            let before = document.pages.count
            var damage = addBlankPage(after: true)
            guard document.pages.count != before else { return damage }   // the notice says why
            damage.formUnion(showFeedback(tr("Page %@ of %@", String(currentPage + 1), String(document.pages.count)), tool: nil, at: pen))
            return damage
        case .goToPage: return openPagePad(at: pen)
        case .zoom(let preset):
            var damage = applyZoom(preset)
            damage.formUnion(showFeedback(preset == .actualSize ? zoomText : "\(preset.title) · \(zoomText)", tool: nil, at: pen))
            return damage
        default: break
        }
        return .none
    }
}
