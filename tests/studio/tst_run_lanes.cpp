// The scrubber's lanes of a run: each guard's finding and each TURN run becomes a span on its own
// lane, over exactly the frames the run named, and a run without findings leaves its lanes empty.

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

}  // namespace

class TestRunLanes : public QObject {
    Q_OBJECT
private slots:
    void guardsAndTurnsBecomeSpans()
    {
        retarget::Result result;
        result.shortSpans.push_back({"arm_r", "r_forearm", {"r_elbow", "r_wrist"}, 10, 15, 0.3, false, false});
        result.endOn.push_back({"arm_r", "r_forearm", {"r_elbow", "r_wrist"}, 10, 15, 0.25, 0.3});
        retarget::FlipSpread flip;
        flip.bone = "l_forearm";
        flip.from = 28;
        flip.to = 31;
        flip.jumpFrame = 30;
        flip.jump = 148;
        result.flips.push_back(flip);
        retarget::BendFrame bend;
        bend.joint = "r_knee";
        bend.frame = 20;
        result.bends.push_back(bend);
        retarget::RangeRun range;
        range.bone = "head";
        range.from = 3;
        range.to = 9;
        result.ranges.push_back(range);
        retarget::TurnRun turn;
        turn.line = "eye";
        turn.from = 40;
        turn.to = 44;
        turn.reversed = true;
        result.turns.push_back(turn);

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
};

int main(int argc, char** argv)
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestRunLanes test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_run_lanes.moc"
