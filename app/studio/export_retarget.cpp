#include "export_retarget.h"

#include <filesystem>

#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/map/map.h"
#include "rigpose/report/inputs.h"
#include "rigpose/report/report.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/retarget/rig_inputs.h"
#include "rigpose/rig/reader.h"
#include "rigpose/spine/build.h"
#include "rigpose/util/json_finite.h"
#include "rigpose/util/sha256.h"

namespace rigpose::studio {

namespace {

namespace fs = std::filesystem;

// --rig's files named as resolving the typed argument would name them: the same files under it.
rig::RigPaths namedRigPaths(const rig::RigPaths& resolved, const std::string& readArg, const std::string& typedArg)
{
    const auto rename = [&](const std::string& path) {
        return path == readArg ? typedArg : (fs::path(typedArg) / fs::path(path).filename()).string();
    };
    rig::RigPaths named{rename(resolved.rig), std::nullopt};
    if (resolved.motion)
        named.motion = rename(*resolved.motion);
    return named;
}

}  // namespace

RetargetStaged stageRetarget(const RetargetExport& job, const ExportSequence& seq, const std::string& sequenceFile,
                             OutputSet& set)
{
    RetargetStaged out;
    auto paths = rig::resolveRigPaths(job.rig);
    if (!paths.ok()) {
        out.refusals = std::move(paths.refusals);
        return out;
    }
    rig::RigPaths named = namedRigPaths(paths.value, job.rig, job.rigTyped);
    if (!job.baseMotion.empty()) {
        paths.value.motion = job.baseMotion;
        named.motion = job.baseMotionTyped;
        paths.value.motionNamed = named.motionNamed = true;
    }
    // Read once, from the bytes that are hashed, as rig-pose retarget reads them.
    auto rigIn = report::readInput(paths.value.rig, job.rigTyped, "RIG_PATH", "RIG_JSON", "--rig", out.refusals);
    auto mapIn = report::readInput(job.map, job.mapTyped, "MAP_READ", "MAP_JSON", "--map", out.refusals);
    std::optional<report::ReadInput> contactIn;
    if (!job.contactKeys.empty())
        contactIn = report::readInput(job.contactKeys, job.contactKeysTyped, "CONTACT_KEYS", "CONTACT_KEYS",
                                      "--contact-keys", out.refusals);
    std::optional<report::ReadInput> mergeIn;
    if (!job.merge.empty())
        mergeIn = report::readInput(job.merge, job.mergeTyped, "MERGE_SPEC", "MERGE_SPEC", "--merge", out.refusals);
    if (!out.ok())
        return out;
    auto rigSide = retarget::readRigWithMotion(paths.value, named, job.rigTyped, rigIn->bytes, job.motionOut);
    if (!rigSide.ok()) {
        out.refusals = std::move(rigSide.refusals);
        return out;
    }
    auto map = map::readMapText(mapIn->bytes, job.mapTyped, rigSide.value.rig);
    if (!map.ok()) {
        out.refusals = std::move(map.refusals);
        return out;
    }

    // Atlas pages are written relative to the build: the same folder the CLI's --build names
    // (without one, the folder it runs in, as its "." is).
    const std::string buildDir = job.build ? job.build->path : job.folder;
    retarget::Inputs inputs = retarget::inputsOf(rigSide.value, map.value, seq.sequence, job.options,
                                                 {seq.typed, job.rigTyped, job.mapTyped, buildDir});
    Loaded<legs::ContactKeys> contactKeys;
    if (contactIn) {
        contactKeys = legs::readContactKeysText(contactIn->bytes, job.contactKeysTyped, seq.sequence.frames.size());
        if (!contactKeys.ok()) {
            out.refusals = std::move(contactKeys.refusals);
            return out;
        }
        inputs.contactKeys = &contactKeys.value;
        inputs.contactKeysName = job.contactKeysTyped;
        inputs.contactKeysSha256 = contactIn->identity.sha256;
    }
    Loaded<idle::Fragment> fragment;
    if (mergeIn) {
        const auto& base = rigSide.value.baseMotion;
        fragment = idle::readFragmentText(mergeIn->bytes, job.mergeTyped, base ? &*base : nullptr);
        if (!fragment.ok()) {
            out.refusals = std::move(fragment.refusals);
            return out;
        }
        inputs.merge = &fragment.value;
        inputs.mergeName = job.mergeTyped;
    }
    const retarget::Result result = retarget::retarget(inputs);
    if (!result.ok()) {
        if (!result.gate.summary.empty())
            out.printed.push_back("GATE " + result.gate.summary);
        out.refusals = result.refusals;
        return out;
    }

    const report::RunIdentity identity{rigIn->identity,
                                       named.rig,
                                       mapIn->identity,
                                       {seq.typed, sha256Hex(seq.bytes)},
                                       std::nullopt};
    // The inputs again, from disk, before anything is written.
    for (auto [id, file, flag] :
         {std::tuple{&identity.rig, paths.value.rig, "--rig"}, std::tuple{&identity.map, job.map, "--map"}})
        if (auto changed = report::checkUnchanged(*id, file, flag))
            out.refusals.add(*changed);
    if (contactIn)
        if (auto changed = report::checkUnchanged(contactIn->identity, job.contactKeys, "--contact-keys"))
            out.refusals.add(*changed);
    if (mergeIn)
        if (auto changed = report::checkUnchanged(mergeIn->identity, job.merge, "--merge"))
            out.refusals.add(*changed);
    if (!sequenceFile.empty())
        if (auto changed = report::checkUnchanged(identity.sequence, sequenceFile, "--sequence"))
            out.refusals.add(*changed);
    if (!out.ok())
        return out;

    // The report and the record are DOMs: a value that is not finite is refused before any write.
    std::optional<report::json> reportDoc, recordDoc;
    if (job.report) {
        reportDoc = report::reportJson(result, job.options, identity, seq.sequence, rigSide.value.rig);
        if (auto refused = checkWritable(*reportDoc, job.report->typed))
            out.refusals.add(*refused);
    }
    if (job.build) {
        recordDoc = report::recordJson(result, identity, seq.sequence);
        if (auto refused = checkWritable(*recordDoc, (fs::path(job.build->typed) / "retarget.json").string()))
            out.refusals.add(*refused);
    }
    if (!out.ok())
        return out;
    out.printed = report::runLines(result, seq.sequence, rigSide.value.motionLine);

    const auto stage = [&](const std::string& path, std::string_view bytes) {
        if (auto refused = set.stage(path, bytes))
            out.refusals.add(*refused);
        return out.ok();
    };
    // The bytes the gate validated, not a second formatting of the same motion.
    if (job.motion) {
        if (!stage(job.motion->path, result.gate.motionBytes))
            return out;
        out.wrote.push_back(report::wroteMotionLine(job.motion->typed, job.options.name, result.frameTimes.size()));
    }
    if (job.report) {
        const std::optional<std::string> replaced = report::modifiedAt(job.report->path);
        if (!stage(job.report->path, report::jsonText(*reportDoc)))
            return out;
        out.wrote.push_back(report::wroteReportLine(job.report->typed, false, replaced));
    }
    if (job.build) {
        if (auto failed = spine::stageBuild(set, job.build->path, *result.gate.build); !failed.empty()) {
            out.refusals = std::move(failed);
            return out;
        }
        if (!stage((fs::path(job.build->path) / "retarget.json").string(), report::jsonText(*recordDoc)))
            return out;
        out.wrote.insert(out.wrote.begin(), report::recordLine(std::nullopt));
        out.wrote.push_back(report::wroteBuildLine(job.build->typed, result.gate.build->atlas.has_value()));
    }
    return out;
}

}  // namespace rigpose::studio
