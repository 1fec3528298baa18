import Foundation
import InkInput

/// The chooser's list from the keyboard, as in any file list: the arrows, Page Up and Down,
/// Home and End move through the entries (a file moved onto is selected, so Enter opens it; a
/// folder, Enter enters it), and when opening or inserting, letters typed jump to the first
/// entry whose name begins with them (Tab alone took a press for each of forty files), and
/// Backspace goes up to the folder above. Saving, they do so once Tab has moved into the list;
/// before, the keys edit the name.
extension Editor {
    /// A pause longer than this starts a new search.
    static let typeAheadPause: UInt64 = 1000

    /// The list keys; nil for the others (and while the on-screen keyboard covers the list).
    mutating func chooserListHandles(_ key: KeyChord) -> Damage? {
        guard var c = chooser, let layout = chooserLayout, !c.keyboardOpen, !c.typingLocation,
              !key.modifiers.contains(.control), !key.modifiers.contains(.alt) else { return nil }
        if case .character(let typed) = key.key, c.mode.picksFile, typed == "/" || typed == "~" {
            // As in GTK's chooser: a path typed in a field of its own.
            c.typingLocation = true
            c.name = ""
            c.type(typed)
            chooser = c
            return Damage(window: layout.frame.insetBy(-8))
        }
        if key.key == .backspace, c.mode.picksFile {
            // As in GTK's chooser: up to the folder above.
            c.enter("..")
            chooser = c
            return Damage(window: layout.frame.insetBy(-8))
        }
        guard !c.entries.isEmpty else { return nil }
        let focusedRow: Int? = if case .row(let i)? = c.focus { i } else { nil }
        // Saving, the keys edit the name until Tab has moved into the list.
        if c.mode.writesFile, focusedRow == nil { return nil }
        let current = focusedRow ?? c.selected
        let last = c.entries.count - 1, page = Swift.max(1, layout.visibleRows - 1)
        let target: Int
        switch key.key {
        case .down: target = current.map { Swift.min(last, $0 + 1) } ?? 0
        case .up: target = current.map { Swift.max(0, $0 - 1) } ?? 0
        case .pageDown: target = Swift.min(last, (current ?? 0) + page)
        case .pageUp: target = Swift.max(0, (current ?? 0) - page)
        case .home: target = 0
        case .end: target = last
        case .character(let typed) where c.mode.picksFile:
            let found = Self.typeAhead(&c, typed: key.text ?? typed, from: current, at: now)
            c.typeAheadShown = true
            c.typeAheadFound = found != nil
            guard let found else {
                chooser = c
                return Damage(window: layout.pathLabel.insetBy(-2))
            }
            target = found
        default: return nil
        }
        c.focus = .row(target)
        if !c.entries[target].isFolder {
            c.selected = target
            if c.mode.writesFile { c.name = c.entries[target].name; c.nameSelected = true }
        }
        c.reveal(target, rows: layout.visibleRows)
        chooser = c
        return Damage(window: layout.frame.insetBy(-8))
    }

    /// The entry the letters typed so far lead to: the first whose name begins with them
    /// (ignoring case and accents); the same letter typed again goes on to the next entry
    /// beginning with it. Nil when none does.
    static func typeAhead(_ c: inout FileChooser, typed: String, from current: Int?, at time: UInt64) -> Int? {
        if time > c.typeAheadAt + typeAheadPause { c.typeAhead = "" }
        c.typeAheadAt = time
        let fold: (String) -> String = { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let names = c.entries.map { fold($0.name) }
        let letters = fold(c.typeAhead + typed)
        c.typeAhead += typed
        if let i = names.firstIndex(where: { $0.hasPrefix(letters) }) { return i }
        // One letter typed over and over: each press the next entry beginning with it.
        let one = fold(typed)
        guard !one.isEmpty, Set(letters) == Set(one) else { return nil }
        c.typeAhead = typed
        let after = (current ?? -1) + 1
        return (names[after...].firstIndex { $0.hasPrefix(one) }) ?? names.firstIndex { $0.hasPrefix(one) }
    }
}

extension Editor {
    /// When the letters typed in the chooser stop showing (the search's end), or nil.
    var typeAheadDeadline: UInt64? {
        guard let c = chooser, c.typeAheadShown else { return nil }
        return c.typeAheadAt + Self.typeAheadPause + 1
    }

    /// The chooser's search ended by a pause: its line shows the folder again.
    mutating func endTypeAhead(at time: UInt64) -> Damage {
        guard let due = typeAheadDeadline, due <= time, let layout = chooserLayout else { return .none }
        chooser?.typeAheadShown = false
        return Damage(window: layout.pathLabel.insetBy(-2))
    }
}

extension FileChooser {
    /// Scrolls the list so that entry `i` shows among `rows` rows.
    mutating func reveal(_ i: Int, rows: Int) {
        guard rows > 0 else { return }
        if i < firstRow { firstRow = i }
        if i >= firstRow + rows { firstRow = i - rows + 1 }
    }
}
