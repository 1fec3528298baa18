import Foundation

/// Who holds a file's `flock`, read from `/proc/locks` (Linux): lines such as
/// `1: FLOCK  ADVISORY  WRITE 1287 fe:00:16224711 0 EOF` name the holder's pid and the file
/// as major:minor (hex) and inode. Waiters (lines with `->`) are left out.
enum JournalLocks {
    static func holders(device: dev_t, inode: ino_t, locks: String? = nil) -> [Int32] {
        guard let text = locks ?? (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) else { return [] }
        // glibc's major()/minor() are macros Swift cannot call: the same bit layout, spelled out.
        let dev = UInt64(device)
        let major = ((dev >> 8) & 0xfff) | ((dev >> 32) & ~UInt64(0xfff))
        let minor = (dev & 0xff) | ((dev >> 12) & ~UInt64(0xff))
        let file = String(format: "%02llx:%02llx:%llu", major, minor, UInt64(inode))
        return text.split(separator: "\n").compactMap { line -> Int32? in
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == file else { return nil }
            return Int32(fields[4])
        }
    }
}
