// --leg-scale on hand-built legs whose foreshortening is known: the wave figure standing, its
// right thigh drawn at a share of its length on chosen frames (the knee and the ankle moved in
// along it). The thigh's scalex key is that share, or the clamp's limit past it; the shin under
// it is solved through the scaled thigh so it still lands at its own length and angle; the
// SHEAR the scaled thigh gives the shin's art is the one its matrices make by hand, and none
// under "inherit": "noScale". A steady zoom is taken out of the lengths before they are read,
// and the camera file writes it and reads back. Every figure is read off the written motion
// posed by the test's own accumulation of its keys (stick_figure.h), not off the stage.
#include <QtTest>

#include <cmath>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/camera/figure_camera.h"
#include "rigpose/map/aim.h"
#include "rigpose/util/number_format.h"
#include "stick_figure.h"

using namespace rigpose;
namespace stick = rigpose::test::stick;
using Eigen::Vector2d;

namespace {

constexpr std::size_t kFrames = 48;

sequence::Sequence standing(std::size_t frames = kFrames)
{
    return stick::stickClip(frames, [](std::size_t) { return stick::LegPose{}; });
}

// The side's thigh drawn at `ratio` of its length on frame f: the knee moved in along it, the
// ankle with it, so the shin keeps its length and angle.
void shortenThigh(sequence::Sequence& seq, int side, std::size_t f, double ratio)
{
    sequence::Person& p = seq.frames[f].people.front();
    Vector2d& hip = *p.joint(side ? body::Joint::LHip : body::Joint::RHip).at;
    Vector2d& knee = *p.joint(side ? body::Joint::LKnee : body::Joint::RKnee).at;
    Vector2d& ankle = *p.joint(side ? body::Joint::LAnkle : body::Joint::RAnkle).at;
    const Vector2d moved = hip + ratio * (knee - hip);
    ankle += moved - knee;
    knee = moved;
}

retarget::Result scaled(const sequence::Sequence& seq, const rig::Rig& rig, double lo, double hi)
{
    const map::Map map = test::exampleMap(rig);
    retarget::Inputs in;
    in.sequence = &seq;
    in.rig = &rig;
    in.map = &map;
    in.options.name = "legs";
    in.options.legScale = std::pair{lo, hi};
    in.mapName = "map.json";
    return retarget::retarget(in);
}

const motion::Track* trackOf(const retarget::Result& r, const std::string& bone, const std::string& property)
{
    for (const motion::Track& t : r.motion.animations.back().tracks)
        if (t.target == bone && t.property == property)
            return &t;
    return nullptr;
}

double axisLength(const rig::WorldTransform& w) { return std::hypot(w.a, w.c); }

}  // namespace

class TestLegScale : public QObject {
    Q_OBJECT
private slots:
    // Frames 10-19 at 0.9 of the thigh, 30-34 at 0.7 (under the clamp's 0.8): keyed 0.9 and 0.8,
    // 1 on every other frame; the run at 30-34 is listed with what it asked.
    void aForeshortenedThighIsKeyedAtItsShare()
    {
        sequence::Sequence seq = standing();
        for (std::size_t f = 10; f < 20; ++f)
            shortenThigh(seq, 0, f, 0.9);
        for (std::size_t f = 30; f < 35; ++f)
            shortenThigh(seq, 0, f, 0.7);
        const rig::Rig rig = test::exampleRig();
        const retarget::Result r = scaled(seq, rig, 0.8, 1.05);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet && r.feet->legScale);
        const motion::Track* thigh = trackOf(r, "r_thigh", "scalex");
        QVERIFY(thigh);
        for (std::size_t f = 0; f < kFrames; ++f) {
            const double want = f >= 10 && f < 20 ? 0.9 : f >= 30 && f < 35 ? 0.8 : 1.0;
            QVERIFY2(std::abs(thigh->keys[f].v[0].get<double>() - want) < 1e-4, qPrintable(QString::number(f)));
        }
        // The left leg is drawn straight on every frame: its keys stay at 1.
        const motion::Track* left = trackOf(r, "l_thigh", "scalex");
        QVERIFY(left);
        for (const motion::Key& k : left->keys)
            QVERIFY(std::abs(k.v[0].get<double>() - 1) < 1e-4);
        const legs::LegScaleSegment& row = r.feet->legScale->segments.front();
        QCOMPARE(row.bone, std::string("r_thigh"));
        QCOMPARE(row.straight, stick::kThigh);
        QCOMPARE(row.clamped.size(), std::size_t(1));
        QCOMPARE(row.clamped.front().frames, legs::FrameRun(30, 34));
        QCOMPARE(row.clamped.front().limit, std::string("min"));
        QVERIFY(std::abs(row.clamped.front().askedMin - 0.7) < 1e-9);
        QCOMPARE(r.feet->legScale->figure.how, std::string("held"));

