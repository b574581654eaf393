#pragma once
// Synthetic gaits with known ground truth, for the tests of planted feet (--plant-feet, the
// support reading, contact keys). Header-only: tests/common is not compiled on its own.
//
// What it models. A body-18 stick figure in metres (Figure: thigh 0.44, shin 0.43, trunk 0.52,
// hips 0.18 and shoulders 0.36 apart, upper arm 0.30, forearm 0.26, a head of nose, eyes and ears
// about the neck; ankle to eyes about 1.5 m) walks or runs along +x. World axes: x forward, y to
// the subject's LEFT, z up; z = 0 is the floor the ankles stand on (the ankle stands for the
// foot, so a planted ankle's height is exactly 0).
//
// The gait cycle (phase 0..1, `cycleFrames` frames, frame i sampled at phase (i + 1/2) / N, half
// a frame in, so no frame falls on a touchdown or a lift-off instant): the right foot is down on
// [0, duty), the left on [1/2, 1/2 + duty) (mod 1). A walk (duty 0.6) has double support on
// [0, 0.1) and [0.5, 0.6); a run (duty 0.35) has flight on [0.35, 0.5) and [0.85, 1). The pelvis
// (the hips' midpoint) goes forward at `speed`, bobs twice a cycle (a walk is highest at
// mid-stance, a run lowest), sways toward the standing foot once a cycle and turns (yaw) so the
// leading leg's hip is forward; the shoulders turn against it, the trunk leans forward a few
// degrees, the arms swing against the legs, the head stays level and looks ahead. The presets:
// Options::walk() 30 frames a cycle (1.25 s at 24 fps), 0.8 m/s, a 1.0 m stride, duty 0.6;
// Options::run() 20 frames (0.83 s), 2.2 m/s, a 1.83 m stride, duty 0.35. Three cycles each.
//
// The feet are planted exactly. Each foot has one footprint a cycle, on the floor under the
// pelvis's mid-stance position, at y = +-stepWidth/2. While a foot is down its leg is solved by
// two-bone IK from the hip to the footprint, so its ankle IS the footprint (to rounding). The
// swing leg is posed from angles (hip flexion, abduction, knee bend) blended from the stance
// leg's angles at lift-off to its angles at the next touchdown, with extra knee bend peaking a
// third of the way through and the thigh reaching a little past its touchdown angle before it
// draws back, so the ankle leaves and reaches the footprint without a jump and stays above the
// floor between (at least 1.5 cm in the walk, 2.3 cm in the run). In place (`inPlace`, a treadmill), every x has the pelvis's
// travel taken off: the pelvis stays at x = 0 and a planted ankle slides back at exactly
// `speed` (speed / fps a frame), as a belt carries it.
//
// Pictures. project() looks at the figure from the front, back, side (profile from the
// subject's right, so it walks to the picture's right) or turned 40 degrees (front-right),
// orthographic by default (pxPerMetre 400: the figure ~600 px tall) or through a pinhole aimed
// at the middle of the path; y down in px, the picture sized to hold every exact point with a
// margin. Names stay the subject's: r_ankle is the right foot whatever the view (from the
// front it is on the picture's left). Camera::pitchDegrees looks down on the figure (0 by
// default), which draws a nearer foot lower, as a frontal drawing does.
//
// Noise. detect() adds what a detector does, seeded: gaussian jitter on x and y of every joint
// (sigma px), a few spikes (one joint on one frame thrown 30..80 px, never on the first or
// last two frames), a few drops (one joint on one frame scored under 0.3, its position kept
// with the jitter); every other score is 0.9. The jitter draws come from their own stream,
// joint by joint in body-18 order, x then y, so the number of spikes or drops never moves them.
// clean's spike test replaces a joint more than 0.2 trunk lengths from its 5-frame median (about
// 42 px on the 600 px figure), so the throws under that stay in its output as they are.
//
// Truth. Gait::frames holds, per frame: contact[kRight], contact[kLeft]; support, the one foot
// down (kRight, kLeft, or kNoSide when both or neither, as legs::Feet::support counts sides);
// the phase (right only, left only, both, flight); the exact world joints; and where each
// planted ankle is held. contactsOf(), supportOf() and contactKeysOf() give the same truth as
// per-frame vectors and as rig-pose-contact-keys values (legs::ContactKeys: a key on frame 0 and
// on every change, l, r, both or none). Where both feet are down the truth names no single
// support (kNoSide); a reading that hands support over may name either foot there.
//
// Output. toSequence() makes a rig-pose-sequence/1 Sequence (person "a", t = i / fps, travel
// "in-place" when in place); writeGaitFile() writes it through the core's sequence writer, so
// `rig-pose clean --pose` reads it as any detector's file. onTwos() makes a drawn clip instead:
// the options' frames are key drawings, each shown on twos with an in-between (their mean pose,
// a foot down on it where it is down on both drawings) at twice the rate.
//
//   auto walk = gait::makeGait(gait::Options::walk());
//   auto side = gait::project(walk, {gait::View::Side});
//   auto seq = gait::toSequence(walk, side, gait::detect(side, {}, walk.options.seed));
// or all at once: gait::makeSynthetic(gait::Options::run(), {gait::View::Front}, {}).sequence.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Core>
#include <Eigen/Geometry>

