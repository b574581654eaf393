// A key's curve (util/key_curve.h), which the pelvis and camera keys share: every form read and
// every bad one refused by name; curvedFraction held to figures worked by hand (handles whose x
// is t or t³, the ease at t = 1/4) or reached another way (the cubic walked densely along its
// parameter), never to the solver's own output; the overshoot range and the written spelling.

#include <QTest>

#include <cmath>
#include <limits>

#include "rigpose/util/key_curve.h"

using namespace rigpose;
using json = nlohmann::ordered_json;

namespace {

KeyCurve bezier(double x1, double y1, double x2, double y2) { return {KeyCurve::Kind::Bezier, x1, y1, x2, y2}; }

// One coordinate of the cubic in Bernstein form, ends 0 and 1: not the code's power form.
double bernstein(double p1, double p2, double t)
{
    const double s = 1 - t;
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t;
}

// y where x = u, found by walking t in 2^20 steps and interpolating between the two samples
// around u: error of the order of the step squared, about 1e-12.
double sampled(const KeyCurve& c, double u)
{
    constexpr int kSteps = 1 << 20;
    double xPrev = 0, yPrev = 0;
    for (int i = 1; i <= kSteps; ++i) {
        const double t = static_cast<double>(i) / kSteps;
        const double x = bernstein(c.x1, c.x2, t), y = bernstein(c.y1, c.y2, t);
        if (x >= u) {
            const double w = x > xPrev ? (u - xPrev) / (x - xPrev) : 0;
            return yPrev + w * (y - yPrev);
        }
        xPrev = x, yPrev = y;
    }
    return 1;
}

// The greatest and least y over the same walk.
std::pair<double, double> sampledRange(const KeyCurve& c)
{
    constexpr int kSteps = 1 << 20;
    double low = 0, high = 1;
    for (int i = 1; i < kSteps; ++i) {
        const double y = bernstein(c.y1, c.y2, static_cast<double>(i) / kSteps);
        low = std::min(low, y);
        high = std::max(high, y);
    }
    return {low, high};
}

}  // namespace

class TestKeyCurve : public QObject {
    Q_OBJECT
private slots:
    void readsEveryForm()
    {
        QVERIFY(readKeyCurve(json("linear")).curve == KeyCurve{});
        QVERIFY(!readKeyCurve(json("linear")).problem);
        QCOMPARE(readKeyCurve(json("stepped")).curve.kind, KeyCurve::Kind::Stepped);
        const KeyCurve ease = readKeyCurve(json("ease")).curve;
        QCOMPARE(ease.kind, KeyCurve::Kind::Bezier);
        QCOMPARE(ease.x1, 0.42);
        QCOMPARE(ease.y1, 0.0);
        QCOMPARE(ease.x2, 0.58);
        QCOMPARE(ease.y2, 1.0);
        const auto raw = readKeyCurve(json::parse("[0.1, -2.5, 0.9, 3]"));
        QVERIFY(!raw.problem);
        QVERIFY(raw.curve == bezier(0.1, -2.5, 0.9, 3));
        // The bounds themselves are inside, integers included.
        const auto edges = readKeyCurve(json::parse("[1, 10, 0, -10]"));
        QVERIFY(!edges.problem);
        QVERIFY(edges.curve == bezier(1, 10, 0, -10));
    }

