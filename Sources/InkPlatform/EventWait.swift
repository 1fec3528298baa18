import CX11
import Glibc

/// What the event loop waits on between passes, and which of them woke it.
///
/// A pen's motion wakes the loop 125-200 times a second, and poll() costs the kernel, on every
/// wait, a look at each descriptor on the way in and out (measured on this loop: about one
/// fifth of its system time with seven). So only three are polled: the X connection (the one
/// every motion wakes), the portal's bus connection (which can come and go, so it is read on
/// every pass), and one epoll descriptor standing for the descriptors fixed for the app's life
/// (the preferences file's watch, the termination signals, the background painters' wake
/// pipes), asked which of them is ready only when it is.
final class EventWait {
    /// The sources, by the bit each sets in `ready`.
    enum Source: Int, CaseIterable {
        case display = 0, preferences, portal, termination, renderedPages, renderedTiles, thumbnails
    }

    /// The sources that were ready after the last `wait`, one bit each (`Source.rawValue`).
    private(set) var ready: UInt8 = 0
    private var polled = [pollfd](repeating: pollfd(fd: -1, events: Int16(POLLIN), revents: 0), count: 3)
    private let epoll: Int32
    private var epollEvents = [epoll_event](repeating: epoll_event(), count: Source.allCases.count)

    /// `fixed`: the descriptors fixed for the app's life, by source; -1 for none (no preferences
    /// folder to watch). Throws the errno when the kernel refuses the epoll descriptor.
    init(display: Int32, fixed: [Source: Int32]) throws(WaitError) {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw WaitError(code: errno) }
        for (source, fd) in fixed where fd >= 0 {
            var event = epoll_event()
            event.events = EPOLLIN.rawValue
            event.data.u32 = UInt32(source.rawValue)
            guard epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event) == 0 else {
                let code = errno
                close(epoll)
                throw WaitError(code: code)
            }
        }
        polled[0].fd = display
        polled[1].fd = epoll
    }

    deinit { close(epoll) }

    /// The portal's descriptor for the next wait (-1: none).
    func follow(portal: Int32) {
        polled[2].fd = portal
    }

    /// Whether `source` was ready after the last wait.
    func isReady(_ source: Source) -> Bool {
        ready & (1 << UInt8(source.rawValue)) != 0
    }

    /// Waits up to `timeout` milliseconds (-1: no limit) for any source. Returns false when the
    /// wait failed (errno says why; EINTR is not a failure: nothing is ready then).
    func wait(timeout: Int32) -> Bool {
        ready = 0
        if poll(&polled, 3, timeout) < 0 { return errno == EINTR }
        if polled[0].revents != 0 { ready |= 1 << UInt8(Source.display.rawValue) }
        if polled[2].revents != 0 { ready |= 1 << UInt8(Source.portal.rawValue) }
        if polled[1].revents != 0 {
            let count = epoll_wait(epoll, &epollEvents, Int32(epollEvents.count), 0)
            if count < 0 { return errno == EINTR }
            for event in epollEvents.prefix(Int(count)) where event.data.u32 < 8 { ready |= 1 << UInt8(event.data.u32) }
        }
        return true
    }

    /// Why the wait could not be set up.
    struct WaitError: Error, Equatable { var code: Int32 }
}
