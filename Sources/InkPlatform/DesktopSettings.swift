import CX11
import InkInput

/// Reads the desktop's settings through XSETTINGS (when a settings manager runs).
@MainActor
enum DesktopSettings {
    /// "Net/DoubleClickTime" in ms, or nil without a settings manager.
    static func doubleClickTime(_ display: XDisplay) -> Int? {
        let value = settings(display).flatMap { XSettingsParser.integer("Net/DoubleClickTime", in: $0) }
        return value.flatMap { (50...5000).contains($0) ? $0 : nil }
    }

    /// "Gtk/RecentFilesEnabled" (GNOME's privacy setting "remember recent files", as GTK apps
    /// read it): false when the desktop asks apps to keep no list of recently used files; nil
    /// without a settings manager or the setting.
    static func recentFilesEnabled(_ display: XDisplay) -> Bool? {
        settings(display).flatMap { XSettingsParser.integer("Gtk/RecentFilesEnabled", in: $0) }.map { $0 != 0 }
    }

    /// The settings manager's `_XSETTINGS_SETTINGS` bytes, or nil without one.
    private static func settings(_ display: XDisplay) -> [UInt8]? {
        let selection = display.atom("_XSETTINGS_S\(display.screen)")
        let owner = XGetSelectionOwner(display.pointer, selection)
        guard owner != 0 else { return nil }
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let settings = display.atom("_XSETTINGS_SETTINGS")
        guard XGetWindowProperty(display.pointer, owner, settings, 0, 65536, 0, settings, &type, &format, &items, &after, &data) == Success,
              let data, format == 8 else { return nil }
        defer { XFree(data) }
        return Array(UnsafeBufferPointer(start: data, count: Int(items)))
    }
}
