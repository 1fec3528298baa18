import Foundation
import InkInterface

/// The desktop's own file chooser through the XDG desktop portal
/// (`org.freedesktop.portal.FileChooser` on the session bus), used instead of the app's chooser
/// when a portal runs. Calls return at once; the choice arrives later as a `Response` signal,
/// read by `dispatch()` when `fileDescriptor` is readable, so the window never stops drawing.
@MainActor
public final class PortalFileChooser {
    nonisolated static let portal = "org.freedesktop.portal.Desktop"
    nonisolated static let objectPath = "/org/freedesktop/portal/desktop"
    nonisolated static let interface = "org.freedesktop.portal.FileChooser"

    /// Nil once the bus connection is lost.
    private var bus: BusConnection?
    private var request: PortalRequest?
    private var tokens = 0

    /// Connects to the session bus of `environment` (DBUS_SESSION_BUS_ADDRESS, else
    /// $XDG_RUNTIME_DIR/bus); nil when there is no bus, or no portal runs or can be started.
    /// Waits at most three bus round trips of `timeoutMs` each (milliseconds in practice).
    public init?(environment: [String: String], timeoutMs: Int32 = 2000) {
        guard let address = Self.sessionBusAddress(environment),
              let bus = BusConnection(address: address, timeoutMs: timeoutMs) else { return nil }
        if !bus.nameHasOwner(Self.portal) {
            // Portals are usually started on demand: start it now so the first call is quick.
            guard bus.canActivate(Self.portal) else { return nil }
            bus.startService(Self.portal)
        }
        self.bus = bus
    }

    /// The bus socket, for the app's wait; -1 when the connection is gone. Once gone it is not
    /// made again, so a descriptor seen once is always the same connection's
    /// (`EventWait.follow(portal:)` relies on it).
    public var fileDescriptor: Int32 { bus?.fileDescriptor ?? -1 }

    /// Whether `dispatch()` has messages to handle though the socket may be quiet (they were
    /// read while a call waited for its reply): poll with a zero timeout then.
    public var needsDispatch: Bool { bus?.hasQueuedMessages ?? false }

    /// Whether a chooser is showing (its answer has not come yet).
    public var isWaiting: Bool { request != nil }

    /// Shows the portal's chooser for opening an Inkstone document or an image. False when the
    /// portal cannot show it (then use the app's own chooser); true too while one is showing.
    public func open(title: String, folder: String?, parentWindow: UInt) -> Bool {
        start(.open, method: "OpenFile", title: title, parentWindow: parentWindow) { token in
            PortalOptions.open(token: token, folder: folder)
        }
    }

    /// Shows the portal's chooser for a name to write to under `currentName` (in `folder` when
    /// given): a document to save, or (`mode` `.exportPDF`) a PDF to export.
    public func save(_ mode: FileChooser.Mode = .save, title: String, currentName: String, folder: String?, parentWindow: UInt) -> Bool {
        start(mode, method: "SaveFile", title: title, parentWindow: parentWindow) { token in
            PortalOptions.save(mode, token: token, name: currentName, folder: folder)
        }
    }

    /// Reads what arrived without blocking (call when `fileDescriptor` is readable or
    /// `needsDispatch`); the answer once the pending chooser closes, else nil.
    public func dispatch() -> PortalAnswer? {
        guard let bus else { return nil }
        var answer: PortalAnswer?
        for signal in bus.takeSignals() where answer == nil {
            answer = request?.answer(to: signal)
        }
        if answer == nil, !bus.isConnected {
            self.bus = nil
            if request != nil { answer = .cancelled }
            request = nil
            return answer
        }
        if answer != nil { finish() }
        return answer
    }

    private func start(_ mode: FileChooser.Mode, method: String, title: String, parentWindow: UInt,
                       options: (String) -> [String: DBusValue]) -> Bool {
        guard request == nil else { return true }
        guard let bus, bus.isConnected else { return false }
        tokens += 1
        let token = "inkstone\(getpid())_\(tokens)"
        var pending = PortalRequest(mode: mode, predictedPath: PortalRequest.path(sender: bus.uniqueName, token: token))
        // The match comes first, so a Response sent right after the reply is not missed.
        pending.matchRules.forEach(bus.addMatch)
        let parent = parentWindow == 0 ? "" : "x11:" + String(parentWindow, radix: 16)
        let reply = bus.call(destination: Self.portal, path: Self.objectPath, interface: Self.interface, member: method,
                             [.string(parent), .string(title), .dictionary(options(token))])
        guard let handle = reply?.first??.text else {
            pending.matchRules.forEach(bus.removeMatch)
            return false
        }
        if pending.accept(handle: handle) { bus.addMatch(PortalRequest.matchRule(path: handle)) }
        request = pending
        return true
    }

    /// Forgets the answered request and its match rules.
    private func finish() {
        if let bus { request?.matchRules.forEach(bus.removeMatch) }
        request = nil
    }

    /// DBUS_SESSION_BUS_ADDRESS, else the per-user bus socket systemd and dbus-broker provide.
    static func sessionBusAddress(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = (runtime as NSString).appendingPathComponent("bus")
        var info = stat()
        guard stat(socket, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }
}
