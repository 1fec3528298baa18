import Foundation
import InkGeometry

/// Reads a whole file with plain POSIX calls, so a failure comes with the system's reason
/// ("No such file or directory", "Permission denied", …) and a file over `limit` is refused
/// before it is all read. Anything but a regular file (a FIFO, a device) is refused before a
/// byte is read, and opening never blocks. Shared by document loading, image import, the
/// preferences file and the remembered state.
public enum FileBytes {
    /// Why a file could not be read.
    public enum Failure: Error, Equatable {
        /// The system's reason.
        case unreadable(reason: String)
        /// What the path is instead of a regular file (a folder, a FIFO, a device): writing a
        /// file there cannot replace it either.
        case notAFile(reason: String)
        /// Larger than the limit allows.
        case tooLarge(limit: Int)
    }

    public static func read(_ path: String, limit: Int = Int.max) throws -> Data {
        guard let data = try read(path, limit: limit, absentIsNil: false) else { throw Failure.unreadable(reason: systemReason(ENOENT)) }
        return data
    }

    /// `read`, but nil when nothing is at `path`: for a file not made yet, which is no failure
    /// (the preferences, the remembered state). Told apart by the open itself, with no race
    /// between a look and the read.
    public static func readIfPresent(_ path: String, limit: Int = Int.max) throws -> Data? {
        try read(path, limit: limit, absentIsNil: true)
    }

    private static func read(_ path: String, limit: Int, absentIsNil: Bool) throws -> Data? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if absentIsNil && errno == ENOENT { return nil }
            throw Failure.unreadable(reason: systemReason(errno))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure.unreadable(reason: systemReason(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { throw Failure.notAFile(reason: tr("it is a folder")) }
        if let kind = OutputPath.nonRegularKind(info.st_mode) { throw Failure.notAFile(reason: tr("it is %@, not a regular file", "\(kind)")) }
        guard info.st_size <= limit else { throw Failure.tooLarge(limit: limit) }
        // The size the file has now is read straight into the result (one copy, not two: a big
        // notebook is hundreds of megabytes); a file that grows meanwhile is read on in chunks.
        var data = Data(count: Int(info.st_size))
        var filled = 0
        while filled < data.count {
            let n = data.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.read(fd, base + filled, raw.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure.unreadable(reason: systemReason(errno))
            }
            if n == 0 { data.count = filled; return data }
            filled += n
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure.unreadable(reason: systemReason(errno))
            }
            if n == 0 { return data }
            guard data.count + n <= limit else { throw Failure.tooLarge(limit: limit) }
            data.append(contentsOf: chunk[0..<n])
        }
    }
}
