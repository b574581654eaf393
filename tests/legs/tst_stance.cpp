// --stance on stick figures whose free ankle height is drawn frame by frame: the states (planted
// both, lifted, past the tolerance below) with the hysteresis and the shortest run, the free
// leg's stretch landing its ankle on the supporting one's height, the bounds (the upper one, and
// the lower one from the leg's own range), the lines, the report and the CLI's flag. Every
// expected figure comes from the joints the test drew, or from the written motion posed back by
// the test's own accumulation of its keys.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "../cli/cli_fixture.h"
#include "rigpose/report/report.h"
#include "stick_figure.h"
#include "testutils.h"

using namespace rigpose;
using Eigen::Vector2d;
using namespace rigpose::test::stick;

namespace {

// r supports on every frame (a key from frame 0), whatever the heights say.
const legs::ContactKeys kRightKeys{{{0, legs::Contact::Right}}, std::nullopt};

retarget::Result runStance(const sequence::Sequence& seq, std::optional<double> tolerance, bool keyed)
{
    static const rig::Rig rig = test::exampleRig();
    static const map::Map map = test::exampleMap(rig);
    retarget::Inputs in;
    in.sequence = &seq;
    in.rig = &rig;
    in.map = &map;
    in.options.name = "stance";
    in.options.plantFeet = true;
    in.options.stance = tolerance;
    if (keyed) {
        in.contactKeys = &kRightKeys;
        in.contactKeysName = "r.keys.json";
    }
    return retarget::retarget(in);
}

// The free (l) ankle's height above the supporting (r) one in the picture, in l's leg lengths.
double drawnHeight(const sequence::Sequence& seq, std::size_t f)
{
    const sequence::Person& p = seq.frames[f].people.front();
    return (p.joint(body::Joint::RAnkle).at->y() - p.joint(body::Joint::LAnkle).at->y()) / medianLeg(seq, 1);
}

struct Posed {
    Vector2d rAnkle, lAnkle, lRoot;
};
Posed posedAt(const retarget::Result& r, std::size_t f)
{
    static const rig::Rig rig = test::exampleRig();
    const auto world = posedFromMotion(r, f);
    const auto thigh = static_cast<std::size_t>(rig.boneIndex("l_thigh"));
    return {ankleOf(r, f, 0), ankleOf(r, f, 1), world[thigh].origin()};
}

bool hasRun(const legs::Stance& st, const char* state, legs::FrameRun frames, bool absorbed = false)
{
    return std::any_of(st.runs.begin(), st.runs.end(), [&](const legs::StanceRun& r) {
        return r.state == state && r.side == 1 && r.frames == frames && r.absorbed == absorbed;
    });
}

QString describe(const legs::Stance& st)
{
    QStringList out;
    for (const legs::StanceRun& r : st.runs)
        out << QStringLiteral("%1 %2-%3%4")
                   .arg(QString::fromStdString(r.state))
                   .arg(r.frames.first)
                   .arg(r.frames.second)
                   .arg(r.absorbed ? QStringLiteral(" (absorbed)") : QString());
    return out.join(QStringLiteral(", "));
}

}  // namespace

