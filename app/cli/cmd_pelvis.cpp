// rig-pose pelvis: writes a pelvis track into a sequence before it is cleaned. This build reads
// the track from hand-placed keys (--pelvis-keys); the picture readers (--frames) come later.

#include <algorithm>

#include "commands.h"
#include "output.h"
#include "rigpose/map/aim.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/output_paths.h"
#include "sequence_io.h"

namespace rigpose::cli {

namespace {

// The person to write: --person, or the sequence's only one (POSE_PERSON otherwise).
std::optional<std::string> personOf(const sequence::Sequence& seq, const std::optional<std::string>& asked,
                                    const std::string& name, RefusalList& refusals)
{
    const std::vector<std::string> ids = seq.personIds();
    if (asked) {
        if (std::find(ids.begin(), ids.end(), *asked) != ids.end())
            return asked;
        refusals.add("POSE_PERSON", name + ": person \"" + *asked + "\" is on no frame; pick one the sequence holds");
        return std::nullopt;
    }
    if (ids.size() == 1)
        return ids.front();
    refusals.add("POSE_PERSON", name + ": " +
                                    (ids.empty() ? std::string("no frame holds a person")
                                                 : std::to_string(ids.size()) + " people; pick one with --person <id>"));
    return std::nullopt;
}

int runPelvis(const ParsedArgs& args)
{
    if (args.has("frames") || args.has("mode"))
        return usageError("pelvis", "this build reads the pelvis track from hand keys only: give --pelvis-keys "
                                    "keys.json (the picture readers, --frames and --mode, are not in it yet)");
    for (const char* flag : {"pose", "pelvis-keys", "out"})
        if (!args.has(flag))
            return usageError("pelvis", std::string("--") + flag + " is required");
    const std::string input = *args.value("pose"), keysPath = *args.value("pelvis-keys"), out = *args.value("out");

    OutputPlan plan = planOutputFile(out, "--out");
    if (plan.refusal)
        return refuse(*plan.refusal);
    if (auto collision = checkOutputCollisions({{"--pose", input}, {"--pelvis-keys", keysPath}}, {{"--out", out}}))
        return refuse(*collision);
    Loaded<sequence::Sequence> loaded = readPoseInput(input, false);
    if (!loaded.ok())
        return refuse(loaded.refusals);
    RefusalList refusals = pelvis::checkTrackCanBeAdded(loaded.value, input);
    const auto person = personOf(loaded.value, args.value("person"), input, refusals);
    const auto keys = pelvis::readPelvisKeysFile(keysPath, loaded.value.frames.size());
    refusals.append(keys.refusals);
    if (!refusals.empty() || !person)
        return refuse(refusals);

    const sequence::Sequence written = pelvis::withKeyedTrack(std::move(loaded.value), *person, keys.value);
    if (auto refused = writeSequenceOutput(plan, out, written))
        return refuse(*refused);

    // The swing is read on the track unwrapped frame to frame, so a tilt through ±180° (a figure
    // facing away) swings by its turn, not by 360°.
    double unwrapped = *written.frames.front().pelvisTilt, low = unwrapped, high = unwrapped;
    for (std::size_t f = 1; f < written.frames.size(); ++f) {
        unwrapped += map::wrapDegrees(*written.frames[f].pelvisTilt - *written.frames[f - 1].pelvisTilt);
        low = std::min(low, unwrapped);
        high = std::max(high, unwrapped);
    }
    printLine("PELVIS from keys (" + std::to_string(keys.value.keys.size()) + " key(s) over " +
              std::to_string(written.frames.size()) + " frame(s), linear the short way round, held past the ends): "
              "swing " + formatFixed(high - low, 3) + "°");
    if (plan.missingDir)
        printLine("made directory " + *plan.missingDir + " (holds " + out + ")");
    printLine("wrote " + out + " (" + sequence::specString(written.minorNeeded()) + ", person " + *person +
              ", pelvisSource \"keys\", " + std::to_string(written.frames.size()) + " frames)");
    return kExitWritten;
}

}  // namespace

Command pelvisCommand()
{
    CommandSpec spec{
        "pelvis",
        "write a pelvis track into a sequence, from hand-placed keys, before it is cleaned",
        "rig-pose pelvis --pose in.json --pelvis-keys keys.json --out out.json [--person id]",
        {
            {"pose", "in.json", "the sequence, not yet cleaned and without a pelvis track"},
            {"pelvis-keys", "keys.json", "rig-pose-pelvis-keys/1: { frame, deg } keys, frames may be fractional"},
            {"out", "out.json", "where the sequence goes, with pelvisTilt on every frame (rig-pose-sequence/1.1)"},
            {"person", "id", "the person to keep when the sequence holds more than one"},
            {"frames", "dir", "(not in this build) a folder of PNG frames for the picture readers"},
            {"mode", "reader", "(not in this build) silhouette, waistband or below-cover"},
        }};
    return {spec, runPelvis};
}

}  // namespace rigpose::cli
