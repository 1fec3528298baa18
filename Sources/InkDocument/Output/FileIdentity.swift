import Foundation

/// A file's identity on this machine (device and inode), the same through any hard or
/// symbolic link to it: how an export knows that an output would be one of its inputs.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    /// The identity of the file at `path` (links followed); nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identities of input paths: each file, and for a folder the folder and every file in it.
    public static func of(inputs paths: [String]) -> Set<FileIdentity> {
        var result = Set<FileIdentity>()
        for path in paths {
            guard let identity = FileIdentity(path: path) else { continue }
            result.insert(identity)
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names {
                if let file = FileIdentity(path: (path as NSString).appendingPathComponent(name)) { result.insert(file) }
            }
        }
        return result
    }
}