    void refusesEveryBadFormByName_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("fragment");
        QTest::newRow("unknown word") << QByteArray(R"("smooth")") << QByteArray(R"("curve" is "smooth")");
        QTest::newRow("capitals") << QByteArray(R"("Stepped")") << QByteArray(R"("curve" is "Stepped")");
        QTest::newRow("number") << QByteArray("3") << QByteArray(R"("curve" is 3)");
        QTest::newRow("null") << QByteArray("null") << QByteArray(R"("curve" is null)");
        QTest::newRow("object") << QByteArray(R"({"x1": 0})") << QByteArray(R"("curve" is {"x1":0})");
        QTest::newRow("three") << QByteArray("[0.1, 0, 0.9]") << QByteArray(R"("curve" holds 3 value(s), not four)");
        QTest::newRow("five") << QByteArray("[0.1, 0, 0.9, 1, 0]")
                              << QByteArray(R"("curve" holds 5 value(s), not four)");
        QTest::newRow("text handle") << QByteArray(R"([0.1, "0", 0.9, 1])")
                                     << QByteArray(R"("curve" value 1 is "0", not a finite number)");
        QTest::newRow("x1 below") << QByteArray("[-0.1, 0, 0.9, 1]")
                                  << QByteArray(R"("curve" has x1 -0.1, outside [0, 1] (time must not run back))");
        QTest::newRow("x2 above") << QByteArray("[0.1, 0, 1.5, 1]")
                                  << QByteArray(R"("curve" has x2 1.5, outside [0, 1])");
        QTest::newRow("y1 above") << QByteArray("[0.1, 10.5, 0.9, 1]")
                                  << QByteArray(R"("curve" has y1 10.5, beyond ±10)");
        QTest::newRow("y2 below") << QByteArray("[0.1, 0, 0.9, -11]")
                                  << QByteArray(R"("curve" has y2 -11, beyond ±10)");
    }

    void refusesEveryBadFormByName()
    {
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, fragment);
        const auto read = readKeyCurve(json::parse(value.toStdString()));
        QVERIFY(read.problem);
        QVERIFY2(read.problem->starts_with(fragment.toStdString()), read.problem->c_str());
        // Every refusal says what the field may hold.
        QVERIFY2(
            read.problem->find(R"(a key's curve is "linear", "stepped", "ease" or four Bézier handles )"
                               R"([x1, y1, x2, y2], x1 and x2 in [0, 1], y1 and y2 within ±10)") != std::string::npos,
            read.problem->c_str());
        QVERIFY(read.curve == KeyCurve{});
    }

    // JSON text cannot spell a NaN, but a document built in memory can.
    void refusesAHandleThatIsNoNumber()
    {
        const auto read = readKeyCurve(json::array({0.1, std::numeric_limits<double>::quiet_NaN(), 0.9, 1}));
        QVERIFY(read.problem);
        QVERIFY2(read.problem->find("value 1 is") != std::string::npos, read.problem->c_str());
    }

    void linearAndStepped()
    {
        const KeyCurve stepped{KeyCurve::Kind::Stepped};
        for (double u : {0.0, 0.25, 0.5, 0.999999})
            QCOMPARE(curvedFraction(stepped, u), 0.0);
        QCOMPARE(curvedFraction(stepped, 1), 1.0);
        for (double u : {0.0, 0.1, 0.5, 0.75, 1.0})
            QCOMPARE(curvedFraction(KeyCurve{}, u), u);
        // Clamped to the segment.
        QCOMPARE(curvedFraction(KeyCurve{}, -0.5), 0.0);
        QCOMPARE(curvedFraction(stepped, 2), 1.0);
        QCOMPARE(curvedFraction(kEaseCurve, 1.5), 1.0);
    }

    void everyCurveStartsAndEndsOnItsKeys()
    {
        for (const KeyCurve& c : {KeyCurve{}, KeyCurve{KeyCurve::Kind::Stepped}, kEaseCurve, bezier(1, -3, 0, 4)}) {
            QCOMPARE(curvedFraction(c, 0), 0.0);
            QCOMPARE(curvedFraction(c, 1), 1.0);
        }
    }

    void theEaseByHand()
    {
        // Symmetric about the segment's middle: half way in time is half way in value.
        QVERIFY(std::abs(curvedFraction(kEaseCurve, 0.5) - 0.5) < 1e-12);
        // At t = 1/4: x = 3·(9/16)(1/4)·0.42 + 3·(3/4)(1/16)·0.58 + 1/64 = 0.274375 and
        // y = 3·(3/4)(1/16) + 1/64 = 0.15625; the mirror point, t = 3/4, gives 1 − each.
        QVERIFY(std::abs(curvedFraction(kEaseCurve, 0.274375) - 0.15625) < 1e-12);
        QVERIFY(std::abs(curvedFraction(kEaseCurve, 0.725625) - 0.84375) < 1e-12);
    }

    void theEaseAgainstTheCubicWalked()
    {
        const double walked = sampled(kEaseCurve, 0.25);
        qInfo("ease at u = 0.25: %.15f (walked %.15f)", curvedFraction(kEaseCurve, 0.25), walked);
        QVERIFY(std::abs(curvedFraction(kEaseCurve, 0.25) - walked) < 1e-9);
        // And an uneven raw curve that overshoots below 0, across the segment.
        const KeyCurve raw = bezier(0.1, -0.5, 0.3, 1.8);
        for (double u = 0.05; u < 1; u += 0.1)
            QVERIFY2(std::abs(curvedFraction(raw, u) - sampled(raw, u)) < 1e-9, qPrintable(QString::number(u)));
    }

    void handlesWhoseXIsKnownInClosedForm()
    {
        // x1 = 1/3, x2 = 2/3 make x(t) = t, so y is the cubic itself: with y1 = 2, y2 = -1 at t = 1/4,
        // 3·(9/16)(1/4)·2 − 3·(3/4)(1/16) + 1/64 = 0.71875 (above the linear 0.25: an overshoot).
        QVERIFY(std::abs(curvedFraction(bezier(1.0 / 3, 2, 2.0 / 3, -1), 0.25) - 0.71875) < 1e-12);
        // The line's own handles, and (0, 0), (1, 1) where x = y = 3t² − 2t³: linear, near enough.
        for (double u = 0.05; u < 1; u += 0.05) {
            QVERIFY(std::abs(curvedFraction(bezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3), u) - u) < 1e-12);
            QVERIFY(std::abs(curvedFraction(bezier(0, 0, 1, 1), u) - u) < 1e-12);
        }
        // x1 = x2 = 0 make x = t³, flat at the start, and y = t: the cube root of u.
        const KeyCurve cube = bezier(0, 1.0 / 3, 0, 2.0 / 3);
        for (double u : {1e-9, 0.001, 0.125, 0.5, 0.9})
            QVERIFY2(std::abs(curvedFraction(cube, u) - std::cbrt(u)) < 1e-12, qPrintable(QString::number(u)));
        // x1 = 1, x2 = 0 make x − 1/2 = 4 (t − 1/2)³, flat in the middle, where Newton has no slope.
        const KeyCurve flat = bezier(1, 1.0 / 3, 0, 2.0 / 3);
        QVERIFY(std::abs(curvedFraction(flat, 0.5) - 0.5) < 1e-12);
        QVERIFY(std::abs(curvedFraction(flat, 0.504) - 0.6) < 1e-12);
        QVERIFY(std::abs(curvedFraction(flat, 0.496) - 0.4) < 1e-12);
        QVERIFY(std::abs(curvedFraction(flat, 0.5 + 4e-9) - 0.501) < 1e-10);
    }

    void theOvershootRange()
    {
        QCOMPARE(curvedFractionRange(KeyCurve{}), (std::pair<double, double>(0, 1)));
        QCOMPARE(curvedFractionRange(KeyCurve{KeyCurve::Kind::Stepped}), (std::pair<double, double>(0, 1)));
        QCOMPARE(curvedFractionRange(kEaseCurve), (std::pair<double, double>(0, 1)));  // y handles within [0, 1]
        // y1 = y2 = 2: y = 6t(1 − t) + t³, highest where 6 − 12t + 3t² = 0, t = 2 − √2: y = 4√2 − 4.
        const auto above = curvedFractionRange(bezier(0.2, 2, 0.8, 2));
        QCOMPARE(above.first, 0.0);
        QVERIFY(std::abs(above.second - (4 * std::sqrt(2.0) - 4)) < 1e-12);
        // y1 = y2 = −1: y = −3t(1 − t) + t³, lowest at t = √2 − 1: y = 5 − 4√2.
        const auto below = curvedFractionRange(bezier(0.2, -1, 0.8, -1));
        QVERIFY(std::abs(below.first - (5 - 4 * std::sqrt(2.0))) < 1e-12);
        QCOMPARE(below.second, 1.0);
        // Both ways at once, against the walk.
        const KeyCurve both = bezier(0.3, -4, 0.6, 7);
        const auto range = curvedFractionRange(both), walked = sampledRange(both);
        QVERIFY(std::abs(range.first - walked.first) < 1e-9 && std::abs(range.second - walked.second) < 1e-9);
    }

    void writtenAsRead()
    {
        QVERIFY(!curveJson(KeyCurve{}));  // the field is left out
        QVERIFY(*curveJson(KeyCurve{KeyCurve::Kind::Stepped}) == json("stepped"));
        QVERIFY(*curveJson(kEaseCurve) == json("ease"));
        QVERIFY(*curveJson(bezier(0.42, 0, 0.58, 1)) == json("ease"));  // the same curve
        QCOMPARE(curveJson(bezier(0.1, -2.5, 0.9, 3))->dump(), std::string("[0.1,-2.5,0.9,3.0]"));
        for (const KeyCurve& c : {KeyCurve{KeyCurve::Kind::Stepped}, kEaseCurve, bezier(0.1, -2.5, 0.9, 3)})
            QVERIFY(readKeyCurve(*curveJson(c)).curve == c);
    }

    void theEaseCutInHalfByHand()
    {
        // By symmetry the ease's middle is t = ½ at (½, ½). De Casteljau there: p01 = (0.21, 0),
        // p012 = (0.355, 0.25), p123 = (0.645, 0.75), p23 = (0.79, 1); each half scaled by 2.
        const auto [first, second] = splitKeyCurve(kEaseCurve, 0.5);
        QCOMPARE(first.kind, KeyCurve::Kind::Bezier);
        QVERIFY(std::abs(first.x1 - 0.42) < 1e-12 && std::abs(first.y1) < 1e-12);
        QVERIFY(std::abs(first.x2 - 0.71) < 1e-12 && std::abs(first.y2 - 0.5) < 1e-12);
        QVERIFY(std::abs(second.x1 - 0.29) < 1e-12 && std::abs(second.y1 - 0.5) < 1e-12);
        QVERIFY(std::abs(second.x2 - 0.58) < 1e-12 && std::abs(second.y2 - 1) < 1e-12);
    }

    void theHalvesRunAsTheWholeDid()
    {
        // Each half, scaled back onto its part of the segment, gives the whole curve's fraction.
        // (Curves whose halves keep their handles' x inside [0, 1]; (1, 0, 0, 1) does not, and
        // its halves are clamped to what a file may hold.)
        for (const KeyCurve& c :
             {kEaseCurve, bezier(0.1, -2.5, 0.9, 3), bezier(0.3, 1.4, 0.2, 0.9), bezier(0.25, 0.1, 0.25, 1)})
            for (double u : {0.05, 0.3, 0.5, 0.77, 0.95}) {
                const auto [first, second] = splitKeyCurve(c, u);
                const double cut = curvedFraction(c, u);
                for (int i = 1; i < 50; ++i) {
                    const double w = i / 50.0;
                    const double halves = w <= u ? cut * curvedFraction(first, w / u)
                                                 : cut + (1 - cut) * curvedFraction(second, (w - u) / (1 - u));
                    QVERIFY2(
                        std::abs(halves - curvedFraction(c, w)) < 1e-9,
                        qPrintable(
                            QStringLiteral("u %1 w %2: %3 vs %4").arg(u).arg(w).arg(halves).arg(curvedFraction(c, w))));
                }
            }
    }

    void linearAndSteppedSplitIntoThemselves()
    {
        const KeyCurve stepped{KeyCurve::Kind::Stepped};
        QVERIFY((splitKeyCurve(stepped, 0.4) == std::pair{stepped, stepped}));
        QVERIFY((splitKeyCurve(KeyCurve{}, 0.4) == std::pair{KeyCurve{}, KeyCurve{}}));
        // At an end there is nothing to cut.
        QVERIFY((splitKeyCurve(kEaseCurve, 0) == std::pair{kEaseCurve, kEaseCurve}));
    }

    void handlesCountOnlyForABezier()
    {
        QVERIFY((KeyCurve{KeyCurve::Kind::Linear, 0.3, 4, 0.2, 1} == KeyCurve{}));
        QVERIFY((KeyCurve{KeyCurve::Kind::Stepped, 0.3} == KeyCurve{KeyCurve::Kind::Stepped}));
        QVERIFY(!(KeyCurve{KeyCurve::Kind::Stepped} == KeyCurve{}));
        QVERIFY(!(bezier(0.1, 0, 0.9, 1) == bezier(0.1, 0, 0.9, 1.5)));
    }
};

QTEST_GUILESS_MAIN(TestKeyCurve)
#include "tst_key_curve.moc"