class TestStance : public QObject {
    Q_OBJECT
private slots:
    void readsTheStatesWithHysteresisAndPlantsBoth()
    {
        // The free l foot, px above the r ankle (r held as support by a key): near (10), one
        // frame just past the tolerance (23), inside the band between release and tolerance (20),
        // lifted (60), back in the band (20: still lifted), a little under the floor (-8), and
        // 160 px under it with the r leg drawn lifted instead (the foot read as supporting is the
        // one in the air).
        const auto liftAt = [](std::size_t f) {
            LegPose p;
            p.lLift = f < 10 ? 10 : f == 10 ? 23 : f < 20 ? 20 : f < 30 ? 60 : f < 40 ? 20 : f < 50 ? -8 : 0;
            p.rLift = f < 50 ? 0 : 160;
            return p;
        };
        const sequence::Sequence seq = stickClip(60, liftAt);
        const double tolerance = 0.07;
        // The drawn figures sit where the test means them: either side of the tolerance and of
        // 0.8 of it.
        QVERIFY(drawnHeight(seq, 5) < 0.8 * tolerance);
        QVERIFY(drawnHeight(seq, 10) > tolerance);
        QVERIFY(drawnHeight(seq, 15) > 0.8 * tolerance && drawnHeight(seq, 15) < tolerance);
        QVERIFY(drawnHeight(seq, 25) > tolerance);
        QVERIFY(-drawnHeight(seq, 45) < 0.8 * tolerance);
        QVERIFY(-drawnHeight(seq, 55) > 0.45);

        const retarget::Result r = runStance(seq, tolerance, true);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet && r.feet->stance);
        const legs::Stance& st = *r.feet->stance;
        QCOMPARE(st.release, 0.8 * tolerance);
        QVERIFY2(st.runs.size() == 5, qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "both", {0, 19}), qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "lifted", {10, 10}, true), qPrintable(describe(st)));  // one frame: under 0.1 s
        QVERIFY2(hasRun(st, "lifted", {20, 39}), qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "both", {40, 49}), qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "below", {50, 59}), qPrintable(describe(st)));
        const auto below = std::find_if(st.runs.begin(), st.runs.end(),
                                        [](const auto& x) { return x.state == "below"; });
        QVERIFY(std::abs(*below->maxDepth + drawnHeight(seq, 55)) < 1e-9);
        QVERIFY(st.over.empty());

        for (std::size_t f = 0; f < 60; ++f) {
            const Posed p = posedAt(r, f);
            const double k = r.feet->stretch[f][1];
            if (f < 20 || (f >= 40 && f < 50)) {
                // Planted both: the free ankle lands on the supporting one's height (to the keys'
                // six decimals carried down the leg), stretched above the floor, shrunk below it.
                QVERIFY2(std::abs(p.lAnkle.y() - p.rAnkle.y()) < 1e-3,
                         qPrintable(QStringLiteral("frame %1: %2").arg(f).arg(p.lAnkle.y() - p.rAnkle.y())));
                QVERIFY(f < 20 ? k > 1 : k < 1);
            } else {
                // Lifted or below: the pose's height kept, no stretch.
                QCOMPARE(k, 1.0);
            }
        }
        // Without --stance the same frames keep the free foot where the pose holds it.
        const retarget::Result off = runStance(seq, std::nullopt, true);
        QVERIFY(off.ok() && !off.feet->stance);
        QVERIFY(std::abs(posedAt(off, 5).lAnkle.y() - posedAt(off, 5).rAnkle.y()) > 5);
        // The gate holds the stretched lengths: every scale landing is within its tolerance.
        int scales = 0;
        for (const retarget::Landing& l : r.gate.landings)
            if (l.kind == "scale") {
                ++scales;
                QVERIFY(l.worst <= l.tolerance);
            }
        QVERIFY(scales >= 2);

        // The lines and --summary's LIFT count the runs; the absorbed one is inside its neighbour.
        std::string text;
        for (const std::string& line : report::runLines(r, seq, std::nullopt))
            text += line + "\n";
        QVERIFY2(text.find("STANCE lifted: free l 20–39") != std::string::npos, text.c_str());
        QVERIFY(text.find("STANCE absorbed: free l 10 read lifted") != std::string::npos);
        QVERIFY(text.find("STANCE past the tolerance below: free l 50–59") != std::string::npos);
        std::string summary;
        for (const std::string& line : report::summaryLines(r, std::nullopt))
            summary += line + "\n";
        QVERIFY2(summary.find("LIFT lifted 1 run(s), 20 frame(s); planted both 2 run(s), 30 frame(s); below 1 run(s), "
                              "10 frame(s); highest lifted run l 20–39") != std::string::npos,
                 summary.c_str());
    }

    void aCrossingAtASpansEdgeIsTaken()
    {
        // Lifted on the first two frames and the last two, near the floor between: neither short
        // run has the other state on both sides, so both stand.
        const sequence::Sequence seq = stickClip(30, [](std::size_t f) {
            LegPose p;
            p.lLift = f < 2 || f >= 28 ? 60 : 10;
            return p;
        });
        const retarget::Result r = runStance(seq, 0.07, true);
        QVERIFY(r.ok());
        const legs::Stance& st = *r.feet->stance;
        QCOMPARE(st.runs.size(), std::size_t(3));
        QVERIFY2(hasRun(st, "lifted", {0, 1}), qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "both", {2, 27}), qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "lifted", {28, 29}), qPrintable(describe(st)));
    }

    void aStretchPastTheUpperBoundIsHeldThere()
    {
        // The supporting r leg bent (its ankle 200 px under the hip), the free l one 184 px under
        // it: 16 px above the floor, within 0.1 of l's leg, but reaching it needs k near 200/184.
        const sequence::Sequence seq = stickClip(30, [](std::size_t) {
            LegPose p;
            p.rLift = kStand - 200;
            p.lLift = kStand - 184;
            return p;
        });
        const retarget::Result off = runStance(seq, std::nullopt, false), on = runStance(seq, 0.1, false);
        QVERIFY(off.ok());
        QVERIFY2(on.ok(), on.refusals.empty() ? "" : on.refusals.items().front().message.c_str());
        const legs::Stance& st = *on.feet->stance;
        QVERIFY2(hasRun(st, "both", {0, 29}), qPrintable(describe(st)));
        // The k the floor needs, from the unstretched build: (root - floor) / (root - ankle).
        const Posed p = posedAt(off, 12);
        const double needed = (p.lRoot.y() - p.rAnkle.y()) / (p.lRoot.y() - p.lAnkle.y());
        QVERIFY(needed > legs::kStretchUpper);
        QCOMPARE(st.over.size(), std::size_t(1));
        QCOMPARE(st.over[0].frames, legs::FrameRun(0, 29));
        QVERIFY(std::abs(st.over[0].needed - needed) < 1e-6);
        QCOMPARE(st.over[0].bound, legs::kStretchUpper);
        QCOMPARE(on.feet->stretch[12][1], legs::kStretchUpper);
        // Held at the bound, the foot is left short of the floor by what the bound withheld.
        const double left = std::abs(p.lRoot.y() - legs::kStretchUpper * (p.lRoot.y() - p.lAnkle.y()) - p.rAnkle.y());
        QVERIFY(std::abs(st.over[0].left - left) < 1e-6);
        const Posed q = posedAt(on, 12);
        QVERIFY(std::abs((q.lAnkle.y() - q.rAnkle.y()) - left) < 1e-3);
    }

    void theLowerBoundComesFromTheLegsOwnRange()
    {
        // The r leg bent to 165 px; the free l leg 200 px long on frames 0-19 (35 px under the
        // floor: past 0.1 below) and folded to 180 px on 20-29 (15 px under it: planted). There
        // the floor needs k = 165/180 < 0.92, and the picture folds the leg to 180/200 = 0.9 of
        // straight, so the bound is 0.9 and k is not held.
        const sequence::Sequence seq = stickClip(30, [](std::size_t f) {
            LegPose p;
            p.rLift = kStand - 165;
            p.lLift = kStand - (f < 20 ? 200 : 180);
            return p;
        });
        const double straight = 200;  // l's 95th percentile
        const retarget::Result off = runStance(seq, std::nullopt, true), on = runStance(seq, 0.1, true);
        QVERIFY(off.ok() && on.ok());
        const legs::Stance& st = *on.feet->stance;
        QVERIFY2(hasRun(st, "below", {0, 19}), qPrintable(describe(st)));
        QVERIFY2(hasRun(st, "both", {20, 29}), qPrintable(describe(st)));
        const Posed p = posedAt(off, 25);
        const double needed = (p.lRoot.y() - p.rAnkle.y()) / (p.lRoot.y() - p.lAnkle.y());
        QVERIFY(needed < legs::kStretchLower && needed > 180 / straight);
        QVERIFY(std::abs(on.feet->stretch[25][1] - needed) < 1e-6);
        QVERIFY(st.over.empty());
        QVERIFY(st.rangeLowest);
        QVERIFY(std::abs((*st.rangeLowest)[1] - 180 / straight) < 1e-9);
        QCOMPARE((*st.rangeLowest)[0], 1.0);  // the r leg was never free
    }

    void theCommandTakesStanceOnlyWithThePlant()
    {
        QTemporaryDir dir;
        const QString pose = test::src("resources/examples/wave/pose.json");
        const auto run = [&](const QString& name, const QStringList& flags) {
            return test::runCli(test::retargetExample(pose, dir.filePath(name + QStringLiteral(".motion.json"))) +
                                    QStringList{QStringLiteral("--animation"), QStringLiteral("wave")} + flags,
                                dir.path());
        };
        const QString plant = QStringLiteral("--plant-feet"), stance = QStringLiteral("--stance");
        const auto planted = run(QStringLiteral("a"), {plant});
        QCOMPARE(planted.exitCode, 0);
        const auto both = run(QStringLiteral("b"), {plant, stance, QStringLiteral("0.07")});
        QVERIFY2(both.exitCode == 0, both.err.constData());
        // The wave stands on both feet level: planted both on all 72 frames, nothing to stretch,
        // so the motion is the plant's alone.
        QVERIFY2(both.out.contains("STANCE planted both: free l 0–71"), both.out.constData());
        QCOMPARE(test::readAll(dir.filePath(QStringLiteral("b.motion.json"))),
                 test::readAll(dir.filePath(QStringLiteral("a.motion.json"))));
        const QJsonObject doc =
            QJsonDocument::fromJson(test::readAll(dir.filePath(QStringLiteral("b.motion.report.json")))).object();
        QCOMPARE(doc.value(QStringLiteral("options")).toObject().value(QStringLiteral("stance")).toDouble(), 0.07);
        const QJsonObject st = doc.value(QStringLiteral("stance")).toObject();
        QCOMPARE(st.value(QStringLiteral("tolerance")).toDouble(), 0.07);
        QCOMPARE(st.value(QStringLiteral("release")).toDouble(), 0.056);
        const QJsonArray runs = st.value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].toObject().value(QStringLiteral("state")).toString(), QStringLiteral("both"));
        // Without the flag: stance null, and the option null (every option is echoed, issue 35).
        const QJsonObject plain =
            QJsonDocument::fromJson(test::readAll(dir.filePath(QStringLiteral("a.motion.report.json")))).object();
        QVERIFY(plain.value(QStringLiteral("stance")).isNull());
        QVERIFY(plain.value(QStringLiteral("options")).toObject().contains(QStringLiteral("stance")));
        QVERIFY(plain.value(QStringLiteral("options")).toObject().value(QStringLiteral("stance")).isNull());
        // Bad invocations: exit 2, nothing written.
        for (const QStringList& flags :
             {QStringList{stance, QStringLiteral("0.07")}, QStringList{plant, stance, QStringLiteral("0")},
              QStringList{plant, stance, QStringLiteral("x")}}) {
            const auto bad = run(QStringLiteral("c"), flags);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("c.motion.json"))));
        }
    }
};

QTEST_GUILESS_MAIN(TestStance)
#include "tst_stance.moc"
