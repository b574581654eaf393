#pragma once
// One bake of the 3D project (issue 40) as a function of values, for the studio's worker: the
// rigs and the clip read (each file once, while it is unchanged on disk), the roles mapped by
// hand put on, the clip baked through the bake cache, and the baked BVH read back, so what the
// views draw is what an export writes. A role edit clears the cache under the project's key
// and bakes again; an undo that brings the roles back bakes the same bytes.

#include <QString>

#include <memory>
#include <mutex>
#include <vector>

#include "project.h"
#include "rigpose/r3d/bake_cache.h"
#include "rigpose/r3d/bake_check.h"
#include "rigpose/r3d/plan.h"
#include "rigpose/r3d/rig_file.h"

namespace rigpose::studio {

struct JobControl;

// A mapped role's turn away from its rig's canonical T-pose on every frame, in degrees: the
// turn the bake carries, so the source's and the target's lie on one another when it is right.
struct RoleTurnCurve {
    r3d::Role role = r3d::Role::Hips;
    std::vector<double> source, target;
};

struct BakeOutput {
    RefusalList refusals;
    r3d::Skeleton3 source, target;  // as read, the roles mapped by hand put on
    r3d::Clip3 clip;                // on the source's bones
    r3d::Plan plan;
    r3d::BakeCache::Baked baked;       // the bake the cache holds: the clip on the target as written
    r3d::BakeCheck check;              // the bake's own check, as rig-pose r3d bake runs it
    std::vector<RoleTurnCurve> turns;  // the mapped roles', in the roles' order
    bool fromCache = false;            // the bake was the cache's: nothing was baked again

    bool ok() const { return refusals.empty(); }
    double frameTime() const { return clip.frameTime; }
    const r3d::Skeleton3& bakedRig() const { return *baked.written; }
    const r3d::Clip3& bakedClip() const { return *baked.clip; }
    // The bake as BVH text, what the cache's bakeBytes gives (made now: the views never need it).
    std::string bytes() const { return r3d::BakeCache::bytesOf(baked); }
};

// What the job is given, read from the project.
struct BakeRequest {
    Project3D project;
};

// The files read and the bakes made, kept across jobs; one job uses it at a time.
class BakeStore {
public:
    // The file at `path` as read (again only when its size or time changed on disk).
    Loaded<std::shared_ptr<const r3d::RigFile>> rigFile(const QString& path, const std::string& animation);
    r3d::BakeCache& cache() { return m_cache; }
    std::mutex& mutex() { return m_mutex; }
    // The roles the bake under `key` was made with, to tell when they changed.
    std::map<std::string, std::pair<r3d::RoleProfile, r3d::RoleProfile>>& rolesBaked() { return m_rolesBaked; }

private:
    struct Held {
        qint64 size = -1;
        qint64 modified = 0;
        std::shared_ptr<const r3d::RigFile> file;
    };
    std::map<std::string, Held> m_files;
    r3d::BakeCache m_cache;
    std::map<std::string, std::pair<r3d::RoleProfile, r3d::RoleProfile>> m_rolesBaked;
    std::mutex m_mutex;
};

// The bake cache's key for a project: its source, clip, animation and target.
std::string bakeCacheKey(const Project3D& project);

BakeOutput runBake(const BakeRequest& request, BakeStore& store, const JobControl& control);

// Each bone's world position on `frame` (clamped to the clip).
std::vector<Eigen::Vector3d> jointPositions(const r3d::Skeleton3& skeleton, const r3d::Clip3& clip, std::size_t frame);
// Each bone's role index (0..21), -1 where it fills none.
std::vector<int> boneRoles(const r3d::Skeleton3& skeleton);

}  // namespace rigpose::studio
