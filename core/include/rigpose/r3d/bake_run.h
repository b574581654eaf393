#pragma once
// One `rig-pose r3d bake` short of writing (issue 40): the rigs and the clip read, the roles
// mapped by hand put on (from profile files, or profiles a caller holds: the studio's project),
// the clip baked and checked, the lines the command prints and the bytes it would write. The CLI
// and the studio's export both run it, so what they write and print is the same.

#include <optional>
#include <string>
#include <vector>

#include "rigpose/r3d/bake_check.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/r3d/plan.h"
#include "rigpose/r3d/profile.h"
#include "rigpose/r3d/rig_file.h"

namespace rigpose::r3d {

// A side's roles by hand: a profile file's path, or a profile in hand, or neither.
struct RolesByHand {
    std::optional<std::string> file;
    std::optional<RoleProfile> profile;
};

struct BakeRunInputs {
    std::string source, clip, target;  // paths as the user gave them; clip empty: the source's motion
    std::string animation;             // a glTF animation by name; empty: the first
    RolesByHand sourceRoles, targetRoles;
    BakeOptions options;
    // The folder relative paths are read from (empty: the current one); they are printed as given.
    std::string folder;
};

struct BakeRun {
    RefusalList refusals;
    std::vector<std::string> lines;  // printed before anything is written (ROLES, BAKE, CHECK)
    RigFile source, target;          // the roles by hand put on
    Clip3 clip, baked;
    Skeleton3 written;  // the skeleton the baked clip is written on
    Plan plan;
    BakeCheck check;
    std::string clipPath, animationName;  // the clip's file; a written GLB's animation (its stem)

    bool ok() const { return refusals.empty(); }
};

// `outPath` names the output in the check's refusal (R3D_CHECK: not written).
BakeRun runBake(const BakeRunInputs& inputs, const std::string& outPath);

// "ROLES source walk.bvh: BVH, 31 bones; 22 of 22 roles by cmu names", then what is missing.
std::string rolesLine(const std::string& side, const std::string& path, const RigFile& rig);
// Role names with a space between: "toes.L toes.R".
std::string roleNames(const std::vector<Role>& roles);
// "wrote walk.glb (GLB, 52 bones, 120 frames, animation "walk")".
std::string bakeWroteLine(const std::string& path, ClipOutFormat format, const BakeRun& run);

// A file's name without its folder and last extension.
std::string stemOf(const std::string& path);

}  // namespace rigpose::r3d
