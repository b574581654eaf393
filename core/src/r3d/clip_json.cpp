#include "rigpose/r3d/clip_json.h"

#include <algorithm>
#include <cmath>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"
#include "rigpose/util/number_format.h"

namespace rigpose::r3d {

namespace {

using Json = nlohmann::ordered_json;
constexpr const char* kSpec = "rig-pose-clip3d/1";
constexpr int kQuaternionDecimals = 9, kLengthDecimals = 6, kTimeDecimals = 7;

void appendList(std::string& out, std::initializer_list<double> values, int decimals)
{
    out += '[';
    bool first = true;
    for (double v : values) {
        if (!first)
            out += ", ";
        first = false;
        appendFixed(out, v, decimals);
    }
    out += ']';
}

void appendQuaternion(std::string& out, Eigen::Quaterniond q)
{
    q.normalize();
    if (q.w() < 0)  // one spelling for one rotation
        q.coeffs() *= -1;
    appendList(out, {q.x(), q.y(), q.z(), q.w()}, kQuaternionDecimals);
}

void appendVector(std::string& out, const Eigen::Vector3d& v)
{
    appendList(out, {v.x(), v.y(), v.z()}, kLengthDecimals);
}

std::string quoted(const std::string& s) { return Json(s).dump(); }

std::optional<Eigen::Vector3d> vectorOf(const Json& j)
{
    if (!j.is_array() || j.size() != 3)
        return std::nullopt;
    Eigen::Vector3d v;
    for (int i = 0; i < 3; ++i) {
        if (!j[static_cast<std::size_t>(i)].is_number())
            return std::nullopt;
        v(i) = j[static_cast<std::size_t>(i)].get<double>();
    }
    return v;
}

std::optional<Eigen::Quaterniond> quaternionOf(const Json& j)
{
    if (!j.is_array() || j.size() != 4)
        return std::nullopt;
    double c[4];
    for (std::size_t i = 0; i < 4; ++i) {
        if (!j[i].is_number())
            return std::nullopt;
        c[i] = j[i].get<double>();
    }
    Eigen::Quaterniond q(c[3], c[0], c[1], c[2]);
    const double n = q.norm();
    if (!(n > 1e-6) || !std::isfinite(n))
        return std::nullopt;
    return q.normalized();
}

}  // namespace

std::string clipJsonText(const Skeleton3& skeleton, const Clip3& clip)
{
    std::string out = "{\n  \"spec\": \"" + std::string(kSpec) + "\",\n  \"frameTime\": ";
    appendFixed(out, clip.frameTime, kTimeDecimals);
    out += ",\n  \"up\": \"+Y\",\n  \"forward\": \"+Z\",\n  \"bones\": [";
    std::vector<std::optional<Role>> roleOf(skeleton.bones.size());
    for (std::size_t r = 0; r < kRoleCount; ++r)
        if (const int b = skeleton.roles.bone[r]; b >= 0 && static_cast<std::size_t>(b) < roleOf.size())
            roleOf[static_cast<std::size_t>(b)] = static_cast<Role>(r);
    for (std::size_t b = 0; b < skeleton.bones.size(); ++b) {
        const Bone3& bone = skeleton.bones[b];
        out += b ? ",\n    " : "\n    ";
        out += "{\"name\": " + quoted(bone.name) + ", \"parent\": ";
        out += bone.parent >= 0 ? quoted(skeleton.bones[static_cast<std::size_t>(bone.parent)].name) : "null";
        out += ", \"role\": ";
        out += roleOf[b] ? quoted(std::string(roleName(*roleOf[b]))) : "null";
        out += ", \"translation\": ";
        appendVector(out, bone.translation);
        out += ", \"rotation\": ";
        appendQuaternion(out, bone.rotation);
        out += '}';
    }
    out += "\n  ],\n  \"frames\": [";
    for (std::size_t f = 0; f < clip.frames; ++f) {
        out += f ? ",\n    " : "\n    ";
        out += "{\"rotation\": [";
        for (std::size_t b = 0; b < clip.bones; ++b) {
            if (b)
                out += ", ";
            appendQuaternion(out, clip.rotationAt(f, b));
        }
        out += "], \"translation\": [";
        for (std::size_t b = 0; b < clip.bones; ++b) {
            if (b)
                out += ", ";
            appendVector(out, clip.translationAt(f, b));
        }
        out += "]}";
    }
    out += clip.frames ? "\n  ]\n}\n" : "]\n}\n";
    return out;
}

Loaded<ClipFile> readClipJsonText(std::string_view text, const std::string& file)
{
    Loaded<ClipFile> out;
    JsonParseError error;
    const auto doc = parseJson(text, &error);
    if (!doc) {
        out.refusals.add("CLIP3D_JSON", jsonFaultMessage(file, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    if (!doc->is_object() || !doc->contains("spec") || (*doc)["spec"] != kSpec || !doc->contains("bones") ||
        !(*doc)["bones"].is_array() || !doc->contains("frames") || !(*doc)["frames"].is_array()) {
        out.refusals.add("CLIP3D_SPEC", file + ": is not a 3D clip; give a file with \"spec\": \"" +
                                            std::string(kSpec) + "\", \"bones\" and \"frames\"");
        return out;
    }
    const auto frameTime = doc->find("frameTime");
    if (frameTime == doc->end() || !frameTime->is_number() || !(frameTime->get<double>() > 0)) {
        out.refusals.add("CLIP3D_SPEC", file + ": \"frameTime\" must be a number of seconds above 0");
        return out;
    }
    Skeleton3& s = out.value.skeleton;
    s.roles.bone.fill(-1);
    const Json& bones = (*doc)["bones"];
    for (std::size_t b = 0; b < bones.size(); ++b) {
        const Json& j = bones[b];
        const auto bad = [&](const std::string& why) {
            out.refusals.add("CLIP3D_BONE", file + ": bone " + std::to_string(b) + " " + why);
        };
        if (!j.is_object() || !j.contains("name") || !j["name"].is_string()) {
            bad("has no \"name\" string");
            continue;
        }
        Bone3 bone;
        bone.name = j["name"].get<std::string>();
        // Parents and clips find bones by name, so a name is one bone.
        if (std::any_of(s.bones.begin(), s.bones.end(), [&](const Bone3& o) { return o.name == bone.name; })) {
            bad("(\"" + bone.name + "\") has the name of a bone before it; give each bone its own name");
            continue;
        }
        if (j.contains("parent") && !j["parent"].is_null()) {
            const Json& p = j["parent"];
            for (std::size_t q = 0; q < s.bones.size() && p.is_string(); ++q)
                if (s.bones[q].name == p.get<std::string>())
                    bone.parent = static_cast<int>(q);
            if (bone.parent < 0) {
                bad("(\"" + bone.name + "\") names a parent that is not a bone listed before it");
                continue;
            }
        }
        const auto t = j.contains("translation") ? vectorOf(j["translation"]) : std::nullopt;
        const auto r = j.contains("rotation") ? quaternionOf(j["rotation"]) : std::nullopt;
        if (!t || !r) {
            bad("(\"" + bone.name + "\") needs a translation [x, y, z] and a rotation [x, y, z, w] of length above 0");
            continue;
        }
        bone.translation = *t;
        bone.rotation = *r;
        if (j.contains("role") && !j["role"].is_null()) {
            const auto role = j["role"].is_string() ? roleNamed(j["role"].get<std::string>()) : std::nullopt;
            if (!role) {
                bad("(\"" + bone.name + "\") has a role that is not one of the canonical roles");
                continue;
            }
            if (const int other = s.roles.boneOf(*role); other >= 0) {
                bad("(\"" + bone.name + "\") has the role " + std::string(roleName(*role)) + ", which bone \"" +
                    s.bones[static_cast<std::size_t>(other)].name + "\" has already; give each role one bone");
                continue;
            }
            s.roles.bone[static_cast<std::size_t>(*role)] = static_cast<int>(s.bones.size());
        }
        s.bones.push_back(std::move(bone));
    }
    if (!out.refusals.empty())
        return out;
    s.roles.convention = "roles";
    for (std::size_t r = 0; r < kRoleCount; ++r)
        if (isRequired(static_cast<Role>(r)) && s.roles.bone[r] < 0)
            s.roles.missingRequired.push_back(static_cast<Role>(r));
    Clip3& clip = out.value.clip;
    clip.frameTime = frameTime->get<double>();
    clip.bones = s.bones.size();
    const Json& frames = (*doc)["frames"];
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const Json& j = frames[f];
        const bool shaped = j.is_object() && j.contains("rotation") && j["rotation"].is_array() &&
                            j["rotation"].size() == clip.bones && j.contains("translation") &&
                            j["translation"].is_array() && j["translation"].size() == clip.bones;
        bool ok = shaped;
        for (std::size_t b = 0; ok && b < clip.bones; ++b) {
            const auto r = quaternionOf(j["rotation"][b]);
            const auto t = vectorOf(j["translation"][b]);
            ok = r && t;
            if (ok) {
                clip.rotation.push_back(*r);
                clip.translation.push_back(*t);
            }
        }
        if (!ok) {
            out.refusals.add("CLIP3D_FRAME",
                             file + ": frame " + std::to_string(f) +
                                 " needs a rotation [x, y, z, w] and a translation [x, y, z] for each of the " +
                                 std::to_string(clip.bones) + " bones",
                             {.frame = f});
            return out;
        }
    }
    clip.frames = frames.size();
    return out;
}

Loaded<ClipFile> readClipJsonFile(const std::string& path)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    Loaded<ClipFile> out;
    if (fault)
        out.refusals.add("CLIP3D_JSON", jsonFaultMessage(path, *fault, ""));
    else if (!bytes)
        out.refusals.add("CLIP3D_JSON", path + ": cannot be opened; check the path");
    else
        return readClipJsonText(*bytes, path);
    return out;
}

}  // namespace rigpose::r3d
