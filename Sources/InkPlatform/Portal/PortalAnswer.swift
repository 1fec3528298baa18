import InkInterface

/// What the desktop's file chooser answered: a file, or nothing (closed, cancelled, failed).
public enum PortalAnswer: Hashable, Sendable {
    /// The person chose `path` for `mode` (opening or saving).
    case chosen(mode: FileChooser.Mode, path: String)
    /// The dialog was closed without a choice, or the portal went away.
    case cancelled
}
