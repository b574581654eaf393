// rig-pose clean: takes detector shake out of a sequence once, and records what it did.

#include "commands.h"
#include "option_flags.h"
#include "output.h"
#include "rigpose/clean/clean.h"
#include "rigpose/clean/option_table.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/describe.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"
#include "sequence_io.h"
#include "rigpose/run/sequence_steps.h"
#include "sequence_lines.h"

namespace rigpose::cli {

namespace {

int runClean(const ParsedArgs& args)
{
    const bool fromCoco = args.has("coco");
    if (fromCoco == args.has("pose"))
        return usageError("clean", "give exactly one input: --pose in.json, or --coco in.json to convert and clean");
    if (!args.has("out"))
        return usageError("clean", "--out cleaned.json is required");
    clean::CleanOptions options;
    if (std::string error = readOptionFlags(clean::optionTable(), args, options); !error.empty())
        return usageError("clean", error);
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
    const std::string converted = fromCoco ? sequence::convertLine(loaded.value) : std::string();
    clean::CleanResult cleaned = clean::cleanSequence(std::move(loaded.value), options);
    if (!cleaned.ok())
        return refuse(run::namedFor(input, cleaned.refusals));

    if (auto refused = run::writeSequenceFile(plan, out, cleaned.sequence))
        return refuse(*refused);

    if (fromCoco)
        printLine(converted);
    for (const std::string& line : clean::cleanLines(cleaned.report, options, options.verbose))
        printLine(line);
    if (plan.missingDir)
        printLine(report::madeDirectoryLine(*plan.missingDir, out));
    printLine(report::wroteSequenceLine(out, sequence::specString(cleaned.sequence.minorNeeded()),
                                        cleaned.report.person, cleaned.sequence.frames.size()));
    return kExitWritten;
}

}  // namespace

Command cleanCommand()
{
    // The I/O flags are the CLI's own; every option's flag and help is its row's.
    CommandSpec spec{
        "clean",
        "take detector shake out of a pose sequence, and record what was done",
        "rig-pose clean --pose in.json --out cleaned.json [--loop] [--legs 5] [--rest 7] [--hips-inferred] "
        "[--hold off] [--hold-speed 0.015] [--hold-reach 0.03] [--depth walk|run] [--person id]",
        {
            {"pose", "in.json", "the sequence to clean (rig-pose-sequence/1.x or rig-c-pose-frames/0)"},
            {"coco", "in.json", "a coco17-sequence/1 file: converted, then cleaned"},
            {"out", "cleaned.json", "where the cleaned sequence goes, its record inside"},
        }};
    for (FlagSpec& flag : flagsOf(clean::optionTable()))
        spec.flags.push_back(std::move(flag));
    return {spec, runClean};
}

}  // namespace rigpose::cli
