import CX11
import InkInput

/// Where the desktop says how large to draw: `Xft.dpi` in the X resources (read at start) and
/// `Xft/DPI` in XSETTINGS (followed: the settings manager's window is watched for changes).
@MainActor
final class DesktopScale {
    private let display: XDisplay
    /// The settings manager's window (owner of `_XSETTINGS_S<screen>`), 0 when none runs.
    private(set) var owner: Window = 0
    /// `Xft.dpi` from `RESOURCE_MANAGER` as it was when the app connected.
    let resourceDPI: Double?
    /// `Xft/DPI` (1024ths of a dot per inch) as the settings manager last published it.
    private(set) var xsettingsDPI1024: Int?

    init(display: XDisplay) {
        self.display = display
        resourceDPI = XResourceManagerString(display.pointer).flatMap { XResourcesParser.dpi(in: String(cString: $0)) }
        // A settings manager that starts later announces itself with MANAGER on the root window.
        var attributes = XWindowAttributes()
        if XGetWindowAttributes(display.pointer, display.root, &attributes) != 0 {
            XSelectInput(display.pointer, display.root, attributes.your_event_mask | Int(StructureNotifyMask))
        }
        findOwner()
    }

    /// Looks for the settings manager, watches its window and reads its settings.
    private func findOwner() {
        let dpy = display.pointer
        owner = XGetSelectionOwner(dpy, display.atom("_XSETTINGS_S\(display.screen)"))
        if owner != 0 { XSelectInput(dpy, owner, Int(PropertyChangeMask | StructureNotifyMask)) }
        read()
    }

    private func read() {
        guard owner != 0 else { xsettingsDPI1024 = nil; return }
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let settings = display.atom("_XSETTINGS_SETTINGS")
        guard XGetWindowProperty(display.pointer, owner, settings, 0, 65536, 0, settings, &type, &format, &items, &after, &data) == Success,
              let data else { xsettingsDPI1024 = nil; return }
        defer { XFree(data) }
        xsettingsDPI1024 = format == 8 ? XSettingsParser.integer("Xft/DPI", in: Array(UnsafeBufferPointer(start: data, count: Int(items)))) : nil
    }

    /// Follows an X event: true when the desktop's settings may have changed (read anew).
    func follow(_ event: XEvent) -> Bool {
        switch event.type {
        case PropertyNotify where owner != 0 && event.xproperty.window == owner
            && event.xproperty.atom == display.atom("_XSETTINGS_SETTINGS"):
            read()
            return true
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            owner = 0
            xsettingsDPI1024 = nil
            return true
        case ClientMessage where event.xclient.window == display.root && event.xclient.message_type == display.atom("MANAGER")
            && Atom(event.xclient.data.l.1) == display.atom("_XSETTINGS_S\(display.screen)"):
            findOwner()
            return true
        default:
            return false
        }
    }
}
