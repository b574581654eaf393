// The BVH writer: the layout most tools write (a tab a level, braces on their own lines), so a
// file read and written again differs from the original only in its numbers' spelling.

#include "rigpose/r3d/bvh.h"

#include "rigpose/util/number_format.h"

namespace rigpose::r3d {

namespace {

constexpr int kDecimals = 6;           // offsets and channel values (docs/formats.md)
constexpr int kFrameTimeDecimals = 7;  // 120 fps is 0.0083333 s

const char* channelName(const Channel& c)
{
    static const char* const kNames[2][3] = {{"Xrotation", "Yrotation", "Zrotation"},
                                             {"Xposition", "Yposition", "Zposition"}};
    return kNames[c.position ? 1 : 0][static_cast<int>(c.axis)];
}

void appendVector(std::string& out, const Eigen::Vector3d& v)
{
    for (int i = 0; i < 3; ++i) {
        out += ' ';
        appendFixed(out, v(i), kDecimals);
    }
}

void appendJoint(std::string& out, const Bvh& bvh, const std::vector<std::vector<std::size_t>>& children, std::size_t j,
                 std::size_t depth)
{
    const BvhJoint& joint = bvh.joints[j];
    const std::string indent(depth, '\t');
    out += indent + (joint.parent < 0 ? "ROOT " : "JOINT ") + joint.name + "\n" + indent + "{\n";
    out += indent + "\tOFFSET";
    appendVector(out, joint.offset);
    out += "\n" + indent + "\tCHANNELS " + std::to_string(joint.channels.size());
    for (const Channel& c : joint.channels)
        out += std::string(" ") + channelName(c);
    out += "\n";
    for (std::size_t child : children[j])
        appendJoint(out, bvh, children, child, depth + 1);
    if (joint.endSite) {
        out += indent + "\tEnd Site\n" + indent + "\t{\n" + indent + "\t\tOFFSET";
        appendVector(out, *joint.endSite);
        out += "\n" + indent + "\t}\n";
    }
    out += indent + "}\n";
}

}  // namespace

std::string bvhText(const Bvh& bvh)
{
    std::vector<std::vector<std::size_t>> children(bvh.joints.size());
    std::vector<std::size_t> roots;
    for (std::size_t j = 0; j < bvh.joints.size(); ++j) {
        const int p = bvh.joints[j].parent;
        if (p >= 0 && static_cast<std::size_t>(p) < j)
            children[static_cast<std::size_t>(p)].push_back(j);
        else
            roots.push_back(j);
    }
    std::string out = "HIERARCHY\n";
    for (std::size_t root : roots)
        appendJoint(out, bvh, children, root, 0);
    out += "MOTION\nFrames: " + std::to_string(bvh.frames) + "\nFrame Time: ";
    appendFixed(out, bvh.frameTime, kFrameTimeDecimals);
    out += "\n";
    const std::size_t perFrame = bvh.channelCount();
    for (std::size_t f = 0; f < bvh.frames; ++f) {
        for (std::size_t c = 0; c < perFrame; ++c) {
            if (c)
                out += ' ';
            const std::size_t i = f * perFrame + c;
            appendFixed(out, i < bvh.values.size() ? bvh.values[i] : 0.0, kDecimals);
        }
        out += "\n";
    }
    return out;
}

}  // namespace rigpose::r3d
