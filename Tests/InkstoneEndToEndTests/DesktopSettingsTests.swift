import CXTest
import Foundation
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import InkRender
import Testing

/// The double-click interval follows the desktop's XSETTINGS "Net/DoubleClickTime" when a
/// settings manager runs: here the test plays the settings manager with 800 ms, and two clicks
/// 450 ms apart in the Preferences try-it area count as a double-click (at the default 300 ms
/// they would not).
@Suite struct DesktopSettingsTests {
    /// A little-endian XSETTINGS blob with one integer setting.
    static func blob(_ name: String, _ value: Int32) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] }
        func u32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24 & 0xff)] }
        let n = Array(name.utf8), pad = [UInt8](repeating: 0, count: (4 - n.count % 4) % 4)
        return [0, 0, 0, 0] + u32(1) + u32(1) + [0, 0] + u16(n.count) + n + pad + u32(0) + u32(UInt32(bitPattern: value))
    }

    @Test func theDesktopsDoubleClickTimeIsUsed() throws {
        let server = try Xvfb()
        let manager = try XTestClient(display: server.display)
        defer { manager.close() }
        let dpy = manager.dpy
        let owner = XCreateSimpleWindow(dpy, manager.root, -10, -10, 1, 1, 0, 0, 0)
        let settings = manager.atom("_XSETTINGS_SETTINGS")
        var data = Self.blob("Net/DoubleClickTime", 800)
        XChangeProperty(dpy, owner, settings, settings, 8, PropModeReplace, &data, Int32(data.count))
        XSetSelectionOwner(dpy, manager.atom("_XSETTINGS_S0"), owner, 0)
        XSync(dpy, 0)
        let s = try AppSession(server: server)
        s.client.key("comma", with: ["Control_L"])
        let layout = PanelLayout(window: Size(1024, 720), selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        let tryIt = try #require(layout.frame(of: .tryIt))
        s.expectPixels("the panel") { $0.pixel(Int(tryIt.minX) + 10, Int(tryIt.minY) + 10) != paperWhite }
        s.client.click(s.window, tryIt.center.x, tryIt.center.y)
        usleep(450_000) // the gap under test (time must pass in the app): longer than 300 ms, shorter than the desktop's 800 ms
        s.client.click(s.window, tryIt.center.x, tryIt.center.y)
        s.expectPixels("recognised at the desktop's speed") { close($0.pixel(Int(tryIt.minX) + 10, Int(tryIt.minY) + 10), 0xdff3e4, tolerance: 6) }
    }
}
