import CDBus

/// A signal received on a bus connection, copied out of the libdbus message.
struct BusSignal: Hashable, Sendable {
    var path: String
    var interface: String
    var member: String
    var arguments: [DBusValue?]

    /// Nil for anything but a signal.
    init?(_ message: OpaquePointer) {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL,
              let path = dbus_message_get_path(message), let interface = dbus_message_get_interface(message),
              let member = dbus_message_get_member(message) else { return nil }
        self.path = String(cString: path)
        self.interface = String(cString: interface)
        self.member = String(cString: member)
        arguments = DBusValue.arguments(of: message)
    }
}
