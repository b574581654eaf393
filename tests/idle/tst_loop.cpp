// One idle track looped key by key (idle/loop.h) against hand-derived keys: the seam rule (one key
// at each seam, the jump named where the idle ends on another value), the early-last rule (a
// stepped hold), the late-first rule (a stepped setup key, or not carried without a setup value),
// raw curves shifted with their keys, and the cut: linear and stepped as they are, a Bézier split
// by de Casteljau that is the original cubic to 1e-9, a named easing turned into one as rig-c does.

#include <QTest>

#include <cmath>

#include "rigpose/idle/loop.h"

using namespace rigpose;
using motion::json;

namespace {

motion::Key key(double t, double v, motion::KeyCurve curve = {}) { return {t, json::array({v}), std::move(curve), {}}; }

motion::KeyCurve bezier(std::vector<double> points)
{
    motion::KeyCurve c;
    c.kind = motion::KeyCurve::Kind::Bezier;
    c.points = std::move(points);
    return c;
}

motion::Track track(std::vector<motion::Key> keys, std::string property = "rotate")
{
    motion::Track t;
    t.target = "hair";
    t.property = std::move(property);
    t.keys = std::move(keys);
    return t;
}

double value(const motion::Key& k) { return k.v[0].get<double>(); }

double cubic(double p0, double p1, double p2, double p3, double u)
{
    const double s = 1 - u;
    return s * s * s * p0 + 3 * s * s * u * p1 + 3 * s * u * u * p2 + u * u * u * p3;
}

// The parameter where the time coordinate reaches t, by Newton from the middle (the test's own
// solve, not the bisection the code uses).
double parameterAt(double t1, double cx1, double cx2, double t2, double t)
{
    double u = 0.5;
    for (int i = 0; i < 60; ++i) {
        const double s = 1 - u;
        const double dx = 3 * s * s * (cx1 - t1) + 6 * s * u * (cx2 - cx1) + 3 * u * u * (t2 - cx2);
        u -= (cubic(t1, cx1, cx2, t2, u) - t) / dx;
    }
    return u;
}

void compareKeys(const std::vector<motion::Key>& keys, const std::vector<double>& times,
                 const std::vector<double>& values)
{
    QCOMPARE(keys.size(), times.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        QVERIFY2(std::abs(keys[i].t - times[i]) < 1e-9,
                 qPrintable(QStringLiteral("key %1 at %2").arg(i).arg(keys[i].t)));
        QVERIFY2(std::abs(value(keys[i]) - values[i]) < 1e-9,
                 qPrintable(QStringLiteral("key %1 value %2, not %3").arg(i).arg(value(keys[i])).arg(values[i])));
    }
}

}  // namespace

class TestLoop : public QObject {
    Q_OBJECT

private slots:
    void aSeamIsOneKeyAndTheCutIsInterpolated()
    {
        // 0 → 10 at 0.4 → 0 at 1, looped to 2.5 s: one key at each seam, the cut on 2.4 → 3.0.
        const motion::Motion m;
        const auto looped = idle::loopTrack(m, track({key(0, 0), key(0.4, 10), key(1, 0)}), 1, 2.5, json::array({0}));
        QVERIFY(looped.notCarried.empty());
        compareKeys(looped.keys, {0, 0.4, 1, 1.4, 2, 2.4, 2.5}, {0, 10, 0, 10, 0, 10, 10 - 10 * 0.1 / 0.6});
        QVERIFY(looped.jumps.empty());
        QVERIFY(looped.cut && !looped.holdsLast && !looped.opensWithSetup);
        QVERIFY(looped.keys.back().curve.kind == motion::KeyCurve::Kind::Linear);
    }

