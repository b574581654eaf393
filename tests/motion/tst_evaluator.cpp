// The evaluator against figures worked out by hand: the Bézier segment as the runtime's
// 10-piece polyline, float32 key times deciding the segment, rotate/translate/scale/shear
// semantics, the compile of named easings, holds, groups and the time grid.

#include <QTest>

#include <cmath>

#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;
using namespace rigpose::motion;

namespace {

TimelineKey key(double time, std::vector<double> values, TimelineKey::Curve curve = TimelineKey::Curve::Linear,
                std::vector<double> bezier = {})
{
    TimelineKey k;
    k.time = time;
    k.values = std::move(values);
    k.curve = curve;
    k.bezier = std::move(bezier);
    return k;
}

double sample(const TimelineSampler& s, double t)
{
    double v[2] = {NAN, NAN};
    return s.sample(t, v) ? v[0] : NAN;
}

// A rig with one bone under the root, and the animation `tracks` on it.
struct OneBone {
    rig::Rig rig;
    Motion motion;

    explicit OneBone(const char* bone, const char* tracks)
    {
        const std::string rigText = std::string(R"({"spec":"rigc-rig/1","name":"one","skeleton":{"width":1,"height":1},
            "bones":[{"name":"root"},)") +
                                    bone + "],\"slots\":[]}";
        auto r = rig::readRigText(rigText, "one.rig.json");
        QVERIFY(r.ok());
        rig = r.value;
        const std::string motionText = std::string(R"({"spec":"rigc-motion/1","archetype":"one","cut":"c",
            "easings":{"soft":[0.25,0.1,0.25,1]},"animations":{"a":{"duration":2,"tracks":)") +
                                       tracks + "}}}";
        auto m = readMotionText(motionText, "one.motion.json", &rig);
        for (const auto& x : m.refusals.items())
            qWarning("%s", x.message.c_str());
        QVERIFY(m.ok());
        motion = m.value;
    }

    rig::LocalPose at(double t) const
    {
        const rig::Poser poser(rig);
        const auto compiled = compileAnimation(rig, motion, motion.animations[0]);
        std::vector<rig::LocalPose> pose(rig.bones.size());
        BoneAnimation(compiled.value).apply(t, poser.setupPose(), pose);
        return pose[1];
    }
};

}  // namespace

class TestEvaluator : public QObject {
    Q_OBJECT
private slots:
    void bezierIsTheRuntimesPolyline()
    {
        // (0, 0) → (1, 10) with handles (0.25, 0) and (0.75, 10): t(u) = 0.75u(1-u)² + 2.25u²(1-u)
        // + u³, v(u) = 10(3u² − 2u³). At u = 0.1: t = 0.06075 + 0.02025 + 0.001 = 0.082,
        // v = 0.28. At u = 0.5: (0.5, 5). At u = 0.6: t = 0.072 + 0.324 + 0.216 = 0.612, v = 6.48.
        const auto p = bezierPolyline(0, 0, 0.25, 0, 0.75, 10, 1, 10);
        QVERIFY(std::abs(p[0] - 0.082) < 1e-6 && std::abs(p[1] - 0.28) < 1e-5);
        QVERIFY(std::abs(p[8] - 0.5) < 1e-6 && std::abs(p[9] - 5) < 1e-5);
        QVERIFY(std::abs(p[10] - 0.612) < 1e-6 && std::abs(p[11] - 6.48) < 1e-5);
        // Linear along each piece: half way through the first, half way between u 0.5 and 0.6.
        QVERIFY(std::abs(polylineValue(p, 0, 0, 1, 10, 0.041) - 0.14) < 1e-5);
        QVERIFY(std::abs(polylineValue(p, 0, 0, 1, 10, 0.556) - 5.74) < 1e-5);
        // The cubic itself at t = 0.556 (u ≈ 0.5486, v ≈ 5.7195) sits 0.02 off: the polyline
        // is what the runtime poses, not the curve.
        QVERIFY(std::abs(polylineValue(p, 0, 0, 1, 10, 0.556) - 5.7195) > 0.015);

        const TimelineSampler s({key(0, {0}, TimelineKey::Curve::Bezier, {0.25, 0, 0.75, 10}), key(1, {10})}, 1);
        QVERIFY(std::abs(sample(s, 0.556) - 5.74) < 1e-5);
        QCOMPARE(sample(s, 1.0), 10.0);
    }

    void keyTimesCompareAsFloat32()
    {
        // float32(0.1) = 0.10000000149… > 0.1: sampled at 0.1 the runtime is still before the
        // stepped key at 0.1, and reads the key before it. 0.5 is exact in float32.
        const TimelineSampler s(
            {key(0, {0}, TimelineKey::Curve::Stepped), key(0.1, {5}, TimelineKey::Curve::Stepped), key(0.5, {7})}, 1);
        QCOMPARE(sample(s, 0.1), 0.0);
        QCOMPARE(sample(s, 0.1000001), 5.0);
        QCOMPARE(sample(s, 0.5), 7.0);
        QCOMPARE(sample(s, 0.4999999), 5.0);
        QVERIFY(std::isnan(sample(s, -0.01)));  // before the first key: the caller keeps setup
        QCOMPARE(sample(s, 9), 7.0);            // after the last: the last key holds
    }

    void linearSegments()
    {
        const TimelineSampler s({key(0, {2, -4}), key(2, {6, 4})}, 2);
        double v[2];
        QVERIFY(s.sample(0.5, v));
        QCOMPARE(v[0], 3.0);
        QCOMPARE(v[1], -2.0);
    }

    void rotateAddsWithoutWrapping()
    {
        // Setup 20, keys 350 → 10: 370 at the start, 20 + 180 = 200 half way (not the short way).
        OneBone b(R"({"name":"b","parent":"root","rotation":20})",
                  R"([{"bone":"b","property":"rotate","keys":[{"t":0,"v":[350]},{"t":2,"v":[10]}]}])");
        QCOMPARE(b.at(0).rotation, 370.0);
        QCOMPARE(b.at(1).rotation, 200.0);
        QCOMPARE(b.at(2).rotation, 30.0);
    }

    void scaleMultipliesTheSetup()
    {
        OneBone b(R"({"name":"b","parent":"root","scaleX":-2,"scaleY":0.5})",
                  R"([{"bone":"b","property":"scale","keys":[{"t":0,"v":[-1,1]},{"t":2,"v":[3,1]}]}])");
        QCOMPARE(b.at(0).scaleX, 2.0);   // -2 × -1
        QCOMPARE(b.at(1).scaleX, -2.0);  // -2 × 1, through 0
        QCOMPARE(b.at(2).scaleX, -6.0);
        QCOMPARE(b.at(2).scaleY, 0.5);
    }

    void channelsAreAtSetupBeforeTheFirstKey()
    {
        // translate keys x from 0; translatex, listed after it, starts at 1: before 1 it writes
        // the setup x over what translate set (each timeline writes at every time).
        OneBone b(R"({"name":"b","parent":"root","x":5,"y":1,"shearX":3})",
                  R"([{"bone":"b","property":"translate","keys":[{"t":0,"v":[10,2]},{"t":2,"v":[10,2]}]},
                      {"bone":"b","property":"translatex","keys":[{"t":1,"v":[100]},{"t":2,"v":[100]}]},
                      {"bone":"b","property":"shearx","keys":[{"t":1,"v":[4]},{"t":2,"v":[6]}]}])");
        QCOMPARE(b.at(0.5).x, 5.0);
        QCOMPARE(b.at(0.5).y, 3.0);
        QCOMPARE(b.at(0.5).shearX, 3.0);
        QCOMPARE(b.at(1.5).x, 105.0);
        QCOMPARE(b.at(1.5).shearX, 8.0);  // 3 + 5
    }

    void namedEasingBecomesAbsoluteHandles()
    {
        // soft [0.25, 0.1, 0.25, 1] from (0, 0) to (1, 10): cx = 0 + 1 × 0.25 = 0.25 twice,
        // cy1 = 10 × 0.1 = 1, cy2 = 10 × 1 = 10. An easing over a hold is a hold (ref #369).
        OneBone b(R"({"name":"b","parent":"root"})", "[]");
        Motion m;
        m.archetype = "one";
        m.easings = {{"soft", {0.25, 0.1, 0.25, 1}}};
        Animation a;
        a.name = "a";
        a.duration = 2;
        Track t{TargetKind::Bone, "b", "rotate", {}, {}, {}};
        KeyCurve soft{KeyCurve::Kind::Named, "soft", {}, false};
        t.keys = {{0, json::array({0}), soft, {}}, {1, json::array({10}), soft, {}}, {2, json::array({10}), {}, {}}};
        a.tracks = {t};
        const auto compiled = compileAnimation(b.rig, m, a);
        QVERIFY(compiled.ok());
        const auto& keys = compiled.value.boneTimelines[0].keys;
        QCOMPARE(keys[0].curve, TimelineKey::Curve::Bezier);
        QCOMPARE(keys[0].bezier, (std::vector<double>{0.25, 1, 0.25, 10}));
        QCOMPARE(keys[1].curve, TimelineKey::Curve::Stepped);  // 10 → 10
        QCOMPARE(keys[2].curve, TimelineKey::Curve::Linear);
    }

    void groupMembersShiftByStagger()
    {
        const auto r = rig::readRigFile(RIGPOSE_TEST_DATA_DIR "/spine/modes.rig.json");
        const auto m = readMotionFile(RIGPOSE_TEST_DATA_DIR "/spine/modes.motion.json", &r.value);
        QVERIFY(m.ok());
        const auto compiled = compileAnimation(r.value, m.value, *m.value.animation("swing"));
        QVERIFY(compiled.ok());
        std::vector<const BoneTimeline*> members;
        for (const auto& t : compiled.value.boneTimelines)
            if (t.boneName.rfind("m_", 0) == 0)
                members.push_back(&t);
        QCOMPARE(members.size(), std::size_t(3));
        QCOMPARE(members[2]->boneName, std::string("m_norot"));
        QCOMPARE(members[2]->keys[1].time, 1.2);         // 1 + 2 × 0.1
        QCOMPARE(members[2]->keys[1].values[0], 45.0);   // its own value from the member map
        QCOMPARE(members[1]->keys[2].values[0], -30.0);  // the shared value
    }

    void timesGoOnTheGridRoundedDown()
    {
        QCOMPARE(gridTime(1.0), 1.0);
        QCOMPARE(gridTime(0.3333333), 0.333333);
        QCOMPARE(gridTime(0.1234567), 0.123456);  // down, not to the nearest
        QCOMPARE(gridTime(2.0000004), 2.0);
    }
};

QTEST_GUILESS_MAIN(TestEvaluator)
#include "tst_evaluator.moc"
