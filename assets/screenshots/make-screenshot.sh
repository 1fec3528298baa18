#!/usr/bin/env bash
# Makes assets/screenshots/main.png (the AppStream screenshot): a text page with handwritten
# notes, a highlight and a circled word, shown by the real app under a private Xvfb.
#   assets/screenshots/make-screenshot.sh [BINARY]     (default: .build/debug/inkstone)
# Needs Xvfb, xwd, xwininfo (x11-utils) and ImageMagick's convert.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
binary="$(realpath "${1:-.build/debug/inkstone}")"
work="$(mktemp -d)"
trap 'kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$work"' EXIT

# The page: a 1240x1754 "scan" (A4 at 150 dpi) of a short text.
convert -size 1240x1754 xc:'#fbfaf6' -fill '#2b2b2b' -font DejaVu-Serif -pointsize 54 \
  -annotate +140+210 'On the Shape of Ink' -pointsize 30 -font DejaVu-Serif \
  -annotate +140+330 'A pen leaves a line whose width follows the pressure of the hand.' \
  -annotate +140+380 'Where the nib slows, ink pools; where it hurries, the line thins.' \
  -annotate +140+430 'Reading a page with a pen in hand means writing in its margins,' \
  -annotate +140+480 'underlining what matters and circling what must be looked up.' \
  -annotate +140+580 'The oldest inkstones were ground from river stone; the ink was' \
  -annotate +140+630 'made fresh for each sitting by rubbing a stick of soot and glue' \
  -annotate +140+680 'against the wet stone, slowly, until it was dark enough to write.' \
  "$work/page.png"

/usr/bin/python3 - "$work/page.png" "$work/notes.inkstone" <<'PY'
import json, math, struct, sys, zlib
png = open(sys.argv[1], 'rb').read()
strokes, next_id = [], 1
def stroke(points, rgb, width, alpha=1.0):
    global next_id
    flat = []
    for x, y, p in points: flat += [round(x, 2), round(y, 2), round(p, 3)]
    r, g, b = ((rgb >> 16) & 255) / 255, ((rgb >> 8) & 255) / 255, (rgb & 255) / 255
    strokes.append({"color": {"alpha": alpha, "blue": round(b, 4), "green": round(g, 4), "red": round(r, 4)}, "id": next_id,
                    "outline": {"minimumWidth": 0.75, "thinning": 0.6, "width": width}, "points": flat})
    next_id += 1
def line(x0, y0, x1, y1, n=40, wobble=1.5):
    return [(x0 + (x1 - x0) * t / n, y0 + (y1 - y0) * t / n + math.sin(t / 3) * wobble, 0.45 + 0.25 * math.sin(math.pi * t / n)) for t in range(n + 1)]
# A highlight over the second sentence, an underline, a circled word, a margin note and an arrow.
stroke(line(136, 372, 1110, 372, 60, 0.6), 0xffd400, 26, 0.35)
stroke(line(140, 494, 900, 497, 50), 0x1b46a3, 4)
stroke([(930 + 95 * math.cos(a / 30 * math.pi), 615 + 34 * math.sin(a / 30 * math.pi), 0.5 + 0.2 * math.sin(a / 9)) for a in range(0, 64)], 0xd7263d, 4)
def script(x, y, text_len, scale=1.0):
    pts = []
    for i in range(text_len * 8):
        t = i / 8
        pts.append((x + t * 14 * scale, y + math.sin(t * 2.4) * 9 * scale - abs(math.sin(t * 1.3)) * 6 * scale, 0.4 + 0.3 * abs(math.sin(t))))
    return pts
stroke(script(150, 790, 16), 0x1b46a3, 3.5)
stroke(script(150, 850, 22), 0x1b46a3, 3.5)
stroke(line(500, 840, 880, 660, 30, 0.8), 0x1b46a3, 3.5)
stroke(line(880, 660, 850, 695, 6, 0), 0x1b46a3, 3.5)
stroke(line(880, 660, 838, 668, 6, 0), 0x1b46a3, 3.5)
manifest = {"images": [{"byteCount": len(png), "format": "png", "key": "page.png"}], "nextStrokeID": next_id,
            "pages": [{"background": "image", "image": {"height": 1754, "key": "page.png", "width": 1240}, "strokes": strokes}]}
def section(tag, payload):
    head = tag + struct.pack('>Q', len(payload))
    return head + payload + struct.pack('>I', zlib.crc32(head + payload) & 0xffffffff)
body = b'INKSTONEversion 1\n' + section(b'MANI', json.dumps(manifest, sort_keys=True, separators=(',', ':')).encode()) \
     + section(b'IMAG', png) + section(b'END ', b'')
open(sys.argv[2], 'wb').write(body)
PY

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
xvfb=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")"
XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent \
  "$binary" --geometry 1024x720 "$work/notes.inkstone" &
app=$!
for _ in $(seq 100); do
  id="$(xwininfo -root -tree | sed -n 's/^ *\(0x[0-9a-f]*\) "notes.inkstone — Inkstone".*/\1/p')"
  [ -n "$id" ] && break; sleep 0.1
done
sleep 1   # the first frame (nothing to acknowledge it by from outside the app)
xwd -silent -id "$id" | convert xwd:- -strip "$here/main.png"
echo "wrote $here/main.png"
