import Glibc

/// The pipe a background render thread wakes the event loop through (`PDFRenderQueue`,
/// `InkTileQueue`, `ThumbnailQueue`): the loop polls `readEnd`, the thread calls `notify()`
/// when it has finished something, and the loop `drain()`s it before taking the results. Both
/// ends are non-blocking and closed on exec. Without a pipe (none could be made) nothing
/// wakes the loop early; its timers still collect the results.
final class WakePipe: @unchecked Sendable {
    /// The end to poll, or -1.
    let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
        } else {
            fds = [-1, -1]
        }
        readEnd = fds[0]; writeEnd = fds[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Makes `readEnd` readable (from any thread; a full pipe is already readable).
    func notify() {
        var byte: UInt8 = 1
        if writeEnd >= 0 { _ = write(writeEnd, &byte, 1) }
    }

    /// Empties the pipe, so that the next poll waits for the next `notify`.
    func drain() {
        var byte: UInt8 = 0
        while readEnd >= 0 && read(readEnd, &byte, 1) == 1 {}
    }
}
