import Foundation
import InkGeometry

/// The save chooser's name read as GTK's is: a plain name is a file in the folder shown; a name
/// with a `/` is a path from that folder (`Week 1/draft`, `../draft`) or from the root
/// (`/tmp/draft`), and `~` begins one at the home folder; a path naming a folder (or ending in
/// `/`) enters it. `.inkstone` is added when missing.
extension FileChooser {
    /// What Enter does with the name typed.
    public enum Resolution: Hashable, Sendable {
        /// Saves to this path.
        case file(String)
        /// Enters this folder (an absolute path).
        case folder(String)
        /// Nothing can be saved: this says why (shown in the chooser).
        case problem(String)
    }

    /// What the name typed comes to.
    public var resolution: Resolution {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .problem(tr("Type a name for the file.")) }
        let fm = FileManager.default
        func isFolder(_ path: String) -> Bool? {
            var folder: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &folder) ? folder.boolValue : nil
        }
        let typed = trimmed == "~" || trimmed.hasPrefix("~/") ? NSHomeDirectory() + trimmed.dropFirst() : trimmed
        let path = ((typed.hasPrefix("/") ? typed : (folder as NSString).appendingPathComponent(typed)) as NSString).standardizingPath
        if trimmed.hasSuffix("/") || isFolder(path) == true {
            return isFolder(path) == true ? .folder(path) : .problem(tr("There is no folder %@.", path))
        }
        let parent = (path as NSString).deletingLastPathComponent
        switch isFolder(parent) {
        case nil: return .problem(tr("There is no folder %@.", parent))
        case false?: return .problem(tr("%@ is a file, not a folder.", parent))
        case true?: break
        }
        let file = (path as NSString).lastPathComponent
        return .file((parent as NSString).appendingPathComponent(file.lowercased().hasSuffix(".inkstone") ? file : file + ".inkstone"))
    }
}
