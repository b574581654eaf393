// rig-pose retarget: puts a cleaned pose sequence onto a rig as one animation, gated, and
// writes the motion, its report and (with --build) the gated build and its record.

#include <cmath>
#include <algorithm>
#include <filesystem>

#include "commands.h"
#include "number_args.h"
#include "option_flags.h"
#include "output.h"
#include "rigpose/clean/require_cleaned.h"
#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/map/map.h"
#include "rigpose/retarget/rig_inputs.h"
#include "rigpose/report/inputs.h"
#include "rigpose/report/report.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/stage/option_table.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/spine/build.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_finite.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"

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
                                   const std::optional<std::string>& buildDir)
{
    std::vector<NamedPath> outputs{{"--out", out}, {"--report", report}};
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

    // Every output path is checked before any work; directories are made only on a green run.
    OutputPlan outPlan = planOutputFile(out, "--out");
    OutputPlan reportPlan = planOutputFile(reportPath, "--report");
    std::optional<OutputPlan> buildPlan;
    if (buildDir)
        buildPlan = planOutputFile((fs::path(*buildDir) / "retarget.json").string(), "--build");
    for (const OutputPlan* p : {&outPlan, &reportPlan, buildPlan ? &*buildPlan : nullptr})
        if (p && p->refusal)
            return refuse(*p->refusal);

    auto rigPaths = rig::resolveRigPaths(rigArg);
    if (!rigPaths.ok())
        return refuse(rigPaths.refusals);
    if (auto baseMotion = args.value("base-motion")) {
        rigPaths.value.motion = *baseMotion;
        rigPaths.value.motionNamed = true;
    }
    if (auto collision = checkOutputCollisions(inputPaths(args, *sequencePath, rigPaths.value, mapPath),
                                               outputPaths(out, reportPath, buildDir)))
        return refuse(*collision);

    // Read every input once, from the bytes that are hashed.
    RefusalList refusals;
    auto rigRead = report::readInput(rigPaths.value.rig, rigArg, "RIG_PATH", "RIG_JSON", "--rig", refusals);
    auto mapRead = report::readInput(mapPath, mapPath, "MAP_READ", "MAP_JSON", "--map", refusals);
    auto seqRead = report::readInput(*sequencePath, *sequencePath, "POSE_READ", "POSE_JSON", "--sequence", refusals);
    const std::optional<std::string> contactPath = args.value("contact-keys");
    std::optional<report::ReadInput> contactRead;
    if (contactPath)
        contactRead = report::readInput(*contactPath, *contactPath, "CONTACT_KEYS", "CONTACT_KEYS", "--contact-keys",
                                        refusals);
    const std::optional<std::string> mergePath = args.value("merge");
    std::optional<report::ReadInput> mergeRead;
    if (mergePath)
        mergeRead = report::readInput(*mergePath, *mergePath, "MERGE_SPEC", "MERGE_SPEC", "--merge", refusals);
    if (!refusals.empty())
        return refuse(refusals);
    auto rigSide = retarget::readRigWithMotion(rigPaths.value, rigArg, rigRead->bytes, out);
    if (!rigSide.ok())
        return refuse(rigSide.refusals);
    const rig::Rig& rig = rigSide.value.rig;
    const std::optional<std::string>& motionLine = rigSide.value.motionLine;
    auto map = map::readMapText(mapRead->bytes, mapPath, rig);
    auto seq = sequence::readSequenceText(seqRead->bytes, *sequencePath);
    refusals.append(map.refusals);
    refusals.append(seq.refusals);
    Loaded<legs::ContactKeys> contactKeys;
    if (contactRead && seq.ok()) {
        contactKeys = legs::readContactKeysText(contactRead->bytes, *contactPath, seq.value.frames.size());
        refusals.append(contactKeys.refusals);
    }
    // The fragment's easings and groups are the rig's own motion's.
    Loaded<idle::Fragment> fragment;
    if (mergeRead) {
        const auto& base = rigSide.value.baseMotion;
        fragment = idle::readFragmentText(mergeRead->bytes, *mergePath, base ? &*base : nullptr);
        refusals.append(fragment.refusals);
    }
    if (!refusals.empty())
        return refuse(refusals);

    retarget::Inputs inputs = retarget::inputsOf(rigSide.value, map.value, seq.value, options,
                                                 {*sequencePath, rigArg, mapPath, buildDir.value_or(".")});
    if (contactRead) {
        inputs.contactKeys = &contactKeys.value;
        inputs.contactKeysName = *contactPath;
        inputs.contactKeysSha256 = contactRead->identity.sha256;
    }
    if (mergeRead) {
        inputs.merge = &fragment.value;
        inputs.mergeName = *mergePath;
    }
    const retarget::Result result = retarget::retarget(inputs);
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

    report::RunIdentity identity{rigRead->identity, rigPaths.value.rig, mapRead->identity, seqRead->identity,
                                 args.value("reference")};
    // The inputs again, from disk, before anything is written.
    for (auto [id, file, flag] :
         {std::tuple{&identity.rig, rigPaths.value.rig, "--rig"}, std::tuple{&identity.map, mapPath, "--map"},
          std::tuple{&identity.sequence, *sequencePath, "--sequence"}})
        if (auto changed = report::checkUnchanged(*id, file, flag))
            refusals.add(changed->code, changed->message);
    if (contactRead)
        if (auto changed = report::checkUnchanged(contactRead->identity, *contactPath, "--contact-keys"))
            refusals.add(changed->code, changed->message);
    if (mergeRead)
        if (auto changed = report::checkUnchanged(mergeRead->identity, *mergePath, "--merge"))
            refusals.add(changed->code, changed->message);
    if (!refusals.empty())
        return refuse(refusals);

    // The report and the record are DOMs, where a value that is not finite would be written as
    // null: checked before anything is written (the motion's bytes were read back by the gate).
    const report::json reportDoc = report::reportJson(result, options, identity, seq.value, rig);
    const std::optional<report::json> recordDoc = buildDir ? std::optional<report::json>(
                                                                 report::recordJson(result, identity, seq.value))
                                                           : std::nullopt;
    if (auto refused = checkWritable(reportDoc, reportPath))
        return refuse(*refused);
    if (recordDoc)
        if (auto refused = checkWritable(*recordDoc, (fs::path(*buildDir) / "retarget.json").string()))
            return refuse(*refused);

    if (smoothLine)
        printLine(*smoothLine);
    for (const std::string& line :
         options.summary ? report::summaryLines(result, motionLine) : report::runLines(result, seq.value, motionLine))
        printLine(line);
    // Every file staged first and renamed together: a failure on the last leaves the old motion,
    // report and build as they were, and no directory this run made.
    OutputSet written;
    std::vector<std::string> made;
    for (const OutputPlan* p : {&outPlan, &reportPlan, buildPlan ? &*buildPlan : nullptr}) {
        if (!p || !p->missingDir || std::find(made.begin(), made.end(), *p->missingDir) != made.end())
            continue;
        if (auto refused = written.makeDirectory(*p->missingDir))
            return refuse(*refused);
        made.push_back(*p->missingDir);
    }
    // The bytes the gate validated, not a second formatting of the same motion.
    if (auto refused = written.stage(out, result.gate.motionBytes))
        return refuse(*refused);
    const std::optional<std::string> replaced = report::modifiedAt(reportPath);
    if (auto refused = written.stage(reportPath, report::jsonText(reportDoc)))
        return refuse(*refused);
    if (buildDir) {
        if (auto failed = spine::stageBuild(written, *buildDir, *result.gate.build); !failed.empty())
            return refuse(failed);
        const std::string record = (fs::path(*buildDir) / "retarget.json").string();
        if (auto refused = written.stage(record, report::jsonText(*recordDoc)))
            return refuse(*refused);
    }
    if (auto refused = written.commit())
        return refuse(*refused);

    for (const OutputPlan* p : {&outPlan, &reportPlan, buildPlan ? &*buildPlan : nullptr})
        if (p && p->missingDir && std::find(made.begin(), made.end(), *p->missingDir) != made.end()) {
            printLine(report::madeDirectoryLine(*p->missingDir, p == &outPlan      ? out
                                                                : p == &reportPlan ? reportPath
                                                                                   : "the build"));
            made.erase(std::find(made.begin(), made.end(), *p->missingDir));
        }
    if (buildDir)
        printLine(report::recordLine(args.value("reference")));
    printLine(report::wroteMotionLine(out, options.name, result.frameTimes.size()));
    printLine(report::wroteReportLine(reportPath, reportDefault, replaced));
    if (buildDir)
        printLine(report::wroteBuildLine(*buildDir, result.gate.build->atlas.has_value()));
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
        "[--flip deg] [--bends refuse|clamp] [--plant-feet [--floor y] [--stance leg-lengths]] [--contact-keys "
        "keys.json] [--base-motion motion.json] [--idle name] [--carry-idle] [--merge tracks.json] [--switch-tolerance "
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