#include "rigpose/body/body18.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"

namespace rigpose::test::gait {

using body::Joint;
using body::kJointCount;
using Eigen::Vector2d;
using Eigen::Vector3d;

// Sides as legs/feet.h indexes them.
inline constexpr int kRight = 0, kLeft = 1, kNoSide = -1;

enum class Kind { Walk, Run };
enum class View { Front, Back, Side, Turned40 };
enum class Phase { RightOnly, LeftOnly, Both, Flight };

inline const char* viewName(View v)
{
    switch (v) {
    case View::Front:
        return "front";
    case View::Back:
        return "back";
    case View::Side:
        return "side";
    case View::Turned40:
        return "turned 40";
    }
    return "?";
}

// The figure's proportions, metres.
struct Figure {
    double thigh = 0.44, shin = 0.43;  // hip -> knee, knee -> ankle
    double hipWidth = 0.18;            // r_hip -> l_hip
    double trunk = 0.52;               // mid_hip -> neck
    double shoulderWidth = 0.36;       // r_shoulder -> l_shoulder (the neck is their midpoint)
    double upperArm = 0.30, forearm = 0.26;
    // Head points from the neck: forward, to the left (the right one mirrors), up.
    Vector3d nose{0.09, 0, 0.14};
    Vector3d eye{0.07, 0.032, 0.17};
    Vector3d ear{-0.01, 0.075, 0.15};
};

struct Options {
    Kind kind = Kind::Walk;
    int cycleFrames = 30;  // frames a gait cycle (two steps)
    int cycles = 3;        // the clip is cycles * cycleFrames frames
    double fps = 24;
    bool inPlace = false;           // treadmill: the pelvis stays, a planted ankle moves back at `speed`
    std::uint64_t seed = 1;         // the default seed of detect()
    double duty = 0.6;              // share of the cycle each foot is down
    double speed = 0.8;             // m/s over the ground (the belt's speed in place)
    double stepWidth = 0.12;        // m, the left footprints' y less the right ones'
    double pelvisHeight = 0.835;    // m above the floor, the middle of the bob
    double bob = 0.025;             // m, amplitude of the pelvis's rise and fall (twice a cycle)
    double sway = 0.02;             // m, amplitude of its side to side (once a cycle)
    double yawDegrees = 4;          // amplitude of the pelvis's turn; the shoulders turn against it
    double leanDegrees = 3;         // the trunk forward of upright
    double armSwingDegrees = 20;    // shoulder flexion amplitude, against the same side's leg
    double elbowDegrees = 20;       // mean elbow bend (+-10 with the swing)
    double swingKneeDegrees = 50;   // extra knee bend at its peak in the swing (a third of the way in)
    double swingReachDegrees = 10;  // extra hip flexion at its peak in the swing (two thirds of the way in)
    Figure figure;

