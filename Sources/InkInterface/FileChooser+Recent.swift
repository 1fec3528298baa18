import Foundation

/// The Recent list: the desktop's recently used files (`recently-used.xbel`, which GTK apps
/// and Inkstone add to) that the chooser's mode takes, most recent first, each with its folder,
/// in place of a folder's entries, as GTK's chooser offers under "Recent". Files gone since are
/// left out. The Recent button (or Up, or Backspace) goes back to the folder.
extension FileChooser {
    /// Shows the recently used files.
    public mutating func showRecent() {
        let fm = FileManager.default
        showingRecent = true
        show(recent.compactMap { path in
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return Entry(name: (path as NSString).lastPathComponent, isFolder: false, location: (path as NSString).deletingLastPathComponent)
        })
    }
}
