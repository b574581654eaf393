#pragma once
// BVH (Biovision hierarchy): a skeleton of joints with offsets and per-joint channel orders, then
// one line of channel values a frame. The first 3D format of the role-based retarget (issue 39):
// CMU's captures come as BVH. Read with every malformed file refused by name (BVH_*), written
// back in the same layout, and posed frame by frame (bvh_pose.cpp).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Geometry>

#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

enum class Axis { X, Y, Z };

// One channel of a joint: a translation along an axis (in the file's units) or a rotation about
// it (degrees), in the order the file lists them.
struct Channel {
    bool position = false;
    Axis axis = Axis::X;
    friend bool operator==(const Channel&, const Channel&) = default;
};

struct BvhJoint {
    std::string name;
    int parent = -1;  // index into Bvh::joints; parents come before their children
    Eigen::Vector3d offset = Eigen::Vector3d::Zero();
    std::vector<Channel> channels;
    std::optional<Eigen::Vector3d> endSite;  // the tip's offset when the joint ends the chain
};

struct Bvh {
    std::vector<BvhJoint> joints;  // depth first, in the file's order
    double frameTime = 0;          // seconds
    std::size_t frames = 0;
    std::vector<double> values;  // frames × channelCount(), frame-major, in the joints' channel order

    std::size_t channelCount() const;
    // Where joint j's channels start in a frame's values.
    std::size_t firstChannel(std::size_t joint) const;
    int jointIndex(std::string_view name) const;  // -1 when absent
};

// Limits a file is held to, so a hostile one cannot make the reader build without end.
inline constexpr std::size_t kBvhMaxJoints = 4096;
inline constexpr std::size_t kBvhMaxDepth = 256;
inline constexpr std::size_t kBvhMaxBytes = std::size_t(2) << 30;  // 2 GiB, as every reader

// `name` is the file as the user typed it; every refusal starts with it.
Loaded<Bvh> readBvhText(std::string_view text, const std::string& name);
Loaded<Bvh> readBvhFile(const std::string& path);

// The file's text: tabs for nesting, offsets and channel values at 6 decimals, the frame time at
// 7 (docs/formats.md). What readBvhText reads back from it is the same skeleton and motion.
std::string bvhText(const Bvh& bvh);

// Each joint's world transform on a frame: the parent's, then the offset plus the joint's
// position channels, then its rotation channels composed in the file's order.
std::vector<Eigen::Isometry3d> bvhWorld(const Bvh& bvh, std::size_t frame);
// The same with every channel at zero: the skeleton as its offsets draw it.
std::vector<Eigen::Isometry3d> bvhRestWorld(const Bvh& bvh);

}  // namespace rigpose::r3d