    static Options walk() { return {}; }
    static Options run()
    {
        Options o;
        o.kind = Kind::Run;
        o.cycleFrames = 20;
        o.duty = 0.35;
        o.speed = 2.2;
        o.stepWidth = 0.06;
        o.pelvisHeight = 0.785;
        o.bob = 0.02;
        o.sway = 0.01;
        o.yawDegrees = 5;
        o.leanDegrees = 8;
        o.armSwingDegrees = 35;
        o.elbowDegrees = 85;
        o.swingKneeDegrees = 95;
        o.swingReachDegrees = 15;
        return o;
    }
    double cycleSeconds() const { return cycleFrames / fps; }
    double stride() const { return speed * cycleSeconds(); }  // m, one foot's footprint to its next
    int frameCount() const { return cycles * cycleFrames; }
};

struct FrameTruth {
    double cyclePhase = 0;          // where in the gait cycle the frame falls, [0, 1)
    std::array<bool, 2> contact{};  // [kRight], [kLeft]: the foot is down
    int support = kNoSide;          // the one foot down; kNoSide when both are, or none
    Phase phase = Phase::Both;
    std::array<Vector3d, kJointCount> world{};       // metres, body-18 order
    std::array<std::optional<Vector3d>, 2> planted;  // where a down foot's ankle is held
    std::array<double, 2> kneeBend{};                // degrees, each knee's bend
};

struct Gait {
    Options options;
    std::vector<FrameTruth> frames;
};

namespace detail {

inline constexpr double kPi = std::numbers::pi;
inline double rad(double degrees) { return degrees * kPi / 180.0; }
inline double smoothstep(double s) { return s * s * (3.0 - 2.0 * s); }

// A two-segment limb by angles (radians): flex forward from hanging straight down, abduct out
// to its own side, bend the lower segment (a knee back, an elbow forward).
struct LimbAngles {
    double flex = 0, abduct = 0, bend = 0;
};

// `out` is +1 for a left limb (its side is +y), -1 for a right one; `bendSign` -1 for a knee,
// +1 for an elbow. Returns the middle joint and the end.
inline std::pair<Vector3d, Vector3d> poseLimb(const Vector3d& root, const LimbAngles& a, double upper, double lower,
                                              double out, double bendSign)
{
    const Vector3d dUpper(std::cos(a.abduct) * std::sin(a.flex), out * std::sin(a.abduct),
                          -std::cos(a.abduct) * std::cos(a.flex));
    const Vector3d across(std::cos(a.flex), 0, std::sin(a.flex));  // in the limb's plane, normal to dUpper
    const Vector3d mid = root + upper * dUpper;
    const Vector3d dLower = std::cos(a.bend) * dUpper + bendSign * std::sin(a.bend) * across;
    return {mid, mid + lower * dLower};
}

// The leg's angles (knee bending back) that put the ankle exactly at `ankle` from `hip`.
inline LimbAngles solveLeg(const Vector3d& hip, const Vector3d& ankle, double thigh, double shin, double out)
{
    const Vector3d d = ankle - hip;
    const double r2 = d.squaredNorm();
    const double cosBend = (r2 - thigh * thigh - shin * shin) / (2 * thigh * shin);
    if (!(cosBend <= 1.0) || !(cosBend >= -1.0))
        throw std::logic_error("synthetic gait: a planted ankle is out of the leg's reach");
    LimbAngles a;
    a.bend = std::acos(cosBend);
    // d = along * dUpper - sideways * across (poseLimb with bendSign -1).
    const double along = thigh + shin * std::cos(a.bend);
    const double sideways = shin * std::sin(a.bend);
    a.abduct = std::asin(std::clamp(out * d.y() / along, -1.0, 1.0));
    const double sagittal = along * std::cos(a.abduct);
    a.flex = std::atan2(d.x(), -d.z()) + std::atan2(sideways, sagittal);
    return a;
}

struct Pelvis {
    Vector3d at;
    double yaw = 0;
};

inline Pelvis pelvisAt(const Options& o, double phase)
{
    const double mid = o.duty / 2;  // the right foot's mid-stance
    const double bob = o.bob * std::cos(4 * kPi * (phase - mid));
    Pelvis p;
    p.at = Vector3d(o.stride() * phase, -o.sway * std::cos(2 * kPi * (phase - mid)),
                    o.pelvisHeight + (o.kind == Kind::Walk ? bob : -bob));
    p.yaw = rad(o.yawDegrees) * std::cos(2 * kPi * phase);
    return p;
}

// Across the body from its middle to one side (out -1 right, +1 left), turned by yaw.
inline Vector3d sideways(double half, double out, double yaw)
{
    return Vector3d(-out * half * std::sin(yaw), out * half * std::cos(yaw), 0);
}

inline Vector3d hipAt(const Options& o, double phase, int side)
{
    const double out = side == kLeft ? 1 : -1;
    const Pelvis p = pelvisAt(o, phase);
    return p.at + sideways(o.figure.hipWidth / 2, out, p.yaw);
}

// A foot's phase offset in the cycle and its footprint of cycle `c` (travelling world).
inline double footOffset(int side) { return side == kLeft ? 0.5 : 0.0; }
inline Vector3d footprint(const Options& o, int side, double c)
{
    const double out = side == kLeft ? 1 : -1;
    return Vector3d(o.stride() * (c + footOffset(side) + o.duty / 2), out * o.stepWidth / 2, 0);
}

struct LegPose {
    Vector3d knee, ankle;
    double bend = 0;
    bool down = false;
    std::optional<Vector3d> planted;
};

inline LegPose legAt(const Options& o, double phase, int side)
{
    const Figure& f = o.figure;
    const double out = side == kLeft ? 1 : -1;
    const double u = phase - footOffset(side);
    const double c = std::floor(u);
    const double p = u - c;
    const Vector3d hip = hipAt(o, phase, side);
    LegPose leg;
    LimbAngles a;
    if (p < o.duty) {
        leg.down = true;
        leg.planted = footprint(o, side, c);
        a = solveLeg(hip, *leg.planted, f.thigh, f.shin, out);
    } else {
        const double liftOff = c + footOffset(side) + o.duty, touchDown = c + 1 + footOffset(side);
        const LimbAngles a0 = solveLeg(hipAt(o, liftOff, side), footprint(o, side, c), f.thigh, f.shin, out);
        const LimbAngles a1 = solveLeg(hipAt(o, touchDown, side), footprint(o, side, c + 1), f.thigh, f.shin, out);
        const double s = (phase - liftOff) / (touchDown - liftOff);
        const double w = smoothstep(s);
        // The thigh reaches past its touchdown angle, then draws back (2/3 in: 27/4 s^2 (1 - s)).
        a.flex = a0.flex + (a1.flex - a0.flex) * w + rad(o.swingReachDegrees) * 6.75 * s * s * (1 - s);
        a.abduct = a0.abduct + (a1.abduct - a0.abduct) * w;
        // The extra bend peaks (at 1) a third of the way through: 27/4 s (1 - s)^2.
        a.bend = a0.bend + (a1.bend - a0.bend) * w + rad(o.swingKneeDegrees) * 6.75 * s * (1 - s) * (1 - s);
    }
    const auto [knee, ankle] = poseLimb(hip, a, f.thigh, f.shin, out, -1);
    leg.knee = knee;
    leg.ankle = ankle;
    leg.bend = a.bend * 180 / kPi;
    return leg;
}

inline void put(std::array<Vector3d, kJointCount>& w, Joint j, const Vector3d& at) { w[body::index(j)] = at; }

inline FrameTruth frameAt(const Options& o, int i)
{
    const Figure& f = o.figure;
    const int n = o.cycleFrames;
    FrameTruth t;
    const double phase = (static_cast<double>(i % n) + 0.5) / n + static_cast<double>(i / n);  // cycles since the start
    t.cyclePhase = phase - std::floor(phase);
    const Pelvis pelvis = pelvisAt(o, phase);
    auto& w = t.world;

    // Legs.
    const std::array<Joint, 2> hips{Joint::RHip, Joint::LHip}, knees{Joint::RKnee, Joint::LKnee},
        ankles{Joint::RAnkle, Joint::LAnkle};
    for (int side : {kRight, kLeft}) {
        const LegPose leg = legAt(o, phase, side);
        put(w, hips[side], hipAt(o, phase, side));
        put(w, knees[side], leg.knee);
        put(w, ankles[side], leg.ankle);
        t.contact[side] = leg.down;
        t.planted[side] = leg.planted;
        t.kneeBend[side] = leg.bend;
    }

    // Trunk, shoulders, arms, head.
    const double lean = rad(o.leanDegrees);
    const Vector3d neck = pelvis.at + f.trunk * Vector3d(std::sin(lean), 0, std::cos(lean));
    put(w, Joint::Neck, neck);
    const double shoulderYaw = -pelvis.yaw;
    const double swing = std::cos(2 * kPi * phase);  // +1 when the right leg leads
    const std::array<Joint, 2> shoulders{Joint::RShoulder, Joint::LShoulder}, elbows{Joint::RElbow, Joint::LElbow},
        wrists{Joint::RWrist, Joint::LWrist};
    for (int side : {kRight, kLeft}) {
        const double out = side == kLeft ? 1 : -1;
        const Vector3d shoulder = neck + sideways(f.shoulderWidth / 2, out, shoulderYaw);
        const double forward = side == kRight ? -swing : swing;  // the arm goes with the other leg
        LimbAngles a;
        a.flex = rad(o.armSwingDegrees) * forward;
        a.abduct = rad(6);
        a.bend = rad(o.elbowDegrees + 10 * forward);
        const auto [elbow, wrist] = poseLimb(shoulder, a, f.upperArm, f.forearm, out, +1);
        put(w, shoulders[side], shoulder);
        put(w, elbows[side], elbow);
        put(w, wrists[side], wrist);
    }
    const auto mirrored = [](const Vector3d& v) { return Vector3d(v.x(), -v.y(), v.z()); };
    put(w, Joint::Nose, neck + f.nose);
    put(w, Joint::LEye, neck + f.eye);
    put(w, Joint::REye, neck + mirrored(f.eye));
    put(w, Joint::LEar, neck + f.ear);
    put(w, Joint::REar, neck + mirrored(f.ear));

    if (o.inPlace) {
        const double travel = o.stride() * phase;
        for (auto& p : w)
            p.x() -= travel;
        for (auto& p : t.planted)
            if (p)
                p->x() -= travel;
    }

    if (t.contact[kRight] && t.contact[kLeft]) {
        t.phase = Phase::Both;
        t.support = kNoSide;
    } else if (t.contact[kRight]) {
        t.phase = Phase::RightOnly;
        t.support = kRight;
    } else if (t.contact[kLeft]) {
        t.phase = Phase::LeftOnly;
        t.support = kLeft;
    } else {
        t.phase = Phase::Flight;
        t.support = kNoSide;
    }
    return t;
}

// splitmix64 bits, Box-Muller normals: the same numbers on every platform and library.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t bits()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double uniform() { return (static_cast<double>(bits() >> 11) + 0.5) * 0x1.0p-53; }  // (0, 1)
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(bits() % n); }
    double gaussian()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        const double radius = std::sqrt(-2.0 * std::log(uniform()));
        const double turn = 2.0 * kPi * uniform();
        m_spare = radius * std::sin(turn);
        m_hasSpare = true;
        return radius * std::cos(turn);
    }

