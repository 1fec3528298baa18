import CCairo
import CXTest
import Foundation
import InkGeometry
import InkInterface
import Testing

/// What the window tells the desktop, read back with Xlib as a window manager would: icon,
/// hints, type, the ping answered, the launcher's startup notification completed, fullscreen
/// on F11; and Ctrl+Q, Ctrl+W and Ctrl+N.
@Suite struct WindowMannersTests {
    static let window = Size(1024, 720)

    @Test func theWindowDescribesItselfToTheWindowManager() throws {
        let s = try AppSession()
        let c = s.client
        // WM_HINTS: takes the keyboard focus, starts in the normal state.
        let hints = try #require(XGetWMHints(c.dpy, s.window))
        defer { XFree(hints) }
        #expect(hints.pointee.flags & InputHint != 0 && hints.pointee.input == 1)
        #expect(hints.pointee.flags & StateHint != 0 && hints.pointee.initial_state == NormalState)
        // WM_NORMAL_HINTS: the smallest size the layout works at.
        let size = try #require(XAllocSizeHints())
        defer { XFree(size) }
        var supplied = 0
        #expect(XGetWMNormalHints(c.dpy, s.window, size, &supplied) != 0)
        #expect(size.pointee.flags & PMinSize != 0 && size.pointee.min_width == 400 && size.pointee.min_height == 300)
        // WM_CLASS, the type, the process and the protocols the window speaks.
        #expect(c.longs(s.window, "_NET_WM_WINDOW_TYPE")?.map { c.name(of: Atom($0)) } == ["_NET_WM_WINDOW_TYPE_NORMAL"])
        #expect(c.longs(s.window, "_NET_WM_PID") == [Int(s.app.pid)])
        let protocols = (c.longs(s.window, "WM_PROTOCOLS") ?? []).map { c.name(of: Atom($0)) }
        #expect(Set(protocols) == ["WM_DELETE_WINDOW", "_NET_WM_PING"], "\(protocols)")
        var machine = XTextProperty()
        #expect(XGetWMClientMachine(c.dpy, s.window, &machine) != 0, "WM_CLIENT_MACHINE, for the ping's use")
        if machine.value != nil { XFree(machine.value) }
    }

    @Test func theWindowIconIsTheAppIcon() throws {
        let s = try AppSession()
        let icon = try #require(s.client.longs(s.window, "_NET_WM_ICON"))
        // width, height, then width x height ARGB values, one image after another.
        var images: [Int: ArraySlice<Int>] = [:]
        var i = 0
        while i + 2 <= icon.count {
            let w = icon[i], h = icon[i + 1]
            try #require(w > 0 && w == h && i + 2 + w * h <= icon.count, "a malformed icon at \(i)")
            images[w] = icon[(i + 2)..<(i + 2 + w * h)]
            i += 2 + w * h
        }
        #expect(Set(images.keys).isSuperset(of: [16, 32, 48, 64, 128]), "\(images.keys.sorted())")
        // The 128 px image looks like assets/inkstone.svg rendered by librsvg (over white).
        let reference = try Self.svgOverWhite(size: 128)
        let ours = try #require(images[128]).map { Self.overWhite(UInt32(truncatingIfNeeded: $0)) }
        let difference = ThumbnailCommandTests.difference(Array(ours), reference)
        #expect(difference.mean < 4, "the window icon differs from the app icon: \(difference)")
    }

    @Test func thePingIsAnswered() throws {
        let s = try AppSession()
        let wm = try XTestClient(display: s.server.display)
        wm.listenOnRoot(Int(SubstructureNotifyMask))
        var ping = XEvent()
        ping.xclient.type = ClientMessage
        ping.xclient.window = s.window
        ping.xclient.message_type = wm.atom("WM_PROTOCOLS")
        ping.xclient.format = 32
        ping.xclient.data.l.0 = Int(wm.atom("_NET_WM_PING"))
        ping.xclient.data.l.1 = 424242
        ping.xclient.data.l.2 = Int(s.window)
        XSendEvent(wm.dpy, s.window, 0, 0, &ping)
        XSync(wm.dpy, 0)
        let pong = try #require(wm.nextClientMessage(["WM_PROTOCOLS"]), "no answer to _NET_WM_PING\n\(s.log)")
        #expect(pong.window == wm.root)
        #expect(Atom(pong.data.l.0) == wm.atom("_NET_WM_PING") && pong.data.l.1 == 424242 && pong.data.l.2 == Int(s.window))
    }

    @Test func theLaunchersStartupNotificationIsCompleted() throws {
        let server = try Xvfb()
        // The launcher's side: listening before the app starts.
        let launcher = try XTestClient(display: server.display)
        launcher.listenOnRoot(Int(PropertyChangeMask))
        let id = "inkstone-test-\(getpid())_TIME4242"
        let s = try AppSession(server: server, environment: ["DESKTOP_STARTUP_ID": id])
        #expect(s.client.utf8Property(s.window, "_NET_STARTUP_ID") == id)
        // "remove: ID=…" in 20-byte pieces: _NET_STARTUP_INFO_BEGIN, then _NET_STARTUP_INFO.
        var bytes: [UInt8] = []
        var type = "_NET_STARTUP_INFO_BEGIN"
        while !bytes.contains(0) {
            let piece = try #require(launcher.nextClientMessage([type]), "no \(type) after \(bytes.count) bytes\n\(s.log)")
            #expect(piece.format == 8)
            withUnsafeBytes(of: piece.data) { bytes += $0.prefix(20) }
            type = "_NET_STARTUP_INFO"
        }
        let message = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        #expect(message == "remove: ID=\"\(id)\"", "\(message)")
    }

    @Test func f11AsksForFullscreen() throws {
        let s = try AppSession()
        let wm = try XTestClient(display: s.server.display)
        wm.listenOnRoot(Int(SubstructureNotifyMask))
        s.client.move(s.window, 500, 400)
        s.client.key("F11")
        let request = try #require(wm.nextClientMessage(["_NET_WM_STATE"]), "no _NET_WM_STATE request\n\(s.log)")
        #expect(request.window == s.window)
        #expect(request.data.l.0 == 2, "toggle")
        #expect(Atom(request.data.l.1) == wm.atom("_NET_WM_STATE_FULLSCREEN"))
    }

    // MARK: - Helpers

    /// assets/inkstone.svg at `size` px by rsvg-convert, composited over white, as 0xRRGGBB.
    static func svgOverWhite(size: Int) throws -> [UInt32] {
        let folder = try ExportCommandTests.Scratch()
        let png = folder.path + "/icon.png"
        let r = try Packaging.shell("rsvg-convert -w \(size) -h \(size) -o \"\(png)\" assets/inkstone.svg")
        try #require(r.status == 0, "\(r.output)")
        let surface = try #require(cairo_image_surface_create_from_png(png))
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        return (0..<size).flatMap { y in
            (0..<size).map { x in
                // Premultiplied: colour + (1 - alpha) x white.
                let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let a = p >> 24
                return [16, 8, 0].reduce(UInt32(0)) { $0 | (Swift.min(255, ((p >> UInt32($1)) & 0xff) + 255 - a) << UInt32($1)) }
            }
        }
    }

    /// A straight ARGB value composited over white, as 0xRRGGBB.
    static func overWhite(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        return [16, 8, 0].reduce(UInt32(0)) { $0 | ((((p >> UInt32($1)) & 0xff) * a + 255 * (255 - a) + 127) / 255) << UInt32($1) }
    }
}
