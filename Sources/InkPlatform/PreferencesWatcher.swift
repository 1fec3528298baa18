import Foundation
import Glibc
import InkInput

/// Watches the preferences file's folder with inotify, so that `inkstone prefs set` (or an
/// editor) changes a running app without a restart.
@MainActor
final class PreferencesWatcher {
    let store: PreferencesStore
    /// The inotify descriptor to poll, or -1 when watching is impossible (then changes apply
    /// at the next start).
    let fileDescriptor: Int32

    init(store: PreferencesStore) {
        self.store = store
        let folder = store.url.deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if fd >= 0, inotify_add_watch(fd, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE)) >= 0 {
            fileDescriptor = fd
        } else {
            if fd >= 0 { close(fd) }
            fileDescriptor = -1
        }
    }

    deinit { if fileDescriptor >= 0 { close(fileDescriptor) } }

    /// Drains pending notifications; true when the preferences file itself changed.
    func fileChanged() -> Bool {
        guard fileDescriptor >= 0 else { return false }
        let name = store.url.lastPathComponent
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (length, nameBytes) = buffer.withUnsafeBytes { raw -> (Int, [UInt8]) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let end = min(n, start + Int(event.len))
                    return (Int(event.len), Array(raw[start..<end]))
                }
                let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if eventName == name { changed = true }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
        return changed
    }
}
