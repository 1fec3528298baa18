#!/usr/bin/env python3
"""Converts pointer recordings from perfect-freehand's repository (MIT, Steve Ruiz) into
Inkstone pen traces (docs/PEN-TRACES.md).

perfect-freehand keeps its recordings as JSON arrays of [x, y, pressure, time-ms] samples, one
array per stroke: packages/perfect-freehand/src/test/inputs.json (keys "he2", "waves",
"corners", "scribble") and packages/dev/src/state/sample.json. They were recorded in a browser
from a pointer without pressure: every sample says 0.5 (perfect-freehand's "no pressure"), so
the traces say "-" (no value) for pressure, tilt and rotation.

The samples are only moved (never scaled or resampled) so the stroke lies on an Inkstone
canvas: 24 px from the toolbar (56 px wide, on the left) and from the top.

usage: convert-perfect-freehand.py FILE.json KEY|- NAME COMMIT > NAME.trace
  KEY: the member of FILE.json holding the samples, or - when FILE.json is the array itself.
"""
import json
import math
import sys

TOOLBAR = 56
MARGIN = 24
STATUS_BAR = 32


def number(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def main():
    path, key, name, commit = sys.argv[1:5]
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    samples = data if key == "-" else data[key]
    if any(len(p) < 4 for p in samples):
        sys.exit("%s: every sample needs x, y, pressure and time" % name)
    xs = [p[0] for p in samples]
    ys = [p[1] for p in samples]
    dx = TOOLBAR + MARGIN - min(xs)
    dy = MARGIN - min(ys)
    width = math.ceil(max(xs) + dx + MARGIN)
    height = math.ceil(max(ys) + dy + MARGIN + STATUS_BAR)
    t0 = samples[0][3]
    where = "inputs.json key %s" % key if key != "-" else path.split("/")[-1]
    lines = [
        "inkstone-trace 1",
        "# %s: converted by Tests/Traces/tools/convert-perfect-freehand.py" % name,
        "# time(ms) x y pressure tiltX tiltY rotation; - where the device gave none",
        "device browser pointer without pressure (perfect-freehand recording)",
        "tool pen",
        "window %d %d" % (width, height),
        "source steveruizok/perfect-freehand@%s %s, moved by %s,%s" % (commit[:12], where, number(dx), number(dy)),
        "licence MIT (c) 2021 Steve Ruiz, see Tests/Traces/README.md",
        "stroke",
    ]
    for x, y, _pressure, t in samples:
        lines.append("%s %s %s - - - -" % (number(t - t0), number(x + dx), number(y + dy)))
    sys.stdout.write("\n".join(lines) + "\n")


main()