private:
    std::uint64_t m_state;
    double m_spare = 0;
    bool m_hasSpare = false;
};

}  // namespace detail

// The whole clip's truth. Throws std::logic_error when the options put a planted ankle out of
// the leg's reach (a stride too long for the pelvis's height).
inline Gait makeGait(const Options& options)
{
    if (options.cycleFrames < 2 || options.cycles < 1 || !(options.fps > 0) || !(options.duty > 0) ||
        !(options.duty < 1))
        throw std::logic_error("synthetic gait: cycleFrames >= 2, cycles >= 1, fps > 0, 0 < duty < 1");
    Gait g;
    g.options = options;
    const int count = options.frameCount();
    g.frames.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        g.frames.push_back(detail::frameAt(options, i));
    return g;
}

// ---------------------------------------------------------------------------------------------
// The camera.

struct Camera {
    View view = View::Side;
    bool pinhole = false;     // orthographic otherwise
    double pxPerMetre = 400;  // orthographic scale; a pinhole's at `distance`
    double distance = 8;      // m, pinhole: from the middle of the path to the camera
    double aimHeight = 0.8;   // m, pinhole: the height it is set at and aims at
    double margin = 120;      // px around the exact figure
    // Degrees the camera looks down (0: level). Looking down draws the nearer foot lower, as a
    // frontal drawing does.
    double pitchDegrees = 0;
};

