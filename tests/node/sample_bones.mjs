// Plays one animation of a skeleton.json with the official Spine runtime (spine-core) and prints
// the local pose of the listed bones at the listed times, beside their setup pose, so a test can
// hold the values the runtime plays against the ones it derived by hand.
//
//   node sample_bones.mjs <skeleton.json> <samples.json>
//
// samples.json: { "animation": "m", "samples": [ { "t": 0.05, "bone": "eye_r" }, … ] }
// Prints one JSON array: { t, bone, setup: { x, y, rotation, scaleX, scaleY, shearX, shearY },
// posed: { … } } per sample; exits 1 when the animation or a bone is not in the skeleton, 2 on bad input.

import { readFileSync } from 'node:fs';
import * as spine from '@esotericsoftware/spine-core';

const [skeletonPath, samplesPath] = process.argv.slice(2);
if (!skeletonPath || !samplesPath) {
  console.error('usage: node sample_bones.mjs <skeleton.json> <samples.json>');
  process.exit(2);
}
const data = new spine.SkeletonJson(null).readSkeletonData(readFileSync(skeletonPath, 'utf8'));
const skeleton = new spine.Skeleton(data);
const asked = JSON.parse(readFileSync(samplesPath, 'utf8'));
const animation = data.findAnimation(asked.animation);
if (!animation) {
  console.error(`animation "${asked.animation}": not in the skeleton`);
  process.exit(1);
}
const local = (p) => ({ x: p.x, y: p.y, rotation: p.rotation, scaleX: p.scaleX, scaleY: p.scaleY,
                        shearX: p.shearX, shearY: p.shearY });
const out = [];
for (const sample of asked.samples) {
  const bone = skeleton.findBone(sample.bone);
  if (!bone) {
    console.error(`bone "${sample.bone}": not in the skeleton`);
    process.exit(1);
  }
  skeleton.setupPose();
  skeleton.updateWorldTransform(spine.Physics.none);
  const setup = local(bone.appliedPose);
  animation.apply(skeleton, -1, sample.t, false, null, 1, spine.MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(spine.Physics.none);
  out.push({ t: sample.t, bone: sample.bone, setup, posed: local(bone.appliedPose) });
}
console.log(JSON.stringify(out));
