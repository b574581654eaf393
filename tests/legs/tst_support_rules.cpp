// The support reading's four rules that only --plant-feet turns on (core/src/legs/supports.cpp),
// each alone on two ankle tracks drawn by hand, where which foot is on the floor is known by
// construction: the reading with the plant must name that foot, and the reading without it
// (the rules off, all else the same) must not, so each case fails if its rule is taken out (each
// was checked so, by disabling the rule's line).
// Units: one leg length is 1, picture y grows down, 24 frames a second.

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

#include "../../core/src/legs/legs.h"

using namespace rigpose;
using Eigen::Vector2d;
using legs::detail::LegTracks;

namespace {

constexpr int kR = 0, kL = 1;
constexpr double kFps = 24;

using Track = std::function<Vector2d(std::size_t)>;

LegTracks tracks(std::size_t frames, const Track& r, const Track& l)
{
    LegTracks t;
    for (std::size_t f = 0; f < frames; ++f) {
        t.times.push_back(static_cast<double>(f) / kFps);
        t.ankle[kR].push_back(r(f));
        t.ankle[kL].push_back(l(f));
    }
    return t;
}

// With the plant (lowerOnly and planted, as --plant-feet reads a clip not in place) or without
// the four rules (lowerOnly alone).
std::vector<int> support(const LegTracks& t, bool planted)
{
    return legs::detail::readSupport(t, 1.0, {}, true, planted).support;
}

// The frames in [first, last] whose support is not `side`, as text for a failure message.
QString framesNot(const std::vector<int>& s, std::size_t first, std::size_t last, int side)
{
    QStringList out;
    for (std::size_t f = first; f <= last && f < s.size(); ++f)
        if (s[f] != side)
            out << QStringLiteral("%1:%2").arg(f).arg(QString::fromLatin1(legs::sideName(s[f])));
    return out.join(QLatin1Char(' '));
}

// The right foot supports, then turns on its ball from frame 15 to 40 (its ankle crosses the
// picture at 0.05 a frame, its height held); the left, lifted, comes down on frames 20-24 to
// stand 0.05 lower than the right.
LegTracks pivotTracks()
{
    return tracks(
        60,
        [](std::size_t f) { return Vector2d(f < 15 ? 0.0 : 0.05 * double(std::min<std::size_t>(f, 40) - 15), 1.0); },
        [](std::size_t f) { return Vector2d(0.3, f < 20 ? 0.9 : std::min(1.05, 0.9 + 0.03 * double(f - 19))); });
}

}  // namespace

class TestSupportRules : public QObject {
    Q_OBJECT

private slots:
    // Both feet level on the floor; from frame 20 the right one slides out sideways at 0.02 leg
    // lengths a frame (under a step's 0.03, over half of it) while the left holds still. The
    // plant must hold the still foot.
    void ofTwoLevelFeetTheStillOneSupports()
    {
        const LegTracks t = tracks(
            60, [](std::size_t f) { return Vector2d(f < 20 ? 0.0 : 0.02 * double(f - 20), 1.0); },
            [](std::size_t) { return Vector2d(0.3, 1.0); });
        const std::vector<int> plain = support(t, false), planted = support(t, true);
        QVERIFY2(framesNot(planted, 0, 19, kR).isEmpty(),
                 qPrintable(framesNot(planted, 0, 19, kR)));  // level: the first picked
        QVERIFY2(framesNot(planted, 24, 59, kL).isEmpty(), qPrintable(framesNot(planted, 24, 59, kL)));
        QVERIFY2(framesNot(plain, 0, 59, kR).isEmpty(), "without the plant the sliding foot keeps support");
    }

    // The right foot stands still; the left, kicked up, comes down fast (0.05 a frame) past the
    // right's height to land 0.2 lower (toward the camera) on frame 23. It is the margin lower
    // from frame 20, but may not take support while it still moves at a step's speed. The right
    // is on the floor all that while: with the plant it is kept until the left lands and takes
    // over from the frame it lands (23; dated from the crossing, 20, before issue 38's walks),
    // where the reading without the rule lets go and names no foot on frame 22.
    void aStillFootIsKeptWhileTheOtherIsStillComingDown()
    {
        const auto left = [](std::size_t f) {
            const double y = f < 10 ? 0.5 : std::min(1.2, 0.5 + 0.05 * double(f - 9));
            return Vector2d(0.3, y);
        };
        const LegTracks t = tracks(
            60, [](std::size_t) { return Vector2d(0, 1.0); }, left);
        const std::vector<int> plain = support(t, false), planted = support(t, true);
        QVERIFY2(framesNot(planted, 0, 22, kR).isEmpty(), qPrintable(framesNot(planted, 0, 22, kR)));
        QVERIFY2(framesNot(planted, 23, 59, kL).isEmpty(), qPrintable(framesNot(planted, 23, 59, kL)));
        QCOMPARE(std::count(planted.begin(), planted.end(), legs::kNoSide), 0);
        QCOMPARE(plain[22], legs::kNoSide);
    }

