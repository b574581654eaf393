// Synthetic 3D figures walking or running in place, and the camera that draws them.

#include "rigpose/examples/figure3d.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "rigpose/examples/wave.h"
#include "seeded_gaussian.h"

namespace rigpose::examples {

using body::Joint;
using Eigen::Vector3d;

std::string_view strideName(Stride s) { return s == Stride::Walk ? "walk" : "run"; }

std::string_view viewName(View v) { return v == View::Front ? "front" : v == View::Behind ? "behind" : "side"; }

std::optional<Stride> strideFromName(std::string_view name)
{
    if (name == "walk")
        return Stride::Walk;
    if (name == "run")
        return Stride::Run;
    return std::nullopt;
}

std::optional<View> viewFromName(std::string_view name)
{
    for (View v : {View::Front, View::Behind, View::Side})
        if (name == viewName(v))
            return v;
    return std::nullopt;
}

namespace {

constexpr double kPi = std::numbers::pi;

double radians(double degrees) { return degrees * kPi / 180.0; }

// A segment at a sagittal angle: straight down at 0, forward (+z) at 90.
Vector3d along(double degrees, double length)
{
    const double r = radians(degrees);
    return {0, -length * std::cos(r), length * std::sin(r)};
}

// One leg and the arm on the other side, at phase `phase` of the cycle (radians; the leg's hip
// flexes most at π/2). The curves are chosen so the figure keeps to what the body can do and to
// what the sign table of clean --depth assumes (ref #281, #336): a hip extends back at most 10°
// (inside the flat band), a shin never leans forward more than 10°, a forearm never back.
struct Limbs {
    double thigh, shin, upperArm, forearm;
};

Limbs walkAt(double phase)
{
    const double hip = 10 + 20 * std::sin(phase);  // -10 .. 30
    // The knee folds in the swing, most just before the thigh passes under the hip.
    const double fold = std::max(0.0, std::cos(phase + kPi / 6));
    const double knee = 20 + 40 * fold * fold;  // 20 .. 60
    // The arm opposite this leg swings with it: forward while this thigh is forward.
    const double arm = 20 * std::sin(phase);
    return {hip, hip - knee, arm, arm + 25};
}

Limbs runAt(double phase)
{
    const double hip = 25 + 35 * std::sin(phase);                  // -10 .. 60: the lifted knee protrudes
    const double knee = 50 + 60 * std::max(0.0, std::cos(phase));  // 50 .. 110: the shin kicks back
    const double arm = 35 * std::sin(phase);
    return {hip, hip - knee, arm, arm + 70};  // the elbows held bent 70° forward
}

struct Camera {
    Vector3d centre, view, right, up{0, 1, 0};
};

Camera cameraFor(View v)
{
    const double d = kCameraDistance;
    switch (v) {
    case View::Front:
        return {{0, 0, d}, {0, 0, -1}, {1, 0, 0}};
    case View::Behind:
        return {{0, 0, -d}, {0, 0, 1}, {-1, 0, 0}};
    default:
        return {{-d, 0, 0}, {1, 0, 0}, {0, 0, 1}};  // at the subject's right: it faces the picture's right
    }
}

double defaultSeconds(Stride s) { return s == Stride::Walk ? 2 * kWalkPeriodSeconds : 4 * kRunPeriodSeconds; }

}  // namespace

StrideAngles strideAnglesAt(Stride stride, double t)
{
    const double period = stride == Stride::Walk ? kWalkPeriodSeconds : kRunPeriodSeconds;
    const double phase = 2 * kPi * t / period;
    auto at = [&](double p) { return stride == Stride::Walk ? walkAt(p) : runAt(p); };
    const Limbs right = at(phase), left = at(phase + kPi);
    // Each arm goes with the other side's leg.
    return {right.thigh, right.shin, left.thigh, left.shin, left.upperArm, left.forearm, right.upperArm, right.forearm};
}

std::array<Vector3d, body::kJointCount> figurePoints(const WaveFigure& f, const StrideAngles& a)
{
    std::array<Vector3d, body::kJointCount> p{};
    auto set = [&](Joint j, const Vector3d& v) { p[body::index(j)] = v; };
    const Vector3d left(1, 0, 0);
    const Vector3d rHip = -left * f.hipWidth / 2, lHip = left * f.hipWidth / 2;
    const Vector3d neck(0, f.trunk, 0);
    const Vector3d shoulderMid = neck - Vector3d(0, f.shoulderDrop, 0);
    const Vector3d rShoulder = shoulderMid - left * f.shoulderWidth / 2;
    const Vector3d lShoulder = shoulderMid + left * f.shoulderWidth / 2;
    const Vector3d rKnee = rHip + along(a.rThigh, f.thigh), lKnee = lHip + along(a.lThigh, f.thigh);
    const Vector3d rElbow = rShoulder + along(a.rUpperArm, f.upperArm);
    const Vector3d lElbow = lShoulder + along(a.lUpperArm, f.upperArm);
    set(Joint::Neck, neck);
    set(Joint::RShoulder, rShoulder);
    set(Joint::LShoulder, lShoulder);
    set(Joint::RElbow, rElbow);
    set(Joint::LElbow, lElbow);
    set(Joint::RWrist, rElbow + along(a.rForearm, f.forearm));
    set(Joint::LWrist, lElbow + along(a.lForearm, f.forearm));
    set(Joint::RHip, rHip);
    set(Joint::LHip, lHip);
    set(Joint::RKnee, rKnee);
    set(Joint::LKnee, lKnee);
    set(Joint::RAnkle, rKnee + along(a.rShin, f.shin));
    set(Joint::LAnkle, lKnee + along(a.lShin, f.shin));
    // The face a little ahead of the neck, so it turns with the view.
    set(Joint::Nose, neck + Vector3d(0, f.noseUp, 12));
    set(Joint::REye, neck + Vector3d(-f.eyeApart / 2, f.eyeUp, 8));
    set(Joint::LEye, neck + Vector3d(f.eyeApart / 2, f.eyeUp, 8));
    set(Joint::REar, neck + Vector3d(-f.earApart / 2, f.earUp, -4));
    set(Joint::LEar, neck + Vector3d(f.earApart / 2, f.earUp, -4));
    return p;
}

std::int64_t figure3dFrameCount(const Figure3dOptions& options)
{
    WaveOptions counted;
    counted.seconds = options.seconds > 0 ? options.seconds : defaultSeconds(options.stride);
    counted.fps = options.fps;
    return waveFrameCount(counted);
}

Figure3dClip makeFigure3d(const Figure3dOptions& options)
{
    const WaveFigure figure;
    const Camera camera = cameraFor(options.view);
    const double focal = kCameraDistance;
    Figure3dClip clip;
    sequence::Sequence& seq = clip.sequence;
    seq.width = figure.width;
    seq.height = figure.height;
    seq.source = "rigpose figure3d generator (" + std::string(strideName(options.stride)) + ", seen from " +
                 std::string(viewName(options.view)) + ")";

    const std::int64_t count = figure3dFrameCount(options);
    SeededGaussian gaussian(options.seed);
    for (std::int64_t i = 0; i < count; ++i) {
        sequence::Frame frame;
        frame.t = static_cast<double>(i) / options.fps;
        const auto points = figurePoints(figure, strideAnglesAt(options.stride, frame.t));
        sequence::Person person;
        person.id = "a";
        std::array<double, body::kJointCount> depth{};
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            const Vector3d d = points[j] - camera.centre;
            depth[j] = d.dot(camera.view);
            Eigen::Vector2d at(figure.midHip.x() + focal * d.dot(camera.right) / depth[j],
                               figure.midHip.y() - focal * d.dot(camera.up) / depth[j]);
            if (options.noise > 0) {
                const double dx = gaussian.next();  // two statements: argument order is unspecified
                const double dy = gaussian.next();
                at += Eigen::Vector2d(dx, dy) * options.noise;
            }
            auto& sample = person.joints[j];
            sample.state = sequence::JointState::Observed;
            sample.at = at;
            sample.score = 1.0;
        }
        frame.people.push_back(std::move(person));
        seq.frames.push_back(std::move(frame));
        clip.depth.push_back(depth);
    }
    return clip;
}

}  // namespace rigpose::examples
