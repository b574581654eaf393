// The stillness hold on synthetic tracks whose still spans are known: the held value, the
// blend's sixths, a seam's twelfths, a kept excursion, the face group and the unheld runs.

#include <QTest>

#include <algorithm>

#include "rigpose/clean/hold.h"

using namespace rigpose;
using namespace rigpose::clean;
using body::Joint;

namespace {

constexpr double kTrunk = 100;  // px: speed 0.015 -> 1.5 px a frame, reach 0.03 -> 3 px
constexpr std::size_t kFrames = 80;

std::vector<double> times(std::size_t n = kFrames)
{
    std::vector<double> t;
    for (std::size_t f = 0; f < n; ++f)
        t.push_back(static_cast<double>(f) / 24.0);
    return t;
}

Tracks emptyTracks(std::size_t n = kFrames)
{
    Tracks t;
    for (Track& track : t) {
        track.at.assign(n, Eigen::Vector2d::Zero());
        track.has.assign(n, 0);
    }
    return t;
}

// Moves 10 px a frame up to `from`, is still at `still(f)` through `to`, then moves again.
template <typename Still>
Track movingStillMoving(std::size_t from, std::size_t to, Still still)
{
    Track t;
    t.at.resize(kFrames);
    t.has.assign(kFrames, 1);
    for (std::size_t f = 0; f < kFrames; ++f) {
        if (f < from)
            t.at[f] = still(from) - Eigen::Vector2d(10.0 * static_cast<double>(from - f), 0);
        else if (f <= to)
            t.at[f] = still(f);
        else
            t.at[f] = still(to) + Eigen::Vector2d(10.0 * static_cast<double>(f - to), 0);
    }
    return t;
}

double medianOfCopy(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace

class TestHold : public QObject {
    Q_OBJECT
private slots:
    void noisyStillJointIsHeldAtItsMedianWithSixthsBlends();
    void seamCrossFadesInTwelfths();
    void seamWeightsWithAGap();
    void excursionIsKeptAndBlended();
    void faceIsHeldAsOneGroup();
    void unheldRunsNameTheirTest();
    void longStillJointStaysCheap();
};

void TestHold::noisyStillJointIsHeldAtItsMedianWithSixthsBlends()
{
    // Still frames are 21..59 (the 5-frame median speed drops below 1.5 px a frame at 21
    // and rises at 60); the noise stays within ±0.5 px, well inside the 3 px reach.
    Tracks tracks = emptyTracks();
    auto noisy = [](std::size_t f) {
        const double n = ((f * 37) % 11) / 10.0 - 0.5;
        const double m = ((f * 53) % 7) / 7.0 - 0.5;
        return Eigen::Vector2d(200 + n, 300 + m);
    };
    tracks[body::index(Joint::RWrist)] = movingStillMoving(20, 59, noisy);
    const HoldResult result = holdStillJoints(tracks, times(), kTrunk, HoldParams{});
    QCOMPARE(result.holds.size(), std::size_t(1));
    const JointHold& h = result.holds[0];
    QCOMPARE(h.joint, Joint::RWrist);
    QCOMPARE(h.first, std::size_t(21));
    QCOMPARE(h.last, std::size_t(59));
    std::vector<double> xs, ys;
    for (std::size_t f = 21; f <= 59; ++f) {
        xs.push_back(noisy(f).x());
        ys.push_back(noisy(f).y());
    }
    const Eigen::Vector2d median(medianOfCopy(xs), medianOfCopy(ys));
    const Track& in = tracks[body::index(Joint::RWrist)];
    const Track& out = result.tracks[body::index(Joint::RWrist)];
    for (std::size_t f = 21; f <= 59; ++f)
        QCOMPARE(out.at[f], median);
    // Blends: the frame next to the span is 5/6 of the way, the sixth away stays as cleaned.
    for (int d = 1; d <= 6; ++d) {
        const double w = (6.0 - d) / 6.0;
        const std::size_t before = 21 - static_cast<std::size_t>(d), after = 59 + static_cast<std::size_t>(d);
        QVERIFY((out.at[before] - (in.at[before] + w * (median - in.at[before]))).norm() < 1e-9);
        QVERIFY((out.at[after] - (in.at[after] + w * (median - in.at[after]))).norm() < 1e-9);
    }
    QCOMPARE(out.at[10], in.at[10]);
    QVERIFY(result.seams.empty());
}

void TestHold::seamCrossFadesInTwelfths()
{
    // Still at A over 21..44, then at B, 5 px away (beyond the 3 px reach), over 45..59:
    // two holds that touch (gap 0), so frames 42..47 cross-fade 1/12, 3/12 … 11/12.
    const Eigen::Vector2d a(200, 300), b(205, 300);
    Tracks tracks = emptyTracks();
    tracks[body::index(Joint::LWrist)] = movingStillMoving(20, 59, [&](std::size_t f) { return f < 45 ? a : b; });
    const HoldResult result = holdStillJoints(tracks, times(), kTrunk, HoldParams{});
    QCOMPARE(result.holds.size(), std::size_t(2));
    QCOMPARE(result.holds[0].last, std::size_t(44));
    QCOMPARE(result.holds[1].first, std::size_t(45));
    QCOMPARE(result.seams.size(), std::size_t(1));
    QCOMPARE(result.seams[0].frame, std::size_t(45));
    QCOMPARE(result.seams[0].gap, std::size_t(0));
    QVERIFY(std::abs(result.seams[0].step - 0.05) < 1e-12);
    const Track& out = result.tracks[body::index(Joint::LWrist)];
    for (std::size_t i = 0; i < 6; ++i) {
        const double w = (2.0 * static_cast<double>(i) + 1.0) / 12.0;
        QVERIFY((out.at[42 + i] - (a + w * (b - a))).norm() < 1e-12);
    }
    QCOMPARE(out.at[41], a);
    QCOMPARE(out.at[48], b);
}

void TestHold::seamWeightsWithAGap()
{
    // Gap g: 6 + g frames, (2i + 1) / (2 (6 + g)); no step larger than 1/(6 + g).
    QCOMPARE(seamWeight(0, 0, 6), 1.0 / 12);
    QCOMPARE(seamWeight(5, 0, 6), 11.0 / 12);
    QCOMPARE(seamWeight(0, 2, 6), 1.0 / 16);
    QCOMPARE(seamWeight(7, 2, 6), 15.0 / 16);
    QCOMPARE(seamWeight(1, 2, 6) - seamWeight(0, 2, 6), 1.0 / 8);
}

void TestHold::excursionIsKeptAndBlended()
{
    // Still run 21..40 at A with frames 29..32 at B, 6 px away: every greedy span is under
    // 0.5 s, so only the excursion rule (ref #108) holds it.
    const Eigen::Vector2d a(200, 300), b(200, 306);
    Tracks tracks = emptyTracks();
    tracks[body::index(Joint::RElbow)] = movingStillMoving(20, 40,
                                                           [&](std::size_t f) { return f >= 29 && f <= 32 ? b : a; });
    const HoldResult result = holdStillJoints(tracks, times(), kTrunk, HoldParams{});
    QCOMPARE(result.holds.size(), std::size_t(1));
    const JointHold& h = result.holds[0];
    QCOMPARE(h.first, std::size_t(21));
    QCOMPARE(h.last, std::size_t(40));
    QVERIFY(h.excursion.has_value());
    QCOMPARE(h.excursion->first, std::size_t(29));
    QCOMPARE(h.excursion->second, std::size_t(32));
    QCOMPARE(h.median, a);
    const Track& out = result.tracks[body::index(Joint::RElbow)];
    // Blended toward A by distance from the nearer held side: 5/6, 4/6, 4/6, 5/6 of the way.
    const double weights[] = {5.0 / 6, 4.0 / 6, 4.0 / 6, 5.0 / 6};
    for (std::size_t i = 0; i < 4; ++i)
        QVERIFY((out.at[29 + i] - (b + weights[i] * (a - b))).norm() < 1e-12);
    QCOMPARE(out.at[28], a);
}

void TestHold::faceIsHeldAsOneGroup()
{
    // Four face joints are still over 21..59; the nose moves from 40 on, so no face joint is held after it.
    Tracks tracks = emptyTracks();
    for (Joint j : {Joint::REye, Joint::LEye, Joint::REar, Joint::LEar})
        tracks[body::index(j)] = movingStillMoving(20, 59, [](std::size_t) { return Eigen::Vector2d(100, 100); });
    tracks[body::index(Joint::Nose)] = movingStillMoving(20, 59, [](std::size_t f) {
        return Eigen::Vector2d(100 + (f >= 40 ? 4.0 * static_cast<double>(f - 40) : 0.0), 100);
    });
    const HoldResult result = holdStillJoints(tracks, times(), kTrunk, HoldParams{});
    QCOMPARE(result.holds.size(), std::size_t(5));
    for (const JointHold& h : result.holds) {
        QVERIFY(body::isFaceJoint(h.joint));
        QCOMPARE(h.first, std::size_t(21));
        QCOMPARE(h.last, std::size_t(40));  // the nose's median speed rises at 41: all five pass through 40
        QCOMPARE(h.last, result.holds[0].last);
    }
}

void TestHold::unheldRunsNameTheirTest()
{
    // The wrist holds over 21..59; in that region the knee drifts 1 px a frame (slow enough to
    // be still by speed) and no 0.5 s of it stays within reach: it is named with "reach".
    Tracks tracks = emptyTracks();
    tracks[body::index(Joint::RWrist)] = movingStillMoving(20, 59, [](std::size_t) { return Eigen::Vector2d(50, 50); });
    Track knee;
    knee.at.resize(kFrames);
    knee.has.assign(kFrames, 1);
    for (std::size_t f = 0; f < kFrames; ++f)
        knee.at[f] = {300 + static_cast<double>(f), 400};
    tracks[body::index(Joint::RKnee)] = knee;
    const HoldResult result = holdStillJoints(tracks, times(), kTrunk, HoldParams{});
    QCOMPARE(result.holds.size(), std::size_t(1));
    QCOMPARE(result.unheld.size(), std::size_t(1));
    const Unheld& u = result.unheld[0];
    QCOMPARE(u.joint, Joint::RKnee);
    QCOMPARE(u.first, std::size_t(21));
    QCOMPARE(u.last, std::size_t(59));
    QCOMPARE(QString::fromStdString(u.test), QStringLiteral("reach"));
    // Over 39 frames the drift is 38 px from end to end: 19 px from the median, 0.19 trunk lengths.
    QVERIFY(std::abs(u.value - 0.19) < 1e-9);
}

void TestHold::longStillJointStaysCheap()
{
    // 54,000 still frames (30 minutes at 30 fps) in one span: the incremental median keeps
    // this linear-ish; a quadratic re-read would take minutes.
    const std::size_t n = 54000;
    Tracks tracks = emptyTracks(n);
    Track& t = tracks[body::index(Joint::Neck)];
    for (std::size_t f = 0; f < n; ++f) {
        t.at[f] = {100 + ((f * 37) % 11) / 10.0, 100 + ((f * 53) % 7) / 7.0};
        t.has[f] = 1;
    }
    std::vector<double> ts;
    for (std::size_t f = 0; f < n; ++f)
        ts.push_back(static_cast<double>(f) / 30.0);
    const HoldResult result = holdStillJoints(tracks, ts, kTrunk, HoldParams{});
    QCOMPARE(result.holds.size(), std::size_t(1));
    QCOMPARE(result.holds[0].last, n - 1);
}

QTEST_GUILESS_MAIN(TestHold)
#include "tst_hold.moc"
