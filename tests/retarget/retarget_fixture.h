#pragma once
// The retarget tests' inputs: the example rig and map, and the wave generated from known joint
// angles, cleaned with windows of 1 and the hold off (so the positions are the generator's).
#include <functional>
#include <map>

#include "rigpose/clean/clean.h"
#include "rigpose/examples/wave.h"
#include "rigpose/map/map.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/rig/reader.h"
#include "testutils.h"

namespace rigpose::test {

inline rig::Rig exampleRig()
{
    auto rig = rig::readRigFile(sourcePath("resources/examples/wave/rig/rig.json"));
    return rig.value;
}

inline map::Map exampleMap(const rig::Rig& rig)
{
    return map::readMapFile(sourcePath("resources/examples/wave/map.json"), rig).value;
}

// The wave, `edit` applied to the raw sequence, then cleaned with --legs 1 --rest 1 --hold off.
inline sequence::Sequence cleanedWave(const std::function<void(sequence::Sequence&)>& edit = {})
{
    sequence::Sequence raw = examples::makeWaveSequence({});
    if (edit)
        edit(raw);
    clean::CleanOptions options;
    options.legs = 1;
    options.rest = 1;
    options.hold = false;
    return clean::cleanSequence(raw, options).sequence;
}

// A trunk and a head on a hip: the smallest rig a nod and a head's jitter can be read on.
inline constexpr const char* kNodderRig = R"({ "spec": "rigc-rig/1", "name": "nodder", "bones": [
  { "name": "root" },
  { "name": "hip", "parent": "root", "y": 100, "length": 40 },
  { "name": "chest", "parent": "hip", "rotation": 90, "length": 200 },
  { "name": "head", "parent": "chest", "x": 220, "rotation": -90, "length": 30 } ], "slots": [] })";

struct RetargetRun {
    rig::Rig rig;
    map::Map map;
    sequence::Sequence sequence;
    retarget::Result result;
};

inline RetargetRun runRetarget(sequence::Sequence seq, rig::Rig rig, const map::Map* map = nullptr,
                               const motion::Motion* base = nullptr, const std::string& name = "wave")
{
    RetargetRun run;
    run.rig = std::move(rig);
    run.sequence = std::move(seq);
    run.map = map ? *map : exampleMap(run.rig);
    retarget::Inputs in;
    in.sequence = &run.sequence;
    in.rig = &run.rig;
    in.map = &run.map;
    in.baseMotion = base;
    in.options.name = name;
    in.sequenceName = "wave.pose.json";
    in.rigName = "rig.json";
    in.mapName = "map.json";
    run.result = retarget::retarget(in);
    return run;
}

// Inputs for `seq` on the wave's rig and map (read once for the process), the animation `name`.
inline retarget::Inputs exampleInputs(const sequence::Sequence& seq, const std::string& name)
{
    static const rig::Rig rig = exampleRig();
    static const map::Map map = exampleMap(rig);
    retarget::Inputs in;
    in.sequence = &seq;
    in.rig = &rig;
    in.map = &map;
    in.options.name = name;
    in.sequenceName = "pose.json";
    in.rigName = "rig.json";
    in.mapName = "map.json";
    return in;
}

// `seq` retargeted with --plant-feet onto the wave's rig and map (the legs' readings against truth).
inline retarget::Result plantOnExample(const sequence::Sequence& seq, const std::string& name)
{
    retarget::Inputs in = exampleInputs(seq, name);
    in.options.plantFeet = true;
    return retarget::retarget(in);
}

}  // namespace rigpose::test
