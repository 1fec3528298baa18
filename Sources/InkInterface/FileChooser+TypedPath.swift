import Foundation
import InkGeometry

/// What is typed in the chooser's field, read as GTK's chooser reads it. Saving, a plain name
/// is a file in the folder shown; a name with a `/` is a path from that folder (`Week 1/draft`,
/// `../draft`) or from the root (`/tmp/draft`), and `~` begins one at the home folder; a path
/// naming a folder (or ending in `/`) enters it; `.inkstone` (`.pdf` when exporting one) is
/// added when missing. Opening or
/// inserting, the location typed (`typingLocation`) is such a path, to a folder or a file.
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

    /// The name typed as an absolute path: from the root, the home folder (`~`) or the folder shown.
    private var typedPath: String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let typed = trimmed == "~" || trimmed.hasPrefix("~/") ? Self.home + trimmed.dropFirst() : trimmed
        return ((typed.hasPrefix("/") ? typed : (folder as NSString).appendingPathComponent(typed)) as NSString).standardizingPath
    }

    /// `$HOME` (as the app's other folders: Foundation's `NSHomeDirectory` reads the password
    /// database instead), else that.
    static var home: String {
        ProcessInfo.processInfo.environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
    }

    private static func isFolder(_ path: String) -> Bool? {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) ? folder.boolValue : nil
    }

    /// What the location typed when opening or inserting comes to: a folder to enter, a file
    /// to open (of the kinds the list offers), or why neither.
    public var location: Resolution {
        let path = typedPath
        switch Self.isFolder(path) {
        case true?: return .folder(path)
        case false?:
            let name = (path as NSString).lastPathComponent
            guard Self.list((path as NSString).deletingLastPathComponent, mode: mode).contains(where: { $0.name == name && !$0.isFolder }) else {
                return .problem(mode == .insertImage ? tr("%@ is not a PNG or JPEG image.", path) : tr("Inkstone cannot open %@.", path))
            }
            return .file(path)
        case nil: return .problem(tr("There is no file or folder %@.", path))
        }
    }

    /// What the name typed comes to.
    public var resolution: Resolution {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .problem(tr("Type a name for the file.")) }
        let isFolder = Self.isFolder
        let path = typedPath
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
        let ext = mode.writtenExtension
        return .file((parent as NSString).appendingPathComponent(file.lowercased().hasSuffix(ext) ? file : file + ext))
    }
}
