#include "rigpose/r3d/mpfb_rig.h"

#include <cmath>
#include <map>
#include <numbers>
#include <optional>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"

namespace rigpose::r3d {

namespace {

using Json = nlohmann::ordered_json;

struct RawBone {
    std::string name, parent;
    Eigen::Vector3d head, tail;
    double roll = 0;
};

std::optional<Eigen::Vector3d> pointOf(const Json& end)
{
    if (!end.is_object())
        return std::nullopt;
    const auto it = end.find("default_position");
    if (it == end.end() || !it->is_array() || it->size() != 3)
        return std::nullopt;
    Eigen::Vector3d p;
    for (int i = 0; i < 3; ++i) {
        const Json& v = (*it)[static_cast<std::size_t>(i)];
        if (!v.is_number())
            return std::nullopt;
        p(i) = v.get<double>();
    }
    return p;
}

// One bone's fields, or the refusal's words for what is wrong with it.
std::optional<RawBone> boneOf(const std::string& name, const Json& j, std::string& why)
{
    if (!j.is_object()) {
        why = "is not an object";
        return std::nullopt;
    }
    RawBone b;
    b.name = name;
    for (const char* end : {"head", "tail"}) {
        const auto it = j.find(end);
        const auto p = it == j.end() ? std::nullopt : pointOf(*it);
        if (!p) {
            why = std::string("has no ") + end + ".default_position of three numbers";
            return std::nullopt;
        }
        (end[0] == 'h' ? b.head : b.tail) = *p;
    }
    if (const auto it = j.find("roll"); it != j.end()) {
        if (!it->is_number()) {
            why = "has a roll that is not a number (radians)";
            return std::nullopt;
        }
        b.roll = it->get<double>();
    }
    if (const auto it = j.find("parent"); it != j.end()) {
        if (!it->is_string()) {
            why = "has a parent that is not a bone's name (\"\" for a root)";
            return std::nullopt;
        }
        b.parent = it->get<std::string>();
    }
    if ((b.tail - b.head).norm() < 1e-9) {
        why = "has its tail on its head, so it has no direction";
        return std::nullopt;
    }
    return b;
}

}  // namespace

Eigen::Quaterniond blenderBoneFrame(const Eigen::Vector3d& head, const Eigen::Vector3d& tail, double roll)
{
    const Eigen::Vector3d y = (tail - head).normalized();
    // The shortest turn from +Y onto the bone, as Blender makes it; straight down -Y it is half a
    // turn about +Z.
    const Eigen::Quaterniond base = y.y() < -1 + 1e-12
                                        ? Eigen::Quaterniond(
                                              Eigen::AngleAxisd(std::numbers::pi, Eigen::Vector3d::UnitZ()))
                                        : Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitY(), y);
    return (Eigen::Quaterniond(Eigen::AngleAxisd(roll, y)) * base).normalized();
}

Eigen::Quaterniond blenderToYUp()
{
    return Eigen::Quaterniond(Eigen::AngleAxisd(-std::numbers::pi / 2, Eigen::Vector3d::UnitX()));
}

