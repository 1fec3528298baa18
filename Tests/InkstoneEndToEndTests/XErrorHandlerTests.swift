/// The X error handlers the app installs for its process (`XDisplay`, `XErrorHooks`): Xlib
/// enters them on whichever thread's request failed. In the test process that is any test's
/// own connection; a handler isolated to the main actor ended the whole test run there (a
/// runtime isolation check, SIGILL: CI, 2026-12-02).
import CXTest
import Foundation
import Glibc
import Testing
@testable import InkPlatform

@Suite @MainActor struct XErrorHandlerTests {
    /// The displays opened here, kept open: `XCloseDisplay` runs libXext's close hook, which
    /// races other test threads' XTest calls (see `XTestClient.close`). Their sockets are closed.
    private static var opened: [XDisplay] = []

    @Test func anXErrorOnAnotherThreadIsSurvived() throws {
        let server = try Xvfb()
        try withExtendedLifetime(server) {
            // The app's handlers, installed as the app installs them.
            let display = try #require(XDisplay(name: server.display), "could not open the test's X server \(server.display)")
            Self.opened.append(display)
            defer { close(XConnectionNumber(display.pointer)) }

            // A request that fails (a window that does not exist), made on a thread of its own.
            let name = server.display
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var answered = false
            let thread = Thread {
                defer { done.signal() }
                guard let other = XOpenDisplay(name) else { return }
                defer { close(XConnectionNumber(other)) }
                var attributes = XWindowAttributes()
                _ = XGetWindowAttributes(other, 0x1fff_fff0, &attributes)   // BadWindow: the handler runs here
                XSync(other, 0)
                answered = true
            }
            thread.start()
            #expect(done.wait(timeout: .now() + 10) == .success, "the other thread's request came back")
            #expect(answered, "the X error was handled and the thread went on")
        }
    }
}
