// A parent held to its tightest child (ref #320): under a per-chain --reduce, a mapped bone above
// a named chain that is planted (an ankle the landing holds) or aimed (an aim other than x) is
// reduced within that chain's tolerance when its own is looser, and says so; a bent chain holds
// nothing, and a plain --reduce names no chain. The lever is read off the rig's setup here.

#include <QFile>
#include <QtTest>

#include "reduce_fixture.h"
#include "rigpose/clean/clean.h"
#include "rigpose/rig/poser.h"
#include "synthetic_gait.h"

using namespace rigpose;
using namespace rigpose::test::reduced;
namespace gait = rigpose::test::gait;

namespace {

sequence::Sequence noisyWalk()
{
    gait::Options options = gait::Options::walk();
    options.cycles = 3;
    return clean::cleanSequence(gait::makeSynthetic(options).sequence, clean::CleanOptions{}).sequence;
}

const reduce::TrackRow* rotateRow(const retarget::Result& r, const std::string& bone)
{
    for (const reduce::TrackRow& row : r.reduce->tracks)
        if (row.bone == bone && row.property == "rotate")
            return &row;
    return nullptr;
}

double setupDistance(const rig::Rig& rig, const std::string& a, const std::string& b)
{
    const std::vector<rig::WorldTransform> setup = rig::Poser(rig).setupWorld();
    return (setup[static_cast<std::size_t>(rig.boneIndex(a))].origin() -
            setup[static_cast<std::size_t>(rig.boneIndex(b))].origin())
        .norm();
}

}  // namespace

class TestHeld : public QObject {
    Q_OBJECT

private slots:
    void theHipIsHeldForThePlantedLegs()
    {
        const Run run = runBoth(noisyWalk(), "3,leg_r=0.2,leg_l=0.2", 0.5, true);
        QVERIFY2(run.reduced.ok(), firstRefusal(run.reduced).c_str());
        const reduce::Reduction& r = *run.reduced.reduce;
        QCOMPARE(r.held.size(), std::size_t(1));
        const reduce::Held& held = r.held.front();
        QCOMPARE(held.bone, std::string("hip"));
        QCOMPARE(held.chain, std::string("pelvis"));
        QCOMPARE(held.from, 3.0);
        QCOMPARE(held.to, 0.2);
        QCOMPARE(held.holders.size(), std::size_t(2));
        static const rig::Rig rig = test::exampleRig();
        for (std::size_t i = 0; i < 2; ++i) {
            const reduce::HeldFor& h = held.holders[i];
            QCOMPARE(h.chain, std::string(i == 0 ? "leg_r" : "leg_l"));
            QCOMPARE(h.by, std::string("ankle"));
            QCOMPARE(h.bone, std::string(i == 0 ? "r_thigh" : "l_thigh"));
            QVERIFY(std::abs(h.lever - setupDistance(rig, "hip", h.bone)) < 1e-12);
        }
        // Its row and its landing take the held tolerance; the chest, not above a leg, keeps 3°.
        QCOMPARE(rotateRow(run.reduced, "hip")->tolerance, 0.2);
        QCOMPARE(rotateRow(run.reduced, "hip")->heldFor, (std::vector<std::string>{"leg_r", "leg_l"}));
        QCOMPARE(rotateRow(run.reduced, "chest")->tolerance, 3.0);
        for (const retarget::Landing& l : run.reduced.gate.landings)
            if (l.bone == "hip" && l.kind == "angle")
                QVERIFY(std::abs(l.tolerance - 0.21) < 1e-12);
        std::string why;
        QVERIFY2(withinTolerances(run, why), why.c_str());
        // Each ankle's allowance is taken at the legs' 0.2°, the hip's now included.
        for (const reduce::AnkleDrift& d : r.ankleDrift)
            QCOMPARE(d.legTolerance, 0.2);
    }

    // Without --plant-feet the legs are bent chains with no ankle check: nothing is held.
    void bentLegsHoldNothing()
    {
        const Run run = runBoth(noisyWalk(), "3,leg_r=0.2,leg_l=0.2");
        QVERIFY2(run.reduced.ok(), firstRefusal(run.reduced).c_str());
        QVERIFY(run.reduced.reduce->held.empty());
        QCOMPARE(rotateRow(run.reduced, "hip")->tolerance, 3.0);
        QVERIFY(rotateRow(run.reduced, "hip")->heldFor.empty());
    }

    // A plain --reduce names no chain, so a planted walk holds nothing either.
    void aPlainReduceHoldsNothing()
    {
        const Run run = runBoth(noisyWalk(), "3", {}, true);
        QVERIFY2(run.reduced.ok(), firstRefusal(run.reduced).c_str());
        QVERIFY(run.reduced.reduce->held.empty());
    }

    // An aimed chain (the head aimed at its tip through the eyes' line) holds the chest and the
    // hip above it; a looser named chain below holds nothing.
    void anAimedChainHoldsEveryBoneAboveIt()
    {
        static const rig::Rig rig = test::exampleRig();
        QFile file(QString::fromStdString(test::sourcePath("resources/examples/wave/map.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::string text = file.readAll().toStdString();
        const std::string head = R"("name": "head", "bones": ["head"], "joints": ["neck", "nose"])";
        QVERIFY(text.find(head) != std::string::npos);
        text.replace(text.find(head), head.size(), head + R"(, "aim": ["head>head:tip"])");
        const auto map = map::readMapText(text, "aimed.map.json", rig);
        QVERIFY2(map.ok(), map.refusals.empty() ? "" : map.refusals.items().front().message.c_str());
        const sequence::Sequence seq = test::cleanedWave();
        retarget::Inputs in = test::exampleInputs(seq, "reduced");
        in.map = &map.value;
        stage::readReduceText("2,head=0.5,arm_r=3", in.options);
        const retarget::Result r = retarget::retarget(in);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QCOMPARE(r.reduce->held.size(), std::size_t(2));
        for (const reduce::Held& held : r.reduce->held) {
            QVERIFY(held.bone == "hip" || held.bone == "chest");
            QCOMPARE(held.to, 0.5);
            QCOMPARE(held.holders.size(), std::size_t(1));
            QCOMPARE(held.holders.front().by, std::string("aim"));
            QCOMPARE(held.holders.front().bone, std::string("head"));
            QVERIFY(std::abs(held.holders.front().lever - setupDistance(rig, held.bone, "head")) < 1e-12);
        }
        QCOMPARE(rotateRow(r, "r_upper_arm")->tolerance, 3.0);
        QCOMPARE(rotateRow(r, "l_upper_arm")->tolerance, 2.0);
    }
};

QTEST_GUILESS_MAIN(TestHeld)
#include "tst_held.moc"