// Degrees the camera stands round from the subject's front toward its right.
inline double cameraYawDegrees(View v)
{
    switch (v) {
    case View::Front:
        return 0;
    case View::Back:
        return 180;
    case View::Side:
        return 90;
    case View::Turned40:
        return 40;
    }
    return 0;
}

struct Picture {
    Camera camera;
    double width = 0, height = 0;
    std::vector<std::array<Vector2d, kJointCount>> at;  // exact, px, y down
};

inline Picture project(const Gait& gait, const Camera& camera)
{
    const double yaw = detail::rad(cameraYawDegrees(camera.view));
    const Vector3d level(std::cos(yaw), -std::sin(yaw), 0);
    const Vector3d right(std::sin(yaw), std::cos(yaw), 0);  // up x toCamera: the picture's +x
    // Pitched down, the camera's back and up axes tilt about `right` (exact for a pitch of 0).
    const double pitch = detail::rad(camera.pitchDegrees);
    const Vector3d toCamera = level * std::cos(pitch) + Vector3d(0, 0, 1) * std::sin(pitch);
    const Vector3d up = Vector3d(0, 0, 1) * std::cos(pitch) - level * std::sin(pitch);

    // A pinhole aims at the middle of the path (of the pelvis's x over the clip).
    double lo = 1e300, hi = -1e300;
    for (const auto& f : gait.frames) {
        lo = std::min(lo, f.world[body::index(Joint::Neck)].x());
        hi = std::max(hi, f.world[body::index(Joint::Neck)].x());
    }
    const Vector3d target((lo + hi) / 2, 0, camera.aimHeight);
    const Vector3d eye = target + camera.distance * toCamera;
    const double focal = camera.pxPerMetre * camera.distance;

    Picture pic;
    pic.camera = camera;
    pic.at.reserve(gait.frames.size());
    Vector2d minimum(1e300, 1e300), maximum(-1e300, -1e300);
    for (const auto& f : gait.frames) {
        std::array<Vector2d, kJointCount> points;
        for (std::size_t j = 0; j < kJointCount; ++j) {
            const Vector3d& p = f.world[j];
            if (camera.pinhole) {
                const Vector3d rel = p - eye;
                const double depth = -rel.dot(toCamera);
                if (!(depth > 0.5))
                    throw std::logic_error("synthetic gait: the figure walks into the pinhole camera");
                points[j] = Vector2d(focal * rel.dot(right) / depth, -focal * rel.dot(up) / depth);
            } else {
                points[j] = Vector2d(camera.pxPerMetre * p.dot(right), -camera.pxPerMetre * p.dot(up));
            }
            minimum = minimum.cwiseMin(points[j]);
            maximum = maximum.cwiseMax(points[j]);
        }
        pic.at.push_back(points);
    }
    const Vector2d shift = Vector2d(camera.margin, camera.margin) - minimum;
    for (auto& points : pic.at)
        for (auto& p : points)
            p += shift;
    pic.width = std::ceil(maximum.x() - minimum.x() + 2 * camera.margin);
    pic.height = std::ceil(maximum.y() - minimum.y() + 2 * camera.margin);
    return pic;
}

