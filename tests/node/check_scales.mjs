// Poses a retarget's skeleton.json with the official Spine runtime (spine-core) and checks every
// listed bone's world x axis length, as a share of its length at setup, against the share the run
// asked for (--leg-scale's scalex keys, and the bones solved under them).
//
//   node check_scales.mjs <skeleton.json> <targets.json> [tolerance]
//
// targets.json: { "animation": "legs", "samples": [ { "t": 0.5, "bones": [[name, share], …] } ] }
// Prints one line per miss (the first 50) and a summary; exits 1 on any miss, 2 on bad input.

import { readFileSync } from 'node:fs';
import * as spine from '@esotericsoftware/spine-core';

const [skeletonPath, targetsPath, toleranceText] = process.argv.slice(2);
if (!skeletonPath || !targetsPath) {
  console.error('usage: node check_scales.mjs <skeleton.json> <targets.json> [tolerance]');
  process.exit(2);
}
const tolerance = toleranceText ? Number(toleranceText) : 1e-4;
const data = new spine.SkeletonJson(null).readSkeletonData(readFileSync(skeletonPath, 'utf8'));
const skeleton = new spine.Skeleton(data);
const targets = JSON.parse(readFileSync(targetsPath, 'utf8'));
const animation = data.findAnimation(targets.animation);
if (!animation) {
  console.log(`animation "${targets.animation}": not in the skeleton`);
  process.exit(1);
}

const xLength = (p) => Math.hypot(p.a, p.c);
skeleton.setupPose();
skeleton.updateWorldTransform(spine.Physics.none);
const setup = new Map();
for (const bone of skeleton.bones)
  setup.set(bone.data.name, xLength(bone.appliedPose));

let checked = 0, misses = 0, worst = 0;
for (const sample of targets.samples) {
  skeleton.setupPose();
  animation.apply(skeleton, -1, sample.t, false, null, 1, spine.MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(spine.Physics.none);
  for (const [name, share] of sample.bones) {
    const share0 = xLength(skeleton.findBone(name).appliedPose) / setup.get(name);
    const miss = Math.abs(share0 - share);
    checked++;
    worst = Math.max(worst, miss);
    if (!(miss <= tolerance)) {
      misses++;
      if (misses <= 50)
        console.log(`t ${sample.t} bone "${name}": runtime ${share0} of setup, asked ${share} (off by ${miss})`);
    }
  }
}
console.log(`checked ${checked} bone lengths, ${misses} past ${tolerance} of setup, worst ${worst}`);
process.exit(misses === 0 ? 0 : 1);
