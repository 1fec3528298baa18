#!/bin/bash
# rig.sh - manual demo / smoke test of the Inkstone pen rig (test-only).
#
# Builds the inkstonerig Xorg input driver into a temp dir, starts a private
# headless Xorg (dummy video, display number chosen by -displayfd) with a
# stylus, an eraser and a mouse driven by FIFOs, and shows with
# `xinput test-xi2 --root` that pen events with pressure/tilt/wheel, buttons
# 1/2/3 and the proximity property change arrive.  Exits non-zero if a check
# fails.  Never leaves an Xorg behind (EXIT trap kills it by PID).
#
# Env: KEEP=1 keeps the temp dir (log, config, event dump) for inspection.
#      XORG=/path/to/Xorg overrides the server binary.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
XORG=${XORG:-/usr/lib/xorg/Xorg}
work=$(mktemp -d "${TMPDIR:-/tmp}/inkstone-rig.XXXXXX")
xpid=""
watch_pid=""
props_pid=""

cleanup() {
    local rc=$?
    if [ -n "$watch_pid" ]; then kill "$watch_pid" 2>/dev/null || true; fi
    if [ -n "$props_pid" ]; then kill "$props_pid" 2>/dev/null || true; fi
    if [ -n "$xpid" ] && kill -0 "$xpid" 2>/dev/null; then
        kill -TERM "$xpid" 2>/dev/null || true
        for _ in $(seq 50); do                 # up to 5 s for a clean exit
            kill -0 "$xpid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$xpid" 2>/dev/null || true
        wait "$xpid" 2>/dev/null || true
    fi
    if [ "${KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

section() { printf '\n=== %s\n' "$*"; }

# --- build, FIFOs, config -------------------------------------------------
section "build"
t0=$(date +%s%N)
"$here/driver/build.sh" "$work/modules"
echo "built $work/modules/inkstonerig_drv.so in $(( ($(date +%s%N) - t0) / 1000000 )) ms"

mkfifo "$work/stylus" "$work/eraser" "$work/mouse" "$work/touch" "$work/touchpad" "$work/displayfd"
# An empty -configdir makes Xorg fall back to /usr/share/X11/xorg.conf.d, so
# give it one harmless file.
mkdir "$work/conf.d"
echo "# intentionally empty" > "$work/conf.d/00-empty.conf"
sed -e "s|@MODULEPATH@|$work/modules|" \
    -e "s|@STYLUS_FIFO@|$work/stylus|" \
    -e "s|@ERASER_FIFO@|$work/eraser|" \
    -e "s|@MOUSE_FIFO@|$work/mouse|" \
    -e "s|@TOUCH_FIFO@|$work/touch|" \
    -e "s|@TOUCHPAD_FIFO@|$work/touchpad|" \
    "$here/xorg.conf.in" > "$work/xorg.conf"

# --- start Xorg -----------------------------------------------------------
section "start Xorg"
"$XORG" -displayfd 3 -config "$work/xorg.conf" -configdir "$work/conf.d" \
    -logfile "$work/Xorg.log" -nolisten tcp -noreset \
    3>"$work/displayfd" </dev/null >"$work/Xorg.out" 2>&1 &
xpid=$!
dpy=""
read -r -t 10 dpy < "$work/displayfd" || true
if [ -z "$dpy" ]; then
    echo "Xorg did not report a display; log:"; tail -30 "$work/Xorg.log" "$work/Xorg.out" 2>/dev/null
    exit 1
fi
export DISPLAY=":$dpy"
echo "Xorg pid $xpid on DISPLAY=$DISPLAY"
grep -E "inkstonerig: .*reading" "$work/Xorg.log" | sed 's/^\[ *[0-9.]*\] //'

section "xinput list"
xinput list
section "xinput list-props 'Inkstone Rig Pen stylus'"
xinput list-props "Inkstone Rig Pen stylus"

# Write command lines to a device FIFO.
send() { local dev=$1; shift; printf '%s\n' "$@" > "$work/$dev"; }
serial_ids() { xinput list-props "Inkstone Rig Pen $1" | sed -n 's/.*Wacom Serial IDs ([0-9]*):\s*//p'; }

# --- events ---------------------------------------------------------------
section "events"
stdbuf -oL timeout 20 xinput test-xi2 --root > "$work/xi2.txt" 2>&1 &
watch_pid=$!
# test-xi2 does not say which device a PropertyEvent is for; watch-props does.
stdbuf -oL timeout 20 xinput watch-props "Inkstone Rig Pen stylus" > "$work/props.txt" 2>&1 &
props_pid=$!
sleep 0.5                                   # let both clients select their events

send stylus "in 6554 6554" "move 32768 16384 30000 10 -20 500"
sleep 0.2
echo "stylus in:   Wacom Serial IDs = $(serial_ids stylus)"
# A partial line, completed by a second write: must be buffered.
printf 'down 1\nmove 49152 163' > "$work/stylus"; sleep 0.05
printf '84 40000\n' > "$work/stylus"
send stylus "up 1" "down 2" "up 2" "down 3" "up 3" "out"
sleep 0.2
echo "stylus out:  Wacom Serial IDs = $(serial_ids stylus)"
send eraser "in 16384 49152 100 -5 5 0" "move 16384 49152 20000" "down 1" "up 1" "out"
# Screen mapping probes with the mouse (absolute 0..65535).
send mouse "move 0 0" "move 32768 32768" "move 65535 65535" "move 65536 0" "click 1" "click 3" "click 4"
# Two fingers on the touchscreen: begin, move (one with a palm-sized contact), end.
send touch "tdown 0 16384 16384" "tdown 1 49152 16384 6000 4000" "tmove 0 16400 16500" "tup 0" "tup 1"
send stylus "bogus command"                 # logged as a warning, ignored
sleep 0.5
kill "$props_pid" 2>/dev/null || true; wait "$props_pid" 2>/dev/null || true
kill "$watch_pid" 2>/dev/null || true; wait "$watch_pid" 2>/dev/null || true; watch_pid=""

# One line per XI2 event: type, device(source), detail, root, valuators.
awk '
    function flush() { if (ev != "") print ev; ev = "" }
    /^EVENT type/ { flush(); ev = sprintf("%-18s", $4); next }
    ev == "" { next }
    /^ *device:/  { ev = ev " dev=" $2 $3 }
    /^ *detail:/  { ev = ev " detail=" $2 }
    /^ *root:/    { ev = ev " root=" $2 }
    /^ *property:/ { $1 = ""; ev = ev " property=" $0 }
    /^ *changed:/ { ev = ev " " $2 }
    /^ +[0-9]+: / && !/\(/ { ev = ev " v" $1 $2 }
    END { flush() }' "$work/xi2.txt" > "$work/summary.txt"
section "XI2 events on the master pointer (dev=2(source slave)), and property events"
grep -E '^\((Motion|ButtonPress|ButtonRelease)\) +dev=2\(|^\(PropertyEvent' "$work/summary.txt" || true
grep -E '^\(Touch' "$work/summary.txt" || true
echo "(raw events, DeviceChanged and the slave-device copies are omitted; $(wc -l < "$work/summary.txt") events in all)"
section "xinput watch-props 'Inkstone Rig Pen stylus'"
grep -A1 "Wacom Serial IDs" "$work/props.txt" | grep -v '^--' || true

# --- checks ---------------------------------------------------------------
section "checks"
ids=$(xinput list --id-only "Inkstone Rig Pen stylus")
eid=$(xinput list --id-only "Inkstone Rig Pen eraser")
mid=$(xinput list --id-only "Inkstone Rig Mouse")
tid=$(xinput list --id-only "Inkstone Rig Touchscreen")
fail=0
check() {
    if grep -q -E -- "$2" "$work/summary.txt"; then echo "PASS $1"; else echo "FAIL $1"; fail=1; fi
}
check "stylus motion with pressure/tilt/wheel" "^\(Motion\) +dev=2\($ids\).* v0:32768\.00 v1:16384\.00 v2:30000\.00 v3:10\.00 v4:-20\.00 v5:500\.00"
check "buffered partial line (pressure 40000)" "^\(Motion\) +dev=2\($ids\).* v0:49152\.00 .* v2:40000\.00"
for b in 1 2 3; do
    check "stylus ButtonPress detail $b" "^\(ButtonPress\) +dev=2\($ids\) detail=$b "
done
check "eraser ButtonPress detail 1" "^\(ButtonPress\) +dev=2\($eid\) detail=1 "
check "mouse ButtonPress detail 3" "^\(ButtonPress\) +dev=2\($mid\) detail=3 "
n=$(grep -c "^(PropertyEvent).*'Wacom Serial IDs'" "$work/summary.txt" || true)
[ "$n" = 4 ] && echo "PASS 4 XI_PropertyEvents 'Wacom Serial IDs' (stylus in/out, eraser in/out)" \
    || { echo "FAIL $n XI_PropertyEvents, expected 4"; fail=1; }
grep -q "855, 4660, 2050, 0, 0" "$work/props.txt" && echo "PASS watch-props saw the stylus serial zeroed" \
    || { echo "FAIL watch-props"; fail=1; }
check "mapping 32768 -> 640" "^\(Motion\) +dev=2\($mid\) detail=0 root=640\.00/400\.00"
check "mapping 65535 -> 1279.98" "^\(Motion\) +dev=2\($mid\) detail=0 root=1279\.98/799\.99"
[ "$(serial_ids stylus)" = "855, 4660, 2050, 0, 0" ] && echo "PASS serial ids zeroed after out" \
    || { echo "FAIL serial ids after out: $(serial_ids stylus)"; fail=1; }
check "touch begin with contact size" "^\(TouchBegin\) +dev=2\($tid\).* v0:49152\.00 v1:16384\.00 v2:6000\.00 v3:4000\.00"
check "touch update" "^\(TouchUpdate\) +dev=2\($tid\).* v0:16400\.00 v1:16500\.00"
check "touch end" "^\(TouchEnd\) +dev=2\($tid\)"
grep -q "unknown command: 'bogus command'" "$work/Xorg.log" && echo "PASS bad command logged" || { echo "FAIL bad command"; fail=1; }
if grep -q "BUG:" "$work/Xorg.log"; then echo "FAIL Xorg log has BUG: lines"; fail=1; fi
section "result"
[ $fail = 0 ] && echo "ALL CHECKS PASSED" || echo "SOME CHECKS FAILED"
exit $fail
