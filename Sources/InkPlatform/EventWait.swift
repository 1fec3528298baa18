import CX11
import Glibc

/// What the event loop waits on between passes, and which of them woke it.
///
/// A pen's motion wakes the loop 125-200 times a second, and poll() costs the kernel, on every
/// wait, a look at each descriptor on the way in and out (with the seven this loop has, about
/// one fifth of its system time). So all of them (the X connection, the preferences file's
/// watch, the portal's bus connection, the termination signals, the background painters' wake
/// pipes) are registered once with one epoll descriptor, and a wait is one `epoll_wait`, which
/// hands back only the ready ones (a C pair of processes waking 125 times a second here: 14-17
/// us of CPU a wake against 17-22 with poll()).
///
/// The portal's connection is the one that can change: it is followed on every pass
/// (`follow(portal:)`), which touches the kernel only when its descriptor did change. A class:
/// the loop waits on it in place, its buffer never copied; the epoll descriptor closes with it.
final class EventWait {
    /// The sources, by the bit each sets in `ready`.
    enum Source: Int, CaseIterable {
        case display = 0, preferences, portal, termination, renderedPages, renderedTiles, thumbnails, exports
    }

    /// The sources that were ready after the last `wait`, one bit each (`Source.rawValue`).
    private(set) var ready: UInt8 = 0
    private let epoll: Int32
    private var events = [epoll_event](repeating: epoll_event(), count: Source.allCases.count)
    /// The portal's descriptor registered (-1: none).
    private var portal: Int32 = -1

    /// `display`: the X connection; `fixed`: the descriptors fixed for the app's life, by source;
    /// -1 for none (no preferences folder to watch). Throws the errno when the kernel refuses
    /// the epoll descriptor or one of them.
    init(display: Int32, fixed: [Source: Int32]) throws(WaitError) {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw WaitError(code: errno) }
        for (source, fd) in fixed.merging([.display: display], uniquingKeysWith: { $1 }) where fd >= 0 {
            guard Self.register(fd, as: source, with: epoll) else {
                let code = errno
                close(epoll)
                throw WaitError(code: code)
            }
        }
    }

    deinit { close(epoll) }

    private static func register(_ fd: Int32, as source: Source, with epoll: Int32) -> Bool {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.u32 = UInt32(source.rawValue)
        return epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event) == 0
    }

    /// The portal's descriptor for the next waits (-1: none). Its connection, once gone, does
    /// not come back (`PortalFileChooser`), so a descriptor seen before is still the same one.
    /// One it cannot register is not retried (the loop dispatches the portal's queued messages
    /// on its own, `needsDispatch`).
    func follow(portal fd: Int32) {
        guard fd != portal else { return }
        // Closed with its connection, it left the set by itself: the removal may then fail.
        if portal >= 0 { _ = epoll_ctl(epoll, EPOLL_CTL_DEL, portal, nil) }
        if fd >= 0 { _ = Self.register(fd, as: .portal, with: epoll) }
        portal = fd
    }

    /// Whether `source` was ready after the last wait.
    func isReady(_ source: Source) -> Bool {
        ready & (1 << UInt8(source.rawValue)) != 0
    }

    /// Waits up to `timeout` milliseconds (-1: no limit) for any source. Returns false when the
    /// wait failed (errno says why; EINTR is not a failure: nothing is ready then).
    func wait(timeout: Int32) -> Bool {
        ready = 0
        let count = epoll_wait(epoll, &events, Int32(events.count), timeout)
        if count < 0 { return errno == EINTR }
        for event in events.prefix(Int(count)) where event.data.u32 < 8 { ready |= 1 << UInt8(event.data.u32) }
        return true
    }

    /// Why the wait could not be set up.
    struct WaitError: Error, Equatable { var code: Int32 }
}
