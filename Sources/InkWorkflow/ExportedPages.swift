import InkDocument

/// The folder of PNG pages this window last exported its document to, and the files it wrote
/// there: Ctrl+E again (a typo fixed) writes the pages over them, rather than into a new
/// "NAME pages 2" beside a stale copy, as long as nobody changed them since.
struct ExportedPages {
    /// The folder (absolute).
    var folder: String
    /// The folder's version when the export ended: only its identity counts (a folder made
    /// again, or a link planted where it was, is another one).
    var folderVersion: FileVersion?
    /// Each file the export put in place, in page order, with its version then.
    var files: [(path: String, version: FileVersion?)]

    /// The export of `count` pages just finished into `folder`, as `versions` finds its files now.
    init(folder: String, count: Int, versions: (String) -> FileVersion?) {
        self.folder = folder
        folderVersion = versions(folder)
        files = PageFileNames.names(count: count).map { name in
            let path = folder + "/" + name
            return (path, versions(path))
        }
    }

    /// Whether another export may write over this one: the folder is the same one, and each
    /// file it wrote is still as it was written, or gone (a person tidying up); one edited,
    /// replaced or put back by someone else keeps the whole folder from being written over.
    func isUnchanged(versions: (String) -> FileVersion?) -> Bool {
        guard let was = folderVersion, let now = versions(folder), now.isSameFile(as: was) else { return false }
        return files.allSatisfy { file in
            guard let now = versions(file.path) else { return true }
            return now == file.version
        }
    }

    /// Whether this is where an export from `base` ("NAME pages") would go: that name or one
    /// numbered after it ("NAME pages 2"), so a document saved under another name since starts
    /// a folder of its own.
    func isFolder(for base: String) -> Bool {
        guard folder != base else { return true }
        guard folder.hasPrefix(base + " ") else { return false }
        return Int(folder.dropFirst(base.count + 1)) != nil
    }
}
