// rig-pose-tracks/1: the key files' envelope (its array named "tracks") through the one JSON
// policy, and each track read by the motion reader's own track checks (ref #43).

#include "rigpose/idle/merge.h"

#include "rigpose/motion/reader.h"
#include "rigpose/util/json_policy.h"
#include "rigpose/util/key_file.h"

namespace rigpose::idle {

namespace {

constexpr const char* kCode = "MERGE_SPEC";

}  // namespace

Loaded<Fragment> readFragmentText(std::string_view text, const std::string& name, const motion::Motion* motion)
{
    Loaded<Fragment> out;
    const KeyFileEnvelope envelope = readKeyFileEnvelope(
        text, name,
        {kCode, kTracksSpec, "track fragment",
         "rigc-motion tracks { \"bone\" | \"slot\" | \"group\" | ..., \"property\", \"keys\" }", "tracks"},
        out.refusals);
    out.value.note = envelope.note;
    if (!envelope.keys)
        return out;
    // The motion reader's codes (MOTION_VALUE, MOTION_EASE, ...) name what a motion file gets
    // wrong; here every one of them is a fragment of the wrong shape, its message kept.
    RefusalList found;
    const motion::Motion none;
    out.value.tracks = motion::readTracks(*envelope.keys, motion ? *motion : none, name, "", found);
    for (const Refusal& r : found.items())
        out.refusals.add(kCode, r.message, r.place);
    return out;
}

Loaded<Fragment> readFragmentFile(const std::string& path, const motion::Motion* motion)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    Loaded<Fragment> out;
    if (fault) {
        out.refusals.add(kCode, jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        out.refusals.add(kCode, path + ": cannot be opened; check the path given to --merge");
        return out;
    }
    return readFragmentText(*bytes, path, motion);
}

}  // namespace rigpose::idle
