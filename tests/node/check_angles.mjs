// Poses a retarget's skeleton.json with the official Spine runtime (spine-core) and checks
// every listed bone's world angle (its x axis, degrees) against the angle the pose asked for.
//
//   node check_angles.mjs <skeleton.json> <targets.json> [tolerance in degrees]
//
// targets.json: { "animation": "wave", "samples": [ { "t": 0.5, "bones": [[name, degrees], …] } ] }
// A bone may carry its own tolerance as a third item ([name, degrees, tolerance]).
// Prints one line per miss (the first 50) and a summary; exits 1 on any miss, 2 on bad input.

import { readFileSync } from 'node:fs';
import * as spine from '@esotericsoftware/spine-core';

const [skeletonPath, targetsPath, toleranceText] = process.argv.slice(2);
if (!skeletonPath || !targetsPath) {
  console.error('usage: node check_angles.mjs <skeleton.json> <targets.json> [tolerance]');
  process.exit(2);
}
const tolerance = toleranceText ? Number(toleranceText) : 0.01;
const data = new spine.SkeletonJson(null).readSkeletonData(readFileSync(skeletonPath, 'utf8'));
const skeleton = new spine.Skeleton(data);
const targets = JSON.parse(readFileSync(targetsPath, 'utf8'));
const animation = data.findAnimation(targets.animation);
if (!animation) {
  console.log(`animation "${targets.animation}": not in the skeleton`);
  process.exit(1);
}

const wrap = (d) => { let r = d % 360; if (r <= -180) r += 360; else if (r > 180) r -= 360; return r; };
let checked = 0, misses = 0, worst = 0;
for (const sample of targets.samples) {
  skeleton.setupPose();
  animation.apply(skeleton, -1, sample.t, false, null, 1, spine.MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(spine.Physics.none);
  for (const [name, target, own] of sample.bones) {
    const p = skeleton.findBone(name).appliedPose;
    const angle = Math.atan2(p.c, p.a) * 180 / Math.PI;
    const miss = Math.abs(wrap(angle - target));
    checked++;
    worst = Math.max(worst, miss);
    const allowed = own === undefined ? tolerance : own;
    if (!(miss <= allowed)) {
      misses++;
      if (misses <= 50)
        console.log(`t ${sample.t} bone "${name}": runtime ${angle}°, asked ${target}° (off by ${miss}°, allowed ${allowed}°)`);
    }
  }
}
console.log(`checked ${checked} bone angles, ${misses} past their tolerance (${tolerance}° unless a bone states its own), worst ${worst}°`);
process.exit(misses === 0 ? 0 : 1);
