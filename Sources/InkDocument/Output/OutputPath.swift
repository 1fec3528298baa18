import Foundation
import InkGeometry

/// Where a new file may be written, checked without following a link at the last component:
/// a new name, or a regular file that will be replaced. Folders, FIFOs, devices and sockets
/// are refused (writing there would hang, replace a device node or lose what is there);
/// a symbolic link is refused or followed, as the caller says.
public enum OutputPath {
    /// What to do with a symbolic link at the output's name.
    public enum Links: Sendable {
        /// Refuse it: exports never write through a link someone else may have planted.
        case refuse
        /// Write to the file it names (a document or preferences file the person linked).
        case follow
    }

    /// Why a path cannot be written; `reason` completes "cannot write PATH: …".
    public struct Refusal: Error, Equatable, Sendable {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// The checked target: the path to write (after following links when allowed) and the
    /// regular file there now, if any.
    public struct Target {
        public var path: String
        public var existing: stat?

        public init(path: String, existing: stat?) { self.path = path; self.existing = existing }
    }

    /// Checks `path` for writing. Throws a `Refusal` when it names anything but a new name or
    /// a regular file.
    public static func check(_ path: String, links: Links) throws -> Target {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return Target(path: current, existing: nil) }
                throw Refusal(systemReason(errno))
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                guard links == .follow else {
                    throw Refusal(tr("it is a symbolic link (exports never write through links)"))
                }
                current = try destination(of: current)
                continue
            }
            if let kind = nonRegularKind(info.st_mode) { throw Refusal(tr("it is %@, not a regular file", kind)) }
            return Target(path: current, existing: info)
        }
        throw Refusal(systemReason(ELOOP))
    }

    /// The article and name of a non-regular file type ("a folder", "a FIFO (named pipe)", …);
    /// nil for a regular file.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return tr("a folder")
        case S_IFIFO: return tr("a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: return tr("a device")
        case S_IFSOCK: return tr("a socket")
        case S_IFLNK: return tr("a symbolic link")
        default: return tr("not a regular file")
        }
    }

    /// Where the link at `path` points, relative links taken from the link's folder.
    private static func destination(of path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { throw Refusal(systemReason(errno)) }
        let bytes = buffer[0..<n].map { UInt8(bitPattern: $0) }
        let target = String(decoding: bytes, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? target : folder + "/" + target
    }
}
