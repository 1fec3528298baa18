import CDBus

/// A private connection to a message bus, used without a main loop: a method call waits for
/// its reply at most `timeoutMs`; everything else is read when `fileDescriptor` is readable.
@MainActor
final class BusConnection {
    nonisolated static let bus = "org.freedesktop.DBus"
    private let connection: OpaquePointer
    /// The name the bus gave this connection (":1.42").
    let uniqueName: String
    let timeoutMs: Int32
    /// Why the last call failed, for the log.
    private(set) var lastError: String?

    /// Connects and registers with the bus at `address`; nil when that fails within the timeout.
    init?(address: String, timeoutMs: Int32 = 2000) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let (c, name) = Self.register(address: address, timeoutMs: timeoutMs, error: &error) else { return nil }
        connection = c
        uniqueName = name
        self.timeoutMs = timeoutMs
    }

    /// Opens a private connection to the bus at `address` and registers it; the connection and
    /// the name the bus gave it, or nil (closed again) when either fails within `timeoutMs`.
    nonisolated private static func register(address: String, timeoutMs: Int32, error: inout DBusError) -> (OpaquePointer, String)? {
        guard let c = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(c, 0)
        // Registers by hand: dbus_bus_register would wait up to 25 s for the bus to answer.
        guard let reply = call(c, timeoutMs: timeoutMs, destination: bus, path: "/org/freedesktop/DBus", interface: bus, member: "Hello", [],
                               error: &error),
              let name = reply.first??.text, dbus_bus_set_unique_name(c, name) != 0 else {
            dbus_connection_close(c)
            dbus_connection_unref(c)
            return nil
        }
        return (c, name)
    }

    /// Opens a private connection to the bus at `address`, makes one method call and closes
    /// it: from any thread (the connection is this call's alone). The reply's arguments, or
    /// why there are none (no bus, no such service, refused, no answer within `timeoutMs`).
    nonisolated static func callOnce(address: String, timeoutMs: Int32, destination: String, path: String, interface: String,
                                     member: String, _ arguments: [DBusValue]) -> Result<[DBusValue?], CallFailure> {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        func failure(_ fallback: String) -> CallFailure { CallFailure(message: error.message.map { String(cString: $0) } ?? fallback) }
        guard let (c, _) = register(address: address, timeoutMs: timeoutMs, error: &error) else {
            return .failure(failure("cannot reach the bus at \(address)"))
        }
        defer {
            dbus_connection_close(c)
            dbus_connection_unref(c)
        }
        guard let reply = call(c, timeoutMs: timeoutMs, destination: destination, path: path, interface: interface, member: member,
                               arguments, error: &error) else { return .failure(failure("\(member) failed")) }
        return .success(reply)
    }

    /// Why a call failed: libdbus's message.
    struct CallFailure: Error, Equatable { var message: String }

    /// On the main actor, like every use of the connection.
    isolated deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The socket to poll for input, or -1.
    var fileDescriptor: Int32 {
        var fd: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &fd) != 0 ? fd : -1
    }

    var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// Whether messages already read from the socket wait to be taken (then the socket may be
    /// quiet though there is something to handle).
    var hasQueuedMessages: Bool { dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS }

    /// Calls a method and waits for the reply's arguments; nil on an error or time-out.
    func call(destination: String, path: String, interface: String, member: String, _ arguments: [DBusValue]) -> [DBusValue?]? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let reply = Self.call(connection, timeoutMs: timeoutMs, destination: destination, path: path,
                              interface: interface, member: member, arguments, error: &error)
        lastError = reply == nil ? (error.message.map { String(cString: $0) } ?? "\(member) failed") : nil
        return reply
    }

    /// Sends a method call without waiting for (or wanting) a reply.
    func send(destination: String, path: String, interface: String, member: String, _ arguments: [DBusValue]) {
        guard let message = Self.message(destination, path, interface, member, arguments) else { return }
        defer { dbus_message_unref(message) }
        dbus_message_set_no_reply(message, 1)
        dbus_connection_send(connection, message, nil)
        dbus_connection_flush(connection)
    }

    /// Asks the bus to route matching signals here; does not wait for the bus to agree (it
    /// handles this before any later message from this connection).
    func addMatch(_ rule: String) {
        dbus_bus_add_match(connection, rule, nil)
    }

    func removeMatch(_ rule: String) {
        dbus_bus_remove_match(connection, rule, nil)
        dbus_connection_flush(connection)
    }

    /// Reads what the socket holds without blocking, and returns the signals received (replies
    /// and other messages are dropped).
    func takeSignals() -> [BusSignal] {
        _ = dbus_connection_read_write(connection, 0)
        var signals: [BusSignal] = []
        while let message = dbus_connection_pop_message(connection) {
            if let signal = BusSignal(message) { signals.append(signal) }
            dbus_message_unref(message)
        }
        return signals
    }

    nonisolated private static func message(_ destination: String, _ path: String, _ interface: String, _ member: String,
                                _ arguments: [DBusValue]) -> OpaquePointer? {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return nil }
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        guard arguments.allSatisfy({ $0.append(to: &iter) }) else {
            dbus_message_unref(message)
            return nil
        }
        return message
    }

    nonisolated static func call(_ connection: OpaquePointer, timeoutMs: Int32, destination: String, path: String,
                             interface: String, member: String, _ arguments: [DBusValue],
                             error: inout DBusError) -> [DBusValue?]? {
        guard let message = message(destination, path, interface, member, arguments) else { return nil }
        defer { dbus_message_unref(message) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMs, &error) else { return nil }
        defer { dbus_message_unref(reply) }
        return DBusValue.arguments(of: reply)
    }
}
