import Foundation

/// Reads a whole file with plain POSIX calls, so a failure comes with the system's reason
/// ("No such file or directory", "Permission denied", …) and a huge file is refused before
/// it is read.
enum ImageFileReader {
    static func read(_ path: String, limit: Int = ImageLimits.maxFileBytes) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ImportError.unreadable(path: path, reason: systemReason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ImportError.unreadable(path: path, reason: systemReason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ImportError.unreadable(path: path, reason: "not a regular file") }
        guard info.st_size <= limit else {
            throw ImportError.tooLarge(path: path, reason: "the file is larger than \(limit >> 20) MB")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ImportError.unreadable(path: path, reason: systemReason(errno))
            }
            if n == 0 { break }
            guard data.count + n <= limit else {
                throw ImportError.tooLarge(path: path, reason: "the file is larger than \(limit >> 20) MB")
            }
            data.append(contentsOf: chunk[0..<n])
        }
        return data
    }
}
