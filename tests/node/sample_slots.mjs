// Plays one animation of a skeleton.json with the official Spine runtime (spine-core), its
// regions looked up in the atlas rig-pose wrote beside it, and prints which attachment each slot
// shows at the listed times, so a test can hold the drawings the runtime shows against the
// switch spans it derived by hand.
//
//   node sample_slots.mjs <skeleton.json> <atlas> <samples.json>
//
// samples.json: { "animation": "m", "times": [0, 0.5, …] }
// Prints one JSON array: { t, slots: { <slot>: <attachment name or null>, … } } per time, the
// setup pose's first as { t: null, … }; exits 1 when the animation is not in the skeleton (or a
// region is not in the atlas: the runtime throws), 2 on bad input.

import { readFileSync } from 'node:fs';
import * as spine from '@esotericsoftware/spine-core';

const [skeletonPath, atlasPath, samplesPath] = process.argv.slice(2);
if (!skeletonPath || !atlasPath || !samplesPath) {
  console.error('usage: node sample_slots.mjs <skeleton.json> <atlas> <samples.json>');
  process.exit(2);
}
// No textures are loaded: the attachments only need their regions' names and sizes.
const atlas = new spine.TextureAtlas(readFileSync(atlasPath, 'utf8'));
const data = new spine.SkeletonJson(new spine.AtlasAttachmentLoader(atlas)).readSkeletonData(readFileSync(skeletonPath, 'utf8'));
const skeleton = new spine.Skeleton(data);
const asked = JSON.parse(readFileSync(samplesPath, 'utf8'));
const animation = data.findAnimation(asked.animation);
if (!animation) {
  console.error(`animation "${asked.animation}": not in the skeleton`);
  process.exit(1);
}
const shown = () => Object.fromEntries(skeleton.slots.map((slot) => {
  const attachment = slot.appliedPose.attachment;
  return [slot.data.name, attachment ? attachment.name : null];
}));
skeleton.setupPose();
skeleton.updateWorldTransform(spine.Physics.none);
const out = [{ t: null, slots: shown() }];
for (const t of asked.times) {
  skeleton.setupPose();
  animation.apply(skeleton, -1, t, false, null, 1, spine.MixFrom.setup, false, false, false);
  skeleton.updateWorldTransform(spine.Physics.none);
  out.push({ t, slots: shown() });
}
console.log(JSON.stringify(out));
