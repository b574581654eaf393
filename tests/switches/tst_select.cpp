// Selection alone, on distances made by hand: the nearest set within the tolerance shows, a
// shown set is held past the tolerance up to the leave hysteresis and across an excursion
// shorter than the minimum, runs shorter than the minimum are dropped and listed, sets that
// compete never overlap and a tie goes to the map's order, and sets apart show at once.

#include <QTest>

#include "rigpose/switches/switches.h"

using namespace rigpose::switches;

namespace {

constexpr std::size_t kFrames = 100;

// 24 fps: the minimum of 0.25 s is 6 frames (a run's seconds run to the next frame's time).
std::vector<double> times()
{
    std::vector<double> t(kFrames);
    for (std::size_t f = 0; f < kFrames; ++f)
        t[f] = static_cast<double>(f) / 24;
    return t;
}

// One set per distance track, each its own group unless `groups` says otherwise.
SelectionInput inputOf(std::vector<std::vector<double>> distance, std::vector<std::vector<std::size_t>> groups = {})
{
    SelectionInput in;
    in.frameTimes = times();
    for (std::size_t s = 0; s < distance.size(); ++s) {
        in.turnOk.emplace_back(kFrames, 1);
        if (groups.empty())
            in.groups.push_back({s});
    }
    if (!groups.empty())
        in.groups = std::move(groups);
    in.distance = std::move(distance);
    return in;
}

std::vector<double> far(double d = 90) { return std::vector<double>(kFrames, d); }
void setOn(std::vector<double>& track, std::size_t a, std::size_t b, double d)
{
    for (std::size_t f = a; f <= b; ++f)
        track[f] = d;
}

}  // namespace

class TestSelect : public QObject {
    Q_OBJECT
private slots:
    void aHeldPoseShowsExactlyWhereItIsWithinTheTolerance()
    {
        std::vector<double> d = far();
        setOn(d, 20, 40, 5);
        d[19] = 25.5;  // just past the tolerance: not entered there
        d[20] = 25.0;  // on it: within
        const Selection s = select(inputOf({d}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{20, 40}}));
        QCOMPARE(s.runs[0].nearest, (std::vector<Run>{{20, 40}}));
        QVERIFY(s.runs[0].suppressed.empty());
    }

    void theLeaveHysteresisHoldsUpToToleranceAndFifteen()
    {
        std::vector<double> d = far();
        setOn(d, 20, 60, 5);
        setOn(d, 30, 45, 40);  // 16 frames at exactly 25 + 15: still held
        Selection s = select(inputOf({d}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{20, 60}}));
        // Nearest is before the hysteresis: two runs around the wobble.
        QCOMPARE(s.runs[0].nearest, (std::vector<Run>{{20, 29}, {46, 60}}));
        setOn(d, 30, 45, 40.5);  // past it for 16 frames (0.67 s): it leaves, and comes back
        s = select(inputOf({d}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{20, 29}, {46, 60}}));
    }

    void anExcursionShorterThanTheMinimumIsBridged()
    {
        std::vector<double> d = far();
        setOn(d, 20, 60, 5);
        setOn(d, 30, 34, 120);  // 5 frames, 0.208 s < 0.25 s
        QCOMPARE(select(inputOf({d})).spans[0], (std::vector<Run>{{20, 60}}));
        setOn(d, 30, 35, 120);  // 6 frames, 0.25 s: long enough to leave
        QCOMPARE(select(inputOf({d})).spans[0], (std::vector<Run>{{20, 29}, {36, 60}}));
        // Running to the clip's end is no excursion to bridge: the set leaves.
        std::vector<double> tail = far();
        setOn(tail, 80, 96, 5);
        QCOMPARE(select(inputOf({tail})).spans[0], (std::vector<Run>{{80, 96}}));
    }

    void aRunShorterThanTheMinimumIsDroppedAndListed()
    {
        std::vector<double> d = far();
        setOn(d, 50, 53, 3);  // 4 frames: 0.167 s
        setOn(d, 70, 75, 3);  // 6 frames: 0.25 s, shown
        const Selection s = select(inputOf({d}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{70, 75}}));
        QCOMPARE(s.runs[0].suppressed, (std::vector<Run>{{50, 53}}));
        QCOMPARE(s.runs[0].nearest, (std::vector<Run>{{50, 53}, {70, 75}}));
        QCOMPARE(runSeconds(times(), {50, 53}), 4.0 / 24);
        QCOMPARE(runSeconds(times(), {99, 99}), 0.0);  // the last frame runs to the animation's end
    }

    void competingSetsNeverOverlapAndTiesGoToTheMapsOrder()
    {
        std::vector<double> a = far(), b = far();
        setOn(a, 10, 50, 10);
        setOn(b, 30, 70, 5);  // nearer from 30: it takes over
        Selection s = select(inputOf({a, b}, {{0, 1}}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{10, 29}}));
        QCOMPARE(s.spans[1], (std::vector<Run>{{30, 70}}));
        // Equal distances: the earlier set in the map keeps them.
        std::vector<double> c = far(), e = far();
        setOn(c, 10, 40, 7);
        setOn(e, 10, 40, 7);
        s = select(inputOf({c, e}, {{0, 1}}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{10, 40}}));
        QVERIFY(s.spans[1].empty());
        QVERIFY(s.runs[1].nearest.empty());
        // Apart (two groups), both show.
        s = select(inputOf({c, e}));
        QCOMPARE(s.spans[0], (std::vector<Run>{{10, 40}}));
        QCOMPARE(s.spans[1], (std::vector<Run>{{10, 40}}));
    }

    void aTurnedDrawingIsNoCandidate()
    {
        // Not entered where its drawing is turned; once shown, held there as any frame past the
        // tolerance is (up to the hysteresis).
        std::vector<double> d = far();
        setOn(d, 20, 60, 5);
        SelectionInput in = inputOf({d});
        for (std::size_t f = 20; f <= 30; ++f)
            in.turnOk[0][f] = 0;
        for (std::size_t f = 45; f <= 50; ++f)
            in.turnOk[0][f] = 0;
        const Selection s = select(in);
        QCOMPARE(s.spans[0], (std::vector<Run>{{31, 60}}));
        QCOMPARE(s.runs[0].turned, (std::vector<Run>{{20, 30}, {45, 50}}));
        QCOMPARE(s.runs[0].nearest, (std::vector<Run>{{31, 44}, {51, 60}}));
    }
};

QTEST_APPLESS_MAIN(TestSelect)
#include "tst_select.moc"
