// rig-pose pelvis: writes a pelvis track into a sequence before it is cleaned. This build reads
// the track from hand-placed keys (--pelvis-keys); the reference's picture readers (--frames,
// --mode) are not in it yet (not_built.cpp).

#include "commands.h"
#include "output.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/output_paths.h"
#include "sequence_io.h"
#include "rigpose/run/sequence_steps.h"

namespace rigpose::cli {

namespace {

int runPelvis(const ParsedArgs& args)
{
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
    const auto keyed = run::keyPelvis(loaded.value, {{keysPath, keysPath}, std::nullopt}, args.value("person"), input);
    if (!keyed.ok())
        return refuse(keyed.refusals);
    const sequence::Sequence& written = keyed.value.sequence;
    if (auto refused = run::writeSequenceFile(plan, out, written))
        return refuse(*refused);
    printLine(keyed.value.line);
    if (plan.missingDir)
        printLine(report::madeDirectoryLine(*plan.missingDir, out));
    printLine("wrote " + out + " (" + sequence::specString(written.minorNeeded()) + ", person " + keyed.value.person +
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
            {"pelvis-keys", "keys.json",
             "rig-pose-pelvis-keys/1: { frame, deg, curve? } keys, frames may be fractional; linear between "
             "unless a key's curve says stepped, ease or [x1,y1,x2,y2]"},
            {"out", "out.json", "where the sequence goes, with pelvisTilt on every frame (rig-pose-sequence/1.1)"},
            {"person", "id", "the person to keep when the sequence holds more than one"},
        }};
    return {spec, runPelvis};
}

}  // namespace rigpose::cli
