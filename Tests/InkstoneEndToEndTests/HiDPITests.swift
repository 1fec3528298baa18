import CX11
import CXTest
import Foundation
import InkGeometry
import InkInterface
import Testing

/// HiDPI: the interface scales with the desktop's dpi. At Xft.dpi 192 (RESOURCE_MANAGER, as
/// `xrdb` sets it) a 1024x720 window shows exactly the 512x360 interface of a 96-dpi screen,
/// twice as large: the toolbar is twice as wide, and ink drawn at 100 % keeps its size in
/// document units (twice as many screen pixels). The desktop's XSETTINGS Xft/DPI is followed
/// while the app runs; GDK_SCALE and the `interface.scale` preference override the dpi.
@Suite struct HiDPITests {
    /// Sets the X resources (the root window's RESOURCE_MANAGER) on `server` before an app starts.
    static func setResources(_ text: String, on server: Xvfb) throws {
        let client = try XTestClient(display: server.display)
        defer { client.close() }
        var bytes = Array(text.utf8)
        XChangeProperty(client.dpy, client.root, XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace, &bytes, Int32(bytes.count))
        XSync(client.dpy, 0)
    }

    /// Where the toolbar on the left ends along row `y`: the first paper-white pixel.
    static func toolbarEdge(_ snap: Snapshot, y: Int) -> Int {
        (0..<snap.width).first { snap.pixel($0, y) == paperWhite } ?? snap.width
    }

    /// How many dark pixels column `x` has between `y0` and `y1`.
    static func inkThickness(_ snap: Snapshot, x: Int, from y0: Int, to y1: Int) -> Int {
        snap.count(column: x, from: y0, to: y1) { $0 & 0xff < 0x80 }
    }

    /// Starts the app at `dpi` (nil: none set) in a window of `size`, draws a line across the
    /// canvas at 60 % of its height and returns the window's pixels.
    static func drawn(dpi: Int?, size: (Int, Int), name: String) throws -> Snapshot {
        let server = try Xvfb()
        if let dpi { try setResources("Xft.dpi:\t\(dpi)\nXft.antialias:\t1\n", on: server) }
        let s = try AppSession(server: server, arguments: ["--geometry", "\(size.0)x\(size.1)"], environment: ["GDK_SCALE": ""])
        let w = Double(size.0), h = Double(size.1)
        s.client.drag(s.window, through: DrawingTests.line(w * 0.45, h * 0.6, w * 0.85, h * 0.6))
        s.expectPixels("the line") { $0.isDark(Int(w * 0.65), Int(h * 0.6)) }
        s.screenshot("hidpi-\(dpi ?? 96)-\(size.0)x\(size.1)")
        return try #require(s.snapshot())
    }

    @Test func at192DpiTheInterfaceIsTwiceAsLargeAndInkKeepsItsDocumentSize() throws {
        let normal = try Self.drawn(dpi: nil, size: (512, 360), name: "96")
        let large = try Self.drawn(dpi: 192, size: (1024, 720), name: "192")
        let edge = Self.toolbarEdge(normal, y: 180), edge2 = Self.toolbarEdge(large, y: 360)
        #expect(edge > 20 && abs(edge2 - 2 * edge) <= 2, "toolbar \(edge) px wide at 96 dpi, \(edge2) px at 192 dpi")
        // The status bar too: its top edge at twice the height from the bottom.
        let bar = ToolbarLayout(windowSize: Size(512, 360)).statusBar
        #expect(large.pixel(700, Int(bar.center.y * 2)) != paperWhite && normal.pixel(350, Int(bar.center.y)) != paperWhite)
        // The same pen width in document units: twice the screen pixels at twice the scale.
        let thin = Self.inkThickness(normal, x: Int(512 * 0.65), from: 200, to: 232)
        let thick = Self.inkThickness(large, x: Int(1024 * 0.65), from: 400, to: 464)
        #expect(thin >= 2 && abs(thick - 2 * thin) <= 2, "ink \(thin) px at 96 dpi, \(thick) px at 192 dpi")
    }

