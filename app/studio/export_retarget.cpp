#include "export_retarget.h"

#include "rigpose/run/retarget_stage.h"

namespace rigpose::studio {

namespace {

std::optional<run::OutputFile> outputOf(const std::optional<ExportFile>& file)
{
    if (!file)
        return std::nullopt;
    return run::OutputFile{file->path, file->typed, std::nullopt};
}

}  // namespace

RetargetComputed computeRetarget(const RetargetExport& job, const ExportSequence& seq, const std::string& sequenceFile)
{
    // rig-pose retarget's chain, each input read from its absolute path and named as typed.
    run::RetargetSources sources;
    sources.rig = {job.rig, job.rigTyped};
    if (!job.baseMotion.empty())
        sources.baseMotion = run::Named{job.baseMotion, job.baseMotionTyped};
    sources.map = {{job.map, job.mapTyped}, std::nullopt};
    // The sequence as the export holds it; checked again on disk only when it was read from a file.
    sources.sequence = {{sequenceFile, seq.typed}, seq.bytes};
    sources.parsedSequence = seq.sequence;
    if (!job.contactKeys.empty())
        sources.contactKeys = run::Source{{job.contactKeys, job.contactKeysTyped}, std::nullopt};
    if (!job.merge.empty())
        sources.merge = run::Source{{job.merge, job.mergeTyped}, std::nullopt};
    sources.options = job.options;
    sources.motionOut = job.motionOut;
    // Atlas pages are written relative to the build: the same folder the CLI's --build names
    // (without one, the folder it runs in, as its "." is).
    sources.buildDir = job.build ? job.build->path : job.folder;

    RetargetComputed out;
    out.prepared = run::prepareRetarget(sources);
    if (!out.prepared.ok()) {
        out.refused.refusals = out.prepared.refusals;
        return out;
    }
    out.result = run::runRetarget(out.prepared);
    if (!out.result.ok()) {
        if (!out.result.gate.summary.empty())
            out.refused.printed.push_back("GATE " + out.result.gate.summary);
        out.refused.refusals = out.result.refusals;
    }
    return out;
}

RetargetStaged stageRetarget(const RetargetExport& job, const RetargetComputed& computed, OutputSet& set)
{
    RetargetStaged out;
    run::Staged staged = run::stageRetarget(
        computed.prepared, computed.result,
        {outputOf(job.motion), outputOf(job.report), outputOf(job.build), outputOf(job.camera)}, set);
    out.refusals = std::move(staged.refusals);
    out.printed = std::move(staged.printed);
    out.wrote = std::move(staged.wrote);
    return out;
}

}  // namespace rigpose::studio
