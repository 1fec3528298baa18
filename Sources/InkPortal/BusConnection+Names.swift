/// Questions to the bus about well-known names.
extension BusConnection {
    /// Whether a program owns `name` now.
    func nameHasOwner(_ name: String) -> Bool {
        let reply = call(destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
                         member: "NameHasOwner", [.string(name)])
        return reply?.first.flatMap { $0 } == .boolean(true)
    }

    /// Whether the bus would start a program for `name` when it is called.
    func canActivate(_ name: String) -> Bool {
        let reply = call(destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
                         member: "ListActivatableNames", [])
        return reply?.first??.items?.contains(.string(name)) ?? false
    }

    /// Asks the bus to start `name`'s program now, without waiting for it.
    func startService(_ name: String) {
        send(destination: Self.bus, path: "/org/freedesktop/DBus", interface: Self.bus,
             member: "StartServiceByName", [.string(name), .uint32(0)])
    }
}