    // pivotTracks: the left is the foot on the floor from when it lands; with the plant the
    // pivoting right hands over as a tracked foot does.
    void aPivotingFootHandsOver()
    {
        const LegTracks t = pivotTracks();
        const std::vector<int> plain = support(t, false), planted = support(t, true);
        QVERIFY2(framesNot(planted, 0, 14, kR).isEmpty(), qPrintable(framesNot(planted, 0, 14, kR)));
        QVERIFY2(framesNot(planted, 28, 59, kL).isEmpty(), qPrintable(framesNot(planted, 28, 59, kL)));
        QVERIFY2(framesNot(plain, 28, 39, kR).isEmpty(),
                 "without the plant the pivoting right keeps support while it turns");
    }

    // The right foot supports; on frame 20 it steps off rising (0.15 across, 0.1 up: already the
    // margin above the left, which is coming down fast from a kick) and on frame 21 it lands 0.3
    // lower than it stood, toward the camera, and stays. Lifted from above, it has been in the
    // air: with the plant it may support again as soon as it lands, on frame 21. Without the
    // rule it must first stand still for two frames, and no foot supports on 21 and 22.
    void aFootSteppingOffFromAboveHasBeenInTheAir()
    {
        const auto right = [](std::size_t f) {
            return f < 20 ? Vector2d(0, 1.0) : f == 20 ? Vector2d(0.15, 0.9) : Vector2d(0.3, 1.3);
        };
        const auto left = [](std::size_t f) {
            const double y = f < 20 ? 0.8 : std::min(1.2, 0.95 + 0.1 * double(f - 20));
            return Vector2d(0.5, y);
        };
        const LegTracks t = tracks(40, right, left);
        const std::vector<int> plain = support(t, false), planted = support(t, true);
        QVERIFY2(framesNot(planted, 0, 19, kR).isEmpty(), qPrintable(framesNot(planted, 0, 19, kR)));
        QCOMPARE(planted[20], legs::kNoSide);  // stepping: the left still comes down fast
        QVERIFY2(framesNot(planted, 21, 39, kR).isEmpty(), qPrintable(framesNot(planted, 21, 39, kR)));
        QCOMPARE(plain[21], legs::kNoSide);
        QCOMPARE(plain[22], legs::kNoSide);
        QCOMPARE(plain[23], kR);
    }

    // Why a support is tracked, as FEET tracked and feet.tracked name it. Ref #119's step under a
    // lifted leg: the left ankle held 0.2 up, the right stepping 0.05 across and up on frames 10
    // and 11 (two frames, so the move carries its track past a jitter's; rising, so it is no
    // pivot) and still from 12, still 0.1 below the left. The only foot free is the lifted one,
    // so the lower right is tracked from 10 for that cause.
    void aTrackedSupportNamesWhy()
    {
        const LegTracks t = tracks(
            30,
            [](std::size_t f) {
                return f < 10 ? Vector2d(0, 1.0) : f == 10 ? Vector2d(0.05, 0.95) : Vector2d(0.1, 0.9);
            },
            [](std::size_t) { return Vector2d(0.3, 0.8); });
        const legs::detail::SupportReading r = legs::detail::readSupport(t, 1.0, {}, true, false);
        QCOMPARE(r.support[10], kR);
        QCOMPARE(r.tracked[10], char(legs::detail::kTrackedHigher));
        QCOMPARE(r.tracked[11], char(legs::detail::kTrackedHigher));
        QCOMPARE(r.tracked[9], char(legs::detail::kNotTracked));
        const std::vector<legs::SupportSpan> spans = legs::detail::spansOf(r.support, r.tracked);
        const auto tracked = std::find_if(spans.begin(), spans.end(), [](const auto& s) { return s.tracked; });
        QVERIFY(tracked != spans.end());
        QCOMPARE(tracked->trackedWhy, std::string("higher"));
        QCOMPARE(tracked->frames.first, std::size_t(10));
        QVERIFY(std::none_of(spans.begin(), spans.end(),
                             [](const auto& s) { return !s.tracked && !s.trackedWhy.empty(); }));
    }

    // aPivotingFootHandsOver's right foot, turning on its ball from frame 15, is tracked for
    // that cause (from frame 16, the move's first frame being its lead-in) until the left takes
    // over.
    void aPivotIsNamedAsOne()
    {
        const legs::detail::SupportReading r = legs::detail::readSupport(pivotTracks(), 1.0, {}, true, true);
        std::size_t pivoting = 0;
        for (std::size_t f = 15; f < 28; ++f)
            if (r.tracked[f]) {
                QCOMPARE(r.support[f], kR);
                QCOMPARE(r.tracked[f], char(legs::detail::kTrackedPivot));
                ++pivoting;
            }
        QVERIFY(pivoting >= 3);
        for (const legs::SupportSpan& s : legs::detail::spansOf(r.support, r.tracked))
            if (s.tracked)
                QCOMPARE(s.trackedWhy, std::string("pivot"));
    }

