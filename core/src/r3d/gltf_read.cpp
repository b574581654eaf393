#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

#include <tiny_gltf.h>

#include "rigpose/r3d/gltf.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"

namespace rigpose::r3d {

namespace {

using Json = nlohmann::ordered_json;

constexpr double kFrameTime = 1.0 / 30, kFinestFrameTime = 1.0 / 240;
constexpr std::size_t kMaxFrames = 1'000'000;  // past an hour at 240 fps

// A GLB's JSON chunk, or why there is none (glTF 2.0's binary container: a 12-byte header, then
// chunks of a length, a type and the bytes, the JSON first).
std::optional<std::string_view> glbJsonChunk(std::string_view bytes, std::string& why)
{
    const auto u32 = [&](std::size_t at) {
        std::uint32_t v = 0;
        std::memcpy(&v, bytes.data() + at, 4);
        return v;  // little-endian on every machine this builds for
    };
    if (bytes.size() < 20 || bytes.substr(0, 4) != "glTF") {
        why = "does not start as a GLB does (\"glTF\", a version, a length)";
        return std::nullopt;
    }
    if (u32(4) != 2) {
        why = "is a GLB of version " + std::to_string(u32(4)) + ", not 2";
        return std::nullopt;
    }
    if (u32(8) > bytes.size()) {
        why = "is cut short: its header says " + std::to_string(u32(8)) + " bytes, the file has " +
              std::to_string(bytes.size());
        return std::nullopt;
    }
    const std::uint32_t length = u32(12);
    if (u32(16) != 0x4E4F534A || length > bytes.size() - 20) {
        why = "has no JSON chunk first, or one longer than the file";
        return std::nullopt;
    }
    return bytes.substr(20, length);
}

// Every node's parent, -1 for a scene's root; none when a node is listed twice as a child.
std::optional<std::vector<int>> nodeParents(const tinygltf::Model& m)
{
    std::vector<int> parent(m.nodes.size(), -1);
    for (std::size_t n = 0; n < m.nodes.size(); ++n)
        for (int c : m.nodes[n].children) {
            if (c < 0 || static_cast<std::size_t>(c) >= m.nodes.size() || parent[static_cast<std::size_t>(c)] >= 0 ||
                static_cast<std::size_t>(c) == n)
                return std::nullopt;
            parent[static_cast<std::size_t>(c)] = static_cast<int>(n);
        }
    // A loop has no root: walk up from each node at most nodes-many steps.
    for (std::size_t n = 0; n < m.nodes.size(); ++n) {
        int at = static_cast<int>(n);
        for (std::size_t steps = 0; at >= 0; ++steps) {
            if (steps > m.nodes.size())
                return std::nullopt;
            at = parent[static_cast<std::size_t>(at)];
        }
    }
    return parent;
}

Eigen::Matrix4d nodeMatrix(const tinygltf::Node& node)
{
    Eigen::Matrix4d out = Eigen::Matrix4d::Identity();
    if (node.matrix.size() == 16) {
        for (int c = 0; c < 4; ++c)
            for (int r = 0; r < 4; ++r)
                out(r, c) = node.matrix[static_cast<std::size_t>(c * 4 + r)];  // column-major
        return out;
    }
    Eigen::Vector3d t = Eigen::Vector3d::Zero(), s = Eigen::Vector3d::Ones();
    Eigen::Quaterniond q = Eigen::Quaterniond::Identity();
    if (node.translation.size() == 3)
        t = {node.translation[0], node.translation[1], node.translation[2]};
    if (node.rotation.size() == 4)
        q = Eigen::Quaterniond(node.rotation[3], node.rotation[0], node.rotation[1], node.rotation[2]);
    if (node.scale.size() == 3)
        s = {node.scale[0], node.scale[1], node.scale[2]};
    if (!(q.norm() > 1e-12))
        q = Eigen::Quaterniond::Identity();
    out.block<3, 3>(0, 0) = q.normalized().toRotationMatrix() * s.asDiagonal();
    out.block<3, 1>(0, 3) = t;
    return out;
}

// A transform's rotation and its mean scale (a rig is scaled evenly when at all).
std::pair<Eigen::Quaterniond, double> rotationAndScale(const Eigen::Matrix4d& m)
{
    Eigen::Matrix3d a = m.block<3, 3>(0, 0);
    const double s = (a.col(0).norm() + a.col(1).norm() + a.col(2).norm()) / 3;
    Eigen::JacobiSVD<Eigen::Matrix3d> svd(a, Eigen::ComputeFullU | Eigen::ComputeFullV);
    Eigen::Matrix3d r = svd.matrixU() * svd.matrixV().transpose();
    if (r.determinant() < 0) {  // a mirroring node: keep the turn, drop the flip
        Eigen::Matrix3d u = svd.matrixU();
        u.col(2) *= -1;
        r = u * svd.matrixV().transpose();
    }
    return {Eigen::Quaterniond(r).normalized(), s};
}

// An accessor's floats (count × components), checked inside its buffer view and buffer.
// Normalised integers are read as glTF scales them. None, with `why`, when it cannot be read.
std::optional<std::vector<double>> readAccessor(const tinygltf::Model& m, int index, int type, std::string& why)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m.accessors.size()) {
        why = "names accessor " + std::to_string(index) + ", which the file does not have";
        return std::nullopt;
    }
    const tinygltf::Accessor& a = m.accessors[static_cast<std::size_t>(index)];
    if (a.type != type) {
        why = "reads accessor " + std::to_string(index) + " of the wrong type";
        return std::nullopt;
    }
    if (a.sparse.isSparse || a.bufferView < 0 || static_cast<std::size_t>(a.bufferView) >= m.bufferViews.size()) {
        why = "reads accessor " + std::to_string(index) + ", which has no buffer view (or a sparse one)";
        return std::nullopt;
    }
    const tinygltf::BufferView& v = m.bufferViews[static_cast<std::size_t>(a.bufferView)];
    if (v.buffer < 0 || static_cast<std::size_t>(v.buffer) >= m.buffers.size()) {
        why = "reads a buffer view of no buffer";
        return std::nullopt;
    }
    const std::vector<unsigned char>& data = m.buffers[static_cast<std::size_t>(v.buffer)].data;
    const int components = tinygltf::GetNumComponentsInType(static_cast<std::uint32_t>(a.type));
    const int size = tinygltf::GetComponentSizeInBytes(static_cast<std::uint32_t>(a.componentType));
    const bool isFloat = a.componentType == TINYGLTF_COMPONENT_TYPE_FLOAT;
    if (components <= 0 || size <= 0 || (!isFloat && !a.normalized)) {
        why = "reads accessor " + std::to_string(index) + ", which holds neither floats nor normalised integers";
        return std::nullopt;
    }
    const std::size_t element = static_cast<std::size_t>(components) * static_cast<std::size_t>(size);
    const std::size_t stride = v.byteStride ? v.byteStride : element;
    const std::size_t start = v.byteOffset + a.byteOffset;
    const bool fits = v.byteOffset <= data.size() && v.byteLength <= data.size() - v.byteOffset &&
                      a.byteOffset <= v.byteLength && stride >= element &&
                      (a.count == 0 || (a.count - 1 <= (v.byteLength - a.byteOffset) / stride &&
                                        (a.count - 1) * stride + element <= v.byteLength - a.byteOffset));
    if (!fits) {
        why = "reads accessor " + std::to_string(index) + " past the end of its buffer";
        return std::nullopt;
    }
    std::vector<double> out;
    out.reserve(a.count * static_cast<std::size_t>(components));
    for (std::size_t i = 0; i < a.count; ++i)
        for (int c = 0; c < components; ++c) {
            const unsigned char* p = data.data() + start + i * stride + static_cast<std::size_t>(c * size);
            double value = 0;
            switch (a.componentType) {
            case TINYGLTF_COMPONENT_TYPE_FLOAT: {
                float f;
                std::memcpy(&f, p, 4);
                value = f;
                break;
            }
            case TINYGLTF_COMPONENT_TYPE_BYTE:
                value = std::max(static_cast<signed char>(*p) / 127.0, -1.0);
                break;
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
                value = *p / 255.0;
                break;
            case TINYGLTF_COMPONENT_TYPE_SHORT: {
                std::int16_t s;
                std::memcpy(&s, p, 2);
                value = std::max(s / 32767.0, -1.0);
                break;
            }
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT: {
                std::uint16_t s;
                std::memcpy(&s, p, 2);
                value = s / 65535.0;
                break;
            }
            default:
                why = "reads accessor " + std::to_string(index) + " of a component type glTF does not allow there";
                return std::nullopt;
            }
            if (!std::isfinite(value)) {
                why = "reads accessor " + std::to_string(index) + ", which holds a value that is not finite";
                return std::nullopt;
            }
            out.push_back(value);
        }
    return out;
}

