// Poses a skeleton.json with the official Spine runtime (spine-core) and compares every
// bone's world transform with the poses rig-pose computed for the same times.
//
//   node compare_poses.mjs <skeleton.json> <poses.json> [tolerance]
//
// poses.json: { "animations": [ { "name": "", "samples": [ { "t": 0.5,
//   "bones": [[name, worldX, worldY, a, b, c, d], …] } ] } ] }
// An animation named "" is the setup pose. Prints one line per mismatch and a summary; exits
// 1 on any mismatch, 2 on bad input.

import { readFileSync } from 'node:fs';
import * as spine from '@esotericsoftware/spine-core';

const [skeletonPath, posesPath, toleranceText] = process.argv.slice(2);
if (!skeletonPath || !posesPath) {
  console.error('usage: node compare_poses.mjs <skeleton.json> <poses.json> [tolerance]');
  process.exit(2);
}
const tolerance = toleranceText ? Number(toleranceText) : 1e-4;

// Bones are all these checks need, but attachments must load for the timelines that name
// them (deform, attachment): each gets a stand-in texture region instead of an atlas page.
function standInRegions(sequence) {
  for (let i = 0; i < sequence.regions.length; i++) {
    const region = new spine.TextureRegion();
    region.u = region.v = 0;
    region.u2 = region.v2 = 1;
    region.width = region.height = region.originalWidth = region.originalHeight = 1;
    region.degrees = 0;
    sequence.regions[i] = region;
  }
  return sequence;
}
const standInAttachments = {
  newRegionAttachment: (skin, placeholder, name, path, sequence) => new spine.RegionAttachment(name, standInRegions(sequence)),
  newMeshAttachment: (skin, placeholder, name, path, sequence) => new spine.MeshAttachment(name, standInRegions(sequence)),
  newBoundingBoxAttachment: (skin, placeholder, name) => new spine.BoundingBoxAttachment(name),
  newPathAttachment: (skin, placeholder, name) => new spine.PathAttachment(name),
  newPointAttachment: (skin, placeholder, name) => new spine.PointAttachment(name),
  newClippingAttachment: (skin, placeholder, name) => new spine.ClippingAttachment(name),
};

const data = new spine.SkeletonJson(standInAttachments).readSkeletonData(readFileSync(skeletonPath, 'utf8'));
const skeleton = new spine.Skeleton(data);
const expected = JSON.parse(readFileSync(posesPath, 'utf8'));

let compared = 0;
let mismatches = 0;
let worst = 0;
for (const animation of expected.animations) {
  const runtimeAnimation = animation.name === '' ? null : data.findAnimation(animation.name);
  if (animation.name !== '' && !runtimeAnimation) {
    console.log(`animation "${animation.name}": not in the skeleton`);
    mismatches++;
    continue;
  }
  for (const sample of animation.samples) {
    skeleton.setupPose();
    if (runtimeAnimation)
      runtimeAnimation.apply(skeleton, -1, sample.t, false, null, 1, spine.MixFrom.setup, false, false, false);
    skeleton.updateWorldTransform(spine.Physics.none);
    for (const [name, ...ours] of sample.bones) {
      const bone = skeleton.findBone(name);
      if (!bone) {
        console.log(`bone "${name}": not in the skeleton`);
        mismatches++;
        continue;
      }
      const p = bone.appliedPose;
      const theirs = [p.worldX, p.worldY, p.a, p.b, p.c, p.d];
      const fields = ['worldX', 'worldY', 'a', 'b', 'c', 'd'];
      for (let i = 0; i < 6; i++) {
        const delta = Math.abs(theirs[i] - ours[i]);
        compared++;
        worst = Math.max(worst, delta);
        if (!(delta <= tolerance)) {
          mismatches++;
          if (mismatches <= 50)
            console.log(`animation "${animation.name}" t ${sample.t} bone "${name}" ${fields[i]}: runtime ${theirs[i]}, rig-pose ${ours[i]} (off by ${delta})`);
        }
      }
    }
  }
}
console.log(`compared ${compared} numbers, ${mismatches} off by more than ${tolerance}, worst ${worst}`);
process.exit(mismatches === 0 ? 0 : 1);