    // The right foot stands; from frame 20 it rolls off at 0.04 a frame (a step's speed, rising)
    // while the left swings in at 0.08 a frame until it lands on frame 26, 0.1 lower. No foot may
    // take support on 20-25: with the plant the slower right stays down, tracked as rolling.
    void aFootRollingOffIsNamedAsOne()
    {
        const auto right = [](std::size_t f) {
            return f < 20 ? Vector2d(0, 1.0) : Vector2d(0.028 * double(f - 19), 1.0 - 0.028 * double(f - 19));
        };
        const auto left = [](std::size_t f) {
            return f < 20 ? Vector2d(-0.6, 0.9)
                          : Vector2d(-0.6 + 0.08 * double(std::min<std::size_t>(f, 26) - 19), 0.9 + 0.2 * (f >= 26));
        };
        const legs::detail::SupportReading r = legs::detail::readSupport(tracks(40, right, left), 1.0, {}, true, true);
        QVERIFY2(framesNot(r.support, 0, 19, kR).isEmpty(), qPrintable(framesNot(r.support, 0, 19, kR)));
        QCOMPARE(r.support[20], kR);
        QCOMPARE(r.tracked[20], char(legs::detail::kTrackedRolling));
        const legs::detail::SupportReading plain = legs::detail::readSupport(tracks(40, right, left), 1.0, {}, true,
                                                                             false);
        QCOMPARE(plain.support[20], legs::kNoSide);
    }
    // A walk's hand-over (issue 38, rolling.cpp): the right foot stands on frames 12-24 and from
    // 25 its heel rises onto the ball, its ankle 0.02 higher a frame (0.02 a frame is under
    // kRollSpeed); the left swings in at 0.1 a frame, 0.1 above the floor, and is down from 29.
    // Given a reading that handed over on 27, the right foot keeps the support while its ankle is
    // under kBallRise (0.07) above its stance: through frame 27 (0.06), and the left takes it on
    // 28 (0.08). Lifted at 0.08 a frame instead (over kRollSpeed), it is off its ball on the frame
    // after the last its 7-frame slope reads still (25: one frame of the lift in the window), 26,
    // a frame before the reading's hand-over.
    void aRollingFootHoldsUntilOffItsBall_data()
    {
        QTest::addColumn<double>("lift");
        QTest::addColumn<int>("firstLeft");
        QTest::newRow("rolling") << 0.02 << 28;
        QTest::newRow("lifting") << 0.08 << 26;
    }
    void aRollingFootHoldsUntilOffItsBall()
    {
        QFETCH(double, lift);
        QFETCH(int, firstLeft);
        const LegTracks t = tracks(
            40, [&](std::size_t f) { return Vector2d(0, f <= 24 ? 1.0 : 1.0 - lift * static_cast<double>(f - 24)); },
            [](std::size_t f) {
                if (f <= 11)
                    return Vector2d(0, 1);
                if (f <= 28)
                    return Vector2d(0.1 * static_cast<double>(f - 11), 0.9);
                return Vector2d(1.8, 1);
            });
        legs::detail::SupportReading r;
        for (std::size_t f = 0; f < 40; ++f)
            r.support.push_back(f <= 11 ? kL : f <= 26 ? kR : kL);
        r.tracked.assign(40, 0);
        legs::detail::holdRollingFeet(t, 1.0, r);
        QCOMPARE(framesNot(r.support, 0, 11, kL), QString());
        QCOMPARE(framesNot(r.support, 12, static_cast<std::size_t>(firstLeft) - 1, kR), QString());
        QCOMPARE(framesNot(r.support, static_cast<std::size_t>(firstLeft), 39, kL), QString());
        // The frames held past the reading's hand-over follow the rolling foot's track.
        for (int f = 27; f < firstLeft; ++f)  // none when lifting
            QCOMPARE(static_cast<int>(r.tracked[static_cast<std::size_t>(f)]),
                     static_cast<int>(legs::detail::kTrackedRolling));
    }
    // With --plant-feet a jump one foot stands through is none (issue 38): over frames 10-12 the
    // left ankle rises 0.3 and comes down again; the right stands still all through (a walk seen
    // turned, its floor moving in the picture), or rises and falls with it (a flight).
    void aJumpOneFootStandsThroughIsNone_data()
    {
        QTest::addColumn<bool>("rightStands");
        QTest::addColumn<int>("kept");
        QTest::newRow("standing") << true << 0;
        QTest::newRow("flying") << false << 1;
    }
    void aJumpOneFootStandsThroughIsNone()
    {
        QFETCH(bool, rightStands);
        QFETCH(int, kept);
        const auto arc = [](std::size_t f) {
            const double x = static_cast<double>(f);
            return f >= 8 && f <= 14 ? 0.3 * (1 - std::abs(x - 11) / 3) : 0.0;
        };
        const LegTracks t = tracks(
            24, [&](std::size_t f) { return Vector2d(0, 1 - (rightStands ? 0.0 : arc(f))); },
            [&](std::size_t f) { return Vector2d(0.5, 1 - arc(f)); });
        const auto out = legs::detail::withoutStandingJumps(t, 1.0, {{10, 12}});
        QCOMPARE(static_cast<int>(out.size()), kept);
    }
};

QTEST_APPLESS_MAIN(TestSupportRules)
#include "tst_support_rules.moc"
