#pragma once
// The legs tests' stick figure: the wave figure standing with its legs posed frame by frame
// (each ankle placed by two-bone IK on the figure's own lengths), cleaned so its joints are the
// ones drawn, retargeted onto the wave's rig; and the written motion posed back by the test's own
// accumulation of its keys, so a figure checked is never read back from the stage.
#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "../retarget/retarget_fixture.h"
#include "rigpose/examples/wave.h"
#include "rigpose/rig/poser.h"

namespace rigpose::test::stick {

using Eigen::Vector2d;

constexpr double kThigh = 170, kShin = 160;  // the wave figure's (and rig's) leg
constexpr double kFps = 24;
// The figure stands with its knees a little bent (hip 320 px above the ankle), so an ankle
// moved up to 80 px across its hip is still within the leg's reach and lands where it was put.
constexpr double kStand = 320;

// Picture angle a -> b in the wave's convention (degrees, y up).
inline double angleOf(const Vector2d& a, const Vector2d& b)
{
    return std::atan2(-(b.y() - a.y()), b.x() - a.x()) * 180 / M_PI;
}

// Thigh and shin angles that put the ankle `drop` px below the hip and `dx` px across it, the
// knee bent toward +x (two-bone IK on the figure's own lengths).
inline std::pair<double, double> legAngles(double dx, double drop)
{
    const Vector2d hip(0, 0), ankle(dx, drop);
    const double d = std::min((ankle - hip).norm(), kThigh + kShin - 1e-9);
    const double a = std::acos(std::clamp((kThigh * kThigh + d * d - kShin * kShin) / (2 * kThigh * d), -1.0, 1.0));
    const double toAnkle = std::atan2(ankle.y() - hip.y(), ankle.x() - hip.x());
    const Vector2d knee = hip + kThigh * Vector2d(std::cos(toAnkle - a), std::sin(toAnkle - a));
    return {angleOf(hip, knee), angleOf(knee, ankle)};
}

struct LegPose {
    double rDx = 0, rLift = 0, lDx = 0, lLift = 0;  // each ankle across its hip and lifted off the straight leg, px
    Vector2d shift{0, 0};                           // the whole figure moved in the picture
};

// A clip of the standing wave figure with its legs posed frame by frame, cleaned with windows of 1
// and the hold off, so the joints are the ones drawn.
inline sequence::Sequence stickClip(std::size_t frames, const std::function<LegPose(std::size_t)>& legs,
                                    std::optional<std::string> travel = std::nullopt)
{
    const examples::WaveFigure figure;
    sequence::Sequence raw = examples::makeWaveSequence({.seconds = static_cast<double>(frames) / kFps, .fps = kFps});
    raw.travel = travel;
    const examples::WaveAngles still = examples::waveAnglesAt(0);
    for (std::size_t f = 0; f < frames; ++f) {
        const LegPose p = legs(f);
        examples::WaveAngles a = still;
        std::tie(a.rThigh, a.rShin) = legAngles(p.rDx, kStand - p.rLift);
        std::tie(a.lThigh, a.lShin) = legAngles(p.lDx, kStand - p.lLift);
        sequence::Person person = examples::poseFigure(figure, a);
        person.id = raw.frames[f].people.front().id;
        for (auto& j : person.joints)
            *j.at += p.shift;
        raw.frames[f].people.front() = person;
    }
    clean::CleanOptions options;
    options.legs = 1;
    options.rest = 1;
    options.hold = false;
    return clean::cleanSequence(raw, options).sequence;
}

inline retarget::Result runFeet(const sequence::Sequence& seq, bool plant, std::optional<double> floor = std::nullopt,
                                const std::string& mapText = {}, std::optional<double> stance = std::nullopt)
{
    static const rig::Rig rig = test::exampleRig();
    const map::Map map = mapText.empty() ? test::exampleMap(rig) : map::readMapText(mapText, "map.json", rig).value;
    retarget::Inputs in;
    in.sequence = &seq;
    in.rig = &rig;
    in.map = &map;
    in.options.name = "feet";
    in.options.plantFeet = plant;
    in.options.floor = floor;
    in.options.stance = stance;
    return retarget::retarget(in);
}

// Every bone's world transform on frame f as the written animation keys it (one key a frame).
inline std::vector<rig::WorldTransform> posedFromMotion(const retarget::Result& r, std::size_t f)
{
    static const rig::Rig rig = test::exampleRig();
    const rig::Poser poser(rig);
    std::vector<rig::LocalPose> locals(poser.setupPose().begin(), poser.setupPose().end());
    const motion::Animation& anim = r.motion.animations.back();
    for (const motion::Track& t : anim.tracks) {
        const auto bone = static_cast<std::size_t>(rig.boneIndex(t.target));
        const motion::json& v = t.keys[f].v;
        if (t.property == "rotate")
            locals[bone].rotation += v[0].get<double>();
        else if (t.property == "translate") {
            locals[bone].x += v[0].get<double>();
            locals[bone].y += v[1].get<double>();
        } else if (t.property == "scalex") {
            locals[bone].scaleX *= v[0].get<double>();
        }
    }
    std::vector<rig::WorldTransform> world(locals.size());
    poser.worldTransforms(locals, world);
    return world;
}

inline Vector2d ankleOf(const retarget::Result& r, std::size_t f, int side)
{
    static const rig::Rig rig = test::exampleRig();
    const auto world = posedFromMotion(r, f);
    const auto shin = static_cast<std::size_t>(rig.boneIndex(side == 0 ? "r_shin" : "l_shin"));
    return world[shin].toWorld({rig.bones[shin].length, 0});
}

inline Vector2d hipOf(const retarget::Result& r, std::size_t f)
{
    static const rig::Rig rig = test::exampleRig();
    return posedFromMotion(r, f)[static_cast<std::size_t>(rig.boneIndex("hip"))].origin();
}

// The median of each side's hip -> ankle distance, read off the sequence the test drew.
inline double medianLeg(const sequence::Sequence& seq, int side)
{
    std::vector<double> d;
    for (const sequence::Frame& frame : seq.frames) {
        const sequence::Person& p = frame.people.front();
        d.push_back((*p.joint(side ? body::Joint::LHip : body::Joint::RHip).at -
                     *p.joint(side ? body::Joint::LAnkle : body::Joint::RAnkle).at)
                        .norm());
    }
    std::sort(d.begin(), d.end());
    return d.size() % 2 ? d[d.size() / 2] : (d[d.size() / 2 - 1] + d[d.size() / 2]) / 2;
}

}  // namespace rigpose::test::stick
