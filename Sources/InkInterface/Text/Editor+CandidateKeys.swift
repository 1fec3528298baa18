import InkInput

/// The handwriting candidate bar from the keyboard (issue 18: every action reachable from the
/// keyboard): while it shows, Left and Right, Tab and Shift+Tab choose a reading (a ring shows
/// it), Enter accepts it (as a tap on it does), and Escape dismisses the bar: the handwriting
/// stays on the page as ink and is not read again. Other keys type into the box as ever.
extension Editor {
    /// A key for the candidate bar; nil when the bar is not showing or the key is not one of its.
    mutating func candidateKeyHandles(_ key: KeyChord) -> Damage? {
        guard var t = textEditing, t.showsCandidates else { return nil }
        let back: Bool
        switch key.key {
        case .enter:
            return acceptCandidate(Swift.min(Swift.max(0, t.candidateFocus), t.candidates.count - 1))
        case .escape:
            t.candidates = []
            t.candidatesDue = nil
            t.handwriting = []
            return changeTextEditing(to: t)
        case .left where !key.modifiers.contains(.shift): back = true
        case .right where !key.modifiers.contains(.shift): back = false
        case .tab: back = key.modifiers.contains(.shift)
        default: return nil
        }
        guard let next = KeyboardFocus.step(Array(t.candidates.indices), from: t.candidateFocus, back: back) else { return nil }
        t.candidateFocus = next
        t.candidateRing = true
        return changeTextEditing(to: t)
    }
}
