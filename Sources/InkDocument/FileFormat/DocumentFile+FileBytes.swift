import Foundation

extension DocumentFile {
    /// Reads a whole file, reporting failures as `DocumentFileError.unreadable` with the
    /// system's reason.
    enum FileBytes {
        static func read(_ url: URL) throws -> Data {
            let path = url.path
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw DocumentFileError.unreadable(path: path, reason: systemReason(errno)) }
            defer { close(fd) }
            var info = stat()
            if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                throw DocumentFileError.unreadable(path: path, reason: "it is a folder")
            }
            var data = Data()
            if info.st_size > 0 { data.reserveCapacity(Int(info.st_size)) }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw DocumentFileError.unreadable(path: path, reason: systemReason(errno))
                }
                if n == 0 { return data }
                data.append(contentsOf: buffer[0..<n])
            }
        }
    }
}
