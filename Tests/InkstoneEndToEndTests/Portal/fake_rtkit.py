#!/usr/bin/python3
"""A stand-in for RealtimeKit (org.freedesktop.RealtimeKit1), for Inkstone's tests.

Owns org.freedesktop.RealtimeKit1 on the bus at DBUS_SESSION_BUS_ADDRESS (a private bus the
test starts and hands the app as its system bus), logs each MakeThreadHighPriority call
(thread, priority) as a JSON line and sets the thread's nice value, as RealtimeKit does; with
FAKE_RTKIT_REFUSE it answers with an error instead, as RealtimeKit does when its policy refuses.

Environment:
  FAKE_RTKIT_LOG     one JSON line per call ({"event": "ready"} once the name is owned)
  FAKE_RTKIT_REFUSE  refuse every call with org.freedesktop.DBus.Error.AccessDenied
Exits when its parent dies, when the bus goes away, or after 60 s (fake_bus.py).
"""
import os
import sys

import dbus
import dbus.service

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
import fake_bus  # noqa: E402

NAME = "org.freedesktop.RealtimeKit1"
OBJECT = "/org/freedesktop/RealtimeKit1"


log = fake_bus.log_to("FAKE_RTKIT_LOG")


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
    return fake_bus.serve(NAME, lambda bus: RealtimeKit(bus, OBJECT), log, "fake_rtkit")


if __name__ == "__main__":
    sys.exit(main())
