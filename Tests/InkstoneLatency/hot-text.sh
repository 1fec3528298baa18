#!/bin/sh
# Regenerates Sources/CHotText/hot-text.order, the hot text block's functions (hot_text.h): the
# latency bench's quick run with the release app under callgrind, counting calls inside the
# event loop; a function of the app's own modules (its name holds one of theirs) called at least
# once a drawing motion (300 times in the run's ~700 motions) is in the block. Not the Swift
# runtime's nor a generic of the standard library's specialised for its own types only, even
# for a build that links the runtime in (`make static`): the runtime's objects are not cut into
# a section per function, so one such name would bring megabytes of it into the block.
# Takes a few minutes. Run from the package's folder after changing the drawing path; it removes
# the built apps (SwiftPM does not relink them when only the order changed), so then
# `swift build -c release` and `swift test --filter HotTextTests`.
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product inkstone
swift build -c release --product inkstone-latency
app=$(pwd)/.build/release/inkstone
cat > "$work/app.sh" <<EOF
#!/bin/sh
exec valgrind --tool=callgrind --callgrind-out-file=$work/cg.%p \
  --toggle-collect='\$s11InkPlatform6X11AppC3runs5Int32VyF' \
  --dump-before='\$s11InkWorkflow08DocumentB0C9terminate*' "$app" "\$@"
EOF
chmod +x "$work/app.sh"
.build/release/inkstone-latency --quick --inkstone "$work/app.sh" > "$work/bench.log"
python3 - "$work" Sources/CHotText/hot-text.order <<'EOF'
import collections, glob, re, sys
work, order = sys.argv[1], sys.argv[2]
calls = collections.Counter()
for path in glob.glob(work + "/cg.*.1"):   # the dumps before the termination, one per page
    names, objects, ob, cob, cfn = {}, {}, None, None, None
    for line in open(path, errors="replace"):
        m = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            kind, key, name = m.groups()
            table = objects if kind.endswith("ob") else names
            if name is not None: table[key] = name
            value = table.get(key)
            if kind == "ob": ob, cob = value, None
            elif kind == "cob": cob = value
            elif kind == "fn": cob = None
            else: cfn = value
        elif line.startswith("calls="):
            calls[(cob or ob, cfn)] += int(line.split("=")[1].split()[0])
            cob = None
hot = sorted({f for (o, f), n in calls.items()
              if o and o.endswith("/inkstone") and n >= 300
              and re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$.]*", f or "")
              and re.search(r"Ink(Geometry|Interface|Render|Platform|Document|Input|Preferences|Workflow)|inkstone", f)})
hot = [f for f in hot if not f.startswith("inkstone_hot_text_")]
loop = "$s11InkPlatform6X11AppC3runs5Int32VyF"   # entered once; its body runs on every motion
if loop not in hot: hot.append(loop)
if len(hot) < 100: sys.exit(f"hot-text.sh: only {len(hot)} functions found; is the bench's run in {work}/bench.log right?")
with open(order) as f: header = [l for l in f if l.startswith("#")]
with open(order, "w") as f:
    f.writelines(header)
    f.write("inkstone_hot_text_begin\ninkstone_hot_text_touch\n")
    f.writelines(name + "\n" for name in hot)
    f.write("inkstone_hot_text_end\n")
print(f"hot-text.sh: {len(hot)} functions in {order}")
EOF
# SwiftPM does not know the order is an input of the link: relink every build of the app.
find .build -path '*/release/inkstone' -o -path '*/debug/inkstone' | xargs rm -f
