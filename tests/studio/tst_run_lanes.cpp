// The scrubber's lanes of a run: each guard's finding and each TURN run becomes a span on its own
// lane, over exactly the frames the run named, and a run without findings leaves its lanes empty.
// LAND marks the runs of frames past a tolerance; per-joint lanes come in body order.

#include <QApplication>
#include <QTest>

#include <algorithm>

#include "run_lanes.h"
#include "testutils.h"

using namespace rigpose;

namespace {

const widgets::SpanLane* laneNamed(const std::vector<widgets::SpanLane>& lanes, const char* name)
{
    const auto it = std::find_if(lanes.begin(), lanes.end(),
                                 [&](const widgets::SpanLane& l) { return l.name == QString::fromUtf8(name); });
    return it == lanes.end() ? nullptr : &*it;
}

QStringList namesOf(const std::vector<widgets::SpanLane>& lanes)
{
    QStringList names;
    for (const widgets::SpanLane& l : lanes)
        names << l.name;
    return names;
}

// A forearm's angle errors and a hip's origin errors over nine and three frames, in the gate's
// units; the figures are chosen so each tolerance below cuts them differently.
std::vector<retarget::Landing> handMadeLandings()
{
    retarget::Landing forearm{
        "r_forearm", 0.004, 5, "angle", 0.01, {0, 0.002, 0.003, 0.0005, 0, 0.004, 0.004, 0, 0.0011}, {}};
    retarget::Landing hip{"hip", 0.003, 1, "origin", 0.01, {0.002, 0.003, 0.0001}, {}};
    return {forearm, hip};
}

std::vector<std::pair<std::size_t, std::size_t>> framesOf(const widgets::SpanLane& lane)
{
    std::vector<std::pair<std::size_t, std::size_t>> frames;
    for (const widgets::Span& s : lane.spans)
        frames.emplace_back(s.from, s.to);
    return frames;
}

using Frames = std::vector<std::pair<std::size_t, std::size_t>>;

}  // namespace

class TestRunLanes : public QObject {
    Q_OBJECT
private slots:
    void guardsAndTurnsBecomeSpans()
    {
        retarget::Result result;
        result.guards.shortSpans.push_back({"arm_r", "r_forearm", {"r_elbow", "r_wrist"}, 10, 15, 0.3, false, false});
        result.guards.endOn.push_back({"arm_r", "r_forearm", {"r_elbow", "r_wrist"}, 10, 15, 0.25, 0.3});
        retarget::FlipSpread flip;
        flip.bone = "l_forearm";
        flip.from = 28;
        flip.to = 31;
        flip.jumpFrame = 30;
        flip.jump = 148;
        result.guards.flips.push_back(flip);
        retarget::BendFrame bend;
        bend.joint = "r_knee";
        bend.frame = 20;
        result.guards.bends.push_back(bend);
        retarget::RangeRun range;
        range.bone = "head";
        range.from = 3;
        range.to = 9;
        result.limits.ranges.push_back(range);
        retarget::TurnRun turn;
        turn.line = "eye";
        turn.from = 40;
        turn.to = 44;
        turn.reversed = true;
        result.readings.turns.push_back(turn);

        const auto lanes = studio::lanesOfRun(sequence::Sequence{}, nullptr, &result);
        const std::pair<const char*, std::pair<std::size_t, std::size_t>> expected[] = {
            {"SHORT", {10, 15}}, {"END-ON", {10, 15}}, {"FLIP", {28, 31}},
            {"BEND", {20, 20}},  {"RANGE", {3, 9}},    {"TURN", {40, 44}}};
        for (const auto& [name, frames] : expected) {
            const widgets::SpanLane* lane = laneNamed(lanes, name);
            QVERIFY2(lane, name);
            QCOMPARE(lane->spans.size(), std::size_t(1));
            QCOMPARE(lane->spans[0].from, frames.first);
            QCOMPARE(lane->spans[0].to, frames.second);
            QVERIFY(!lane->spans[0].label.isEmpty());
        }
        QVERIFY(laneNamed(lanes, "FLIP")->spans[0].label.contains(QStringLiteral("148")));
        QVERIFY(laneNamed(lanes, "TURN")->spans[0].label.contains(QStringLiteral("reversed")));
    }

    void aCleanRunHasEmptyGuardLanes()
    {
        const retarget::Result result;
        const auto lanes = studio::lanesOfRun(sequence::Sequence{}, nullptr, &result);
        for (const char* name : {"SHORT", "END-ON", "FLIP", "BEND", "RANGE", "TURN"}) {
            const widgets::SpanLane* lane = laneNamed(lanes, name);
            QVERIFY2(lane && lane->spans.empty(), name);
        }
        // Without a retarget there are no retarget lanes at all.
        QVERIFY(!laneNamed(studio::lanesOfRun(sequence::Sequence{}, nullptr, nullptr), "SHORT"));
    }