    void aSeamWhoseValuesDifferSaysWhereTheLoopJumps()
    {
        // Ends on 1, starts on 0: the seams at 1 and 2 take the next cycle's 0.
        const motion::Motion m;
        const auto looped = idle::loopTrack(m, track({key(0, 0), key(0.5, 4), key(1, 1)}), 1, 2.5, json::array({0}));
        compareKeys(looped.keys, {0, 0.5, 1, 1.5, 2, 2.5}, {0, 4, 0, 4, 0, 4});
        QCOMPARE(looped.jumps.size(), std::size_t(2));
        QVERIFY(std::abs(looped.jumps[0] - 1) < 1e-9 && std::abs(looped.jumps[1] - 2) < 1e-9);
        QVERIFY(!looped.cut);  // 2.5 is a key
    }

    void anEarlyLastKeyHoldsSteppedToTheCycleEnd()
    {
        const motion::Motion m;
        const auto looped = idle::loopTrack(m, track({key(0, 1), key(0.1, 0.12), key(0.2, 1)}, "scaley"), 1, 2.5,
                                            json::array({1}));
        compareKeys(looped.keys, {0, 0.1, 0.2, 1, 1.1, 1.2, 2, 2.1, 2.2, 2.5}, {1, 0.12, 1, 1, 0.12, 1, 1, 0.12, 1, 1});
        QVERIFY(looped.holdsLast && looped.cut);
        for (std::size_t i : {2, 5, 8})
            QVERIFY(looped.keys[i].curve.kind == motion::KeyCurve::Kind::Stepped);
        QVERIFY(looped.keys[0].curve.kind == motion::KeyCurve::Kind::Linear);
    }

    void aLateFirstKeyOpensEachLaterCycleOnASteppedSetupKey()
    {
        // rotate from 0.25 s to 0.75 s: 0 (rotate's setup) keyed stepped at 1 and 2; the cut at 2.5
        // falls half way up 2.25 → 2.75.
        const motion::Motion m;
        const auto looped = idle::loopTrack(m, track({key(0.25, 0), key(0.75, 20)}), 1, 2.5, json::array({0}));
        compareKeys(looped.keys, {0.25, 0.75, 1, 1.25, 1.75, 2, 2.25, 2.5}, {0, 20, 0, 0, 20, 0, 0, 10});
        QVERIFY(looped.opensWithSetup && looped.holdsLast);
        QVERIFY(looped.keys[2].curve.kind == motion::KeyCurve::Kind::Stepped);
        QVERIFY(looped.keys[5].curve.kind == motion::KeyCurve::Kind::Stepped);
        // A scale opens on 1; a last key at the idle's end meets the setup key at the seam.
        const auto scale = idle::loopTrack(m, track({key(0.5, 2), key(1, 3)}, "scalex"), 1, 2.5, json::array({1}));
        compareKeys(scale.keys, {0.5, 1, 1.5, 2, 2.5}, {2, 1, 2, 1, 2});
        QCOMPARE(scale.jumps.size(), std::size_t(2));
    }

    void aLateFirstKeyWithoutASetupValueIsNotCarried()
    {
        const motion::Motion m;
        const auto looped = idle::loopTrack(m, track({key(0.25, 0.5), key(1, 1)}, "rgba"), 1, 2.5, std::nullopt);
        QVERIFY(looped.keys.empty());
        QVERIFY2(looped.notCarried.find("0.25 s") != std::string::npos &&
                     looped.notCarried.find("no setup value") != std::string::npos,
                 looped.notCarried.c_str());
    }

    void lagStaggerAndPerMemberValuesAreNotCarried()
    {
        const motion::Motion m;
        motion::Track lagged = track({key(0, 0), key(1, 1)});
        lagged.lag = 0.1;
        QVERIFY(idle::loopTrack(m, lagged, 1, 2.5, json::array({0})).notCarried.find("lag") != std::string::npos);
        motion::Track perMember = track({key(0, 0), key(1, 1)});
        perMember.keys[1].v = {{"eye_r", json::array({1})}};
        QVERIFY(idle::loopTrack(m, perMember, 1, 2.5, json::array({0})).notCarried.find("per-member") !=
                std::string::npos);
    }

