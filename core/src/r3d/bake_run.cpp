#include "rigpose/r3d/bake_run.h"

#include "rigpose/util/number_format.h"

namespace rigpose::r3d {

namespace {

std::string fixed(double v, int decimals)
{
    std::string out;
    appendFixed(out, v, decimals);
    return out;
}

std::string degrees(double v) { return fixed(v, v < 0.001 ? 6 : 3) + "°"; }

std::string inFolder(const std::string& folder, const std::string& path)
{
    return folder.empty() || path.empty() || path.front() == '/' ? path : folder + "/" + path;
}

Loaded<RigFile> readSide(const std::string& path, const RolesByHand& roles, const std::string& animation)
{
    if (roles.file || !roles.profile)
        return readRigFileWithProfile(path, roles.file, animation);
    Loaded<RigFile> rig = readRigFile(path, animation);
    if (!rig.ok() || roles.profile->roles.empty())
        return rig;
    Loaded<Skeleton3> mapped = withProfile(rig.value.skeleton, *roles.profile, path + "'s roles");
    if (!mapped.ok())
        return rig.refusals = mapped.refusals, rig;
    rig.value.skeleton = std::move(mapped.value);
    return rig;
}

}  // namespace

std::string roleNames(const std::vector<Role>& roles)
{
    std::string out;
    for (Role r : roles) {
        if (!out.empty())
            out += ' ';
        out += roleName(r);
    }
    return out;
}

std::string rolesLine(const std::string& side, const std::string& path, const RigFile& rig)
{
    const RoleMapping& m = rig.skeleton.roles;
    std::string line = "ROLES " + side + " " + path + ": " + std::string(rigFormatName(rig.format)) + ", " +
                       std::to_string(rig.skeleton.bones.size()) + " bones; " + std::to_string(m.found()) + " of " +
                       std::to_string(kRoleCount) + " roles";
    line += m.convention.empty() ? " (no naming convention matched)" : " by " + m.convention + " names";
    if (!m.missingRequired.empty())
        line += "; required roles missing: " + roleNames(m.missingRequired);
    if (!m.outOfPlace.empty())
        line += "; left out, not under the role above: " + roleNames(m.outOfPlace);
    return line;
}

std::string stemOf(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (const std::size_t dot = name.find_last_of('.'); dot != std::string::npos && dot > 0)
        name.resize(dot);
    return name;
}

BakeRun runBake(const BakeRunInputs& in, const std::string& outPath)
{
    BakeRun run;
    const bool ownClip = in.clip.empty();
    auto source = readSide(inFolder(in.folder, in.source), in.sourceRoles, ownClip ? in.animation : "");
    if (!source.ok())
        return run.refusals = source.refusals, run;
    auto target = readSide(inFolder(in.folder, in.target), in.targetRoles, "");
    if (!target.ok())
        return run.refusals = target.refusals, run;
    run.clipPath = ownClip ? in.source : in.clip;
    const Loaded<RigFile> clipFile = ownClip ? source : readRigFile(inFolder(in.folder, run.clipPath), in.animation);
    if (!clipFile.ok())
        return run.refusals = clipFile.refusals, run;
    run.source = std::move(source.value);
    run.target = std::move(target.value);
    const Skeleton3 &s = run.source.skeleton, &t = run.target.skeleton;
    auto clip = clipOnto(clipFile.value, s, run.clipPath);
    if (!clip.ok())
        return run.refusals = clip.refusals, run;
    run.clip = std::move(clip.value);

    run.lines.push_back(rolesLine("source", in.source, run.source));
    run.lines.push_back(rolesLine("target", in.target, run.target));
    auto baked = bake(run.clip, s, t, in.options);
    if (!baked.ok())
        return run.refusals = baked.refusals, run;
    run.baked = std::move(baked.value);
    run.plan = plan(s.roles, t.roles);
    const double fps = run.clip.frameTime > 0 ? 1 / run.clip.frameTime : 0;
    run.lines.push_back("BAKE " + std::to_string(run.clip.frames) + " frames at " + fixed(fps, 3) + " fps from " +
                        run.clipPath + ", " + std::to_string(run.plan.mapped.size()) + " roles carried, " +
                        (in.options.absolute ? "absolute" : "relative") + " correction; hips' height ratio " +
                        fixed(hipHeight(t) / hipHeight(s), 4));

    run.check = checkBake(run.clip, s, run.baked, t, in.options);
    const BakeCheck& check = run.check;
    if (!check.passes()) {
        run.refusals.add("R3D_CHECK", outPath + ": not written: the baked " + std::string(roleName(check.worstRole)) +
                                          " points " + degrees(check.worstDegrees) + " off the source's at frame " +
                                          std::to_string(check.worstFrame) + " (" + degrees(kBakeCheckDegrees) +
                                          " allowed); see the roles with rig-pose r3d plan and map the wrong "
                                          "ones with --source-profile or --target-profile");
        return run;
    }
    run.lines.push_back("CHECK " + std::to_string(check.roles.size()) + " role segments within " +
                        degrees(kBakeCheckDegrees) + " on every frame; worst " + degrees(check.worstDegrees) + " (" +
                        std::string(roleName(check.worstRole)) + ", frame " + std::to_string(check.worstFrame) + ")");
    run.written = bakedSkeleton(t, in.options);
    run.animationName = stemOf(run.clipPath);
    return run;
}

std::string bakeWroteLine(const std::string& path, ClipOutFormat format, const BakeRun& run)
{
    return "wrote " + path + " (" + std::string(clipOutFormatName(format)) + ", " +
           std::to_string(run.written.bones.size()) + " bones, " + std::to_string(run.baked.frames) + " frames" +
           (format == ClipOutFormat::Glb ? ", animation \"" + run.animationName + "\"" : std::string()) + ")";
}

}  // namespace rigpose::r3d