        // Posed from the written keys: the thigh's world length is its share, and the shin under
        // it lands at its own length and on the picture's angle.
        for (std::size_t f : {std::size_t(5), std::size_t(12), std::size_t(32)}) {
            const auto world = stick::posedFromMotion(r, f);
            const auto t = static_cast<std::size_t>(rig.boneIndex("r_thigh"));
            const auto s = static_cast<std::size_t>(rig.boneIndex("r_shin"));
            const double share = f == 12 ? 0.9 : f == 32 ? 0.8 : 1.0;
            QVERIFY(std::abs(axisLength(world[t]) - share) < 1e-4);
            QVERIFY(std::abs(axisLength(world[s]) - 1) < 1e-4);
            const sequence::Person& p = seq.frames[f].people.front();
            const double picture = stick::angleOf(*p.joint(body::Joint::RKnee).at, *p.joint(body::Joint::RAnkle).at);
            const double posed = std::atan2(world[s].c, world[s].a) * 180 / M_PI;
            QVERIFY2(std::abs(map::wrapDegrees(posed - picture)) < 0.01, qPrintable(QString::number(posed - picture)));
        }
    }

    // The shin's art under a thigh scaled by s: its axes, (s cos φ, sin φ) and (-s sin φ, cos φ)
    // in the thigh's frame for its turn φ off the thigh (setup: none), meet at
    // atan2(s, sin φ cos φ (1 - s²)), so it shears by atan(sin φ cos φ (1 - s²) / s). Under
    // noScale the shin keeps square axes, and still lands.
    void theShinShearsUnderAScaledThighUnlessItIsNoScale()
    {
        sequence::Sequence seq = standing();
        for (std::size_t f = 10; f < 20; ++f)
            shortenThigh(seq, 0, f, 0.85);
        const rig::Rig rig = test::exampleRig();
        const retarget::Result r = scaled(seq, rig, 0.8, 1.05);
        QVERIFY(r.ok() && r.feet && r.feet->legScale);
        const motion::Track* rotate = trackOf(r, "r_shin", "rotate");
        QVERIFY(rotate);
        double expected = 0;
        for (std::size_t f = 10; f < 20; ++f) {
            const double phi = rotate->keys[f].v[0].get<double>() * M_PI / 180;
            const double s = 0.85;
            expected = std::max(expected,
                                std::abs(std::atan(std::sin(phi) * std::cos(phi) * (1 - s * s) / s)) * 180 / M_PI);
        }
        QVERIFY(expected > 0.5);  // the standing knee bends enough to show it
        const auto shinRow = [](const retarget::Result& run) -> const legs::ShearRow* {
            for (const legs::ShearRow& row : run.feet->legScale->shear)
                if (row.bone == "r_shin")
                    return &row;
            return nullptr;
        };
        const legs::ShearRow* row = shinRow(r);
        QVERIFY(row);
        QVERIFY2(std::abs(row->shear - expected) < 1e-6, qPrintable(QString::number(row->shear - expected)));
        QCOMPARE(row->fromParent, std::string("r_thigh"));
        QVERIFY(row->frame >= 10 && row->frame < 20);

        rig::Rig noScale = rig;
        rig::BoneData& shinBone = noScale.bones[static_cast<std::size_t>(rig.boneIndex("r_shin"))];
        shinBone.inherit = rig::Inherit::NoScale;
        shinBone.written["inherit"] = "noScale";  // as the rig spec would state it, so the build carries it
        const retarget::Result n = scaled(seq, noScale, 0.8, 1.05);
        QVERIFY2(n.ok(), n.refusals.empty() ? "" : n.refusals.items().front().message.c_str());
        const legs::ShearRow* square = shinRow(n);
        QVERIFY(square);
        QVERIFY(square->shear < 1e-6);
        QVERIFY(square->fromParent.empty());
        // Its length is its own: 1 of setup on every frame.
        QVERIFY(std::abs(square->xMin - 1) < 1e-4 && std::abs(square->xMax - 1) < 1e-4);
    }

    // The figure zoomed 1.0 -> 1.25 about the picture's centre over the clip, its legs never
    // foreshortened: the zoom is taken out, so no segment asks past 2 % of 1, while the run
    // without the figure scale would read the first frames as legs at 0.8. The camera file
    // carries the zoom within 1 % and reads back as written.
    void aZoomIsNotReadAsLongerLegs()
    {
        constexpr std::size_t frames = 72;
        sequence::Sequence seq = standing(frames);
        const Vector2d centre(540, 960);
        std::vector<double> zoom(frames);
        for (std::size_t f = 0; f < frames; ++f) {
            zoom[f] = 1.0 + 0.25 * static_cast<double>(f) / static_cast<double>(frames - 1);
            for (auto& j : seq.frames[f].people.front().joints)
                if (j.at)
                    *j.at = centre + zoom[f] * (*j.at - centre);
        }
        const rig::Rig rig = test::exampleRig();
        const retarget::Result r = scaled(seq, rig, 0.8, 1.05);
        QVERIFY(r.ok() && r.feet && r.feet->legScale);
        const legs::LegScale& l = *r.feet->legScale;
        QCOMPARE(l.figure.how, std::string("followed"));
        for (std::size_t f = 0; f < frames; ++f)
            QVERIFY2(std::abs(l.figure.track[f] / zoom[f] - 1) < 0.01, qPrintable(QString::number(f)));
        for (const legs::LegScaleSegment& s : l.segments) {
            QVERIFY(s.clamped.empty());
            QVERIFY2(s.spreadMin > 0.98 && s.spreadMax < 1.02, s.bone.c_str());
        }
        const std::string text = camera::figureCameraText(l.figure.track);
        const auto back = camera::readCameraKeysText(text, "camera.json", frames);
        QVERIFY(back.ok());
        QCOMPARE(back.value.keys.size(), frames);
        for (std::size_t f = 0; f < frames; ++f) {
            QCOMPARE(back.value.keys[f].frame, f);
            QCOMPARE(back.value.keys[f].s, roundTo(l.figure.track[f], camera::kFigureDecimals));
            QCOMPARE(back.value.keys[f].tx, 0.0);
        }
    }

    // LEGS_MAP: a leg segment aimed other than "x", or a leg not mapped, is refused by name.
    void aLegNotAimedAlongItsBoneIsRefused()
    {
        const rig::Rig rig = test::exampleRig();
        map::Map map = test::exampleMap(rig);
        for (map::Chain& c : map.chains)
            if (c.name == "leg_r") {
                c.aims[1].kind = map::AimKind::Point;
                c.aims[1].text = "r_shin:tip";
            }
        const sequence::Sequence seq = standing();
        retarget::Inputs in;
        in.sequence = &seq;
        in.rig = &rig;
        in.map = &map;
        in.options.name = "legs";
        in.options.legScale = std::pair{0.8, 1.05};
        in.mapName = "map.json";
        const retarget::Result r = retarget::retarget(in);
        QVERIFY(!r.ok());
        QCOMPARE(r.refusals.items().front().code, std::string("LEGS_MAP"));
        QVERIFY(r.refusals.items().front().message.find("r_shin") != std::string::npos);
    }

    // Without the flag no scale is keyed and nothing of it is read.
    void withoutTheFlagNothingIsScaled()
    {
        const sequence::Sequence seq = standing();
        const retarget::Result r = stick::runFeet(seq, false);
        QVERIFY(r.ok() && r.feet);
        QVERIFY(!r.feet->legScale);
        for (const motion::Track& t : r.motion.animations.back().tracks)
            QVERIFY(t.property != "scalex");
    }
};

QTEST_GUILESS_MAIN(TestLegScale)
#include "tst_leg_scale.moc"
