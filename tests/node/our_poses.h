#pragma once
// What the node checks share: our poses of a motion in the shape compare_poses.mjs reads, and a
// script of RIGPOSE_NODE_DIR run under the node the build found.

#include <QProcess>
#include <QStringList>

#include <algorithm>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/motion/evaluator.h"
#include "rigpose/rig/poser.h"

namespace rigpose::test {

// Every key time of the animation's bone timelines, the midpoints between them, and times
// before the first key and past the last.
inline std::vector<double> sampleTimes(const motion::CompiledAnimation& animation)
{
    std::vector<double> keys;
    for (const motion::BoneTimeline& t : animation.boneTimelines)
        for (const motion::TimelineKey& k : t.keys)
            keys.push_back(k.time);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    std::vector<double> times{0};
    for (std::size_t i = 0; i < keys.size(); ++i) {
        times.push_back(keys[i]);
        if (i + 1 < keys.size())
            times.push_back((keys[i] + keys[i + 1]) / 2);
    }
    times.push_back((keys.empty() ? 0 : keys.back()) + 0.25);
    return times;
}

inline nlohmann::json bonesJson(const rig::Rig& rig, const std::vector<rig::WorldTransform>& world)
{
    nlohmann::json bones = nlohmann::json::array();
    for (std::size_t i = 0; i < world.size(); ++i) {
        const auto& w = world[i];
        bones.push_back({rig.bones[i].name, w.worldX, w.worldY, w.a, w.b, w.c, w.d});
    }
    return bones;
}

// Our poses of the setup and of every animation, in the shape compare_poses.mjs reads.
inline nlohmann::json ourPoses(const rig::Rig& rig, const motion::Motion* motion, int& sampleCount)
{
    const rig::Poser poser(rig);
    nlohmann::json animations = nlohmann::json::array();
    animations.push_back({{"name", ""}, {"samples", {{{"t", 0}, {"bones", bonesJson(rig, poser.setupWorld())}}}}});
    sampleCount = 1;
    if (!motion)
        return {{"animations", animations}};
    std::vector<rig::LocalPose> locals(rig.bones.size());
    for (const motion::Animation& a : motion->animations) {
        auto compiled = motion::compileAnimation(rig, *motion, a);
        if (!compiled.ok())
            continue;
        const motion::BoneAnimation animation(compiled.value);
        nlohmann::json samples = nlohmann::json::array();
        for (double t : sampleTimes(compiled.value)) {
            animation.apply(t, poser.setupPose(), locals);
            samples.push_back({{"t", t}, {"bones", bonesJson(rig, poser.worldTransforms(locals))}});
            ++sampleCount;
        }
        animations.push_back({{"name", a.name}, {"samples", samples}});
    }
    return {{"animations", animations}};
}

struct NodeRun {
    bool passed = false;  // exited 0
    QByteArray output;    // its stdout, then its stderr
};

inline NodeRun runNode(const char* script, QStringList arguments)
{
    QProcess node;
    node.setWorkingDirectory(QStringLiteral(RIGPOSE_NODE_DIR));
    arguments.prepend(QStringLiteral(RIGPOSE_NODE_DIR "/") + QString::fromLatin1(script));
    node.start(QStringLiteral(RIGPOSE_NODE_EXECUTABLE), arguments);
    NodeRun out;
    const bool finished = node.waitForFinished(120000);
    out.output = node.readAllStandardOutput() + node.readAllStandardError();
    out.passed = finished && node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0;
    return out;
}

}  // namespace rigpose::test
