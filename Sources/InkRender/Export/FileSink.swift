import Foundation
import InkDocument

/// An open output file that collects the first write error, for Cairo's stream writers
/// (which can only say that writing failed, not why).
final class FileSink {
    let path: String
    private var fd: Int32
    /// The first failure, as the system's reason.
    private(set) var failure: String?

    init(fd: Int32, path: String) { self.fd = fd; self.path = path }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    /// Writes every byte; false (with `failure` set) if that is not possible.
    @discardableResult
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil else { return false }
        guard let base = bytes.baseAddress, fd >= 0 else { return bytes.isEmpty }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = systemReason(errno)
                return false
            }
            offset += n
        }
        return true
    }

    func write(_ data: Data) throws {
        _ = data.withUnsafeBytes { write($0) }
        try check()
    }

    /// Throws the first failure, naming the file.
    func check() throws {
        if let failure { throw ExportError.cannotWrite(path, failure) }
    }

    /// Syncs and closes the file; throws if anything written did not reach it. A pipe or
    /// device (standard output) cannot be synced: that is no failure.
    func close() throws {
        try check()
        guard fd >= 0 else { return }
        if fsync(fd) != 0, errno != EINVAL, errno != EROFS { failure = systemReason(errno) }
        if Glibc.close(fd) != 0, failure == nil { failure = systemReason(errno) }
        fd = -1
        try check()
    }
}
