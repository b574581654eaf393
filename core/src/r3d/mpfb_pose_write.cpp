// MPFB's pose files written: MPFB's own indent of four, a bone to a line, and each number in the
// shortest spelling that reads back as the same double, since a pose is Blender's floats and
// rounding them would move the bones it is read onto.

#include <charconv>
#include <set>

#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/util/json_text.h"

namespace rigpose::r3d {

namespace {

void appendNumber(std::string& out, double v)
{
    if (v == 0)
        v = 0;  // -0 and 0 are one value, and get one spelling
    char buf[32];
    out.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

std::string quoted(const std::string& s)
{
    std::string out;
    appendJsonString(out, s);
    return out;
}

// The mode an older file without bone_rotation_modes would be read with.
RotationMode modeOfLength(std::size_t length) { return length == 4 ? RotationMode::Quaternion : RotationMode::XYZ; }

// `"name": value` lines of an object, or {} when there are none. A name given twice is written
// once, the first, since a key twice is a file no reader takes.
template <class Items, class Name, class Value>
void appendObject(std::string& out, const char* key, const Items& items, Name name, Value value)
{
    out += "    \"" + std::string(key) + "\": {";
    bool first = true;
    std::set<std::string> seen;
    for (const auto& item : items) {
        if (!seen.insert(name(item)).second)
            continue;
        out += first ? "\n" : ",\n";
        first = false;
        value(item);
    }
    out += first ? "},\n" : "\n    },\n";
}

}  // namespace

std::string mpfbPoseText(const MpfbPose& pose)
{
    // The modes are written when the pose had them, and whenever the length alone would be read
    // as another mode, so that the file reads back as the pose.
    bool modes = pose.modesGiven;
    for (const MpfbBoneRotation& r : pose.rotations)
        modes = modes || modeOfLength(rotationModeLength(r.mode)) != r.mode;

    std::string out = "{\n    \"skeleton_type\": " + quoted(pose.skeletonType) + ",\n";
    const auto boneOf = [](const MpfbBoneRotation& r) { return r.bone; };
    appendObject(out, "bone_rotations", pose.rotations, boneOf, [&](const MpfbBoneRotation& r) {
        out += "        " + quoted(r.bone) + ": [";
        for (std::size_t i = 0; i < rotationModeLength(r.mode); ++i) {
            if (i > 0)
                out += ", ";
            appendNumber(out, r.values[i]);
        }
        out += ']';
    });
    if (modes)
        appendObject(out, "bone_rotation_modes", pose.rotations, boneOf, [&](const MpfbBoneRotation& r) {
            out += "        " + quoted(r.bone) + ": \"" + std::string(rotationModeName(r.mode)) + "\"";
        });
    appendObject(
        out, "bone_translations", pose.translations, [](const auto& t) { return t.first; },
        [&](const auto& t) {
            out += "        " + quoted(t.first) + ": [";
            for (int i = 0; i < 3; ++i) {
                if (i > 0)
                    out += ", ";
                appendNumber(out, t.second(i));
            }
            out += ']';
        });
    out += std::string("    \"has_ik_bones\": ") + (pose.hasIkBones ? "true" : "false") + ",\n";
    out += "    \"original_spine_length\": ";
    appendNumber(out, pose.originalSpineLength);
    out += ",\n    \"original_shoulder_width\": ";
    appendNumber(out, pose.originalShoulderWidth);
    out += "\n}\n";
    return out;
}

}  // namespace rigpose::r3d
