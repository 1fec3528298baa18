import CDBus

extension DBusValue {
    /// Appends the value at a message's append iterator; false when libdbus is out of memory
    /// (the caller then drops the message).
    func append(to iter: inout DBusMessageIter) -> Bool {
        switch self {
        case .string(let s):
            return inkstone_dbus_append_string(&iter, inkstone_dbus_type_string, s) != 0
        case .objectPath(let p):
            return inkstone_dbus_append_string(&iter, inkstone_dbus_type_object_path, p) != 0
        case .boolean(let b):
            return inkstone_dbus_append_boolean(&iter, b ? 1 : 0) != 0
        case .uint32(let u):
            return inkstone_dbus_append_uint32(&iter, u) != 0
        case .int32(let i):
            return inkstone_dbus_append_int32(&iter, i) != 0
        case .uint64(let u):
            return inkstone_dbus_append_uint64(&iter, dbus_uint64_t(u)) != 0
        case .bytes(let bytes):
            return bytes.withUnsafeBufferPointer { inkstone_dbus_append_bytes(&iter, $0.baseAddress, Int32($0.count)) } != 0
        case .array(let element, let items):
            return Self.container(&iter, inkstone_dbus_type_array, element) { sub in items.allSatisfy { $0.append(to: &sub) } }
        case .structure(let fields):
            return Self.container(&iter, inkstone_dbus_type_struct, nil) { sub in fields.allSatisfy { $0.append(to: &sub) } }
        case .variant(let inner):
            return Self.container(&iter, inkstone_dbus_type_variant, inner.signature) { inner.append(to: &$0) }
        case .dictionary(let entries):
            return Self.container(&iter, inkstone_dbus_type_array, "{sv}") { sub in
                entries.sorted { $0.key < $1.key }.allSatisfy { key, value in
                    Self.container(&sub, inkstone_dbus_type_dict_entry, nil) { entry in
                        DBusValue.string(key).append(to: &entry) && DBusValue.variant(value).append(to: &entry)
                    }
                }
            }
        }
    }

    private static func container(_ iter: inout DBusMessageIter, _ type: Int32, _ signature: String?,
                                  _ body: (inout DBusMessageIter) -> Bool) -> Bool {
        var sub = DBusMessageIter()
        let opened = signature.map { dbus_message_iter_open_container(&iter, type, $0, &sub) }
            ?? dbus_message_iter_open_container(&iter, type, nil, &sub)
        guard opened != 0 else { return false }
        guard body(&sub) else {
            dbus_message_iter_abandon_container(&iter, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iter, &sub) != 0
    }

    /// The arguments of a received message; a value of a type this mirror lacks is nil.
    static func arguments(of message: OpaquePointer) -> [DBusValue?] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
        var values: [DBusValue?] = []
        repeat { values.append(read(&iter)) } while dbus_message_iter_next(&iter) != 0
        return values
    }

    /// The value at a read iterator (which stays where it is).
    static func read(_ iter: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iter)
        switch type {
        case inkstone_dbus_type_string, inkstone_dbus_type_signature:
            return inkstone_dbus_get_string(&iter).map { .string(String(cString: $0)) }
        case inkstone_dbus_type_object_path:
            return inkstone_dbus_get_string(&iter).map { .objectPath(String(cString: $0)) }
        case inkstone_dbus_type_boolean:
            return .boolean(inkstone_dbus_get_boolean(&iter) != 0)
        case inkstone_dbus_type_uint32:
            return .uint32(inkstone_dbus_get_uint32(&iter))
        case inkstone_dbus_type_int32:
            return .int32(inkstone_dbus_get_int32(&iter))
        case inkstone_dbus_type_uint64:
            return .uint64(UInt64(inkstone_dbus_get_uint64(&iter)))
        case inkstone_dbus_type_variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return read(&sub).map { .variant($0) }
        case inkstone_dbus_type_struct:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            var fields: [DBusValue] = []
            while dbus_message_iter_get_arg_type(&sub) != inkstone_dbus_type_invalid {
                guard let field = read(&sub) else { return nil }
                fields.append(field)
                dbus_message_iter_next(&sub)
            }
            return .structure(fields)
        case inkstone_dbus_type_array:
            return readArray(&iter)
        default:
            return nil
        }
    }

    private static func readArray(_ iter: inout DBusMessageIter) -> DBusValue? {
        let elementType = dbus_message_iter_get_element_type(&iter)
        var sub = DBusMessageIter()
        dbus_message_iter_recurse(&iter, &sub)
        switch elementType {
        case inkstone_dbus_type_byte:
            var bytes: [UInt8] = []
            while dbus_message_iter_get_arg_type(&sub) == inkstone_dbus_type_byte {
                bytes.append(inkstone_dbus_get_byte(&sub))
                dbus_message_iter_next(&sub)
            }
            return .bytes(bytes)
        case inkstone_dbus_type_dict_entry:
            // Only string-keyed dictionaries (a{s...}) are kept; values lose their variant wrapper.
            var entries: [String: DBusValue] = [:]
            while dbus_message_iter_get_arg_type(&sub) == inkstone_dbus_type_dict_entry {
                var entry = DBusMessageIter()
                dbus_message_iter_recurse(&sub, &entry)
                guard let key = read(&entry)?.text, dbus_message_iter_next(&entry) != 0 else { return nil }
                if let value = read(&entry) {
                    if case .variant(let inner) = value { entries[key] = inner } else { entries[key] = value }
                }
                dbus_message_iter_next(&sub)
            }
            return .dictionary(entries)
        default:
            guard let signature = dbus_message_iter_get_signature(&iter) else { return nil }
            defer { dbus_free(signature) }
            var items: [DBusValue] = []
            while dbus_message_iter_get_arg_type(&sub) != inkstone_dbus_type_invalid {
                guard let item = read(&sub) else { return nil }
                items.append(item)
                dbus_message_iter_next(&sub)
            }
            return .array(element: String(String(cString: signature).dropFirst()), items)
        }
    }
}