// VRM's humanoid bone names to ours.
std::optional<Role> vrmRole(std::string name)
{
    static const std::map<std::string, Role> table = {
        {"hips", Role::Hips},
        {"spine", Role::Spine},
        {"chest", Role::Chest},
        {"upperChest", Role::UpperChest},
        {"neck", Role::Neck},
        {"head", Role::Head},
        {"leftShoulder", Role::ShoulderL},
        {"leftUpperArm", Role::UpperArmL},
        {"leftLowerArm", Role::LowerArmL},
        {"leftHand", Role::HandL},
        {"rightShoulder", Role::ShoulderR},
        {"rightUpperArm", Role::UpperArmR},
        {"rightLowerArm", Role::LowerArmR},
        {"rightHand", Role::HandR},
        {"leftUpperLeg", Role::UpperLegL},
        {"leftLowerLeg", Role::LowerLegL},
        {"leftFoot", Role::FootL},
        {"leftToes", Role::ToesL},
        {"rightUpperLeg", Role::UpperLegR},
        {"rightLowerLeg", Role::LowerLegR},
        {"rightFoot", Role::FootR},
        {"rightToes", Role::ToesR},
    };
    const auto it = table.find(name);
    return it == table.end() ? std::nullopt : std::optional<Role>(it->second);
}

