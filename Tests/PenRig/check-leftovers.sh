#!/bin/sh
# After the test suite: fail if any pen-rig Xorg (config under an inkstone-rig-* folder) is
# still running a few seconds later, i.e. a test or a crash left one behind.
i=0
while [ $i -lt 50 ]; do
  left=$(pgrep -f 'Xorg .*inkstone-rig-' || true)
  [ -z "$left" ] && { echo "pen rig: no Xorg left running"; exit 0; }
  sleep 0.1; i=$((i+1))
done
echo "pen rig: Xorg processes left running after the tests:" >&2
ps -o pid,args -p $(echo $left | tr ' ' ',') >&2
exit 1
