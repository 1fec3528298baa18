// libdbus-1 for Swift: the type codes are character macros and the argument helpers are
// variadic, so the few calls the portal client needs are wrapped here.
#ifndef INKSTONE_CDBUS_SHIM_H
#define INKSTONE_CDBUS_SHIM_H
#include <dbus/dbus.h>

static const int inkstone_dbus_type_invalid = DBUS_TYPE_INVALID;
static const int inkstone_dbus_type_string = DBUS_TYPE_STRING;
static const int inkstone_dbus_type_object_path = DBUS_TYPE_OBJECT_PATH;
static const int inkstone_dbus_type_signature = DBUS_TYPE_SIGNATURE;
static const int inkstone_dbus_type_boolean = DBUS_TYPE_BOOLEAN;
static const int inkstone_dbus_type_uint32 = DBUS_TYPE_UINT32;
static const int inkstone_dbus_type_int32 = DBUS_TYPE_INT32;
static const int inkstone_dbus_type_uint64 = DBUS_TYPE_UINT64;
static const int inkstone_dbus_type_byte = DBUS_TYPE_BYTE;
static const int inkstone_dbus_type_array = DBUS_TYPE_ARRAY;
static const int inkstone_dbus_type_struct = DBUS_TYPE_STRUCT;
static const int inkstone_dbus_type_variant = DBUS_TYPE_VARIANT;
static const int inkstone_dbus_type_dict_entry = DBUS_TYPE_DICT_ENTRY;

/// Appends a string (type 's', or 'o' for an object path). False when out of memory.
static inline dbus_bool_t inkstone_dbus_append_string(DBusMessageIter *iter, int type, const char *value) {
    return dbus_message_iter_append_basic(iter, type, &value);
}
static inline dbus_bool_t inkstone_dbus_append_boolean(DBusMessageIter *iter, int value) {
    dbus_bool_t b = value ? TRUE : FALSE;
    return dbus_message_iter_append_basic(iter, DBUS_TYPE_BOOLEAN, &b);
}
static inline dbus_bool_t inkstone_dbus_append_uint32(DBusMessageIter *iter, dbus_uint32_t value) {
    return dbus_message_iter_append_basic(iter, DBUS_TYPE_UINT32, &value);
}
static inline dbus_bool_t inkstone_dbus_append_int32(DBusMessageIter *iter, dbus_int32_t value) {
    return dbus_message_iter_append_basic(iter, DBUS_TYPE_INT32, &value);
}
static inline dbus_bool_t inkstone_dbus_append_uint64(DBusMessageIter *iter, dbus_uint64_t value) {
    return dbus_message_iter_append_basic(iter, DBUS_TYPE_UINT64, &value);
}
/// Appends an 'ay' array holding `length` bytes.
static inline dbus_bool_t inkstone_dbus_append_bytes(DBusMessageIter *iter, const unsigned char *bytes, int length) {
    DBusMessageIter sub;
    if (!dbus_message_iter_open_container(iter, DBUS_TYPE_ARRAY, DBUS_TYPE_BYTE_AS_STRING, &sub)) return FALSE;
    if (length > 0 && !dbus_message_iter_append_fixed_array(&sub, DBUS_TYPE_BYTE, &bytes, length)) {
        dbus_message_iter_abandon_container(iter, &sub);
        return FALSE;
    }
    return dbus_message_iter_close_container(iter, &sub);
}

/// The string at the iterator (its type must be 's', 'o' or 'g'); owned by the message.
static inline const char *inkstone_dbus_get_string(DBusMessageIter *iter) {
    const char *value = NULL;
    dbus_message_iter_get_basic(iter, &value);
    return value;
}
static inline int inkstone_dbus_get_boolean(DBusMessageIter *iter) {
    dbus_bool_t value = FALSE;
    dbus_message_iter_get_basic(iter, &value);
    return value ? 1 : 0;
}
static inline dbus_uint32_t inkstone_dbus_get_uint32(DBusMessageIter *iter) {
    dbus_uint32_t value = 0;
    dbus_message_iter_get_basic(iter, &value);
    return value;
}
static inline dbus_int32_t inkstone_dbus_get_int32(DBusMessageIter *iter) {
    dbus_int32_t value = 0;
    dbus_message_iter_get_basic(iter, &value);
    return value;
}
static inline dbus_uint64_t inkstone_dbus_get_uint64(DBusMessageIter *iter) {
    dbus_uint64_t value = 0;
    dbus_message_iter_get_basic(iter, &value);
    return value;
}
static inline unsigned char inkstone_dbus_get_byte(DBusMessageIter *iter) {
    unsigned char value = 0;
    dbus_message_iter_get_basic(iter, &value);
    return value;
}
#endif
