// A green retarget's files staged together, and the lines that say so.

#include <algorithm>
#include <filesystem>

#include "rigpose/camera/figure_camera.h"
#include "rigpose/report/inputs.h"
#include "rigpose/report/report.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/run/retarget_stage.h"
#include "rigpose/spine/build.h"
#include "rigpose/util/json_finite.h"

namespace rigpose::run {

namespace {

namespace fs = std::filesystem;

std::string recordIn(const std::string& build) { return (fs::path(build) / "retarget.json").string(); }

// What is checked before anything is staged, and the documents it checked.
struct Checked {
    Staged staged;
    std::optional<report::json> report, record;
};

Checked check(const Prepared& prepared, const retarget::Result& result, const RetargetOutputs& outputs)
{
    Checked checked;
    Staged& out = checked.staged;
    // The inputs again, from disk, before anything is written.
    for (const ReadBack& input : prepared.readBack)
        if (auto changed = report::checkUnchanged(input.identity, input.path, input.flag))
            out.refusals.add(*changed);
    if (!out.ok())
        return checked;

    // The report and the record are DOMs, where a value that is not finite would be written as
    // null: checked before anything is written (the motion's bytes were read back by the gate).
    const retarget::Options& options = prepared.inputs.options;
    std::optional<report::json>&reportDoc = checked.report, &recordDoc = checked.record;
    if (outputs.report) {
        reportDoc = report::reportJson(result, options, prepared.identity, *prepared.sequence, prepared.rig->rig);
        if (auto refused = checkWritable(*reportDoc, outputs.report->typed))
            out.refusals.add(*refused);
    }
    if (outputs.build) {
        recordDoc = report::recordJson(result, prepared.identity, *prepared.sequence);
        if (auto refused = checkWritable(*recordDoc, recordIn(outputs.build->typed)))
            out.refusals.add(*refused);
    }
    if (!out.ok())
        return checked;
    out.printed = options.summary ? report::summaryLines(result, prepared.rig->motionLine)
                                  : report::runLines(result, *prepared.sequence, prepared.rig->motionLine);
    return checked;
}

// Every file staged, or the first refusal; the wrote lines only when all were.
RefusalList stageFiles(const Checked& checked, const Prepared& prepared, const retarget::Result& result,
                       const RetargetOutputs& outputs, OutputSet& set, std::vector<std::string>& wrote)
{
    const retarget::Options& options = prepared.inputs.options;
    RefusalList refusals;
    const auto stage = [&](const std::string& path, std::string_view bytes) {
        if (auto refused = set.stage(path, bytes))
            refusals.add(*refused);
        return refusals.empty();
    };
    // The bytes the gate validated, not a second formatting of the same motion.
    if (outputs.motion) {
        if (!stage(outputs.motion->path, result.gate.motionBytes))
            return refusals;
        wrote.push_back(result.reduce
                            ? report::wroteReducedMotionLine(outputs.motion->typed, options.name,
                                                             result.reduce->keysAfter("rotate"),
                                                             result.reduce->keysBefore("rotate"))
                            : report::wroteMotionLine(outputs.motion->typed, options.name, result.frameTimes.size()));
    }
    if (outputs.report) {
        const std::optional<std::string> replaced = report::modifiedAt(outputs.report->path);
        if (!stage(outputs.report->path, report::jsonText(*checked.report)))
            return refusals;
        wrote.push_back(report::wroteReportLine(outputs.report->typed, outputs.reportDefault, replaced));
    }
    if (outputs.camera && result.feet && result.feet->legScale) {
        if (!stage(outputs.camera->path, camera::figureCameraText(result.feet->legScale->figure.track)))
            return refusals;
        wrote.push_back(report::wroteCameraLine(outputs.camera->typed, result.frameTimes.size(),
                                                result.feet->legScale->figure.how));
    }
    if (outputs.build) {
        if (auto failed = spine::stageBuild(set, outputs.build->path, *result.gate.build); !failed.empty())
            return failed;
        if (!stage(recordIn(outputs.build->path), report::jsonText(*checked.record)))
            return refusals;
        wrote.insert(wrote.begin(), report::recordLine(prepared.identity.reference));
        wrote.push_back(report::wroteBuildLine(outputs.build->typed, result.gate.build->atlas.has_value()));
    }
    return refusals;
}

Staged stageChecked(Checked checked, const Prepared& prepared, const retarget::Result& result,
                    const RetargetOutputs& outputs, OutputSet& set)
{
    Staged out = std::move(checked.staged);
    std::vector<std::string> wrote;
    out.refusals = stageFiles(checked, prepared, result, outputs, set, wrote);
    if (out.ok())
        out.wrote = std::move(wrote);
    return out;
}

}  // namespace

Staged stageRetarget(const Prepared& prepared, const retarget::Result& result, const RetargetOutputs& outputs,
                     OutputSet& set)
{
    Checked checked = check(prepared, result, outputs);
    if (!checked.staged.ok())
        return std::move(checked.staged);
    return stageChecked(std::move(checked), prepared, result, outputs, set);
}

Staged writeRetarget(const Prepared& prepared, const retarget::Result& result, const RetargetOutputs& outputs)
{
    // Each directory once, named by the first output that needs it.
    std::vector<std::pair<std::string, std::string>> dirs;  // the directory, what it holds
    for (const auto* file : {&outputs.motion, &outputs.report, &outputs.camera, &outputs.build})
        if (*file && (*file)->missingDir &&
            std::none_of(dirs.begin(), dirs.end(), [&](const auto& d) { return d.first == *(*file)->missingDir; }))
            dirs.emplace_back(*(*file)->missingDir, file == &outputs.build ? "the build" : (*file)->typed);

    Checked checked = check(prepared, result, outputs);
    if (!checked.staged.ok())
        return std::move(checked.staged);
    // Made once the run is green and checked, before anything is staged; dropped with the set.
    OutputSet set;
    for (const auto& [dir, holds] : dirs)
        if (auto refused = set.makeDirectory(dir)) {
            checked.staged.refusals.add(*refused);
            return std::move(checked.staged);
        }
    Staged out = stageChecked(std::move(checked), prepared, result, outputs, set);
    if (!out.ok())
        return out;
    if (auto refused = set.commit()) {
        out.refusals.add(*refused);
        out.wrote.clear();  // nothing was
        return out;
    }
    std::vector<std::string> made;
    for (const auto& [dir, holds] : dirs)
        made.push_back(report::madeDirectoryLine(dir, holds));
    out.wrote.insert(out.wrote.begin(), made.begin(), made.end());
    return out;
}

}  // namespace rigpose::run
