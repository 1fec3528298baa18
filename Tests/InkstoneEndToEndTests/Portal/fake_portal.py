#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's FileChooser, for Inkstone's tests.

Owns org.freedesktop.portal.Desktop on the session bus (DBUS_STARTER_ADDRESS when the bus
started it, else DBUS_SESSION_BUS_ADDRESS). OpenFile and SaveFile return the request path the
portal specification predicts (caller's unique name and handle_token) and, 50 ms later from the
main loop (FAKE_PORTAL_DELAY_MS), emit org.freedesktop.portal.Request.Response on it.

Environment:
  FAKE_PORTAL_OPEN, FAKE_PORTAL_SAVE  the path each call answers (as a file:// URI)
  FAKE_PORTAL_RESPONSE                the response code (default 0; 1 = cancelled)
  FAKE_PORTAL_HANDLES=legacy          return a different handle, as portals before 0.9 did
  FAKE_PORTAL_DELAY_MS                how long before the Response (default 50)
  FAKE_PORTAL_LOG                     one JSON line per call ({"event": "ready"} once the name is owned)
Exits when its parent dies, when the bus goes away, or after 60 s.
"""
import os
import sys
import urllib.parse

import dbus
import dbus.service
from gi.repository import GLib

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
import fake_bus  # noqa: E402

NAME = "org.freedesktop.portal.Desktop"
OBJECT = "/org/freedesktop/portal/desktop"
CHOOSER = "org.freedesktop.portal.FileChooser"
REQUEST = "org.freedesktop.portal.Request"


def plain(value):
    """D-Bus values as JSON values; byte arrays become text (a trailing NUL stays visible)."""
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", "surrogateescape")
    if isinstance(value, dbus.Array) and value.signature == "y":
        return bytes(int(b) for b in value).decode("utf-8", "surrogateescape")
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, int):
        return int(value)
    if isinstance(value, str):
        return str(value)
    return repr(value)


log = fake_bus.log_to("FAKE_PORTAL_LOG")


class Request(dbus.service.Object):
    """One request object, alive until its Response is sent."""

    @dbus.service.signal(REQUEST, signature="ua{sv}")
    def Response(self, response, results):
        pass

    @dbus.service.method(REQUEST, in_signature="", out_signature="")
    def Close(self):
        self.remove_from_connection()


class FileChooser(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, OBJECT)
        self.bus = bus
        self.legacy = 0

    def handle(self, sender, options):
        token = str(options.get("handle_token", "t"))
        if os.environ.get("FAKE_PORTAL_HANDLES") == "legacy":
            self.legacy += 1
            return "%s/request/legacy/%d" % (OBJECT, self.legacy)
        return "%s/request/%s/%s" % (OBJECT, sender.lstrip(":").replace(".", "_"), token)

    def answer(self, method, sender, parent_window, title, options, chosen):
        log({"method": method, "sender": str(sender), "parent_window": str(parent_window),
             "title": str(title), "options": plain(options)})
        path = self.handle(sender, options)
        request = Request(self.bus, path)
        code = int(os.environ.get("FAKE_PORTAL_RESPONSE", "0"))
        results = {}
        if code == 0:
            uri = "file://" + urllib.parse.quote(chosen or "/nothing-chosen")
            results["uris"] = dbus.Array([uri], signature="s")

        def respond():
            request.Response(dbus.UInt32(code), dbus.Dictionary(results, signature="sv"))
            request.remove_from_connection()
            return False

        GLib.timeout_add(int(os.environ.get("FAKE_PORTAL_DELAY_MS", "50")), respond)
        return dbus.ObjectPath(path)

    @dbus.service.method(CHOOSER, in_signature="ssa{sv}", out_signature="o", sender_keyword="sender")
    def OpenFile(self, parent_window, title, options, sender=None):
        return self.answer("OpenFile", sender, parent_window, title, options, os.environ.get("FAKE_PORTAL_OPEN"))

    @dbus.service.method(CHOOSER, in_signature="ssa{sv}", out_signature="o", sender_keyword="sender")
    def SaveFile(self, parent_window, title, options, sender=None):
        return self.answer("SaveFile", sender, parent_window, title, options, os.environ.get("FAKE_PORTAL_SAVE"))


def main():
    return fake_bus.serve(NAME, FileChooser, log, "fake_portal")


if __name__ == "__main__":
    sys.exit(main())
