import InkInput

/// The chooser's name field (the name to save under, or a location typed when opening) as a
/// text field: typing goes in at the caret, Backspace and Delete take the characters beside
/// it, Left, Right, Home and End move it; a suggestion shown selected is replaced by the first
/// key typed, or let go by an arrow.
extension FileChooser {
    /// The caret's place in `name`, in characters from its start.
    public var caretOffset: Int { Swift.min(caret ?? name.count, name.count) }

    /// Types into the name at the caret: a suggestion shown selected is replaced.
    public mutating func type(_ text: String) {
        if nameSelected { name = "" }
        nameSelected = false
        problem = nil
        let at = caretOffset
        name.insert(contentsOf: text, at: name.index(name.startIndex, offsetBy: at))
        setCaret(at + text.count)
    }

    /// Backspace: the character before the caret goes, or the whole suggestion shown selected.
    public mutating func erase() {
        let at = caretOffset
        if nameSelected {
            name = ""
        } else if at > 0 {
            name.remove(at: name.index(name.startIndex, offsetBy: at - 1))
            setCaret(at - 1)
        }
        nameSelected = false
        problem = nil
    }

    /// Delete: the character after the caret goes, or the whole suggestion shown selected.
    public mutating func eraseForward() {
        let at = caretOffset
        if nameSelected {
            name = ""
        } else if at < name.count {
            name.remove(at: name.index(name.startIndex, offsetBy: at))
            setCaret(at)
        }
        nameSelected = false
        problem = nil
    }

    /// Left, Right, Home or End in the name, as in any text field: a suggestion shown selected
    /// is let go, the caret at its start (Left, Home) or end (Right, End).
    public mutating func moveCaret(_ key: KeyChord.Key) {
        let at = caretOffset
        switch key {
        case .left: setCaret(nameSelected ? 0 : Swift.max(0, at - 1))
        case .right: setCaret(nameSelected ? name.count : Swift.min(name.count, at + 1))
        case .home: setCaret(0)
        case .end: setCaret(name.count)
        default: return
        }
        nameSelected = false
    }

    private mutating func setCaret(_ offset: Int) { caret = offset >= name.count ? nil : offset }
}
