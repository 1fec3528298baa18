import InkGeometry
import InkInput

/// The Document button's menu (`DocumentMenu`): opening it and carrying out its entries.
extension Editor {
    /// The Document button's menu, when open.
    public var documentMenu: DocumentMenu? { surfaces.list?.menu }

    /// Opens the menu above the Document button at `button`.
    mutating func openList(at button: Rect) -> Damage {
        var damage = closeMenu()
        damage.formUnion(closePopup())
        damage.formUnion(closePad())
        damage.formUnion(dismissHint())
        let m = DocumentMenu(button: button, rightHanded: rightHanded, within: canvasFrame)
        surfaces.list = ListSurface(menu: m)
        damage.region.add(m.frame.insetBy(-8))
        return damage
    }

    /// Closes the menu, if open.
    mutating func closeList() -> Damage {
        guard let m = documentMenu else { return .none }
        surfaces.list = nil
        return Damage(window: m.frame.insetBy(-8))
    }

    /// Pointer input while the menu is open; nil when the event goes through to the page.
    mutating func listHandles(_ e: InputEvent) -> Damage? {
        guard let m = documentMenu, let outcome = runSurface(\.list, e) else { return nil }
        switch outcome {
        case .passThrough: return nil
        case .handled(redraw: false): return Damage.none
        case .handled(redraw: true): return Damage(window: m.frame.insetBy(-8))
        case .act(.dismiss):
            popupDismissedByPress = e.device.id
            return closeList()
        case .act(.control(let entry)): return listActs(entry, for: e.device.kind)
        }
    }

    /// Closes the menu and carries out `entry` for a device kind (a tap, or Enter on the focused entry).
    mutating func listActs(_ entry: DocumentMenu.Entry, for kind: DeviceKind) -> Damage {
        var damage = closeList()
        let anchor = toolbar.frame(of: .documentMenu)?.center ?? canvasFrame.center
        switch entry {
        case .item(let item): damage.formUnion(choose(item, for: kind, at: anchor))
        case .tool(let t): damage.formUnion(choose(.tool(t), for: kind, at: anchor))
        case .saveAs: outbox.answers.append(.fileRequest(.saveAs))
        case .pageBefore: damage.formUnion(addBlankPage(after: false))
        case .newWindow: outbox.answers.append(.fileRequest(.newWindow))
        case .closeDocument: outbox.answers.append(.fileRequest(.close))
        case .quit: outbox.answers.append(.fileRequest(.quit))
        case .fullscreen: outbox.answers.append(.toggleFullscreen)
        case .selectAll: damage.formUnion(perform(.selectAll))
        case .deleteSelection: damage.formUnion(perform(.deleteSelection))
        case .insertImage: outbox.answers.append(.fileRequest(.insertImage))
        case .exportPDF: outbox.answers.append(.fileRequest(.exportPDF))
        case .clipboard(let c): damage.formUnion(perform(.clipboard(c)))
        }
        return damage
    }
}
