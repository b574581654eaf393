// Each refusal the retarget names, by its own fixture: POSE_NOT_CLEANED, POSE_POINT_NEVER_GOOD,
// POSE_PERSON, RIG_CONSTRAINT, RIG_GATE_BASE, RIG_GATE, RETARGET_NAME,
// POSE_BEND_ONE_WAY, and where each points for the studio. POSE_LANDS is tst_keys' mutation test;
// tst_guards plants the bends in full.

#include <QTest>

#include <cmath>

#include "retarget_fixture.h"
#include "rigpose/motion/reader.h"

using namespace rigpose;

namespace {

bool refusedWith(const retarget::Result& r, const char* code, const std::string& fragment)
{
    for (const Refusal& x : r.refusals.items())
        if (x.code == code && x.message.find(fragment) != std::string::npos)
            return true;
    for (const Refusal& x : r.refusals.items())
        qWarning("%s: %s", x.code.c_str(), x.message.c_str());
    return false;
}

// Where the first refusal of `code` points (nowhere when there is none).
RefusalPlace placeOf(const retarget::Result& r, const char* code)
{
    for (const Refusal& x : r.refusals.items())
        if (x.code == code)
            return x.place;
    return {};
}

}  // namespace

class TestRefusals : public QObject {
    Q_OBJECT
private slots:
    void aRawSequenceIsNotCleaned()
    {
        const auto run = test::runRetarget(examples::makeWaveSequence({}), test::exampleRig());
        QVERIFY(refusedWith(run.result, "POSE_NOT_CLEANED", "rig-pose clean"));
        QVERIFY(run.result.motion.animations.empty());
    }

    void aPointNeverGoodIsNamed()
    {
        const auto seq = test::cleanedWave([](sequence::Sequence& s) {
            for (auto& f : s.frames)
                f.people[0].joint(body::Joint::LWrist) = {};
        });
        const auto run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(refusedWith(run.result, "POSE_POINT_NEVER_GOOD", "point \"l_wrist\" (chain \"arm_l\" of map.json)"));
        QCOMPARE(placeOf(run.result, "POSE_POINT_NEVER_GOOD"), RefusalPlace{.chain = "arm_l"});
    }

    void twoPeopleNeedAPerson()
    {
        // clean refuses two people without --person too, so put the second back after it.
        auto two = test::cleanedWave();
        for (std::size_t f = 0; f < two.frames.size(); ++f) {
            auto other = two.frames[f].people[0];
            other.id = "b";
            two.frames[f].people.push_back(other);
        }
        const auto run = test::runRetarget(two, test::exampleRig());
        QVERIFY(refusedWith(run.result, "POSE_PERSON", "--person"));
    }

    void aConstraintOnAMappedBoneIsRefused()
    {
        auto rig = rig::readRigFile(test::dataPath("retarget/constraint.rig.json"));
        QVERIFY(rig.ok());
        const auto run = test::runRetarget(test::cleanedWave(), rig.value);
        QVERIFY(refusedWith(run.result, "RIG_CONSTRAINT", "ik constraint \"r_arm_ik\" moves bone \"r_upper_arm\""));
        QCOMPARE(placeOf(run.result, "RIG_CONSTRAINT"), RefusalPlace{.bone = "r_upper_arm"});
    }

    void theRigsOwnMotionMustPassFirst()
    {
        const rig::Rig rig = test::exampleRig();
        // The rig's motion, read on its own, then broken the way a hand edit can: a key past the end.
        auto base = motion::readMotionFile(test::dataPath("retarget/base-green/motion.json"), &rig);
        QVERIFY(base.ok());
        base.value.animations[0].duration = 0.5;
        const auto run = test::runRetarget(test::cleanedWave(), rig, nullptr, &base.value);
        QVERIFY(refusedWith(run.result, "RIG_GATE_BASE", "before anything is added"));
        QVERIFY(run.result.refusals.has("MOTION_KEY_TIME") || run.result.refusals.has("MOTION_DURATION"));
    }

    void anAnimationThatDoesNotValidateIsRefusedByTheGate()
    {
        // Two frames 0.1 µs apart: their keys land on one time of the motion's 1e-6 s grid.
        auto seq = test::cleanedWave();
        seq.frames[1].t = 1e-7;
        const auto run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(refusedWith(run.result, "RIG_GATE", "does not pass the gate"));
        QVERIFY(run.result.refusals.has("MOTION_KEY_TIME"));
    }

    void theNewNameMustBeNew()
    {
        const rig::Rig rig = test::exampleRig();
        auto base = motion::readMotionFile(test::dataPath("retarget/base-green/motion.json"), &rig);
        QVERIFY(base.ok());
        const auto run = test::runRetarget(test::cleanedWave(), rig, nullptr, &base.value, "idle");
        QVERIFY(refusedWith(run.result, "RETARGET_NAME", "already has an animation \"idle\""));
    }

    void theRigsOwnAnimationsAreCarried()
    {
        const rig::Rig rig = test::exampleRig();
        auto base = motion::readMotionFile(test::dataPath("retarget/base-green/motion.json"), &rig);
        const auto run = test::runRetarget(test::cleanedWave(), rig, nullptr, &base.value);
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.motion.animations.size(), std::size_t(2));
        QCOMPARE(run.result.motion.animations[0].name, std::string("idle"));
        QCOMPARE(run.result.motion.animations[1].name, std::string("wave"));
    }

    void aHingeFoldedTheWrongWayIsRefused()
    {
        const rig::Rig rig = test::exampleRig();
        auto map = map::readMapFile(test::dataPath("retarget/bend-ccw.map.json"), rig);
        QVERIFY(map.ok());
        // The wave's left elbow hangs folded 4° ccw: fine, until frames 5-6 fold it 25° cw.
        const auto asRead = test::runRetarget(test::cleanedWave(), rig, &map.value);
        QVERIFY(asRead.result.ok());
        auto seq = test::cleanedWave();
        for (std::size_t f : {5, 6}) {
            auto& p = seq.frames[f].people[0];
            const Eigen::Vector2d elbow = *p.joint(body::Joint::LElbow).at;
            const Eigen::Vector2d d = *p.joint(body::Joint::LWrist).at - elbow;
            const Eigen::Vector2d up(d.x(), -d.y());  // y up
            const double r = -25 * 3.14159265358979323846 / 180;
            const Eigen::Vector2d turned(up.x() * std::cos(r) - up.y() * std::sin(r),
                                         up.x() * std::sin(r) + up.y() * std::cos(r));
            p.joint(body::Joint::LWrist).at = elbow + Eigen::Vector2d(turned.x(), -turned.y());
        }
        const auto run = test::runRetarget(seq, rig, &map.value);
        QVERIFY(refusedWith(run.result, "POSE_BEND_ONE_WAY", "hinge at \"l_elbow\""));
        QVERIFY(refusedWith(run.result, "POSE_BEND_ONE_WAY", "2 frame(s) in 1 run(s), frames 5–6"));
    }
};

QTEST_GUILESS_MAIN(TestRefusals)
#include "tst_refusals.moc"
