#pragma once
// The switches tests' inputs: the drawn rig (the wave rig with slots and drawings), the map with
// its raised set, and a wave whose right (or left) arm is placed by hand on every frame: hanging
// down, or raised exactly to the set's key skeleton on the frames a test asks for, with three
// ramp frames either side whose distance is known (and past the tolerance).
#include <cmath>
#include <functional>
#include <set>

#include "rigpose/clean/clean.h"
#include "rigpose/examples/wave.h"
#include "rigpose/map/map.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/util/number_format.h"
#include "test_rigs.h"
#include "testutils.h"

namespace rigpose::test {

inline constexpr double kFps = 24;
inline constexpr double kSeconds = 5;  // 120 frames

// The raised key skeleton's directions (alternates.map.json's pose, y up): upper arm
// (-70, -120) px and forearm (50, -120) px in the picture.
inline double keyUpper() { return std::atan2(120.0, -70.0) * 180 / M_PI; }
inline double keyForearm() { return std::atan2(120.0, 50.0) * 180 / M_PI; }

// How raised the arm is on frame f: 1 on the key, 0 hanging straight down; `wobble` turns the
// whole arm off the key by that many degrees on a frame (hysteresis tests).
struct ArmPlan {
    std::function<double(std::size_t)> raised = [](std::size_t) { return 0.0; };
    std::function<double(std::size_t)> wobble = [](std::size_t) { return 0.0; };
};

// 1 on [first, last], ramping through 0.75, 0.5, 0.25 on the three frames either side.
inline std::function<double(std::size_t)> heldOn(std::vector<std::pair<std::size_t, std::size_t>> runs)
{
    return [runs](std::size_t f) {
        double best = 0;
        for (auto [a, b] : runs) {
            if (f >= a && f <= b)
                return 1.0;
            for (std::size_t k = 1; k <= 3; ++k)
                if ((f + k == a) || (f == b + k))
                    best = std::max(best, 1.0 - 0.25 * static_cast<double>(k));
        }
        return best;
    };
}

// The arm placed from the shoulder: picture px, y down, upper arm 120 px and forearm 110 px.
inline void placeArm(sequence::Person& p, bool right, double upperDeg, double foreDeg)
{
    using body::Joint;
    const Joint sj = right ? Joint::RShoulder : Joint::LShoulder, ej = right ? Joint::RElbow : Joint::LElbow,
                wj = right ? Joint::RWrist : Joint::LWrist;
    const Eigen::Vector2d s = *p.joint(sj).at;
    const auto dir = [](double deg) {
        return Eigen::Vector2d(std::cos(deg * M_PI / 180), -std::sin(deg * M_PI / 180));
    };
    const Eigen::Vector2d e = s + 120 * dir(upperDeg), w = e + 110 * dir(foreDeg);
    for (auto [j, at] : {std::pair{ej, e}, std::pair{wj, w}}) {
        p.joint(j).at = at;
        p.joint(j).state = sequence::JointState::Observed;
        p.joint(j).score = 0.9;
    }
}

// The left arm's key mirrors the right's (x flipped): 180 - angle.
inline sequence::Sequence armSequence(const ArmPlan& right, const std::optional<ArmPlan>& left = std::nullopt)
{
    examples::WaveOptions o;
    o.seconds = kSeconds;
    o.fps = kFps;
    sequence::Sequence raw = examples::makeWaveSequence(o);
    for (std::size_t f = 0; f < raw.frames.size(); ++f) {
        sequence::Person& p = raw.frames[f].people.front();
        const auto place = [&](const ArmPlan& plan, bool r) {
            const double u = plan.raised(f), w = plan.wobble(f);
            double upper = -90 + u * (keyUpper() + 90) + w, fore = -90 + u * (keyForearm() + 90) + w;
            if (!r) {
                upper = 180 - upper;
                fore = 180 - fore;
            }
            placeArm(p, r, upper, fore);
        };
        place(right, true);
        if (left)
            place(*left, false);
    }
    clean::CleanOptions options;
    options.legs = 1;
    options.rest = 1;
    options.hold = false;
    return clean::cleanSequence(raw, options).sequence;
}

inline rig::Rig drawnRig() { return loadRig(dataPath("map/drawn.rig.json")); }

inline map::Map mapOf(const rig::Rig& rig, const std::string& file)
{
    auto read = map::readMapFile(dataPath(file.c_str()), rig);
    if (!read.ok())
        qFatal("%s: %s", file.c_str(), read.refusals.items()[0].message.c_str());
    return read.value;
}

inline retarget::Result retargetArms(const sequence::Sequence& seq, const rig::Rig& rig, const map::Map& map,
                                     const std::function<void(retarget::Options&)>& options = {})
{
    retarget::Inputs in;
    in.sequence = &seq;
    in.rig = &rig;
    in.map = &map;
    in.options.name = "arms";
    if (options)
        options(in.options);
    in.mapName = "map.json";
    return retarget::retarget(in);
}

}  // namespace rigpose::test
