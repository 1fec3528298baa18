extension Edit {
    /// Where the page at `index` stands once this edit is applied: one further on when a page
    /// is inserted at or before it, one back when a page before it is removed, its new place
    /// when it is moved (or moved past); nil when this edit removes it. Edits within a page
    /// leave every index as it is.
    public func index(ofPage index: Int) -> Int? {
        switch change {
        case .insertPage:
            return index >= page ? index + 1 : index
        case .removePage:
            return index == page ? nil : index > page ? index - 1 : index
        case .movePage(let to):
            if index == page { return to }
            if page < to, index > page, index <= to { return index - 1 }
            if to < page, index >= to, index < page { return index + 1 }
            return index
        default:
            return index
        }
    }
}

extension Edit {
    /// Whether the edit inserts, removes or moves a page (the others keep every page's number:
    /// `index(ofPage:)` is then the identity).
    public var movesPages: Bool {
        switch change {
        case .insertPage, .removePage, .movePage: return true
        default: return false
        }
    }
}
