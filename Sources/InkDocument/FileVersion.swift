import Foundation

/// Which version of a file is on disk: its identity (device, inode), size and modification time.
/// An atomic save makes a new file (a new inode) each time, so any save by another window or
/// program since this one read or wrote the file shows as a different version, even one
/// within the same second and of the same size.
public struct FileVersion: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: Int64   // nanoseconds since 1970

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
        self.device = device; self.inode = inode; self.size = size; self.modified = modified
    }

    /// The version of the file at `path` (links followed); nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// Whether this is the same file (or folder) as `other`, whatever changed in it: the same
    /// device and inode.
    public func isSameFile(as other: FileVersion) -> Bool {
        device == other.device && inode == other.inode
    }
}

