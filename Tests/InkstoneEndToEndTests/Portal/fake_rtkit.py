#!/usr/bin/python3
"""A stand-in for RealtimeKit (org.freedesktop.RealtimeKit1), for Inkstone's tests.

Owns org.freedesktop.RealtimeKit1 on the bus at DBUS_SESSION_BUS_ADDRESS (a private bus the
test starts and hands the app as its system bus), logs each MakeThreadHighPriority call
(thread, priority) as a JSON line and sets the thread's nice value, as RealtimeKit does; with
FAKE_RTKIT_REFUSE it answers with an error instead, as RealtimeKit does when its policy refuses.

Environment:
  FAKE_RTKIT_LOG     one JSON line per call ({"event": "ready"} once the name is owned)
  FAKE_RTKIT_REFUSE  refuse every call with org.freedesktop.DBus.Error.AccessDenied
Exits when its parent dies, when the bus goes away, or after 60 s.
"""
import json
import os
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.RealtimeKit1"
OBJECT = "/org/freedesktop/RealtimeKit1"


def log(entry):
    path = os.environ.get("FAKE_RTKIT_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(entry) + "\n")


class Refused(dbus.DBusException):
    _dbus_error_name = "org.freedesktop.DBus.Error.AccessDenied"


class RealtimeKit(dbus.service.Object):
    @dbus.service.method(NAME, in_signature="ti", out_signature="")
    def MakeThreadHighPriority(self, thread, priority):
        log({"method": "MakeThreadHighPriority", "thread": int(thread), "priority": int(priority)})
        if os.environ.get("FAKE_RTKIT_REFUSE"):
            raise Refused("Operation not permitted")
        os.setpriority(os.PRIO_PROCESS, int(thread), int(priority))


def main():
    DBusGMainLoop(set_as_default=True)
    address = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not address:
        print("fake_rtkit: no bus address", file=sys.stderr)
        return 2
    bus = dbus.bus.BusConnection(address)
    bus.set_exit_on_disconnect(True)
    kit = RealtimeKit(bus, OBJECT)
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    log({"event": "ready", "pid": os.getpid()})
    loop = GLib.MainLoop()
    parent = os.getppid()

    def parent_alive():
        if os.getppid() != parent:
            loop.quit()
            return False
        return True

    GLib.timeout_add(200, parent_alive)
    GLib.timeout_add_seconds(60, loop.quit)
    loop.run()
    del kit, name
    return 0


if __name__ == "__main__":
    sys.exit(main())