// Node index per role from VRM 1.0's VRMC_vrm or VRM 0.x's VRM extension, read from the
// policy-checked JSON; empty when the file has neither.
std::map<Role, int> vrmHumanoid(const Json& doc)
{
    std::map<Role, int> out;
    const auto ext = doc.find("extensions");
    if (ext == doc.end() || !ext->is_object())
        return out;
    const auto node = [](const Json& j) -> std::optional<int> {
        if (j.is_object() && j.contains("node") && j["node"].is_number_integer())
            return j["node"].get<int>();
        return std::nullopt;
    };
    if (const auto v1 = ext->find("VRMC_vrm"); v1 != ext->end() && v1->is_object()) {
        const Json* bones = nullptr;
        if (v1->contains("humanoid") && (*v1)["humanoid"].is_object() && (*v1)["humanoid"].contains("humanBones"))
            bones = &(*v1)["humanoid"]["humanBones"];
        if (bones && bones->is_object())
            for (const auto& [name, bone] : bones->items())
                if (const auto role = vrmRole(name); role && node(bone))
                    out[*role] = *node(bone);
    } else if (const auto v0 = ext->find("VRM"); v0 != ext->end() && v0->is_object()) {
        const Json* bones = nullptr;
        if (v0->contains("humanoid") && (*v0)["humanoid"].is_object() && (*v0)["humanoid"].contains("humanBones"))
            bones = &(*v0)["humanoid"]["humanBones"];
        if (bones && bones->is_array())
            for (const Json& bone : *bones)
                if (bone.is_object() && bone.contains("bone") && bone["bone"].is_string())
                    if (const auto role = vrmRole(bone["bone"].get<std::string>()); role && node(bone))
                        out[*role] = *node(bone);
    }
    return out;
}

struct Track {
    std::vector<double> times, values;  // values: keys × (3 or 4), triplets for CUBICSPLINE
    std::string interpolation;
    std::size_t width = 3;
};

// A track's value at time t (rotation as x, y, z, w).
std::vector<double> sampleTrack(const Track& k, double t)
{
    const std::size_t n = k.times.size(), w = k.width;
    const bool cubic = k.interpolation == "CUBICSPLINE";
    const auto value = [&](std::size_t i) {
        const std::size_t at = cubic ? (i * 3 + 1) * w : i * w;
        return std::vector<double>(k.values.begin() + static_cast<std::ptrdiff_t>(at),
                                   k.values.begin() + static_cast<std::ptrdiff_t>(at + w));
    };
    if (t <= k.times.front())
        return value(0);
    if (t >= k.times.back())
        return value(n - 1);
    const std::size_t i = static_cast<std::size_t>(std::upper_bound(k.times.begin(), k.times.end(), t) -
                                                   k.times.begin()) -
                          1;
    const double t0 = k.times[i], t1 = k.times[i + 1], dt = t1 - t0, u = (t - t0) / dt;
    std::vector<double> a = value(i), b = value(i + 1), out(w);
    if (k.interpolation == "STEP")
        return a;
    if (cubic) {
        const double* outTangent = &k.values[(i * 3 + 2) * w];
        const double* inTangent = &k.values[((i + 1) * 3) * w];
        const double u2 = u * u, u3 = u2 * u;
        for (std::size_t c = 0; c < w; ++c)
            out[c] = (2 * u3 - 3 * u2 + 1) * a[c] + (u3 - 2 * u2 + u) * dt * outTangent[c] + (-2 * u3 + 3 * u2) * b[c] +
                     (u3 - u2) * dt * inTangent[c];
    } else if (w == 4) {
        const Eigen::Quaterniond qa(a[3], a[0], a[1], a[2]), qb(b[3], b[0], b[1], b[2]);
        const Eigen::Quaterniond q = qa.normalized().slerp(u, qb.normalized());  // Eigen takes the short way
        return {q.x(), q.y(), q.z(), q.w()};
    } else {
        for (std::size_t c = 0; c < w; ++c)
            out[c] = a[c] + u * (b[c] - a[c]);
    }
    return out;
}

}  // namespace

