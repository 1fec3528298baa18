#!/usr/bin/env bash
# After `make install` or `make uninstall` into the live system (no DESTDIR): lets the
# desktop see the new MIME type, desktop entry and icons at once. Missing tools are skipped;
# a failing one is reported but does not fail the install.
#   packaging/update-caches.sh DATADIR
set -u
datadir="$1"
run() { command -v "$1" >/dev/null 2>&1 || return 0; "$@" || echo "note: '$*' failed" >&2; }
run update-mime-database "$datadir/mime"
run update-desktop-database -q "$datadir/applications"
[ -f "$datadir/icons/hicolor/index.theme" ] && run gtk-update-icon-cache -q -t -f "$datadir/icons/hicolor"
exit 0
