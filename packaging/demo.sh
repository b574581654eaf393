#!/usr/bin/env bash
# Builds the release preset and runs the main job on the bundled example: the wave sequence is
# read, checked and cleaned (and retargeted onto its rig once that command is there); the raise
# example is retargeted with its alternate drawings of the right arm.
set -euo pipefail
cd "$(dirname "$0")/.."

./packaging/deps.sh
cmake --preset release
cmake --build --preset release --target rig-pose rigpose-studio

rig_pose="$PWD/build/release/app/cli/rig-pose"
example="$PWD/resources/examples/wave"
out="$PWD/build/demo"
rm -rf "$out"
mkdir -p "$out"

echo
echo "== rig-pose convert: read and check the bundled wave's raw sequence, write it as rig-pose-sequence/1"
"$rig_pose" convert --pose "$example/pose.raw.json" --out "$out/wave.pose.json"

echo
echo "== rig-pose clean: take the shake out of the raw wave (one loop of four cycles)"
"$rig_pose" clean --pose "$example/pose.raw.json" --out "$out/wave.clean.json" --loop

echo
echo "== rig-pose clean --coco: a real CMU dance capture, converted and cleaned in one step"
# The capture ships with the tests (tests/data/cmu/README.md: its source and terms).
coco="$PWD/tests/data/cmu/05_04-front-24.noisy.coco.json"
"$rig_pose" clean --coco "$coco" --out "$out/dance.clean.json" | grep -v -E '^(SPIKE|OCCLUDED|HOLD|SEAM|UNHELD) '

if [ -x ./packaging/demo-retarget.sh ]; then
  echo
  ./packaging/demo-retarget.sh "$rig_pose" "$out"
fi

echo
echo "== rig-pose retarget: the raise, a dressed rig whose right arm has a drawing for level and one for overhead"
echo "   (SWITCH: the frames each drawing shows; SWITCH-MIN: the quick sweep down, too short to show)"
raise="$PWD/resources/examples/raise"
"$rig_pose" retarget --rig "$raise/rig" --map "$raise/map.json" --sequence "$raise/pose.json" \
  --out "$out/raise.motion.json" --build "$out/raise-build" | grep -E '^(SWITCH|SWITCH-MIN|GATE) '

echo
echo "Outputs are in $out:"
ls -l "$out"
echo
echo "Open the example in the workstation:"
echo "  $PWD/build/release/app/studio/rigpose-studio $example/wave.rigpose.json"
echo "  $PWD/build/release/app/studio/rigpose-studio $raise/raise.rigpose.json"
