#pragma once
// Alternate drawings (the map's `alternates`): a set of slots repainted for one key pose and
// switched in together while the pose is near it. This is the set as the map states it, every
// name resolved against the rig and the map's chains; which frames show it is the switches
// stage's to decide.
#include <Eigen/Core>
#include <cstddef>
#include <optional>
#include <string_view>
#include <string>
#include <utility>
#include <vector>

#include "rigpose/map/pose_point.h"

namespace rigpose::map {

struct SlotDrawing {
    std::string slot;
    int slotIndex = -1;
    std::string attachment;  // an attachment of that slot under some skin of the rig
};

struct KeyJoint {
    PosePoint point;
    Eigen::Vector2d at{0, 0};  // picture px, y down; only directions between joints are read
};

struct DrawnAngle {
    std::string bone;
    int boneIndex = -1;
    double degrees = 0;  // the bone's world angle as painted, Spine degrees (counter-clockwise, y up)
};

struct BoneOffset {
    std::string bone;
    int boneIndex = -1;
    Eigen::Vector2d translate{0, 0};  // in the parent's axes, world units
};

struct AlternateSet {
    std::string name;
    std::vector<SlotDrawing> shows;  // what each slot shows while the set shows
    std::vector<std::string> hides;  // slots left empty while it shows
    std::vector<int> hideIndices;
    std::vector<std::string> chains;        // the map's chains whose pose the set was painted from
    std::vector<std::size_t> chainIndices;  // into Map::chains
    std::vector<KeyJoint> pose;             // the key skeleton
    std::vector<DrawnAngle> drawn;
    std::vector<BoneOffset> offsets;

    const KeyJoint* joint(std::string_view name) const;
    // Every slot the set changes, shown or hidden, by index.
    std::vector<int> touchedSlots() const;
};

// Where the key skeleton puts a point: given, or a midpoint whose two joints are given.
std::optional<Eigen::Vector2d> keyPoint(const AlternateSet& set, const PosePoint& point);

}  // namespace rigpose::map