// ---------------------------------------------------------------------------------------------
// Detector-like noise.

struct Noise {
    double sigma = 2;                     // px, gaussian jitter on each of x and y
    int spikes = 4;                       // joints thrown for one frame
    double spikeMin = 30, spikeMax = 80;  // px
    int drops = 6;                        // joints scored under 0.3 for one frame
    double score = 0.9;                   // every other joint's score
    std::optional<std::uint64_t> seed;    // the gait's seed when not set
};

struct Spike {
    std::size_t frame = 0;
    Joint joint = Joint::Nose;
    Vector2d offset;  // px, added on top of the jitter
};
struct Drop {
    std::size_t frame = 0;
    Joint joint = Joint::Nose;
    double score = 0;
};

struct Detections {
    std::vector<std::array<Vector2d, kJointCount>> at;  // px
    std::vector<std::array<double, kJointCount>> score;
    std::vector<Spike> spikes;
    std::vector<Drop> drops;
};

// The picture as a detector would see it, drawn from noise.seed or, when that is not set, from
// `clipSeed` (makeSynthetic passes Options::seed).
inline Detections detect(const Picture& picture, const Noise& noise, std::uint64_t clipSeed)
{
    const std::uint64_t seed = noise.seed.value_or(clipSeed);
    const std::size_t frames = picture.at.size();
    Detections d;
    d.at = picture.at;
    d.score.assign(frames, {});
    for (auto& s : d.score)
        s.fill(noise.score);

    detail::Random jitter(seed);
    if (noise.sigma > 0)
        for (auto& points : d.at)
            for (auto& p : points) {
                const double dx = jitter.gaussian();  // two statements: argument order is unspecified
                const double dy = jitter.gaussian();
                p += noise.sigma * Vector2d(dx, dy);
            }

    // Spikes and drops on distinct (frame, joint) cells, spikes away from the clip's ends.
    detail::Random events(seed ^ 0x5DEECE66Dull);
    std::vector<std::pair<std::size_t, std::size_t>> taken;
    const auto free = [&](std::size_t f, std::size_t j) {
        return std::find(taken.begin(), taken.end(), std::make_pair(f, j)) == taken.end();
    };
    if (frames > 4)
        for (int k = 0; k < noise.spikes; ++k) {
            std::size_t f = 0, j = 0;
            do {
                f = 2 + events.below(frames - 4);
                j = events.below(kJointCount);
            } while (!free(f, j));
            taken.emplace_back(f, j);
            const double turn = events.uniform(0, 2 * detail::kPi);
            const double length = events.uniform(noise.spikeMin, noise.spikeMax);
            const Vector2d offset = length * Vector2d(std::cos(turn), std::sin(turn));
            d.at[f][j] += offset;
            d.spikes.push_back({f, static_cast<Joint>(j), offset});
        }
    if (frames > 0)
        for (int k = 0; k < noise.drops; ++k) {
            std::size_t f = 0, j = 0;
            do {
                f = events.below(frames);
                j = events.below(kJointCount);
            } while (!free(f, j));
            taken.emplace_back(f, j);
            const double score = events.uniform(0.05, 0.25);
            d.score[f][j] = score;
            d.drops.push_back({f, static_cast<Joint>(j), score});
        }
    return d;
}

