#include "rigpose/examples/wave.h"

#include <cmath>
#include <limits>
#include <numbers>

#include "seeded_gaussian.h"

namespace rigpose::examples {

namespace {

using body::Joint;
using Eigen::Vector2d;

// The right arm's wave, in degrees. The upper arm is raised out to the subject's right (the
// picture's left) and sways a little a quarter period behind the forearm, which swings side
// to side about nearly upright. The elbow stays bent the same way all through (the forearm
// turns 19.5 to 70.5 degrees clockwise from the upper arm), so no hinge ever flips.
constexpr double kRaisedUpperArm = 145, kUpperArmSway = 5;
constexpr double kRaisedForearm = 100, kForearmSwing = 25;

// The left arm hangs, a little out from the body, the elbow slightly bent.
constexpr double kHangingUpperArm = -84, kHangingForearm = -80;

constexpr double kUp = 90, kDown = -90, kAcross = 0;

// A segment `length` px long at `degrees` (y-up, counter-clockwise), as a picture offset.
Vector2d along(double degrees, double length)
{
    const double radians = degrees * std::numbers::pi / 180.0;
    return {length * std::cos(radians), -length * std::sin(radians)};
}

void place(sequence::Person& person, Joint joint, const Vector2d& at)
{
    auto& sample = person.joint(joint);
    sample.state = sequence::JointState::Observed;
    sample.at = at;
    sample.score = 1.0;
}

}  // namespace

WaveAngles waveAnglesAt(double t)
{
    const double phase = 2.0 * std::numbers::pi * t / kWavePeriodSeconds;
    WaveAngles a{};
    a.trunk = kUp;
    a.head = kUp;
    a.hipLine = kAcross;
    a.shoulderLine = kAcross;
    a.eyeLine = kAcross;
    a.rUpperArm = kRaisedUpperArm + kUpperArmSway * std::sin(phase - std::numbers::pi / 2);
    a.rForearm = kRaisedForearm + kForearmSwing * std::sin(phase);
    a.lUpperArm = kHangingUpperArm;
    a.lForearm = kHangingForearm;
    a.rThigh = kDown;
    a.rShin = kDown;
    a.lThigh = kDown;
    a.lShin = kDown;
    return a;
}

sequence::Person poseFigure(const WaveFigure& f, const WaveAngles& a)
{
    sequence::Person person;
    person.id = "a";

    // Lines across the body point from the subject's right to its left, so "minus half" is
    // the right-hand joint.
    const Vector2d hipHalf = along(a.hipLine, f.hipWidth / 2);
    const Vector2d rHip = f.midHip - hipHalf, lHip = f.midHip + hipHalf;
    const Vector2d rKnee = rHip + along(a.rThigh, f.thigh);
    const Vector2d lKnee = lHip + along(a.lThigh, f.thigh);

    const Vector2d neck = f.midHip + along(a.trunk, f.trunk);
    const Vector2d shoulderMid = neck - along(a.trunk, f.shoulderDrop);
    const Vector2d shoulderHalf = along(a.shoulderLine, f.shoulderWidth / 2);
    const Vector2d rShoulder = shoulderMid - shoulderHalf, lShoulder = shoulderMid + shoulderHalf;
    const Vector2d rElbow = rShoulder + along(a.rUpperArm, f.upperArm);
    const Vector2d lElbow = lShoulder + along(a.lUpperArm, f.upperArm);

    const Vector2d eyeHalf = along(a.eyeLine, f.eyeApart / 2);
    const Vector2d earHalf = along(a.eyeLine, f.earApart / 2);
    const Vector2d eyeMid = neck + along(a.head, f.eyeUp);
    const Vector2d earMid = neck + along(a.head, f.earUp);

    place(person, Joint::Nose, neck + along(a.head, f.noseUp));
    place(person, Joint::Neck, neck);
    place(person, Joint::RShoulder, rShoulder);
    place(person, Joint::RElbow, rElbow);
    place(person, Joint::RWrist, rElbow + along(a.rForearm, f.forearm));
    place(person, Joint::LShoulder, lShoulder);
    place(person, Joint::LElbow, lElbow);
    place(person, Joint::LWrist, lElbow + along(a.lForearm, f.forearm));
    place(person, Joint::RHip, rHip);
    place(person, Joint::RKnee, rKnee);
    place(person, Joint::RAnkle, rKnee + along(a.rShin, f.shin));
    place(person, Joint::LHip, lHip);
    place(person, Joint::LKnee, lKnee);
    place(person, Joint::LAnkle, lKnee + along(a.lShin, f.shin));
    place(person, Joint::REye, eyeMid - eyeHalf);
    place(person, Joint::LEye, eyeMid + eyeHalf);
    place(person, Joint::REar, earMid - earHalf);
    place(person, Joint::LEar, earMid + earHalf);
    return person;
}

std::int64_t waveFrameCount(const WaveOptions& options)
{
    const double product = options.seconds * options.fps;
    // 3 s x 24 fps must give 72 even when the product lands a hair off the integer
    // (0.1 s x 30 fps is 3.0000000000000004): such a product counts as that integer.
    const double nearest = std::round(product);
    const double count = std::abs(product - nearest) < 1e-9 ? nearest : std::ceil(product);
    if (!(count < 9e18))  // absurd lengths (and NaN) saturate rather than overflow
        return std::numeric_limits<std::int64_t>::max();
    return count < 1 ? 1 : static_cast<std::int64_t>(count);
}

sequence::Sequence makeWaveSequence(const WaveOptions& options)
{
    return makeFigureSequence(options, waveAnglesAt, "rigpose wave generator");
}

sequence::Sequence makeFigureSequence(const WaveOptions& options, WaveAngles (*anglesAt)(double),
                                      const std::string& source)
{
    const WaveFigure figure;
    sequence::Sequence seq;
    seq.width = figure.width;
    seq.height = figure.height;
    seq.source = source;

    const std::int64_t count = waveFrameCount(options);
    seq.frames.reserve(static_cast<std::size_t>(count));
    SeededGaussian gaussian(options.seed);
    for (std::int64_t i = 0; i < count; ++i) {
        sequence::Frame frame;
        frame.t = static_cast<double>(i) / options.fps;
        sequence::Person person = poseFigure(figure, anglesAt(frame.t));
        if (options.noise > 0) {
            // Drawn joint by joint in body-18 order, x then y, so a seed's numbers land on
            // the same coordinates however long the clip is.
            for (auto& sample : person.joints) {
                // Two statements: the order of a call's arguments is unspecified.
                const double dx = gaussian.next();
                const double dy = gaussian.next();
                *sample.at += Vector2d(dx, dy) * options.noise;
            }
        }
        frame.people.push_back(std::move(person));
        seq.frames.push_back(std::move(frame));
    }
    return seq;
}

}  // namespace rigpose::examples
