#include <cstring>
#include <sstream>

#include <tiny_gltf.h>

#include "rigpose/r3d/gltf.h"

namespace rigpose::r3d {

namespace {

// One buffer of little-endian floats, each accessor on its own view.
struct GlbBuffer {
    tinygltf::Model& model;

    int add(const std::vector<float>& values, int type, std::size_t count)
    {
        std::vector<unsigned char>& data = model.buffers[0].data;
        tinygltf::BufferView view;
        view.buffer = 0;
        view.byteOffset = data.size();
        view.byteLength = values.size() * sizeof(float);
        const std::size_t at = data.size();
        data.resize(at + view.byteLength);
        if (!values.empty())
            std::memcpy(data.data() + at, values.data(), view.byteLength);
        model.bufferViews.push_back(view);

        tinygltf::Accessor a;
        a.bufferView = static_cast<int>(model.bufferViews.size() - 1);
        a.componentType = TINYGLTF_COMPONENT_TYPE_FLOAT;
        a.type = type;
        a.count = count;
        model.accessors.push_back(a);
        return static_cast<int>(model.accessors.size() - 1);
    }
};

void pushQuaternion(std::vector<float>& out, const Eigen::Quaterniond& q)
{
    for (double v : {q.x(), q.y(), q.z(), q.w()})
        out.push_back(static_cast<float>(v));
}

void pushVector(std::vector<float>& out, const Eigen::Vector3d& v)
{
    for (int i = 0; i < 3; ++i)
        out.push_back(static_cast<float>(v[i]));
}

// A sampler and its channel on one node's property.
void addChannel(tinygltf::Animation& animation, int input, int output, int node, const char* path)
{
    tinygltf::AnimationSampler sampler;
    sampler.input = input;
    sampler.output = output;
    sampler.interpolation = "LINEAR";
    animation.samplers.push_back(sampler);
    tinygltf::AnimationChannel channel;
    channel.sampler = static_cast<int>(animation.samplers.size() - 1);
    channel.target_node = node;
    channel.target_path = path;
    animation.channels.push_back(channel);
}

}  // namespace

std::string glbBytes(const Skeleton3& skeleton, const Clip3& clip, const std::string& animationName)
{
    tinygltf::Model model;
    model.asset.version = "2.0";
    model.asset.generator = "rig-pose";
    model.buffers.resize(1);
    GlbBuffer buffer{model};

    const std::size_t n = skeleton.bones.size();
    tinygltf::Scene scene;
    for (std::size_t b = 0; b < n; ++b) {
        const Bone3& bone = skeleton.bones[b];
        tinygltf::Node node;
        node.name = bone.name;
        node.translation = {bone.translation.x(), bone.translation.y(), bone.translation.z()};
        const Eigen::Quaterniond q = bone.rotation.normalized();
        node.rotation = {q.x(), q.y(), q.z(), q.w()};
        model.nodes.push_back(node);
        if (bone.parent < 0)
            scene.nodes.push_back(static_cast<int>(b));
        else
            model.nodes[static_cast<std::size_t>(bone.parent)].children.push_back(static_cast<int>(b));
    }
    model.scenes.push_back(scene);
    model.defaultScene = 0;

    // The inverse bind matrices, column-major, from the rest.
    const std::vector<Eigen::Isometry3d> rest = skeleton.restWorld();
    std::vector<float> inverseBind;
    tinygltf::Skin skin;
    skin.name = "rig";
    for (std::size_t b = 0; b < n; ++b) {
        const Eigen::Matrix4d m = rest[b].inverse().matrix();
        for (int c = 0; c < 4; ++c)
            for (int r = 0; r < 4; ++r)
                inverseBind.push_back(static_cast<float>(m(r, c)));
        skin.joints.push_back(static_cast<int>(b));
    }
    if (n > 0) {
        skin.inverseBindMatrices = buffer.add(inverseBind, TINYGLTF_TYPE_MAT4, n);
        skin.skeleton = model.scenes[0].nodes.empty() ? -1 : model.scenes[0].nodes.front();
        model.skins.push_back(skin);
    }

    if (clip.frames > 0 && clip.bones == n && n > 0) {
        tinygltf::Animation animation;
        animation.name = animationName;
        std::vector<float> times;
        for (std::size_t f = 0; f < clip.frames; ++f)
            times.push_back(static_cast<float>(static_cast<double>(f) * clip.frameTime));
        const int input = buffer.add(times, TINYGLTF_TYPE_SCALAR, clip.frames);
        model.accessors[static_cast<std::size_t>(input)].minValues = {times.front()};
        model.accessors[static_cast<std::size_t>(input)].maxValues = {times.back()};

        for (std::size_t b = 0; b < n; ++b) {
            // Each key on the previous one's side of the sphere, so a reader's slerp never
            // takes the long way round.
            std::vector<float> rotations;
            Eigen::Quaterniond previous = Eigen::Quaterniond::Identity();
            for (std::size_t f = 0; f < clip.frames; ++f) {
                Eigen::Quaterniond q = clip.rotationAt(f, b).normalized();
                if (f > 0 && q.dot(previous) < 0)
                    q.coeffs() *= -1;
                pushQuaternion(rotations, q);
                previous = q;
            }
            addChannel(animation, input, buffer.add(rotations, TINYGLTF_TYPE_VEC4, clip.frames), static_cast<int>(b),
                       "rotation");

            bool moves = false;
            for (std::size_t f = 0; f < clip.frames && !moves; ++f)
                moves = (clip.translationAt(f, b) - skeleton.bones[b].translation).norm() > 1e-9;
            if (!moves)
                continue;
            std::vector<float> translations;
            for (std::size_t f = 0; f < clip.frames; ++f)
                pushVector(translations, clip.translationAt(f, b));
            addChannel(animation, input, buffer.add(translations, TINYGLTF_TYPE_VEC3, clip.frames), static_cast<int>(b),
                       "translation");
        }
        model.animations.push_back(animation);
    }

    std::ostringstream out;
    tinygltf::TinyGLTF writer;
    writer.WriteGltfSceneToStream(&model, out, false, true);
    return out.str();
}

}  // namespace rigpose::r3d