Loaded<Skeleton3> readMpfbRigText(std::string_view text, const std::string& file)
{
    Loaded<Skeleton3> out;
    JsonParseError error;
    const auto doc = parseJson(text, &error);
    if (!doc) {
        out.refusals.add("MPFB_RIG_JSON", jsonFaultMessage(file, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    const auto layout = [&](const std::string& why) {
        out.refusals.add("MPFB_RIG_LAYOUT", file + ": " + why + "; give an MPFB rig definition (rig.<type>.json)");
    };
    if (!doc->is_object())
        return layout("is not a JSON object"), out;
    const Json* bones = &*doc;
    if (doc->contains("joints"))
        return layout("has \"joints\", MakeHuman's older skeleton layout, which MPFB does not read either"), out;
    if (const auto it = doc->find("bones"); it != doc->end()) {
        if (!doc->contains("version"))
            return layout("has \"bones\" but no \"version\""), out;
        if (!it->is_object())
            return layout("has \"bones\" that is not an object keyed by bone name"), out;
        bones = &*it;
    }
    if (bones->empty())
        return layout("has no bones"), out;

    std::vector<RawBone> raw;
    std::map<std::string, std::size_t> index;
    for (const auto& [name, j] : bones->items()) {
        std::string why;
        if (auto b = boneOf(name, j, why)) {
            index[name] = raw.size();
            raw.push_back(std::move(*b));
        } else {
            out.refusals.add("MPFB_RIG_BONE", file + ": bone \"" + name + "\" " + why + "; fix the bone or remove it",
                             {.bone = name});
        }
    }
    if (!out.refusals.empty())
        return out;
    std::vector<int> parents(raw.size(), -1);
    for (std::size_t b = 0; b < raw.size(); ++b) {
        if (raw[b].parent.empty())
            continue;
        const auto it = index.find(raw[b].parent);
        if (it == index.end() || it->second == b)
            out.refusals.add("MPFB_RIG_PARENT",
                             file + ": bone \"" + raw[b].name + "\" hangs under \"" + raw[b].parent +
                                 "\", which is no other bone of the rig; name an existing bone or \"\" for a root",
                             {.bone = raw[b].name});
        else
            parents[b] = static_cast<int>(it->second);
    }
    if (!out.refusals.empty())
        return out;
    // Parents before children: roots in the file's order, each one's tree depth first.
    std::vector<std::vector<std::size_t>> children(raw.size());
    std::vector<std::size_t> roots;
    for (std::size_t b = 0; b < raw.size(); ++b)
        (parents[b] < 0 ? roots : children[static_cast<std::size_t>(parents[b])]).push_back(b);
    std::vector<std::size_t> order;
    std::vector<std::size_t> stack(roots.rbegin(), roots.rend());
    while (!stack.empty()) {
        const std::size_t b = stack.back();
        stack.pop_back();
        order.push_back(b);
        stack.insert(stack.end(), children[b].rbegin(), children[b].rend());
    }
    if (order.size() != raw.size()) {
        out.refusals.add("MPFB_RIG_PARENT", file + ": the bones' parents loop (" +
                                                std::to_string(raw.size() - order.size()) +
                                                " bones never reach a root); give every chain a root");
        return out;
    }

    const Eigen::Quaterniond up = blenderToYUp();
    std::vector<int> newIndex(raw.size(), -1);
    std::vector<Eigen::Quaterniond> worldRotation(raw.size());
    std::vector<Eigen::Vector3d> worldPosition(raw.size());
    Skeleton3& s = out.value;
    std::vector<std::string> names;
    std::vector<int> newParents;
    for (std::size_t b : order) {
        const RawBone& r = raw[b];
        worldRotation[b] = (up * blenderBoneFrame(r.head, r.tail, r.roll)).normalized();
        worldPosition[b] = up * r.head;
        Bone3 bone;
        bone.name = r.name;
        // Along the bone's own +Y by its length: what MPFB's pose files measure the body by.
        bone.tail = worldRotation[b].conjugate() * (up * r.tail - worldPosition[b]);
        if (const int p = parents[b]; p >= 0) {
            const auto pi = static_cast<std::size_t>(p);
            bone.parent = newIndex[pi];
            const Eigen::Quaterniond inverse = worldRotation[pi].conjugate();
            bone.translation = inverse * (worldPosition[b] - worldPosition[pi]);
            bone.rotation = (inverse * worldRotation[b]).normalized();
        } else {
            bone.translation = worldPosition[b];
            bone.rotation = worldRotation[b];
        }
        newIndex[b] = static_cast<int>(s.bones.size());
        names.push_back(bone.name);
        newParents.push_back(bone.parent);
        s.bones.push_back(std::move(bone));
    }
    s.roles = findRoles(names, newParents);
    return out;
}

Loaded<Skeleton3> readMpfbRigFile(const std::string& path)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        Loaded<Skeleton3> out;
        out.refusals.add("MPFB_RIG_JSON", jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        Loaded<Skeleton3> out;
        out.refusals.add("MPFB_RIG_JSON", path + ": cannot be opened; check the path");
        return out;
    }
    return readMpfbRigText(*bytes, path);
}

}  // namespace rigpose::r3d
