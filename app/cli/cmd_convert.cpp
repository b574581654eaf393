// rig-pose convert: a COCO-17 sequence (or an older rig-c-pose-frames/0 file) rewritten as
// rig-pose-sequence/1. It converts only: the output still needs rig-pose clean.

#include <algorithm>

#include "commands.h"
#include "output.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/output_paths.h"
#include "sequence_io.h"
#include "rigpose/run/sequence_steps.h"
#include "sequence_lines.h"

namespace rigpose::cli {

namespace {

int runConvert(const ParsedArgs& args)
{
    const bool fromCoco = args.has("coco");
    if (fromCoco == args.has("pose"))
        return usageError("convert", "give exactly one input: --coco in.json (COCO-17) or --pose in.json");
    if (!args.has("out"))
        return usageError("convert", "--out pose.json is required");
    const std::string input = *args.value(fromCoco ? "coco" : "pose");
    const std::string out = *args.value("out");

    OutputPlan plan = planOutputFile(out, "--out");
    if (plan.refusal)
        return refuse(*plan.refusal);
    if (auto collision = checkOutputCollisions({{fromCoco ? "--coco" : "--pose", input}}, {{"--out", out}}))
        return refuse(*collision);

    Loaded<sequence::Sequence> loaded = readPoseInput(input, fromCoco);
    if (!loaded.ok())
        return refuse(loaded.refusals);
    const sequence::Sequence& seq = loaded.value;

    if (auto refused = run::writeSequenceFile(plan, out, seq))
        return refuse(*refused);

    printLine("CONVERT " + seq.specRead + " -> " + sequence::specString(seq.minorNeeded()) + ": " +
              describeSequence(seq));
    printLine(describeJoints(seq));
    if (plan.missingDir)
        printLine("made directory " + *plan.missingDir + " (holds " + out + ")");
    printLine("wrote " + out + " — not cleaned yet: rig-pose clean --pose " + out + " --out <cleaned.json>");
    return kExitWritten;
}

}  // namespace

Command convertCommand()
{
    CommandSpec spec{
        "convert",
        "rewrite a COCO-17 (or rig-c-pose-frames/0) sequence as rig-pose-sequence/1",
        "rig-pose convert --coco in.json --out pose.json",
        {
            {"coco", "in.json", "a coco17-sequence/1 file: one COCO-17 skeleton per frame, person id \"a\""},
            {"pose", "in.json", "a rig-c-pose-frames/0 or rig-pose-sequence file, written again as rig-pose-sequence"},
            {"out", "pose.json", "where the sequence goes (a missing directory is made once the run is green)"},
        }};
    return {spec, runConvert};
}

}  // namespace rigpose::cli