    /// A little-endian XSETTINGS blob with one integer setting, serial `serial`.
    static func blob(_ name: String, _ value: Int32, serial: UInt32) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] }
        func u32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24 & 0xff)] }
        let n = Array(name.utf8), pad = [UInt8](repeating: 0, count: (4 - n.count % 4) % 4)
        return [0, 0, 0, 0] + u32(serial) + u32(1) + [0, 0] + u16(n.count) + n + pad + u32(serial) + u32(UInt32(bitPattern: value))
    }

    @Test func anXSettingsDpiChangeWhileRunningScalesTheInterface() throws {
        let server = try Xvfb()
        let manager = try XTestClient(display: server.display)
        defer { manager.close() }
        let dpy = manager.dpy
        let owner = XCreateSimpleWindow(dpy, manager.root, -10, -10, 1, 1, 0, 0, 0)
        let settings = manager.atom("_XSETTINGS_SETTINGS")
        var data = Self.blob("Xft/DPI", 96 * 1024, serial: 1)
        XChangeProperty(dpy, owner, settings, settings, 8, PropModeReplace, &data, Int32(data.count))
        XSetSelectionOwner(dpy, manager.atom("_XSETTINGS_S0"), owner, 0)
        XSync(dpy, 0)
        let s = try AppSession(server: server, arguments: ["--geometry", "1024x720"], environment: ["GDK_SCALE": ""])
        let normal = ToolbarLayout(windowSize: Size(1024, 720)).frame.maxX
        let large = 2 * ToolbarLayout(windowSize: Size(512, 360)).frame.maxX
        s.expectPixels("the toolbar at 96 dpi") { abs(Double(Self.toolbarEdge($0, y: 360)) - normal) <= 1 }
        // The settings manager says 192 dpi now.
        data = Self.blob("Xft/DPI", 192 * 1024, serial: 2)
        XChangeProperty(dpy, owner, settings, settings, 8, PropModeReplace, &data, Int32(data.count))
        XSync(dpy, 0)
        s.expectPixels("the toolbar twice as large") { abs(Double(Self.toolbarEdge($0, y: 360)) - large) <= 2 }
        s.screenshot("hidpi-xsettings-192")
        // And back.
        data = Self.blob("Xft/DPI", 96 * 1024, serial: 3)
        XChangeProperty(dpy, owner, settings, settings, 8, PropModeReplace, &data, Int32(data.count))
        XSync(dpy, 0)
        s.expectPixels("the toolbar as before") { abs(Double(Self.toolbarEdge($0, y: 360)) - normal) <= 1 }
    }

    @Test func gdkScaleAndThePreferenceOverrideTheDpi() throws {
        let server = try Xvfb()
        try Self.setResources("Xft.dpi: 96\n", on: server)
        let s = try AppSession(server: server, arguments: ["--geometry", "800x600"], environment: ["GDK_SCALE": "2"])
        let normal = ToolbarLayout(windowSize: Size(800, 600)).frame.maxX
        let large = 2 * ToolbarLayout(windowSize: Size(400, 300)).frame.maxX
        s.expectPixels("GDK_SCALE=2 over 96 dpi") { abs(Double(Self.toolbarEdge($0, y: 300)) - large) <= 2 }
        s.screenshot("hidpi-gdk-scale-2-400x300")
        _ = try s.runCommand(["prefs", "set", "handedness", "left"])
        s.expectPixels("left-handed: the toolbar on the right") { $0.pixel(799 - 10, 300) != paperWhite && $0.pixel(10, 300) == paperWhite }
        s.screenshot("hidpi-gdk-scale-2-400x300-left")
        _ = try s.runCommand(["prefs", "set", "handedness", "right"])
        let set = try s.runCommand(["prefs", "set", "interface.scale", "1"])
        #expect(set.status == 0, "\(set.output)")
        s.expectPixels("interface.scale 1 over GDK_SCALE") { abs(Double(Self.toolbarEdge($0, y: 300)) - normal) <= 1 }
        _ = try s.runCommand(["prefs", "set", "interface.scale", "auto"])
        s.expectPixels("auto: GDK_SCALE again") { abs(Double(Self.toolbarEdge($0, y: 300)) - large) <= 2 }
    }

    /// Starts the app at `dpi` in a window of `size`, types "WWWW" into a text box placed at
    /// a third of the window and finishes it; returns the dark pixels' box on the canvas
    /// (right of the toolbar, above the status bar): (minX, minY, maxX, maxY).
    static func typedText(dpi: Int?, size: (Int, Int)) throws -> (Int, Int, Int, Int) {
        let server = try Xvfb()
        if let dpi { try setResources("Xft.dpi:\t\(dpi)\nXft.antialias:\t1\n", on: server) }
        let s = try AppSession(server: server, arguments: ["--geometry", "\(size.0)x\(size.1)"], environment: ["GDK_SCALE": ""])
        let w = Double(size.0), h = Double(size.1), scale = w / 512
        // The keys go to the window under the pointer (no window manager gives it the focus).
        s.waitForAck { s.client.move(s.window, w / 3, h / 3) }
        s.waitForAck { s.client.key("t") }
        s.waitForAck { s.client.click(s.window, w / 3, h / 3) }
        s.waitForAck { for _ in 0..<4 { s.client.key("W", with: ["Shift_L"]) } }
        s.waitForAck { s.client.key("Escape") }
        let snap = try #require(s.snapshot())
        s.screenshot("hidpi-text-\(dpi ?? 96)")
        var box: (Int, Int, Int, Int)?
        for y in 0..<Int(300 * scale) {
            for x in Int(60 * scale)..<snap.width where snap.isDark(x, y) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return try #require(box, "no text drawn at \(dpi ?? 96) dpi")
    }

    @Test func at192DpiATextBoxIsTwiceAsLargeInTwiceItsPlace() throws {
        // It was drawn with the interface's coordinates on the screen's pixels: at half its
        // size in half its place, cut at the canvas's width in interface pixels, or not at all.
        let normal = try Self.typedText(dpi: nil, size: (512, 360))
        let large = try Self.typedText(dpi: 192, size: (1024, 720))
        for (a, b, edge) in [(normal.0, large.0, "left"), (normal.1, large.1, "top"), (normal.2, large.2, "right"), (normal.3, large.3, "bottom")] {
            #expect(abs(b - 2 * a) <= 4, "the text's \(edge) edge at \(a) at 96 dpi, \(b) at 192 dpi")
        }
    }
}
