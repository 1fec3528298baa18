import CX11
import InkInput

/// Reads the desktop's settings through XSETTINGS (when a settings manager runs).
@MainActor
enum DesktopSettings {
    /// "Net/DoubleClickTime" in ms, or nil without a settings manager.
    static func doubleClickTime(_ display: XDisplay) -> Int? {
        let selection = display.atom("_XSETTINGS_S\(display.screen)")
        let owner = XGetSelectionOwner(display.pointer, selection)
        guard owner != 0 else { return nil }
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let settings = display.atom("_XSETTINGS_SETTINGS")
        guard XGetWindowProperty(display.pointer, owner, settings, 0, 65536, 0, settings, &type, &format, &items, &after, &data) == Success,
              let data, format == 8 else { return nil }
        defer { XFree(data) }
        let value = XSettingsParser.integer("Net/DoubleClickTime", in: Array(UnsafeBufferPointer(start: data, count: Int(items))))
        return value.flatMap { (50...5000).contains($0) ? $0 : nil }
    }
}
