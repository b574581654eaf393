#include "bake_job.h"

#include <QFileInfo>

#include <cmath>
#include <numbers>
#include <sstream>

#include "job_tracker.h"
#include "rigpose/util/parallel.h"
#include "rigpose/r3d/profile.h"

namespace rigpose::studio {

namespace {

// The check kept beside its bake (the cache's aux), so a bake from the cache is not checked again.
std::string checkText(const r3d::BakeCheck& check)
{
    std::ostringstream out;
    out.precision(17);
    for (const r3d::RoleCheck& c : check.roles)
        out << int(c.role) << ' ' << int(c.toward) << ' ' << c.worstDegrees << ' ' << c.worstFrame << '\n';
    return out.str();
}

r3d::BakeCheck checkOfText(const std::string& text)
{
    r3d::BakeCheck check;
    std::istringstream in(text);
    int role = 0, toward = 0;
    double worst = 0;
    std::size_t frame = 0;
    while (in >> role >> toward >> worst >> frame) {
        check.roles.push_back({static_cast<r3d::Role>(role), static_cast<r3d::Role>(toward), worst, frame});
        if (worst > check.worstDegrees || check.roles.size() == 1) {
            check.worstDegrees = worst;
            check.worstRole = static_cast<r3d::Role>(role);
            check.worstFrame = frame;
        }
    }
    return check;
}

double turnDegrees(const Eigen::Quaterniond& q)
{
    return 2 * std::acos(std::min(1.0, std::abs(q.normalized().w()))) * 180 / std::numbers::pi;
}

// The role's turn away from the canonical T-pose (`canonical`, its rest in world) on each frame.
std::vector<double> turnCurve(const std::vector<Eigen::Isometry3d>& canonical, const r3d::Clip3& clip, int bone,
                              const std::vector<std::vector<Eigen::Isometry3d>>& posed)
{
    const Eigen::Quaterniond rest(canonical[static_cast<std::size_t>(bone)].rotation());
    std::vector<double> out;
    out.reserve(clip.frames);
    for (std::size_t f = 0; f < clip.frames; ++f)
        out.push_back(
            turnDegrees(Eigen::Quaterniond(posed[f][static_cast<std::size_t>(bone)].rotation()) * rest.conjugate()));
    return out;
}

std::vector<std::vector<Eigen::Isometry3d>> posedFrames(const r3d::Skeleton3& skeleton, const r3d::Clip3& clip)
{
    std::vector<std::vector<Eigen::Isometry3d>> out;
    out.reserve(clip.frames);
    for (std::size_t f = 0; f < clip.frames; ++f)
        out.push_back(r3d::posedWorld(skeleton, clip, f));
    return out;
}

std::vector<RoleTurnCurve> turnCurves(const BakeOutput& out)
{
    std::vector<RoleTurnCurve> turns;
    const auto sourcePosed = posedFrames(out.source, out.clip);
    const auto bakedPosed = posedFrames(out.bakedRig(), out.bakedClip());
    const auto sourceCanonical = r3d::normalizedToTPose(out.source).restWorld();
    const auto bakedCanonical = r3d::normalizedToTPose(out.bakedRig()).restWorld();
    for (r3d::Role role : out.plan.mapped) {
        const int sb = out.source.roles.boneOf(role), tb = out.bakedRig().roles.boneOf(role);
        if (sb >= 0 && tb >= 0)
            turns.push_back({role, turnCurve(sourceCanonical, out.clip, sb, sourcePosed),
                             turnCurve(bakedCanonical, out.bakedClip(), tb, bakedPosed)});
    }
    return turns;
}

Loaded<r3d::Skeleton3> withRoles(const r3d::Skeleton3& skeleton, const r3d::RoleProfile& roles,
                                 const std::string& where)
{
    if (roles.roles.empty())
        return {skeleton, RefusalList()};
    return r3d::withProfile(skeleton, roles, where);
}

}  // namespace

Loaded<std::shared_ptr<const r3d::RigFile>> BakeStore::rigFile(const QString& path, const std::string& animation)
{
    const QFileInfo info(path);
    const std::string key = path.toStdString() + '\n' + animation;
    const qint64 size = info.exists() ? info.size() : -1;
    const qint64 modified = info.exists() ? info.lastModified().toMSecsSinceEpoch() : 0;
    Held& held = m_files[key];
    if (held.file && held.size == size && held.modified == modified)
        return {held.file, RefusalList()};
    Loaded<r3d::RigFile> read = r3d::readRigFile(path.toStdString(), animation);
    if (!read.ok()) {
        m_files.erase(key);
        return {nullptr, std::move(read.refusals)};
    }
    held = {size, modified, std::make_shared<const r3d::RigFile>(std::move(read.value))};
    return {held.file, RefusalList()};
}

std::string bakeCacheKey(const Project3D& project)
{
    return project.source.toStdString() + '\n' + project.clip.toStdString() + '\n' + project.animation + '\n' +
           project.target.toStdString();
}

BakeOutput runBake(const BakeRequest& request, BakeStore& store, const JobControl& control)
{
    const Project3D& p = request.project;
    BakeOutput out;
    if (p.source.isEmpty() || p.target.isEmpty()) {
        out.refusals.add("R3D_PROJECT", std::string("the 3D project needs ") +
                                            (p.source.isEmpty() ? "a source rig with its clip" : "a target rig") +
                                            "; open one from the 3D menu");
        return out;
    }
    const std::lock_guard lock(store.mutex());
    control.report(0, QObject::tr("Reading the rigs"));
    const auto source = store.rigFile(p.source, p.clip.isEmpty() ? p.animation : std::string());
    const auto target = store.rigFile(p.target, {});
    const auto clipFile = p.clip.isEmpty() ? source : store.rigFile(p.clip, p.animation);
    for (const auto* read : {&source, &target, &clipFile})
        out.refusals.append(read->refusals);
    if (!out.ok() || control.stop.stop_requested())
        return out;
    auto s = withRoles(source.value->skeleton, p.sourceRoles, "the source's roles");
    auto t = withRoles(target.value->skeleton, p.targetRoles, "the target's roles");
    out.refusals.append(s.refusals);
    out.refusals.append(t.refusals);
    if (!out.ok())
        return out;
    out.source = std::move(s.value);
    out.target = std::move(t.value);
    const std::string clipPath = (p.clip.isEmpty() ? p.source : p.clip).toStdString();
    auto clip = r3d::clipOnto(*clipFile.value, out.source, clipPath);
    if (!clip.ok()) {
        out.refusals = std::move(clip.refusals);
        return out;
    }
    out.clip = std::move(clip.value);
    out.plan = r3d::plan(out.source.roles, out.target.roles);

    control.report(1, QObject::tr("Baking"));
    const r3d::BakeOptions options{.absolute = p.absolute};
    const std::string key = bakeCacheKey(p);
    // The roles are not in the key: a bake under it is dropped when they change.
    const auto roles = std::pair{p.sourceRoles, p.targetRoles};
    if (const auto it = store.rolesBaked().find(key); it != store.rolesBaked().end() && it->second != roles)
        store.cache().clearCache(key);
    store.rolesBaked()[key] = roles;
    out.fromCache = store.cache().holds(key, options);
    auto baked = store.cache().bakeClip(out.clip, out.source, out.target, key, options);
    if (!baked.ok()) {
        out.refusals = std::move(baked.refusals);
        return out;
    }
    out.baked = std::move(baked.value);
    const std::string bakeKey = r3d::BakeCache::bakeKey(key, options);
    const std::optional<std::string> kept = store.cache().aux(bakeKey);
    control.report(2, QObject::tr("Checking the bake, reading the roles' turns"));
    // The check and the turns read the same bake and nothing of each other: side by side.
    rigpose::parallelFor(2, [&](std::size_t task) {
        if (task == 0)
            // As rig-pose r3d bake checks it: the baked clip against the target it was baked onto.
            out.check = kept ? checkOfText(*kept)
                             : r3d::checkBake(out.clip, out.source, out.bakedClip(), out.target, options);
        else
            out.turns = turnCurves(out);
    });
    if (!kept)
        store.cache().setAux(bakeKey, checkText(out.check));
    return out;
}

std::vector<Eigen::Vector3d> jointPositions(const r3d::Skeleton3& skeleton, const r3d::Clip3& clip, std::size_t frame)
{
    std::vector<Eigen::Vector3d> out;
    if (clip.frames == 0 || clip.bones != skeleton.bones.size())
        return out;
    for (const Eigen::Isometry3d& world : r3d::posedWorld(skeleton, clip, std::min(frame, clip.frames - 1)))
        out.push_back(world.translation());
    return out;
}

std::vector<int> boneRoles(const r3d::Skeleton3& skeleton)
{
    std::vector<int> out(skeleton.bones.size(), -1);
    for (std::size_t r = 0; r < r3d::kRoleCount; ++r)
        if (const int b = skeleton.roles.bone[r]; b >= 0 && static_cast<std::size_t>(b) < out.size())
            out[static_cast<std::size_t>(b)] = static_cast<int>(r);
    return out;
}

}  // namespace rigpose::studio
