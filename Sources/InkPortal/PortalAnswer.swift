import InkInterface

/// What the desktop's file chooser answered: a file, or nothing (closed, cancelled, failed).
public enum PortalAnswer: Hashable, Sendable {
    /// The person chose `path` for `mode` (opening or saving). `nameChanged`: the app changed
    /// the name the portal's dialog returned (added `.inkstone`), so the dialog's own question
    /// before replacing a file was about another name and the app must ask itself.
    case chosen(mode: FileChooser.Mode, path: String, nameChanged: Bool = false)
    /// The dialog was closed without a choice, or the portal went away.
    case cancelled
}
