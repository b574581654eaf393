#pragma once
// Every editable value of a project, named once: which part of the project it belongs to (so a
// change says what changed) and how to reach it. An edit is "this field, this value"; the one
// command that changes a value (change_value.h) works for all of them.

#include <QFlags>
#include <QString>

#include <optional>
#include <string>

#include "project.h"

namespace rigpose::studio {

// What a change touched; the document's `changed` signal carries a set of these.
enum class ProjectPart : unsigned {
    Sequence = 1u << 0,
    Rig = 1u << 1,
    Map = 1u << 2,       // the map's path, or the map itself
    Frames = 1u << 3,    // the folder of pictures under the pose
    Keys = 1u << 4,      // pelvis, contact and camera key files
    Clean = 1u << 5,     // clean's options
    Retarget = 1u << 6,  // retarget's options
    R3d = 1u << 7,       // the 3D project: its rigs, clip, roles and correction (a bake reads it)
};
Q_DECLARE_FLAGS(ProjectParts, ProjectPart)
Q_DECLARE_OPERATORS_FOR_FLAGS(ProjectParts)

// The parts a run reads: a change to any of them re-runs clean and retarget.
inline constexpr ProjectParts kRunParts = ProjectParts(ProjectPart::Rig) | ProjectPart::Map | ProjectPart::Clean |
                                          ProjectPart::Retarget | ProjectPart::Keys;

// One value of the project. `access` is a plain function so fields compare by identity and a
// command can hold one by value.
template <typename T>
struct ProjectField {
    ProjectPart part;
    T& (*access)(Project&);

    const T& of(const Project& project) const { return access(const_cast<Project&>(project)); }
    friend bool operator==(const ProjectField& a, const ProjectField& b) { return a.access == b.access; }
};

// The merge ids of every command: edits with the same id in a row merge into one undo step
// (a spin box stepping, a slider dragged), until the document closes the merge.
enum class MergeId : int {
    None = -1,
    MinScore = 1,
    ShortFraction,
    FlipDegrees,
    AnimationName,
    HoldSpeed,
    HoldReach,
    HoldMinSeconds,
    HoldBlend,
    MapTyping,  // a map field typed into (a chain's name)
    MapDrag,    // a map value dragged (a range handle)
    FloorY,
    StanceTolerance,
    SwitchTolerance,
    SwitchMin,
    ChainReduce,  // a chain's own --reduce tolerance stepped in the map editor
    KeyDrag,      // keys dragged on a lane or in the curve editor
};

namespace fields {

// clang-format off
#define RIGPOSE_PROJECT_FIELD(name, type, part, member) \
    inline constexpr ProjectField<type> name{ProjectPart::part, [](Project& p) -> type& { return p.member; }}
// clang-format on

RIGPOSE_PROJECT_FIELD(sequence, QString, Sequence, sequence);
RIGPOSE_PROJECT_FIELD(rig, QString, Rig, rig);
RIGPOSE_PROJECT_FIELD(map, QString, Map, map);
RIGPOSE_PROJECT_FIELD(frames, QString, Frames, frames);
RIGPOSE_PROJECT_FIELD(pelvisKeys, QString, Keys, pelvisKeys);
RIGPOSE_PROJECT_FIELD(contactKeys, QString, Keys, contactKeys);
RIGPOSE_PROJECT_FIELD(cameraKeys, QString, Keys, cameraKeys);
// The rig side's extra inputs: what the retarget reads besides the rig, the map and the keys.
RIGPOSE_PROJECT_FIELD(baseMotion, QString, Rig, baseMotion);
RIGPOSE_PROJECT_FIELD(merge, QString, Retarget, merge);

RIGPOSE_PROJECT_FIELD(cleanLoop, bool, Clean, clean.loop);
RIGPOSE_PROJECT_FIELD(cleanLegs, int, Clean, clean.legs);
RIGPOSE_PROJECT_FIELD(cleanRest, int, Clean, clean.rest);
RIGPOSE_PROJECT_FIELD(cleanHipsInferred, bool, Clean, clean.hipsInferred);
RIGPOSE_PROJECT_FIELD(cleanHold, bool, Clean, clean.hold);
RIGPOSE_PROJECT_FIELD(cleanHoldSpeed, double, Clean, clean.holdParams.speed);
RIGPOSE_PROJECT_FIELD(cleanHoldReach, double, Clean, clean.holdParams.reach);
RIGPOSE_PROJECT_FIELD(cleanHoldMinSeconds, double, Clean, clean.holdParams.minSeconds);
RIGPOSE_PROJECT_FIELD(cleanHoldBlend, int, Clean, clean.holdParams.blend);
RIGPOSE_PROJECT_FIELD(cleanPerson, std::optional<std::string>, Clean, clean.person);
RIGPOSE_PROJECT_FIELD(cleanDepth, std::optional<clean::Gait>, Clean, clean.depth);

RIGPOSE_PROJECT_FIELD(retargetName, std::string, Retarget, retarget.name);
RIGPOSE_PROJECT_FIELD(retargetMinScore, double, Retarget, retarget.minScore);
RIGPOSE_PROJECT_FIELD(retargetPerson, std::optional<std::string>, Retarget, retarget.person);
RIGPOSE_PROJECT_FIELD(retargetShort, std::optional<double>, Retarget, retarget.shortFraction);
RIGPOSE_PROJECT_FIELD(retargetFlip, std::optional<double>, Retarget, retarget.flipDegrees);
RIGPOSE_PROJECT_FIELD(retargetBends, retarget::BendMode, Retarget, retarget.bends);
RIGPOSE_PROJECT_FIELD(retargetPlantFeet, bool, Retarget, retarget.plantFeet);
RIGPOSE_PROJECT_FIELD(retargetFloor, std::optional<double>, Retarget, retarget.floor);
RIGPOSE_PROJECT_FIELD(retargetStance, std::optional<double>, Retarget, retarget.stance);
RIGPOSE_PROJECT_FIELD(retargetIdle, std::optional<std::string>, Retarget, retarget.idle);
RIGPOSE_PROJECT_FIELD(retargetCarryIdle, bool, Retarget, retarget.carryIdle);
RIGPOSE_PROJECT_FIELD(retargetSwitchTolerance, double, Retarget, retarget.switchTolerance);
RIGPOSE_PROJECT_FIELD(retargetSwitchMin, double, Retarget, retarget.switchMin);
// The 3D project's values: each a bake's input.
RIGPOSE_PROJECT_FIELD(r3d, Project3D, R3d, r3d);
RIGPOSE_PROJECT_FIELD(r3dSource, QString, R3d, r3d.source);
RIGPOSE_PROJECT_FIELD(r3dClip, QString, R3d, r3d.clip);
RIGPOSE_PROJECT_FIELD(r3dTarget, QString, R3d, r3d.target);
RIGPOSE_PROJECT_FIELD(r3dAnimation, std::string, R3d, r3d.animation);
RIGPOSE_PROJECT_FIELD(r3dAbsolute, bool, R3d, r3d.absolute);
RIGPOSE_PROJECT_FIELD(r3dSourceRoles, r3d::RoleProfile, R3d, r3d.sourceRoles);
RIGPOSE_PROJECT_FIELD(r3dTargetRoles, r3d::RoleProfile, R3d, r3d.targetRoles);
// All of them at once: the Run Options built from the option table edit through this one.
RIGPOSE_PROJECT_FIELD(retargetOptions, retarget::Options, Retarget, retarget);

#undef RIGPOSE_PROJECT_FIELD

}  // namespace fields

}  // namespace rigpose::studio
