// Reads a GLB with glTF Transform (@gltf-transform/core) and prints, as JSON on stdout, the world
// position of every joint of its first skin at every key of its first animation:
//
//   node gltf_joints.mjs <file.glb>
//
//   { "animation": "walk", "joints": [name, …], "times": [t, …], "frames": [[[x, y, z], …], …] }
//
// frames[k][j] is joint j (in skin.joints order) at times[k]. Exits 2 on bad input, or on an
// animation this check cannot read exactly (see below).

import { NodeIO } from '@gltf-transform/core';

const [path] = process.argv.slice(2);
if (!path) {
  console.error('usage: node gltf_joints.mjs <file.glb>');
  process.exit(2);
}
const fail = (message) => {
  console.error(message);
  process.exit(2);
};

const root = (await new NodeIO().read(path)).getRoot();
const skin = root.listSkins()[0];
const animation = root.listAnimations()[0];
if (!skin || !animation)
  fail(`${path}: needs a skin and an animation`);

// Only the keys themselves are posed, so the reader's own interpolation never enters the
// comparison; that holds only while every sampler keys the same times and its output holds one
// value per key (CUBICSPLINE's tangents would not).
const channels = animation.listChannels();
const times = Array.from(channels[0]?.getSampler().getInput().getArray() ?? []);
for (const channel of channels) {
  const sampler = channel.getSampler();
  const input = sampler.getInput().getArray();
  if (sampler.getInterpolation() === 'CUBICSPLINE')
    fail(`${path}: a CUBICSPLINE sampler, whose keys this check does not read`);
  if (input.length !== times.length || input.some((t, i) => t !== times[i]))
    fail(`${path}: the samplers do not share one set of key times`);
  if (!['translation', 'rotation', 'scale'].includes(channel.getTargetPath()))
    fail(`${path}: a channel on "${channel.getTargetPath()}", not a node's transform`);
}

const joints = skin.listJoints();
const frames = times.map((_, key) => {
  for (const channel of channels) {
    const property = channel.getTargetPath();
    const value = channel.getSampler().getOutput().getElement(key, []);
    channel.getTargetNode()[`set${property[0].toUpperCase()}${property.slice(1)}`](value);
  }
  // Column-major 4×4: the translation is the last column.
  return joints.map((joint) => Array.from(joint.getWorldMatrix().slice(12, 15)));
});

console.log(JSON.stringify({ animation: animation.getName(), joints: joints.map((j) => j.getName()), times, frames }));
