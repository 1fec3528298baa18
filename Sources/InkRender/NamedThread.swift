import Foundation

/// Starts a Foundation thread that names itself for the kernel (`top -H`, `/proc/PID/task/*/comm`)
/// before it runs its body.
///
/// Hand-written because Foundation's own naming loses the name now and then: on Linux,
/// `Thread.name`'s setter names the thread only through the handle `start()` stores once
/// `pthread_create` has returned in the starting thread, so a new thread that sets
/// `Thread.current.name` before that store (about one start in fifty here, more under load)
/// stays unnamed; and a name set before `start()` is dropped. Naming itself from the thread
/// has neither race.
public enum NamedThread {
    /// The longest name the kernel keeps, in bytes (16 with the terminating NUL).
    public static let maximumNameLength = 15

    /// Starts `body` on a new thread named `name` (cut to `maximumNameLength` bytes).
    public static func start(_ name: String, quality: QualityOfService = .default,
                             _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            nameCurrentThread(name)
            body()
        }
        thread.qualityOfService = quality
        thread.start()
    }

    /// Names the calling thread for the kernel by writing `/proc/thread-self/comm` (what
    /// `pthread_setname_np` does for another thread; Swift's Glibc module does not offer that
    /// function, nor the variadic `prctl`). Returns 0 when named, else the `errno`.
    @discardableResult
    public static func nameCurrentThread(_ name: String) -> Int32 {
        let bytes = Array(name.utf8.prefix(maximumNameLength))
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return written == bytes.count ? 0 : (written < 0 ? errno : EIO)
    }
}
