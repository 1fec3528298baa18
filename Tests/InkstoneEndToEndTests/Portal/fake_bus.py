"""What Inkstone's fake D-Bus services (fake_portal.py, fake_rtkit.py) share: the JSON log of
what they receive and the main loop that owns their name.

The bus is DBUS_STARTER_ADDRESS when the bus started the service, else DBUS_SESSION_BUS_ADDRESS.
A service exits when its parent dies, when the bus goes away, or after 60 s.
"""
import json
import os
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib


def log_to(variable):
    """A function that appends an entry as a JSON line to the file named in `variable`."""
    def log(entry):
        path = os.environ.get(variable)
        if path:
            with open(path, "a", encoding="utf-8") as f:
                f.write(json.dumps(entry) + "\n")
    return log


def serve(name, make_service, log, what):
    """Connects, makes the service (`make_service(bus)`), owns `name`, logs that it is ready and
    runs until the parent dies, the bus goes away or 60 s passed; returns the exit status."""
    DBusGMainLoop(set_as_default=True)
    address = os.environ.get("DBUS_STARTER_ADDRESS") or os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not address:
        print("%s: no bus address" % what, file=sys.stderr)
        return 2
    bus = dbus.bus.BusConnection(address)
    bus.set_exit_on_disconnect(True)
    service = make_service(bus)
    owned = dbus.service.BusName(name, bus, do_not_queue=True)
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
    del service, owned
    return 0