    void aRawCurveMovesWithItsKey()
    {
        const motion::Motion m;
        const auto looped = idle::loopTrack(m, track({key(0, 0, bezier({0.2, 5, 0.3, 8})), key(0.5, 10), key(1, 0)}), 1,
                                            2, json::array({0}));
        QCOMPARE(looped.keys.size(), std::size_t(5));  // 0, 0.5, 1, 1.5, 2
        const std::vector<double> second = looped.keys[2].curve.points;
        QCOMPARE(second.size(), std::size_t(4));
        QVERIFY(std::abs(second[0] - 1.2) < 1e-12 && second[1] == 5 && std::abs(second[2] - 1.3) < 1e-12 &&
                second[3] == 8);
    }

    void aBezierCutIsTheOriginalCubic()
    {
        // An eased segment (2, 0) → (2.6, 4), handles at (2.252, 0.4) and (2.5, 4.5), cut at 2.5.
        const double t1 = 2, v1 = 0, cx1 = 2.252, cy1 = 0.4, cx2 = 2.5, cy2 = 4.5, t2 = 2.6, v2 = 4;
        const idle::BezierCut cut = idle::cutBezier(t1, v1, cx1, cy1, cx2, cy2, t2, v2, 2.5);
        const double u = parameterAt(t1, cx1, cx2, t2, 2.5);
        QVERIFY(std::abs(cut.parameter - u) < 1e-12);
        QVERIFY(std::abs(cut.value - cubic(v1, cy1, cy2, v2, u)) < 1e-12);
        double worst = 0;
        for (int i = 0; i <= 100; ++i) {
            const double s = i / 100.0;
            worst = std::max(worst, std::abs(cubic(t1, cut.cx1, cut.cx2, 2.5, s) - cubic(t1, cx1, cx2, t2, u * s)));
            worst = std::max(worst,
                             std::abs(cubic(v1, cut.cy1, cut.cy2, cut.value, s) - cubic(v1, cy1, cy2, v2, u * s)));
        }
        QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
    }

    void aNamedEasingAtTheCutBecomesTheSplitCubic()
    {
        motion::Motion m;
        m.easings.push_back({"inOut", {0.42, 0, 0.58, 1}});
        motion::KeyCurve eased;
        eased.kind = motion::KeyCurve::Kind::Named;
        eased.easing = "inOut";
        const auto looped = idle::loopTrack(m, track({key(0, 0, eased), key(0.6, 4), key(1, 1)}, "translatey"), 1, 2.5,
                                            json::array({0}));
        // 0, 0.6, 1 (jump), 1.6, 2 (jump), cut at 2.5 inside the eased 2 → 2.6.
        QCOMPARE(looped.keys.size(), std::size_t(6));
        QCOMPARE(looped.jumps.size(), std::size_t(2));
        const motion::Key& before = looped.keys[4];
        QVERIFY(before.curve.kind == motion::KeyCurve::Kind::Bezier);
        QVERIFY(looped.keys[2].curve.kind == motion::KeyCurve::Kind::Named);  // whole segments keep their name
        // rig-c's curve for the whole segment: handles at the easing's fractions of it.
        const double cx1 = 2 + 0.6 * 0.42, cy1 = 0, cx2 = 2 + 0.6 * 0.58, cy2 = 4;
        const double u = parameterAt(2, cx1, cx2, 2.6, 2.5);
        QVERIFY(std::abs(value(looped.keys[5]) - cubic(0, cy1, cy2, 4, u)) < 1e-9);
        const std::vector<double>& p = before.curve.points;
        double worst = 0;
        for (int i = 0; i <= 100; ++i) {
            const double s = i / 100.0;
            worst = std::max(worst, std::abs(cubic(2, p[0], p[2], 2.5, s) - cubic(2, cx1, cx2, 2.6, u * s)));
            worst = std::max(worst,
                             std::abs(cubic(0, p[1], p[3], value(looped.keys[5]), s) - cubic(0, cy1, cy2, 4, u * s)));
        }
        QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
        QVERIFY(looped.keys.back().curve.kind == motion::KeyCurve::Kind::Linear);
    }
};

QTEST_APPLESS_MAIN(TestLoop)
#include "tst_loop.moc"
