// The 3D project's exports (issue 40), each what rig-pose would write run from OUT's folder:
// r3d bake --out x.bvh / x.glb with the project's rigs, clip and correction, and mpfb capture
// of one frame of that bake on the target rig. The roles mapped by hand are the profiles a CLI
// user passes as --source-profile and --target-profile (3D → Save Role Profiles writes them).

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "export_run.h"
#include "project_inputs.h"
#include "rigpose/r3d/bake_run.h"
#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/mpfb_capture_run.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"

namespace rigpose::studio {

namespace {

std::string encoded(const QString& path) { return QFile::encodeName(path).toStdString(); }

r3d::RolesByHand rolesOf(const r3d::RoleProfile& profile)
{
    r3d::RolesByHand roles;
    if (!profile.roles.empty())
        roles.profile = profile;
    return roles;
}

}  // namespace

ExportOutcome runR3dExport(const ExportRequest& request)
{
    ExportOutcome outcome;
    const Project3D& p = request.project.r3d;
    const QFileInfo out(request.out);
    const QDir folder = out.absoluteDir();
    const auto typed = [&folder](const QString& path) { return encoded(folder.relativeFilePath(path)); };
    if (p.source.isEmpty() || p.target.isEmpty()) {
        outcome.refusals.add("EXPORT_INPUTS", "the " + exportKindName(request.kind).toStdString() +
                                                  " export bakes the 3D project, which needs a source rig with "
                                                  "its clip and a target rig; open both from the 3D menu first");
        return outcome;
    }
    const std::string outPath = encoded(out.absoluteFilePath()), outTyped = typed(out.absoluteFilePath());
    if (auto collision = checkOutputCollisions(projectInputs(request.project, request.projectFile),
                                               {{"--out", outPath}})) {
        outcome.refusals.add(*collision);
        return outcome;
    }
    const OutputPlan plan = planOutputFile(outPath, "--out");
    if (plan.refusal) {
        outcome.refusals.add(*plan.refusal);
        return outcome;
    }

    r3d::BakeRunInputs inputs;
    inputs.source = typed(p.source);
    inputs.clip = p.clip.isEmpty() ? std::string() : typed(p.clip);
    inputs.target = typed(p.target);
    inputs.animation = p.animation;
    inputs.sourceRoles = rolesOf(p.sourceRoles);
    inputs.targetRoles = rolesOf(p.targetRoles);
    inputs.options.absolute = p.absolute;
    inputs.folder = encoded(folder.absolutePath());
    // The paths as typed are read from OUT's folder, as rig-pose run there would read them.
    r3d::BakeRun run = r3d::runBake(inputs, outTyped);
    for (const std::string& line : run.lines)
        outcome.lines << QString::fromStdString(line);
    if (!run.ok()) {
        outcome.refusals.append(run.refusals);
        return outcome;
    }
    std::string bytes;
    std::string wrote;
    if (request.kind == ExportKind::MpfbPose) {
        // As `r3d bake --out baked.bvh` then `mpfb capture --rig TARGET --clip baked.bvh`: the
        // bake's BVH read back as that file would be, onto the target as read with no roles.
        const std::string bvh = r3d::clipOutBytes(r3d::ClipOutFormat::Bvh, run.written, run.baked, run.animationName);
        const auto parsed = r3d::readBvhText(bvh, "the bake");
        const auto rig = r3d::readRigFile(encoded(p.target));
        if (!parsed.ok() || !rig.ok()) {
            outcome.refusals.append(parsed.ok() ? rig.refusals : parsed.refusals);
            return outcome;
        }
        r3d::RigFile clipFile;
        clipFile.skeleton = r3d::skeletonOf(parsed.value);
        clipFile.clip = r3d::clipOf(parsed.value);
        r3d::MpfbCaptureOptions options;
        options.skeletonType.clear();  // the target file's name says it, as for the CLI
        const auto capture = r3d::runMpfbCapture(rig.value, inputs.target, clipFile, "the bake", request.frame, options,
                                                 outTyped);
        for (const std::string& line : capture.lines)
            outcome.lines << QString::fromStdString(line);
        if (!capture.ok()) {
            outcome.refusals.append(capture.refusals);
            return outcome;
        }
        bytes = capture.text;
        wrote = "wrote " + outTyped + " (MPFB pose)";
    } else {
        const auto format = request.kind == ExportKind::Glb ? r3d::ClipOutFormat::Glb : r3d::ClipOutFormat::Bvh;
        bytes = r3d::clipOutBytes(format, run.written, run.baked, run.animationName);
        wrote = r3d::bakeWroteLine(outTyped, format, run);
    }
    OutputSet set;
    if (plan.missingDir)
        if (auto refused = set.makeDirectory(*plan.missingDir)) {
            outcome.refusals.add(*refused);
            return outcome;
        }
    if (auto refused = set.stage(outPath, bytes)) {
        outcome.refusals.add(*refused);
        return outcome;
    }
    if (auto refused = set.commit()) {
        outcome.refusals.add(*refused);
        return outcome;
    }
    if (plan.missingDir)
        outcome.lines << QString::fromStdString(
            "made directory " + encoded(QDir::current().relativeFilePath(QFile::decodeName(plan.missingDir->c_str()))) +
            " (holds " + outTyped + ")");
    outcome.lines << QString::fromStdString(wrote);
    outcome.written << out.absoluteFilePath();
    return outcome;
}

}  // namespace rigpose::studio
