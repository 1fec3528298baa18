import Foundation

/// The image and PDF files of a folder, as `DocumentImport` takes them.
enum FolderListing {
    /// File name extensions taken from a folder (any case).
    static let imageExtensions: Set<String> = ["pdf", "png", "jpg", "jpeg"]

    /// The paths of the regular files in `folder` named `*.pdf`, `*.png`, `*.jpg` or `*.jpeg` (hidden
    /// files and subfolders left out), in natural order of their names. Throws when the folder
    /// cannot be read or holds no such file.
    static func imageFiles(in folder: String) throws -> [String] {
        guard let dir = opendir(folder) else { throw ImportError.unreadable(path: folder, reason: systemReason(errno)) }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw ImportError.unreadable(path: folder, reason: systemReason(errno)) }
                break
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard !name.hasPrefix("."), imageExtensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) else { continue }
            names.append(name)
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let files = names.sorted(by: naturalOrder).map { base + $0 }.filter(isRegularFile)
        guard !files.isEmpty else { throw ImportError.emptyFolder(path: folder) }
        return files
    }

    /// Whether a path is a regular file (following links); unreadable ones count, so that
    /// reading them reports why.
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return info.st_mode & S_IFMT == S_IFREG
    }
}
