#!/bin/sh
# Build the inkstonerig Xorg input driver (test-only).
# Usage: build.sh OUTDIR      -> OUTDIR/inkstonerig_drv.so
# Needs gcc, pkg-config and xserver-xorg-dev.  Takes well under a second.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build.sh OUTDIR}
mkdir -p "$out"
# shellcheck disable=SC2046  # word splitting of the cflags is intended
gcc -O2 -fPIC -shared -Wall -Wno-unused-parameter \
    $(pkg-config --cflags xorg-server) \
    -o "$out/inkstonerig_drv.so.tmp.$$" "$here/inkstone_rig_drv.c"
# Rename into place so a concurrently starting Xorg never loads a half file.
mv -f "$out/inkstonerig_drv.so.tmp.$$" "$out/inkstonerig_drv.so"
