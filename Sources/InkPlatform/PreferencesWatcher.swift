import Foundation
import Glibc
import InkInput
import InkPreferences

/// Watches the preferences file's folder with inotify, so that `inkstone prefs set` (or an
/// editor) changes a running app without a restart. The folder's parent is watched too: when
/// the folder is deleted and made again (a dotfiles tool, a reset by hand), the new folder is
/// watched and the file read again.
@MainActor
final class PreferencesWatcher {
    let store: PreferencesStore
    /// The inotify descriptor to poll, or -1 when watching is impossible (then changes apply
    /// at the next start).
    let fileDescriptor: Int32
    private let folder: String
    private var folderWatch: Int32 = -1
    private var parentWatch: Int32 = -1

    /// IN_CREATE: a new file is put in place by a hard link (`OutputPlacement`), not a rename.
    private static let folderEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
    private static let parentEvents = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_ONLYDIR)

    init(store: PreferencesStore) {
        self.store = store
        folder = store.url.deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        fileDescriptor = fd
        guard fd >= 0 else { return }
        parentWatch = inotify_add_watch(fd, (folder as NSString).deletingLastPathComponent, Self.parentEvents)
        folderWatch = inotify_add_watch(fd, folder, Self.folderEvents)
    }

    deinit { if fileDescriptor >= 0 { close(fileDescriptor) } }

    /// Drains pending notifications; true when the preferences file itself changed, or its
    /// folder was made again or went away (read the file again: it may be there, or gone).
    func fileChanged() -> Bool {
        guard fileDescriptor >= 0 else { return false }
        let name = store.url.lastPathComponent, folderName = (folder as NSString).lastPathComponent
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (event, nameBytes) = buffer.withUnsafeBytes { raw -> (inotify_event, [UInt8]) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let end = min(n, start + Int(event.len))
                    return (event, Array(raw[start..<end]))
                }
                let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if event.wd == folderWatch {
                    if event.mask & UInt32(IN_IGNORED) != 0 { folderWatch = -1 }
                    if eventName == name { changed = true }
                } else if event.wd == parentWatch, eventName == folderName {
                    if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                        // Watch first, then read: a file written meanwhile is not missed.
                        folderWatch = inotify_add_watch(fileDescriptor, folder, Self.folderEvents)
                    }
                    changed = true
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return changed
    }
}