// ---------------------------------------------------------------------------------------------
// Output.

inline sequence::Sequence toSequence(const Gait& gait, const Picture& picture, const Detections& detections)
{
    sequence::Sequence seq;
    seq.width = picture.width;
    seq.height = picture.height;
    seq.source = std::string("rigpose synthetic gait (tests), ") + (gait.options.kind == Kind::Walk ? "walk" : "run") +
                 ", " + viewName(picture.camera.view);
    if (gait.options.inPlace)
        seq.travel = "in-place";
    seq.frames.reserve(detections.at.size());
    for (std::size_t i = 0; i < detections.at.size(); ++i) {
        sequence::Frame frame;
        frame.t = static_cast<double>(i) / gait.options.fps;
        sequence::Person person;
        person.id = "a";
        for (std::size_t j = 0; j < kJointCount; ++j) {
            auto& sample = person.joints[j];
            sample.state = sequence::JointState::Observed;
            sample.at = detections.at[i][j];
            sample.score = detections.score[i][j];
        }
        frame.people.push_back(std::move(person));
        seq.frames.push_back(std::move(frame));
    }
    return seq;
}

// The sequence as rig-pose-sequence/1 through the core's writer; a refusal when it cannot write.
inline std::optional<Refusal> writeGaitFile(const std::string& path, const sequence::Sequence& seq)
{
    return writeFileAtomically(path, sequence::sequenceToText(seq));
}

