// The support reading's four rules that only --plant-feet turns on (core/src/legs/supports.cpp),
// each alone on two ankle tracks drawn by hand, where which foot is on the floor is known by
// construction: the reading with the plant must name that foot, and the reading without it
// (the rules off, all else the same) must not, so each case fails if its rule is taken out (each
// was checked so, by disabling the rule's line).
// Units: one leg length is 1, picture y grows down, 24 frames a second.

#include <QTest>

#include <algorithm>
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

    // The right foot supports, then turns on its ball from frame 15 to 40 (its ankle crosses the
    // picture at 0.05 a frame, its height held); the left, lifted, comes down on frames 20-24 to
    // stand 0.05 lower than the right. The left is the foot on the floor from when it lands: with
    // the plant the pivoting right hands over as a tracked foot does.
    void aPivotingFootHandsOver()
    {
        const auto right = [](std::size_t f) {
            const double x = f < 15 ? 0.0 : 0.05 * double(std::min<std::size_t>(f, 40) - 15);
            return Vector2d(x, 1.0);
        };
        const auto left = [](std::size_t f) {
            const double y = f < 20 ? 0.9 : std::min(1.05, 0.9 + 0.03 * double(f - 19));
            return Vector2d(0.3, y);
        };
        const LegTracks t = tracks(60, right, left);
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
};

QTEST_APPLESS_MAIN(TestSupportRules)
#include "tst_support_rules.moc"
