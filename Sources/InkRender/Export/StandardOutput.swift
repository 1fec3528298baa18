import Foundation
import InkDocument
import InkGeometry

/// Standard output as an export target: `/dev/stdout`, `/dev/fd/1` or `/proc/self/fd/1` (the
/// command line also takes `-` for it).
/// It may be a pipe, so the export is streamed to it as it is made (no atomic rename is
/// possible there); a terminal is refused, as a PDF would only garble it.
enum StandardOutput {
    static let names: Set<String> = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    static func isNamed(_ path: String) -> Bool { names.contains(path) }

    /// A sink writing to a copy of descriptor 1, unless that is a terminal or one of `inputs`
    /// (`>> d.inkstone` would append the export to the document).
    static func sink(named path: String, inputs: Set<FileIdentity>) throws -> FileSink {
        guard isatty(1) == 0 else {
            throw ExportError.cannotWrite(path, tr("standard output is a terminal (redirect it to a file or a pipe)"))
        }
        var info = stat()
        if fstat(1, &info) == 0, inputs.contains(FileIdentity(info)) {
            throw ExportError.cannotWrite(path, tr("standard output is one of the files being exported"))
        }
        let fd = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard fd >= 0 else { throw ExportError.cannotWrite(path, tr("standard output is not open (%@)", "\(systemReason(errno))")) }
        return FileSink(fd: fd, path: path)
    }
}
