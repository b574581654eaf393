#!/usr/bin/env bash
# The wave end to end: clean -> retarget -> motion, report and the gated Spine build.
# Prints the gate's verdict and where every mapped bone landed.
#
#   packaging/demo-retarget.sh <path to rig-pose> <output directory>
#
# demo.sh calls it after building; it can also be run on its own against any build.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 <rig-pose binary> <output directory>" >&2
  exit 2
fi
rig_pose="$1"
out="$2"
example="$(cd "$(dirname "$0")/.." && pwd)/resources/examples/wave"
mkdir -p "$out"

echo
echo "== rig-pose clean: the raw wave is made from joint angles, so windows of 1 and no hold keep it exact"
echo "   (the same options the bundled, already cleaned pose.json was made with)"
"$rig_pose" clean --pose "$example/pose.raw.json" --out "$out/wave.cleaned.json" --legs 1 --rest 1 --hold off

echo
echo "== rig-pose plan: which chains land on which bones of the stick rig"
"$rig_pose" plan --rig "$example/rig" --map "$example/map.json"

echo
echo "== rig-pose retarget: keys, the gate (rig alone, then rig + wave: built, read back, posed) and the landings"
"$rig_pose" retarget --rig "$example/rig" --map "$example/map.json" --sequence "$out/wave.cleaned.json" \
  --out "$out/wave.motion.json" --animation wave --build "$out/wave-build"

echo
echo "Retarget outputs in $out: wave.motion.json, wave.motion.report.json, wave-build/ (skeleton.json, retarget.json)"
