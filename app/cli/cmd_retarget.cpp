// rig-pose retarget: puts a cleaned pose sequence onto a rig as one animation, gated, and
// writes the motion, its report and (with --build) the gated build and its record.

#include <cmath>
#include <filesystem>

#include "commands.h"
#include "number_args.h"
#include "option_flags.h"
#include "output.h"
#include "rigpose/clean/require_cleaned.h"
#include "rigpose/stage/option_table.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/run/retarget_prepare.h"
#include "rigpose/run/retarget_stage.h"
#include "rigpose/rig/reader.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"

namespace rigpose::cli {

namespace {

namespace fs = std::filesystem;

// One of a pair of names for one input (ref #243): both given with different values is refused.
std::optional<Refusal> aliasValue(const ParsedArgs& args, const std::string& first, const std::string& second,
                                  std::optional<std::string>& value)
{
    auto a = args.value(first), b = args.value(second);
    if (a && b && *a != *b)
        return Refusal{"ARG_ALIAS", "--" + first + " \"" + *a + "\" and --" + second + " \"" + *b +
                                        "\" are both given and differ; --" + second + " is another name for --" +
                                        first + ", so give one"};
    value = a ? a : b;
    return std::nullopt;
}

std::string defaultReportPath(const std::string& out)
{
    const std::string ext = ".json";
    if (out.size() > ext.size() && out.compare(out.size() - ext.size(), ext.size(), ext) == 0)
        return out.substr(0, out.size() - ext.size()) + ".report.json";
    return out + ".report.json";
}

// "wave" for wave.motion.json: the default animation name.
std::string defaultName(const std::string& out)
{
    std::string stem = fs::path(out).filename().string();
    if (auto dot = stem.find('.'); dot != std::string::npos && dot > 0)
        stem = stem.substr(0, dot);
    return stem.empty() ? "retarget" : stem;
}

// What the run reads, as the collision check names it: the sequence, the rig file and the motion
// beside it, the map.
std::vector<NamedPath> inputPaths(const ParsedArgs& args, const std::string& sequence, const rig::RigPaths& rig,
                                  const std::string& map)
{
    std::vector<NamedPath> inputs{{args.has("pose") ? "--pose" : "--sequence", sequence}, {"--rig", rig.rig}};
    if (rig.motion)
        inputs.push_back({rig.motionNamed ? "--base-motion" : "--rig (its motion.json)", *rig.motion});
    inputs.push_back({"--map", map});
    if (auto keys = args.value("contact-keys"))
        inputs.push_back({"--contact-keys", *keys});
    if (auto merge = args.value("merge"))
        inputs.push_back({"--merge", *merge});
    return inputs;
}

// What the run may write: the motion, the report, and with --build the build's files and record.
std::vector<NamedPath> outputPaths(const std::string& out, const std::string& report,
                                   const std::optional<std::string>& buildDir, const std::optional<std::string>& camera)
{
    std::vector<NamedPath> outputs{{"--out", out}, {"--report", report}};
    if (camera)
        outputs.push_back({"--camera", *camera});
    if (buildDir)
        for (const char* file : {"skeleton.json", "skeleton.atlas", "retarget.json"})
            outputs.push_back({"--build (its " + std::string(file) + ")", (fs::path(*buildDir) / file).string()});
    return outputs;
}

int runRetarget(const ParsedArgs& args)
{
    if (args.has("coco"))
        return refuse(clean::cocoNeedsClean(*args.value("coco")));
    std::optional<std::string> sequencePath, name;
    if (auto r = aliasValue(args, "pose", "sequence", sequencePath))
        return refuse(*r);
    if (auto r = aliasValue(args, "animation", "name", name))
        return refuse(*r);
    for (const char* flag : {"rig", "map", "out"})
        if (!args.has(flag))
            return usageError("retarget", std::string("--") + flag + " is required");
    if (!sequencePath)
        return usageError("retarget", "--sequence pose.json (or --pose) is required");
    if (args.has("reference") && !args.has("build"))
        return refuse(Refusal{"ARG_REFERENCE",
                              "--reference needs --build: the record it goes in (retarget.json) is "
                              "written beside the build; add --build <dir> or drop --reference"});
    retarget::Options options;
    if (std::string error = readOptionFlags(stage::optionTable(), args, options); !error.empty())
        return usageError("retarget", error);
    // --smooth is an alias kept since ref #67: clean smooths the sequence, so it changes nothing here.
    std::optional<std::string> smoothLine;
    if (auto word = args.value("smooth")) {
        auto v = parseNumber(*word);
        if (!v || !(*v >= 1) || std::floor(*v) != *v)
            return usageError("retarget", "--smooth takes a window of frames (a whole number, 1 or more), not \"" +
                                              *word + "\"; it is carried by clean and ignored here");
        smoothLine =
            "--smooth is carried by clean; ignored (rig-pose clean --legs and --rest smooth the sequence; "
            "--smooth " +
            *word + " writes the same bytes as none)";
    }
    if (options.verbose && options.summary)
        return usageError("retarget",
                          "--verbose prints every line in full and --summary one line per measure; give one");
    const std::string rigArg = *args.value("rig"), mapPath = *args.value("map"), out = *args.value("out");
    if (!name)
        options.name = defaultName(out);
    const bool reportDefault = !args.has("report");
    const std::string reportPath = args.value("report").value_or(defaultReportPath(out));
    const std::optional<std::string> buildDir = args.value("build");
    const std::optional<std::string> cameraPath = args.value("camera");
    if (cameraPath && !options.legScale)
        return usageError("retarget",
                          "--camera writes --leg-scale's figure-scale track; give --leg-scale min,max "
                          "too, or drop --camera");

    // Every output path is checked before any work; directories are made only on a green run.
    OutputPlan outPlan = planOutputFile(out, "--out");
    OutputPlan reportPlan = planOutputFile(reportPath, "--report");
    std::optional<OutputPlan> cameraPlan;
    if (cameraPath)
        cameraPlan = planOutputFile(*cameraPath, "--camera");
    std::optional<OutputPlan> buildPlan;
    if (buildDir)
        buildPlan = planOutputFile((fs::path(*buildDir) / "retarget.json").string(), "--build");
    for (const OutputPlan* p :
         {&outPlan, &reportPlan, cameraPlan ? &*cameraPlan : nullptr, buildPlan ? &*buildPlan : nullptr})
        if (p && p->refusal)
            return refuse(*p->refusal);

    auto rigPaths = rig::resolveRigPaths(rigArg);
    if (!rigPaths.ok())
        return refuse(rigPaths.refusals);
    if (auto baseMotion = args.value("base-motion")) {
        rigPaths.value.motion = *baseMotion;
        rigPaths.value.motionNamed = true;
    }
    const std::vector<NamedPath> inputs = inputPaths(args, *sequencePath, rigPaths.value, mapPath);
    if (auto collision = checkOutputCollisions(inputs, outputPaths(out, reportPath, buildDir, cameraPath)))
        return refuse(*collision);
    // The build's files would land among the inputs: refused as the studio's build export is.
    if (buildDir)
        if (auto inside = checkOutputFolder(inputs, {"--build", *buildDir}))
            return refuse(*inside);

    run::RetargetSources sources;
    sources.rig = {rigArg, rigArg};
    if (auto baseMotion = args.value("base-motion"))
        sources.baseMotion = run::Named{*baseMotion, *baseMotion};
    sources.map = {{mapPath, mapPath}, std::nullopt};
    sources.sequence = {{*sequencePath, *sequencePath}, std::nullopt};
    if (auto keys = args.value("contact-keys"))
        sources.contactKeys = run::Source{{*keys, *keys}, std::nullopt};
    if (auto merge = args.value("merge"))
        sources.merge = run::Source{{*merge, *merge}, std::nullopt};
    sources.options = options;
    sources.motionOut = out;
    sources.buildDir = buildDir.value_or(".");
    sources.reference = args.value("reference");
    const run::Prepared prepared = run::prepareRetarget(sources);
    if (!prepared.ok())
        return refuse(prepared.refusals);

    const retarget::Result result = run::runRetarget(prepared);
    if (!result.ok()) {
        if (!result.gate.summary.empty())
            printLine("GATE " + result.gate.summary);
        if (options.verbose) {
            // Every refusal, the per-frame ones before their hinge's, not the first 25.
            for (const Refusal& r : result.refusals.items())
                printRefusal(r);
            return refuse(RefusalList{});
        }
        return refuse(result.refusals);
    }

    // Every file staged first and renamed together: a failure on the last leaves the old motion,
    // report and build as they were, and no directory this run made.
    run::RetargetOutputs outputs;
    outputs.motion = run::OutputFile{out, out, outPlan.missingDir};
    outputs.report = run::OutputFile{reportPath, reportPath, reportPlan.missingDir};
    if (buildDir)
        outputs.build = run::OutputFile{*buildDir, *buildDir, buildPlan->missingDir};
    if (cameraPath)
        outputs.camera = run::OutputFile{*cameraPath, *cameraPath, cameraPlan->missingDir};
    outputs.reportDefault = reportDefault;
    const run::Staged written = run::writeRetarget(prepared, result, outputs);
    if (!written.printed.empty() && smoothLine)
        printLine(*smoothLine);
    for (const std::string& line : written.printed)
        printLine(line);
    if (!written.ok())
        return refuse(written.refusals);
    for (const std::string& line : written.wrote)
        printLine(line);
    return kExitWritten;
}

}  // namespace

Command retargetCommand()
{
    CommandSpec spec{
        "retarget",
        "put a cleaned pose sequence onto a rig as one gated animation",
        "rig-pose retarget --rig rig/ --map map.json --sequence pose.json --out motion.json [--animation name] "
        "[--report report.json] [--build dir] [--reference path] [--min-score 0.3] [--person id] [--short fraction] "
        "[--flip deg] [--bends refuse|clamp] [--plant-feet [--floor y] [--stance leg-lengths]] [--leg-scale min,max "
        "[--camera camera.json]] [--contact-keys keys.json] [--base-motion motion.json] [--idle name] [--carry-idle] "
        "[--merge tracks.json] [--switch-tolerance "
        "deg] [--switch-min s] [--verbose | --summary]",
        {
            {"rig", "dir|rig.json",
             "the rig: the directory @rig-c/parts writes (its motion.json carried) or a rig.json"},
            {"map", "map.json", "rig-pose-map/1: which bones carry which joints"},
            {"sequence", "pose.json", "the sequence, as rig-pose clean wrote it"},
            {"pose", "pose.json", "another name for --sequence"},
            {"coco", "in.json", "refused: a COCO-17 file needs rig-pose clean --coco first"},
            {"out", "motion.json", "where the motion goes (rigc-motion/1)"},
            {"report", "report.json", "where the report goes (default: beside --out as <out>.report.json)"},
            {"build", "dir", "keep the gated Spine build here, with its record retarget.json"},
            {"camera", "camera.json",
             "with --leg-scale: write its figure-scale track here as rig-pose-camera/1 (the motion does not change)"},
            {"reference", "path", "what the motion was made to match, echoed into retarget.json (needs --build)"},
            {"contact-keys", "keys.json",
             "rig-pose-contact-keys/1: which foot supports, by hand, over the readings (FEET)"},
            {"base-motion", "motion.json",
             "the rig's own motion (rigc-motion/1) from this file, instead of the motion.json beside a rig folder"},
            {"merge", "tracks.json",
             "rig-pose-tracks/1: timed tracks (a blink read off the video) added to the new animation, never replacing "
             "a keyed one (MERGE)"},
            {"smooth", "n",
             "kept as an alias: the smoothing is rig-pose clean's (--legs, --rest), so it is ignored here"},
        }};
    for (FlagSpec& flag : flagsOf(stage::optionTable()))
        spec.flags.push_back(std::move(flag));
    return {spec, runRetarget};
}

}  // namespace rigpose::cli
