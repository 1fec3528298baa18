/// The keys of each Document menu entry (from `Shortcuts.all`, so the menu, the help and the
/// keys cannot drift apart): shown after the entry's name where the menu is wide enough.
extension DocumentMenu.Entry {
    /// What the entry's key does, as `Shortcuts.all` names it; nil for none.
    public var shortcutAction: Shortcut.Action? {
        switch self {
        case .item(.open): return .file(.open)
        case .item(.save): return .file(.save)
        case .item(.export): return .file(.exportPages)
        case .item(.newPage): return .blankPage(after: true)
        case .item(.goToPage): return .goToPage
        case .item(.zoom(let z)): return .zoomPreset(z)
        case .item(.undo): return .command(.undo)
        case .item(.redo): return .command(.redo)
        case .item(.tool(let t)), .tool(let t): return .command(.selectTool(t))
        case .item: return nil
        case .saveAs: return .file(.saveAs)
        case .pageBefore: return .blankPage(after: false)
        case .newWindow: return .file(.newWindow)
        case .closeDocument: return .file(.close)
        case .quit: return .file(.quit)
        case .fullscreen: return .fullscreen
        case .selectAll: return .command(.selectAll)
        case .deleteSelection: return .command(.deleteSelection)
        case .insertImage: return .file(.insertImage)
        case .exportPDF: return .file(.exportPDF)
        case .clipboard(let c): return .command(.clipboard(c))
        }
    }

    /// The entry's keys as people read them ("Ctrl+S", "T"): the first way `Shortcuts.all` gives.
    public var keys: String? {
        guard let action = shortcutAction, let shortcut = Shortcuts.all.first(where: { $0.action == action }) else { return nil }
        return shortcut.keys.components(separatedBy: " or ").first
    }
}
