// MPFB's pose files read through the JSON policy; every bad bone is named in one pass.

#include <cmath>
#include <map>

#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"

namespace rigpose::r3d {

namespace {

using Json = nlohmann::ordered_json;

// Past this the products of applying a pose could leave the doubles' range (issue 36's rule).
constexpr double kBound = 1e9;

bool isBounded(const Json& v) { return v.is_number() && std::abs(v.get<double>()) <= kBound; }

std::string modeList()
{
    std::string out;
    for (int m = 0; m <= static_cast<int>(RotationMode::AxisAngle); ++m)
        out += (out.empty() ? "" : ", ") + std::string(rotationModeName(static_cast<RotationMode>(m)));
    return out;
}

}  // namespace

Loaded<MpfbPose> readMpfbPoseText(std::string_view text, const std::string& file)
{
    Loaded<MpfbPose> out;
    JsonParseError error;
    const auto doc = parseJson(text, &error);
    if (!doc) {
        out.refusals.add("MPFB_POSE_JSON", jsonFaultMessage(file, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    const auto layout = [&](const std::string& why) {
        out.refusals.add("MPFB_POSE_LAYOUT", file + ": " + why + "; give an MPFB pose file as MPFB saves it");
    };
    if (!doc->is_object())
        return layout("is not a JSON object"), out;
    // Each required key with the type it must have, named in one pass.
    const struct {
        const char* key;
        bool (Json::*is)() const noexcept;
        const char* type;
    } required[] = {
        {"skeleton_type", &Json::is_string, "a string"},
        {"bone_rotations", &Json::is_object, "an object (bone name to rotation)"},
        {"bone_translations", &Json::is_object, "an object (bone name to [x, y, z])"},
        {"has_ik_bones", &Json::is_boolean, "true or false"},
        {"original_spine_length", &Json::is_number, "a number"},
        {"original_shoulder_width", &Json::is_number, "a number"},
    };
    for (const auto& r : required) {
        const auto it = doc->find(r.key);
        if (it == doc->end())
            layout(std::string("has no \"") + r.key + "\", " + r.type);
        else if (!((*it).*r.is)())
            layout(std::string("has a \"") + r.key + "\" that is not " + r.type);
    }
    const Json* modes = nullptr;
    if (const auto it = doc->find("bone_rotation_modes"); it != doc->end()) {
        if (it->is_object())
            modes = &*it;
        else
            layout("has a \"bone_rotation_modes\" that is not an object (bone name to mode)");
    }
    if (!out.refusals.empty())
        return out;

    MpfbPose& pose = out.value;
    pose.skeletonType = doc->at("skeleton_type").get<std::string>();
    pose.hasIkBones = doc->at("has_ik_bones").get<bool>();
    pose.modesGiven = modes != nullptr;
    for (auto [key, to] : {std::pair{"original_spine_length", &pose.originalSpineLength},
                           std::pair{"original_shoulder_width", &pose.originalShoulderWidth}}) {
        *to = doc->at(key).get<double>();
        if (!(*to >= 0 && *to <= kBound))
            layout(std::string("has a \"") + key + "\" that is not a length in metres, 0 to 1e9 (0: no scaling)");
    }
    if (!out.refusals.empty())
        return out;

    const auto bad = [&](const std::string& bone, const std::string& why) {
        out.refusals.add("MPFB_POSE_BONE", file + ": bone \"" + bone + "\" " + why, {.bone = bone});
    };
    for (const auto& [bone, value] : doc->at("bone_rotations").items()) {
        MpfbBoneRotation r;
        r.bone = bone;
        const Json* named = nullptr;
        if (modes)
            if (const auto it = modes->find(bone); it != modes->end())
                named = &*it;
        if (named) {
            const auto mode = named->is_string() ? rotationModeNamed(named->get<std::string>()) : std::nullopt;
            if (!mode) {
                bad(bone, "has a rotation mode that is not one of " + modeList() + "; give one of them");
                continue;
            }
            r.mode = *mode;
        } else if (value.is_array() && value.size() == 4) {
            r.mode = RotationMode::Quaternion;  // the older files: the length tells
        }
        const std::size_t length = rotationModeLength(r.mode);
        if (!value.is_array() || value.size() != length) {
            bad(bone, "has a rotation that is not " + std::to_string(length) + " numbers, as its mode " +
                          std::string(rotationModeName(r.mode)) + " stores; give " +
                          (length == 3                         ? "[x, y, z] in radians"
                           : r.mode == RotationMode::AxisAngle ? "[angle, x, y, z]"
                                                               : "[w, x, y, z]"));
            continue;
        }
        bool numbers = true;
        for (std::size_t i = 0; i < length; ++i) {
            numbers = numbers && isBounded(value[i]);
            if (numbers)
                r.values[i] = value[i].get<double>();
        }
        if (!numbers) {
            bad(bone, "has a rotation value that is not a number within ±1e9; give numbers");
            continue;
        }
        if (r.mode == RotationMode::Quaternion &&
            !(Eigen::Vector4d(r.values[0], r.values[1], r.values[2], r.values[3]).norm() > 1e-12)) {
            bad(bone, "has a quaternion of length 0, which is no rotation; give [1, 0, 0, 0] for none");
            continue;
        }
        pose.rotations.push_back(std::move(r));
    }
    for (const auto& [bone, value] : doc->at("bone_translations").items()) {
        Eigen::Vector3d t;
        bool ok = value.is_array() && value.size() == 3;
        for (std::size_t i = 0; ok && i < 3; ++i) {
            ok = isBounded(value[i]);
            if (ok)
                t(static_cast<int>(i)) = value[i].get<double>();
        }
        if (!ok)
            bad(bone, "has a translation that is not three numbers within ±1e9; give [x, y, z] in metres");
        else
            pose.translations.emplace_back(bone, t);
    }
    return out;
}

Loaded<MpfbPose> readMpfbPoseFile(const std::string& path)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    Loaded<MpfbPose> out;
    if (fault)
        out.refusals.add("MPFB_POSE_JSON", jsonFaultMessage(path, *fault, ""));
    else if (!bytes)
        out.refusals.add("MPFB_POSE_JSON", path + ": cannot be opened; check the path");
    else
        return readMpfbPoseText(*bytes, path);
    return out;
}

}  // namespace rigpose::r3d