// The truth as per-frame vectors: contact [kRight, kLeft], and the one foot down (kNoSide for
// both or none), in the shapes legs::Frontal::down and legs::Feet::support hold.
inline std::vector<std::array<bool, 2>> contactsOf(const Gait& gait)
{
    std::vector<std::array<bool, 2>> out;
    out.reserve(gait.frames.size());
    for (const auto& f : gait.frames)
        out.push_back(f.contact);
    return out;
}
inline std::vector<int> supportOf(const Gait& gait)
{
    std::vector<int> out;
    out.reserve(gait.frames.size());
    for (const auto& f : gait.frames)
        out.push_back(f.support);
    return out;
}

// The truth as contact keys (rig-pose-contact-keys/1's values): a key on frame 0 and on every
// frame whose feet differ from the frame before, each holding to the next.
inline legs::ContactKeys contactKeysOf(const Gait& gait)
{
    legs::ContactKeys keys;
    const auto contactOf = [](const FrameTruth& f) {
        if (f.contact[kRight] && f.contact[kLeft])
            return legs::Contact::Both;
        if (f.contact[kRight])
            return legs::Contact::Right;
        if (f.contact[kLeft])
            return legs::Contact::Left;
        return legs::Contact::None;
    };
    for (std::size_t i = 0; i < gait.frames.size(); ++i) {
        const legs::Contact c = contactOf(gait.frames[i]);
        if (keys.keys.empty() || keys.keys.back().side != c)
            keys.keys.push_back({static_cast<double>(i), c});
    }
    keys.note = "synthetic gait truth";
    return keys;
}

// Everything for one clip at once.
struct Synthetic {
    Gait gait;
    Picture picture;
    Detections detections;
    sequence::Sequence sequence;
};

inline Synthetic makeSynthetic(const Options& options, const Camera& camera = {}, const Noise& noise = {})
{
    Synthetic s;
    s.gait = makeGait(options);
    s.picture = project(s.gait, camera);
    s.detections = detect(s.picture, noise, options.seed);
    s.sequence = toSequence(s.gait, s.picture, s.detections);
    return s;
}

// A drawn clip: `drawings` sets the key drawings (cycleFrames drawings a cycle at fps drawings a
// second), each shown on twos with an in-between halfway to the next one, so the clip has twice
// the frames at twice the rate. The in-between is the two drawings' mean pose, and a foot is down
// on it when it is down on both (it is then on the same footprint in both, so it does not move).
inline Gait onTwos(const Options& drawings)
{
    const Gait keys = makeGait(drawings);
    Gait g;
    g.options = drawings;
    g.options.cycleFrames = 2 * drawings.cycleFrames;
    g.options.fps = 2 * drawings.fps;
    const FrameTruth after = detail::frameAt(drawings, drawings.frameCount());  // the drawing past the end
    for (std::size_t k = 0; k < keys.frames.size(); ++k) {
        const FrameTruth& a = keys.frames[k];
        const FrameTruth& b = k + 1 < keys.frames.size() ? keys.frames[k + 1] : after;
        g.frames.push_back(a);
        FrameTruth mid = a;
        mid.cyclePhase = (a.cyclePhase + (b.cyclePhase < a.cyclePhase ? b.cyclePhase + 1 : b.cyclePhase)) / 2;
        mid.cyclePhase -= std::floor(mid.cyclePhase);
        for (std::size_t j = 0; j < kJointCount; ++j)
            mid.world[j] = (a.world[j] + b.world[j]) / 2;
        for (int side : {kRight, kLeft}) {
            mid.contact[side] = a.contact[side] && b.contact[side];
            mid.planted[side] = mid.contact[side] ? a.planted[side] : std::nullopt;
            mid.kneeBend[side] = (a.kneeBend[side] + b.kneeBend[side]) / 2;
        }
        const bool r = mid.contact[kRight], l = mid.contact[kLeft];
        mid.phase = r && l ? Phase::Both : r ? Phase::RightOnly : l ? Phase::LeftOnly : Phase::Flight;
        mid.support = r == l ? kNoSide : r ? kRight : kLeft;
        g.frames.push_back(mid);
    }
    return g;
}

}  // namespace rigpose::test::gait
