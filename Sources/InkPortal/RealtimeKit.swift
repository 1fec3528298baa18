/// RealtimeKit (`org.freedesktop.RealtimeKit1` on the system bus): the desktop's service that
/// gives a thread of an unprivileged app a higher scheduling priority when asked, as PipeWire
/// and the desktop shells ask it. Inkstone asks it for its drawing thread's nice value when the
/// kernel refuses the app itself (`DrawingPriority` in the platform module); an app of the
/// active session is allowed by RealtimeKit's default policy, down to its minimum nice level
/// (−15 by default).
public enum RealtimeKit {
    public static let name = "org.freedesktop.RealtimeKit1"
    static let path = "/org/freedesktop/RealtimeKit1"

    /// The system bus's address: `DBUS_SYSTEM_BUS_ADDRESS`, else the standard socket.
    public static func systemBusAddress(environment: [String: String]) -> String {
        environment["DBUS_SYSTEM_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 } ?? "unix:path=/var/run/dbus/system_bus_socket"
    }

    /// Asks for the thread `thread` (a kernel thread id of this process) to run at nice `nice`,
    /// waiting for the answer at most `timeoutMs` (twice: the bus's greeting, then the call).
    /// Nil when granted, else why not (no system bus, no RealtimeKit, refused). It blocks: call
    /// it from a thread of its own, never the event loop.
    public static func makeThreadHighPriority(thread: UInt64, nice: Int32, busAddress: String, timeoutMs: Int32 = 1000) -> String? {
        switch BusConnection.callOnce(address: busAddress, timeoutMs: timeoutMs, destination: name, path: path, interface: name,
                                      member: "MakeThreadHighPriority", [.uint64(thread), .int32(nice)]) {
        case .success: return nil
        case .failure(let failure): return failure.message
        }
    }
}
