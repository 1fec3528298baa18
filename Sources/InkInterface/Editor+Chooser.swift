import InkGeometry
import InkInput

extension Editor {
    /// The chooser's layout, when it is open.
    public var chooserLayout: ChooserLayout? { chooser.map { ChooserLayout($0, window: windowSize) } }

    /// Opens the file chooser in `folder`; `recent`: the desktop's recently used files, most
    /// recent first (the Recent button offers those the mode takes).
    public mutating func openChooser(_ mode: FileChooser.Mode, folder: String, name: String = "", recent: [String] = []) -> Outcome {
        var damage = closeMenu()
        damage.formUnion(closePopup())
        chooser = FileChooser(mode: mode, folder: folder, name: name, recent: recent)
        damage.region.add(windowFrame)
        return outcome(damage)
    }

    private mutating func closeChooser() -> Damage {
        chooser = nil
        hoveredChooserControl = nil
        return Damage(window: windowFrame)
    }

    /// Pointer input while the chooser is open: a tap on a folder enters it, on a file selects
    /// it (a second tap opens it); hover only highlights (H5).
    mutating func chooserHandles(_ e: InputEvent) -> Damage {
        guard let layout = chooserLayout, let outcome = runSurface(\.chooser, e) else { return .none }
        switch outcome {
        case .passThrough, .handled(redraw: false): return .none
        case .handled(redraw: true): return Damage(window: layout.frame.insetBy(-8))
        case .act(let c): return act(c)
        }
    }

    /// Keys while the chooser is open: typing names the file to write; Enter confirms; Escape cancels.
    mutating func chooserHandles(_ key: KeyChord) -> Damage {
        guard var c = chooser, let layout = chooserLayout else { return .none }
        if let damage = chooserFocusHandles(key) ?? chooserListHandles(key) { return damage }
        switch key.key {
        case .escape where c.typingLocation:
            // Back to the list; a second Escape closes the chooser.
            c.endLocation()
        case .escape: return closeChooser()
        case .enter:
            guard let focus = c.focus, focus != .nameField else { return act(.confirm) }
            return act(focus)
        case .backspace where c.showsNameField:
            c.erase()
            if c.typingLocation && c.name.isEmpty { c.endLocation() }
        case .delete where c.showsNameField && (c.focus ?? .nameField) == .nameField:
            c.eraseForward()
        case .left, .right, .home, .end:
            guard c.showsNameField && (c.focus ?? .nameField) == .nameField else { return .none }
            c.moveCaret(key.key)
        case .character(let text) where c.showsNameField && !key.modifiers.contains(.control):
            // What the key types (Shift, dead keys and the input method applied).
            c.type(key.text ?? (key.modifiers.contains(.shift) ? text.uppercased() : text))
        default:
            return .none
        }
        chooser = c
        return Damage(window: layout.frame.insetBy(-8))
    }

    private mutating func act(_ control: ChooserControl) -> Damage {
        guard var c = chooser, let layout = chooserLayout else { return .none }
        switch control {
        case .cancel: return closeChooser()
        case .up: c.enter("..")
        case .recent:
            if c.showingRecent { c.enter("..") } else { c.showRecent() }
        case .scrollUp: c.firstRow = Swift.max(0, c.firstRow - layout.visibleRows / 2)
        case .scrollDown: c.firstRow = Swift.max(0, Swift.min(c.entries.count - layout.visibleRows, c.firstRow + layout.visibleRows / 2))
        case .row(let i):
            guard c.entries.indices.contains(i) else { return .none }
            if c.entries[i].isFolder {
                c.enter(c.entries[i].name)
            } else if c.selected == i, c.mode.picksFile {
                chooser = c
                return act(.confirm)
            } else {
                c.selected = i
                if c.mode.writesFile { c.name = c.entries[i].name; c.nameSelected = true }
            }
        case .openFolder:
            outbox.answers.append(.fileChosen(.open, path: c.folder))
            return closeChooser()
        case .nameField: c.keyboardOpen.toggle()
        case .hideKeyboard: c.keyboardOpen = false
        case .shift: c.shift.toggle()
        case .backspace: c.erase()
        case .key(let text):
            c.type(ChooserKeyboard.text(text, shift: c.shift))
            c.shift = false
        case .confirm where c.typingLocation:
            switch c.location {
            case .file(let path):
                outbox.answers.append(.fileChosen(c.mode, path: path))
                return closeChooser()
            case .folder(let path): c.enter(path)
            case .problem(let text): c.problem = text
            }
        case .confirm where c.mode.writesFile:
            switch c.resolution {
            case .file(let path):
                outbox.answers.append(.fileChosen(c.mode, path: path))
                return closeChooser()
            case .folder(let path):
                // A folder's path typed: into it, the suggested name back to save there.
                c.enter(path)
                c.name = c.suggestion
                c.nameSelected = !c.name.isEmpty
            case .problem(let text):
                c.problem = text
            }
        case .confirm:
            guard let path = c.chosenPath else { return .none }
            outbox.answers.append(.fileChosen(c.mode, path: path))
            return closeChooser()
        }
        chooser = c
        return Damage(window: layout.frame.insetBy(-8))
    }
}
