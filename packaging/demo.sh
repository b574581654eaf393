#!/usr/bin/env bash
# Builds the release preset and runs the main job on the bundled example:
# the wave sequence is read, checked and written again, and its summary printed.
set -euo pipefail
cd "$(dirname "$0")/.."

./packaging/deps.sh
cmake --preset release
cmake --build --preset release

rig_pose="$PWD/build/release/app/cli/rig-pose"
example="$PWD/resources/examples/wave"
out="$PWD/build/demo"
rm -rf "$out"
mkdir -p "$out"

echo
echo "== rig-pose convert: read and check the bundled wave sequence, write it as rig-pose-sequence/1"
"$rig_pose" convert --pose "$example/pose.json" --out "$out/wave.pose.json"

echo
echo "== rig-pose convert --coco: a real CMU dance capture from COCO-17 keypoints"
coco="$PWD/../shared/fixtures/cmu/seq/05_04-front-24.noisy.coco.json"
if [ -f "$coco" ]; then
  "$rig_pose" convert --coco "$coco" --out "$out/dance.pose.json"
else
  echo "(skipped: $coco is not beside this checkout)"
fi

echo
echo "Outputs are in $out:"
ls -l "$out"
echo
echo "Open the example in the workstation:"
echo "  $PWD/build/release/app/studio/rigpose-studio $example/pose.json"