    void landMarksTheRunsPastTheTolerance()
    {
        const auto landings = handMadeLandings();
        // Above 0.001 (° and units): the forearm's frames 1–2, 5–6 and 8 (0.0005 on frame 3 is
        // under), the hip's 0–1; sorted by first frame.
        const widgets::SpanLane lane = studio::landLane(landings, {0.001, 0.001});
        QCOMPARE(lane.name, QStringLiteral("LAND"));
        QCOMPARE(framesOf(lane), (Frames{{0, 1}, {1, 2}, {5, 6}, {8, 8}}));
        QCOMPARE(lane.spans[0].label, QStringLiteral("hip: origin error up to 0.003 units (marked above 0.001 units; "
                                                     "the gate allows 0.01 units)"));
        QCOMPARE(lane.spans[1].label,
                 QStringLiteral("r_forearm: angle error up to 0.003\u00b0 (marked above 0.001\u00b0; "
                                "the gate allows 0.01\u00b0)"));
        QVERIFY(lane.spans[2].label.startsWith(QStringLiteral("r_forearm: angle error up to 0.004\u00b0 ")));
        QVERIFY(lane.spans[3].label.startsWith(QStringLiteral("r_forearm: angle error up to 0.0011\u00b0 ")));
        // 0 marks every frame that is off at all: the forearm's 1–3, 5–6, 8; the hip's 0–2.
        QCOMPARE(framesOf(studio::landLane(landings, {0, 0})), (Frames{{0, 2}, {1, 3}, {5, 6}, {8, 8}}));
        // The two kinds are cut apart: angles above 0.004 (none: frames 5–6 are at it, not past
        // it), origins above 0.0025 (the hip's frame 1).
        QCOMPARE(framesOf(studio::landLane(landings, {0.004, 0.0025})), (Frames{{1, 1}}));
        // At the gate's own tolerance a green run has nothing to mark.
        QVERIFY(studio::landLane(landings, {retarget::kAngleTolerance, retarget::kOriginTolerance}).spans.empty());
    }

    void arrangedLanesSplitPerJointInBodyOrderAndMarkLandAtTheTolerance()
    {
        sequence::Sequence cleaned;
        cleaned.cleaned = nlohmann::ordered_json::parse(R"({
            "holds": [ {"joint": "l_ankle", "frames": [0, 9]}, {"joint": "r_wrist", "frames": [3, 5]},
                       {"joint": "nose", "frames": [2, 4]}, {"joint": "r_wrist", "frames": [10, 12]} ],
            "unheld": [ {"joint": "neck", "frames": [20, 25], "test": "drift"} ],
            "spikes": { "found": [ {"frame": 7, "joint": "l_eye"}, {"frame": 8, "joint": "r_hip"} ] } })");
        retarget::Result result;
        result.gate.landings = handMadeLandings();
        const auto lanes = studio::lanesOfRun(cleaned, nullptr, &result);
        // LAND as the pipeline builds it: at the default, a tenth of the gate's tolerance.
        QCOMPARE(framesOf(*laneNamed(lanes, "LAND")), (Frames{{0, 1}, {1, 2}, {5, 6}, {8, 8}}));

        const auto byJoint = studio::arrangedLanes(lanes, &result, studio::LaneSplit::ByJoint, {0, 0});
        const QStringList names = namesOf(byJoint);
        // Body-18 order: nose (0), neck (1), r_wrist (4), r_hip (8), l_ankle (13), l_eye (15).
        const QStringList clean = names.mid(0, names.indexOf(QStringLiteral("HOLD")));
        QCOMPARE(clean, (QStringList{QStringLiteral("Spikes · r_hip"), QStringLiteral("Spikes · l_eye"),
                                     QStringLiteral("Occluded"), QStringLiteral("Holds · nose"),
                                     QStringLiteral("Holds · r_wrist"), QStringLiteral("Holds · l_ankle"),
                                     QStringLiteral("Seams"), QStringLiteral("Unheld · neck")}));
        QCOMPARE(framesOf(*laneNamed(byJoint, "Holds · r_wrist")), (Frames{{3, 5}, {10, 12}}));
        QCOMPARE(framesOf(*laneNamed(byJoint, "Spikes · l_eye")), (Frames{{7, 7}}));
        // LAND marked again at 0.
        QCOMPARE(framesOf(*laneNamed(byJoint, "LAND")), (Frames{{0, 2}, {1, 3}, {5, 6}, {8, 8}}));

        // By region: arms, legs, head, trunk, whichever comes first in the clip.
        const auto byRegion = studio::arrangedLanes(lanes, &result, studio::LaneSplit::ByRegion, {});
        const QStringList regions = namesOf(byRegion);
        QVERIFY2(
            regions.indexOf(QStringLiteral("Holds · arms")) + 1 == regions.indexOf(QStringLiteral("Holds · legs")) &&
                regions.indexOf(QStringLiteral("Holds · legs")) + 1 == regions.indexOf(QStringLiteral("Holds · head")),
            qPrintable(regions.join(QLatin1Char(','))));
        QVERIFY(regions.contains(QStringLiteral("Spikes")));  // not split by region
        // Combined: the lanes as built, LAND aside.
        const auto combined = studio::arrangedLanes(lanes, &result, studio::LaneSplit::Combined,
                                                    studio::LandTolerance{});
        QCOMPARE(namesOf(combined), namesOf(lanes));
        QCOMPARE(laneNamed(combined, "Holds")->spans, laneNamed(lanes, "Holds")->spans);
    }
};

int main(int argc, char** argv)
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestRunLanes test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_run_lanes.moc"
