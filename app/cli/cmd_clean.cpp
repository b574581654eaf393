// rig-pose clean: takes detector shake out of a sequence once, and records what it did.

#include "commands.h"
#include "number_args.h"
#include "rigpose/clean/option_bounds.h"
#include "output.h"
#include "rigpose/clean/clean.h"
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

// Reads the flags into options; returns a usage error, if any.
std::string readOptions(const ParsedArgs& args, clean::CleanOptions& options)
{
    options.loop = args.has("loop");
    options.hipsInferred = args.has("hips-inferred");
    for (auto [flag, target] : {std::pair{"legs", &options.legs}, std::pair{"rest", &options.rest}}) {
        if (auto word = args.value(flag)) {
            auto value = parseInteger(*word);
            if (!value || !clean::isWindowInRange(*value))
                return std::string("--") + flag + " takes a window in frames, not \"" + *word + "\"";
            *target = static_cast<int>(*value);
        }
    }
    if (auto word = args.value("hold")) {
        if (*word != "off")
            return "--hold takes one value, off (the hold is on by default)";
        options.hold = false;
    }
    for (auto [flag, target] :
         {std::pair{"hold-speed", &options.holdParams.speed}, std::pair{"hold-reach", &options.holdParams.reach}}) {
        if (auto word = args.value(flag)) {
            auto value = parseNumber(*word);
            if (!value || !clean::isHoldLength(*value))
                return std::string("--") + flag + " takes a number of trunk lengths above 0, not \"" + *word + "\"";
            *target = *value;
        }
    }
    if (!options.hold && (args.has("hold-speed") || args.has("hold-reach")))
        return "--hold-speed and --hold-reach tune the hold, which --hold off turns off";
    if (auto word = args.value("depth")) {
        options.depth = clean::gaitFromName(*word);
        if (!options.depth)
            return "--depth takes the gait, walk or run, not \"" + *word + "\"";
    }
    options.person = args.value("person");
    return {};
}

int runClean(const ParsedArgs& args)
{
    const bool fromCoco = args.has("coco");
    if (fromCoco == args.has("pose"))
        return usageError("clean", "give exactly one input: --pose in.json, or --coco in.json to convert and clean");
    if (!args.has("out"))
        return usageError("clean", "--out cleaned.json is required");
    clean::CleanOptions options;
    if (std::string error = readOptions(args, options); !error.empty())
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
    for (const std::string& line : clean::cleanLines(cleaned.report, options, args.has("verbose")))
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
    CommandSpec spec{
        "clean",
        "take detector shake out of a pose sequence, and record what was done",
        "rig-pose clean --pose in.json --out cleaned.json [--loop] [--legs 5] [--rest 7] [--hips-inferred] "
        "[--hold off] [--hold-speed 0.015] [--hold-reach 0.03] [--depth walk|run] [--person id]",
        {
            {"pose", "in.json", "the sequence to clean (rig-pose-sequence/1.x or rig-c-pose-frames/0)"},
            {"coco", "in.json", "a coco17-sequence/1 file: converted, then cleaned"},
            {"out", "cleaned.json", "where the cleaned sequence goes, its record inside"},
            {"loop", "", "the sequence is one cycle: windows wrap, the floor is kept, travel is in-place"},
            {"legs", "N", "smoothing window over hips, knees and ankles: 1 (none) or odd >= 5 (default 5)"},
            {"rest", "N", "smoothing window over every other joint: 1 or odd >= 5 (default 7)"},
            {"hips-inferred", "", "declare the hips unseen (under a skirt or cloak): marked inferred"},
            {"hold", "off", "turn the stillness hold off"},
            {"hold-speed", "L", "a still joint's 5-frame median speed, trunk lengths a frame (default 0.015)"},
            {"hold-reach", "L", "how far a held joint may stray from its median, trunk lengths (default 0.03)"},
            {"depth", "gait", "derive each limb segment's lean toward or away from the camera (walk or run)"},
            {"person", "id", "the person to clean when the sequence holds more than one"},
            {"verbose", "", "print the hold record in full on the CLEAN line"},
        }};
    return {spec, runClean};
}

}  // namespace rigpose::cli
