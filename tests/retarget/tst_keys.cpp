// The keys: the wave generated from known joint angles gives back rotate keys equal to those
// angles within 0.01°; the travel keys the hip; holds; the gate lands every bone and catches a
// corrupted key (mutation).

#include <QTest>

#include <cmath>

#include "retarget_fixture.h"
#include "rigpose/map/aim.h"
#include "rigpose/motion/writer.h"

using namespace rigpose;

namespace {

// The rotate key each bone must carry on the example rig for the generator's angles: the
// picture angle less the bone's setup angle, less the turn of the mapped bone above.
std::map<std::string, double> expectedKeys(const examples::WaveAngles& a)
{
    const double hip = a.hipLine, chest = a.trunk - 90;
    return {{"hip", hip},
            {"chest", chest - hip},
            {"head", (a.head - 90) - chest},
            {"r_upper_arm", (a.rUpperArm + 90) - chest},
            {"r_forearm", a.rForearm - a.rUpperArm},
            {"l_upper_arm", (a.lUpperArm + 90) - chest},
            {"l_forearm", a.lForearm - a.lUpperArm},
            {"r_thigh", (a.rThigh + 90) - hip},
            {"r_shin", a.rShin - a.rThigh},
            {"l_thigh", (a.lThigh + 90) - hip},
            {"l_shin", a.lShin - a.lThigh}};
}

const motion::Animation& newAnimation(const retarget::Result& r) { return r.motion.animations.back(); }

}  // namespace

class TestKeys : public QObject {
    Q_OBJECT
private slots:
    void rotateKeysGiveBackTheGeneratingAngles()
    {
        const auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY2(run.result.ok(),
                 run.result.refusals.items().empty() ? "" : run.result.refusals.items()[0].message.c_str());
        const motion::Animation& a = newAnimation(run.result);
        QCOMPARE(a.tracks.size(), std::size_t(12));  // 11 rotate tracks and the hip's translate
        double worst = 0;
        for (std::size_t f = 0; f < run.sequence.frames.size(); ++f) {
            const auto expected = expectedKeys(examples::waveAnglesAt(run.sequence.frames[f].t));
            for (const motion::Track& track : a.tracks) {
                if (track.property != "rotate")
                    continue;
                const double key = track.keys[f].v[0].get<double>();
                worst = std::max(worst, std::abs(map::wrapDegrees(key - expected.at(track.target))));
            }
        }
        qInfo("largest rotate key error against the generating angles: %.3g°", worst);
        QVERIFY(worst <= 0.01);
        QVERIFY(run.result.gate.green);
        for (const retarget::Landing& l : run.result.gate.landings)
            QVERIFY2(l.worst <= l.tolerance, l.bone.c_str());
    }

    void keysSitAtFrameTimesFromTheFirst()
    {
        const auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        const motion::Animation& a = newAnimation(run.result);
        QCOMPARE(a.tracks[0].keys.size(), run.sequence.frames.size());
        QCOMPARE(a.tracks[0].keys[0].t, 0.0);
        QCOMPARE(a.tracks[0].keys[24].t, 1.0);
        QCOMPARE(run.result.motion.archetype, std::string("wave"));
        QCOMPARE(run.result.motion.cut, std::string("wave"));
    }

    void theTravelMovesTheHip()
    {
        // Every joint drifts 2 px right a frame: the hip follows at the figure scale (260 / 260).
        const auto seq = test::cleanedWave([](sequence::Sequence& s) {
            for (std::size_t f = 0; f < s.frames.size(); ++f)
                for (auto& p : s.frames[f].people)
                    for (auto& j : p.joints)
                        if (j.at)
                            j.at->x() += 2.0 * static_cast<double>(f);
        });
        const auto run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(run.result.ok());
        QVERIFY(run.result.scale);
        QVERIFY(std::abs(run.result.scale->factor - 1) < 1e-4);  // positions are written to 1e-3 px
        const motion::Track& translate = newAnimation(run.result).tracks.back();
        QCOMPARE(translate.property, std::string("translate"));
        QVERIFY(std::abs(translate.keys[71].v[0].get<double>() - 142) < 0.05);
        QVERIFY(std::abs(translate.keys[71].v[1].get<double>()) < 0.05);
        QCOMPARE(run.result.gate.landings.back().kind, std::string("origin"));
        QVERIFY(run.result.gate.landings.back().worst <= 0.01);
    }

    void aLowScoreHoldsTheLastGoodValue()
    {
        const auto seq = test::cleanedWave();
        auto edited = seq;
        for (std::size_t f = 5; f <= 7; ++f)
            edited.frames[f].people[0].joint(body::Joint::RWrist).score = 0.1;
        const auto run = test::runRetarget(edited, test::exampleRig());
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.holds.size(), std::size_t(1));
        const retarget::Hold& h = run.result.holds[0];
        QCOMPARE(h.point, std::string("r_wrist"));
        QCOMPARE(h.from, std::size_t(5));
        QCOMPARE(h.to, std::size_t(7));
        QCOMPARE(h.source, std::size_t(4));
        QVERIFY(h.why.find("--min-score 0.3") != std::string::npos);
        // The wrist stands where it was on frame 4 while the elbow goes on moving: the forearm's
        // target is the elbow of its own frame to the wrist of frame 4.
        const auto& targets = run.result.targets;
        const std::size_t forearm = 4;  // map order: hip, chest, head, r_upper_arm, r_forearm, ...
        QCOMPARE(targets.bones[forearm].bone, run.rig.boneIndex("r_forearm"));
        const auto at = [&](std::size_t f, body::Joint j) { return *run.sequence.frames[f].people[0].joint(j).at; };
        for (std::size_t f = 5; f <= 7; ++f) {
            const Eigen::Vector2d e = at(f, body::Joint::RElbow), w = at(4, body::Joint::RWrist);
            const double expected = std::atan2(-(w.y() - e.y()), w.x() - e.x()) * 180 / 3.14159265358979323846;
            QVERIFY(std::abs(map::wrapDegrees(targets.angles[f * targets.bones.size() + forearm] - expected)) < 1e-9);
        }
        QVERIFY(run.result.gate.green);
    }

    void aCorruptedKeyIsCaughtByTheLandingCheck()
    {
        auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        motion::Motion corrupted = run.result.motion;
        motion::Track& upper = corrupted.animations.back().tracks[3];
        QCOMPARE(upper.target, std::string("r_upper_arm"));
        upper.keys[10].v[0] = upper.keys[10].v[0].get<double>() + 0.05;
        const retarget::GateResult gate = retarget::gateWithAnimation(run.rig, corrupted, "wave", run.result.targets,
                                                                      retarget::GateNames{});
        QVERIFY(!gate.green);
        QVERIFY(gate.refusals.has("POSE_LANDS"));
        const std::string& first = gate.refusals.items()[0].message;
        QVERIFY2(first.find("bone \"r_upper_arm\"") != std::string::npos, first.c_str());
        QVERIFY2(first.find("frame 10") != std::string::npos, first.c_str());
        QVERIFY2(first.find("0.05") != std::string::npos, first.c_str());
        // The studio goes to the frame and selects the bone.
        QCOMPARE(gate.refusals.items()[0].place, (RefusalPlace{.frame = 10, .bone = "r_upper_arm"}));
    }

    void sameInputsGiveTheSameMotionBytes()
    {
        const auto a = test::runRetarget(test::cleanedWave(), test::exampleRig());
        const auto b = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QCOMPARE(motion::motionText(a.result.motion), motion::motionText(b.result.motion));
    }
};

QTEST_GUILESS_MAIN(TestKeys)
#include "tst_keys.moc"