Loaded<GltfRead> readGltfBytes(std::string_view bytes, bool binary, const std::string& file,
                               const std::string& animation, const std::string& baseDir)
{
    Loaded<GltfRead> out;
    std::string_view jsonText = bytes;
    if (binary) {
        std::string why;
        const auto chunk = glbJsonChunk(bytes, why);
        if (!chunk) {
            out.refusals.add("GLTF_GLB", file + ": " + why + "; give a glTF 2.0 binary (.glb)");
            return out;
        }
        jsonText = *chunk;
    }
    JsonParseError error;
    const auto doc = parseJson(jsonText, &error);
    if (!doc) {
        out.refusals.add("GLTF_JSON", jsonFaultMessage(file, error.fault(), jsonPlace(jsonText, error.byteOffset)));
        return out;
    }
    tinygltf::Model m;
    tinygltf::TinyGLTF loader;
    // Pictures are not read: a rig's joints and motion need none, and decoding them costs.
    loader.SetImageLoader([](tinygltf::Image*, const int, std::string*, std::string*, int, int, const unsigned char*,
                             int, void*) { return true; },
                          nullptr);
    std::string err, warn;
    const bool loaded = binary ? loader.LoadBinaryFromMemory(&m, &err, &warn,
                                                             reinterpret_cast<const unsigned char*>(bytes.data()),
                                                             static_cast<unsigned int>(bytes.size()), baseDir)
                               : loader.LoadASCIIFromString(&m, &err, &warn, bytes.data(),
                                                            static_cast<unsigned int>(bytes.size()), baseDir);
    if (!loaded) {
        while (!err.empty() && (err.back() == '\n' || err.back() == ' '))
            err.pop_back();
        std::replace(err.begin(), err.end(), '\n', ' ');
        out.refusals.add("GLTF_READ", file + ": tinygltf cannot read it (" + (err.empty() ? "no reason given" : err) +
                                          "); give a valid glTF 2.0 file");
        return out;
    }
    const auto parents = nodeParents(m);
    if (!parents) {
        out.refusals.add("GLTF_SKIN", file +
                                          ": its nodes do not form trees (a node is two nodes' child, or its "
                                          "own ancestor); give a valid glTF 2.0 file");
        return out;
    }
    const std::map<Role, int> vrm = vrmHumanoid(*doc);
    // The skin: the one holding VRM's hips, else the first.
    std::optional<std::size_t> skinIndex;
    for (std::size_t s = 0; s < m.skins.size() && !skinIndex; ++s)
        if (vrm.count(Role::Hips) && std::count(m.skins[s].joints.begin(), m.skins[s].joints.end(), vrm.at(Role::Hips)))
            skinIndex = s;
    if (!skinIndex && !m.skins.empty())
        skinIndex = 0;
    if (!skinIndex || m.skins[*skinIndex].joints.empty()) {
        out.refusals.add("GLTF_SKIN", file + ": has no skin with joints, so no skeleton to read; give a rigged model");
        return out;
    }
    const std::vector<int>& joints = m.skins[*skinIndex].joints;
    std::map<int, std::size_t> jointOf;
    for (int j : joints) {
        if (j < 0 || static_cast<std::size_t>(j) >= m.nodes.size() || jointOf.count(j)) {
            out.refusals.add("GLTF_SKIN", file + ": its skin lists joint " + std::to_string(j) +
                                              ", which is no node or is listed twice; give a valid glTF 2.0 file");
            return out;
        }
        jointOf[j] = jointOf.size();
    }
    // Joints in an order with parents first: by depth, then by the skin's order.
    const auto depth = [&](int node) {
        std::size_t d = 0;
        for (int at = (*parents)[static_cast<std::size_t>(node)]; at >= 0;
             at = (*parents)[static_cast<std::size_t>(at)])
            ++d;
        return d;
    };
    // The skin's own order when it already puts parents first (what we and most exporters
    // write, so a round trip keeps the bones' order), else by depth.
    const auto parentJointOf = [&](int node) {
        int up = (*parents)[static_cast<std::size_t>(node)];
        while (up >= 0 && !jointOf.count(up))
            up = (*parents)[static_cast<std::size_t>(up)];
        return up;
    };
    std::vector<int> order(joints.begin(), joints.end());
    const bool parentsFirst = std::all_of(order.begin(), order.end(), [&](int node) {
        const int up = parentJointOf(node);
        return up < 0 || jointOf.at(up) < jointOf.at(node);
    });
    if (!parentsFirst)
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return depth(a) < depth(b); });
    std::vector<Eigen::Matrix4d> world(m.nodes.size());
    std::vector<bool> known(m.nodes.size(), false);
    const auto worldOf = [&](auto& self, int node) -> Eigen::Matrix4d {
        const auto n = static_cast<std::size_t>(node);
        if (!known[n]) {
            const int p = (*parents)[n];
            world[n] = (p >= 0 ? self(self, p) : Eigen::Matrix4d::Identity()) * nodeMatrix(m.nodes[n]);
            known[n] = true;
        }
        return world[n];
    };
    Skeleton3& s = out.value.skeleton;
    std::map<int, int> boneOfNode;
    std::vector<int> nodeOfBone;
    for (int node : order) {
        const int up = parentJointOf(node);
        Bone3 bone;
        bone.name = m.nodes[static_cast<std::size_t>(node)].name;
        if (bone.name.empty())
            bone.name = "node" + std::to_string(node);
        // A joint flattened along an axis (a scale of 0 on it or above it) has no rest to read
        // its bones' lengths and turns from.
        const Eigen::Matrix3d linear = worldOf(worldOf, node).block<3, 3>(0, 0);
        const Eigen::Vector3d stretch = Eigen::JacobiSVD<Eigen::Matrix3d>(linear).singularValues();
        if (!linear.allFinite() || !(stretch.minCoeff() > 1e-9 * std::max(1.0, stretch.maxCoeff()))) {
            out.refusals.add("GLTF_SKIN", file + ": joint \"" + bone.name +
                                              "\" is scaled to nothing along an axis (a scale of 0 on it or a node "
                                              "above it); give every node of the rig a scale above 0");
            return out;
        }
        const auto [rotation, scale] = rotationAndScale(worldOf(worldOf, node));
        const Eigen::Vector3d position = worldOf(worldOf, node).block<3, 1>(0, 3);
        if (up >= 0) {
            bone.parent = boneOfNode.at(up);
            const Eigen::Matrix4d& pw = worldOf(worldOf, up);
            const Eigen::Quaterniond pr = rotationAndScale(pw).first;
            bone.translation = pr.conjugate() * (position - pw.block<3, 1>(0, 3));
            bone.rotation = (pr.conjugate() * rotation).normalized();
        } else {
            bone.translation = position;
            bone.rotation = rotation;
        }
        boneOfNode[node] = static_cast<int>(s.bones.size());
        nodeOfBone.push_back(node);
        s.bones.push_back(std::move(bone));
    }
    std::vector<std::string> names;
    std::vector<int> boneParents;
    for (const Bone3& b : s.bones) {
        names.push_back(b.name);
        boneParents.push_back(b.parent);
    }
    if (!vrm.empty()) {
        s.roles.bone.fill(-1);
        s.roles.convention = "vrm humanoid";
        for (const auto& [role, node] : vrm)
            if (boneOfNode.count(node))
                s.roles.bone[static_cast<std::size_t>(role)] = boneOfNode.at(node);
        for (std::size_t r = 0; r < kRoleCount; ++r)
            if (isRequired(static_cast<Role>(r)) && s.roles.bone[r] < 0)
                s.roles.missingRequired.push_back(static_cast<Role>(r));
    } else {
        s.roles = findRoles(names, boneParents);
    }

    if (m.animations.empty()) {
        if (!animation.empty())
            out.refusals.add("GLTF_ANIMATION", file + ": has no animations, so none named \"" + animation + "\"");
        return out;
    }
    std::optional<std::size_t> pick;
    for (std::size_t a = 0; a < m.animations.size() && !pick; ++a)
        if (animation.empty() || m.animations[a].name == animation || "#" + std::to_string(a) == animation)
            pick = a;
    if (!pick) {
        std::string list;
        for (std::size_t a = 0; a < m.animations.size(); ++a)
            list += (a ? ", " : "") +
                    (m.animations[a].name.empty() ? "#" + std::to_string(a) : "\"" + m.animations[a].name + "\"");
        out.refusals.add("GLTF_ANIMATION", file + ": has no animation \"" + animation + "\"; it has " + list);
        return out;
    }
    const tinygltf::Animation& anim = m.animations[*pick];
    out.value.animation = anim.name.empty() ? "#" + std::to_string(*pick) : anim.name;
    std::map<std::pair<int, bool>, Track> tracks;  // (bone, rotation?) -> keys
    double duration = 0, finest = kFrameTime;
    for (const tinygltf::AnimationChannel& ch : anim.channels) {
        const bool rotation = ch.target_path == "rotation", scale = ch.target_path == "scale";
        if (ch.target_path != "translation" && !rotation && !scale)
            continue;
        if (ch.sampler < 0 || static_cast<std::size_t>(ch.sampler) >= anim.samplers.size()) {
            out.refusals.add("GLTF_ANIMATION", file + ": a channel of \"" + out.value.animation +
                                                   "\" names no sampler; give a valid glTF 2.0 file");
            return out;
        }
        const tinygltf::AnimationSampler& sampler = anim.samplers[static_cast<std::size_t>(ch.sampler)];
        std::string why;
        auto times = readAccessor(m, sampler.input, TINYGLTF_TYPE_SCALAR, why);
        auto values = times ? readAccessor(m, sampler.output, rotation ? TINYGLTF_TYPE_VEC4 : TINYGLTF_TYPE_VEC3, why)
                            : std::nullopt;
        if (!times || !values) {
            out.refusals.add("GLTF_ACCESSOR", file + ": animation \"" + out.value.animation + "\" " + why +
                                                  "; give a valid glTF 2.0 file");
            return out;
        }
        const bool cubic = sampler.interpolation == "CUBICSPLINE";
        const std::size_t width = rotation ? 4 : 3;
        const std::size_t keys = times->size();
        if (keys == 0 || values->size() != keys * width * (cubic ? 3 : 1) ||
            !std::is_sorted(times->begin(), times->end(), std::less_equal<double>()) ||
            std::adjacent_find(times->begin(), times->end()) != times->end()) {
            out.refusals.add("GLTF_ANIMATION", file + ": animation \"" + out.value.animation +
                                                   "\" has a sampler whose times do not increase or whose values "
                                                   "are not one per time; give a valid glTF 2.0 file");
            return out;
        }
        if (scale) {
            for (std::size_t i = 0; i < values->size(); ++i)
                if (!((*values)[i] > 0) && !(cubic && i / 3 % 3 != 1)) {  // a tangent may be any sign
                    out.refusals.add("GLTF_ANIMATION", file + ": animation \"" + out.value.animation +
                                                           "\" scales a node by 0 or less; a rig's scale must be "
                                                           "above 0");
                    return out;
                }
            continue;
        }
        const auto bone = boneOfNode.find(ch.target_node);
        if (bone == boneOfNode.end())
            continue;  // a mesh or camera node's motion
        duration = std::max(duration, times->back());
        for (std::size_t i = 1; i < keys; ++i)
            finest = std::min(finest, (*times)[i] - (*times)[i - 1]);
        tracks[{bone->second, rotation}] = {std::move(*times), std::move(*values), sampler.interpolation, width};
    }
    double frameTime = std::clamp(finest, kFinestFrameTime, kFrameTime);
    // Keys on an even grid (a baked clip) are sampled on that grid: the float times' rounding
    // would otherwise drift the frames off their keys.
    if (duration > 0) {
        const double steps = std::round(duration / frameTime);
        if (steps >= 1 && std::abs(duration / frameTime - steps) < 0.05)
            frameTime = duration / steps;
    }
    // Counted as a double first: a key time of 1e27 s must be refused, not cast past size_t.
    const double count = std::floor(duration / frameTime + 1e-6) + 1;
    if (!(count <= static_cast<double>(kMaxFrames))) {
        out.refusals.add("GLTF_ANIMATION", file + ": animation \"" + out.value.animation + "\" lasts " +
                                               std::to_string(duration) + " s, past what this build samples");
        return out;
    }
    const auto frames = static_cast<std::size_t>(count);
    Clip3 clip;
    clip.frameTime = frameTime;
    clip.frames = frames;
    clip.bones = s.bones.size();
    clip.rotation.resize(frames * clip.bones);
    clip.translation.resize(frames * clip.bones);
    for (std::size_t b = 0; b < clip.bones; ++b) {
        const tinygltf::Node& node = m.nodes[static_cast<std::size_t>(nodeOfBone[b])];
        const Eigen::Matrix4d local = nodeMatrix(node);
        const Eigen::Quaterniond restRotation = rotationAndScale(local).first;
        const Eigen::Vector3d restTranslation = local.block<3, 1>(0, 3);
        const Track* rot = tracks.count({static_cast<int>(b), true}) ? &tracks.at({static_cast<int>(b), true})
                                                                     : nullptr;
        const Track* pos = tracks.count({static_cast<int>(b), false}) ? &tracks.at({static_cast<int>(b), false})
                                                                      : nullptr;
        // What the bone's rest adds above its own node: the folded nodes between it and its
        // parent joint (or the scene's root), at rest.
        const int p = s.bones[b].parent;
        const int directParent = (*parents)[static_cast<std::size_t>(nodeOfBone[b])];
        Eigen::Matrix4d between = Eigen::Matrix4d::Identity();
        if (directParent >= 0) {
            const Eigen::Matrix4d parentWorld = worldOf(worldOf, directParent);
            const Eigen::Matrix4d jointWorld = p >= 0 ? worldOf(worldOf, nodeOfBone[static_cast<std::size_t>(p)])
                                                      : Eigen::Matrix4d::Identity();
            between = jointWorld.inverse() * parentWorld;
        }
        const auto [betweenRotation, betweenScale] = rotationAndScale(between);
        const Eigen::Vector3d betweenTranslation = between.block<3, 1>(0, 3);
        // Our frames are rigid: the parent joint's scale goes into this bone's lengths.
        const double scaleAbove =
            p >= 0 ? rotationAndScale(worldOf(worldOf, nodeOfBone[static_cast<std::size_t>(p)])).second : 1.0;
        for (std::size_t f = 0; f < frames; ++f) {
            const double t = static_cast<double>(f) * frameTime;
            Eigen::Quaterniond q = restRotation;
            if (rot) {
                const std::vector<double> v = sampleTrack(*rot, t);
                q = Eigen::Quaterniond(v[3], v[0], v[1], v[2]);
                q = q.norm() > 1e-12 ? q.normalized() : restRotation;
            }
            Eigen::Vector3d tr = restTranslation;
            if (pos) {
                const std::vector<double> v = sampleTrack(*pos, t);
                tr = {v[0], v[1], v[2]};
            }
            clip.rotation[f * clip.bones + b] = (betweenRotation * q).normalized();
            clip.translation[f * clip.bones + b] = scaleAbove *
                                                   (betweenTranslation + betweenScale * (betweenRotation * tr));
        }
    }
    out.value.clip = std::move(clip);
    return out;
}

Loaded<GltfRead> readGltfFile(const std::string& path, const std::string& animation)
{
    Loaded<GltfRead> out;
    const auto fault = [&] {
        std::FILE* f = std::fopen(path.c_str(), "rb");
        if (!f)
            return std::optional<JsonFault>();
        auto r = jsonSizeFault(f);
        std::fclose(f);
        return r;
    }();
    if (fault) {
        out.refusals.add("GLTF_JSON", jsonFaultMessage(path, *fault, ""));
        return out;
    }
    const auto bytes = readFileBytes(path);
    if (!bytes) {
        out.refusals.add("GLTF_READ", path + ": cannot be opened; check the path");
        return out;
    }
    std::string lower = path;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const bool binary = lower.size() >= 4 && (lower.ends_with(".glb") || lower.ends_with(".vrm"));
    const std::size_t slash = path.find_last_of('/');
    return readGltfBytes(*bytes, binary, path, animation, slash == std::string::npos ? "." : path.substr(0, slash));
}

}  // namespace rigpose::r3d
