import Foundation
import InkGeometry

/// The saved file a journal's base refers to instead of holding the document (record kind 4,
/// journal format version 2): its path, size, modification time and the CRC-32 of its bytes.
/// A document opened from or just saved to a file is journaled as this reference and its
/// edits, so opening a big notebook copies none of its strokes into the journal.
public struct JournalBaseFile: Hashable, Sendable {
    /// The document's file (absolute).
    public var path: String
    /// Its size in bytes.
    public var size: Int64
    /// Its modification time, nanoseconds since 1970-01-01 UTC.
    public var modified: Int64
    /// The CRC-32 (zlib's) of all its bytes.
    public var crc32: UInt32

    public init(path: String, size: Int64, modified: Int64, crc32: UInt32) {
        self.path = path; self.size = size; self.modified = modified; self.crc32 = crc32
    }

    /// A file's size and modification time, as `stat` gives them.
    public struct Stamp: Hashable, Sendable {
        public var size: Int64
        public var modified: Int64

        public init(size: Int64, modified: Int64) {
            self.size = size; self.modified = modified
        }

        /// The stamp of the file at `path`, or nil when it cannot be read.
        public static func of(_ path: String) -> Stamp? {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return Stamp(info)
        }

        init(_ info: stat) {
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        }
    }

    /// Describes the file at `path` as it is now, reading it in 1 MiB pieces (never whole
    /// in memory). Throws `JournalError.io` when it cannot be read or changed while it was read.
    public static func describe(_ path: String) throws -> JournalBaseFile {
        let (stamp, crc, _) = try read(path, keepBytes: false)
        return JournalBaseFile(path: path, size: stamp.size, modified: stamp.modified, crc32: crc)
    }

    /// The file's bytes, if it still holds the bytes this describes (its size and checksum;
    /// a new modification time alone, as after a copy, does not count as a change). Throws
    /// `JournalError.baseChanged` naming what changed, or that it is missing.
    func bytes() throws -> Data {
        let found: (stamp: Stamp, crc: UInt32, data: Data)
        do {
            found = try Self.read(path, keepBytes: true)
        } catch {
            throw JournalError.baseChanged(path: path, reason: tr("it cannot be read (%@)", "\(Self.reason(error))"))
        }
        guard found.stamp.size == size, found.crc == crc32 else {
            let when = Date(timeIntervalSince1970: Double(found.stamp.modified) / 1e9)
            throw JournalError.baseChanged(path: path, reason: tr("it was changed after the journal started (modified %@)", "\(when)"))
        }
        return found.data
    }

    private static func reason(_ error: Error) -> String {
        if case .io(_, let reason)? = error as? JournalError { return reason }
        return "\(error)"
    }

    /// Reads the file, checksumming it; `keepBytes` keeps them too. The file's stamp must be
    /// the same before and after (no writer changed it meanwhile).
    private static func read(_ path: String, keepBytes: Bool) throws -> (Stamp, UInt32, Data) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw JournalError.io(path: path, reason: systemReason(errno)) }
        defer { close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { throw JournalError.io(path: path, reason: systemReason(errno)) }
        guard before.st_mode & S_IFMT == S_IFREG else { throw JournalError.io(path: path, reason: tr("it is not a regular file")) }
        var crc = DocumentFile.CRC32()
        var kept = Data()
        if keepBytes { kept.reserveCapacity(Int(before.st_size)) }
        var chunk = Data(count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw JournalError.io(path: path, reason: systemReason(errno))
            }
            if n == 0 { break }
            let piece = n == chunk.count ? chunk : chunk.prefix(n)
            crc.update(piece)
            if keepBytes { kept.append(piece) }
        }
        var after = stat()
        guard fstat(fd, &after) == 0, Stamp(after) == Stamp(before) else {
            throw JournalError.io(path: path, reason: tr("it changed while it was read"))
        }
        return (Stamp(before), crc.value, kept)
    }
}
