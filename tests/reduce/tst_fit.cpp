// One track thinned (core/reduce/fit.h), checked by playing the keys through the motion
// evaluator the gate uses (float32 keys, the 10-piece polyline) and comparing every frame with
// the dense value by hand: lines and cubics whose key counts are known, an ease only a bent
// handle timing follows, a flat hold, kept frames, and noisy tracks whose every frame must stay
// inside the tolerance.

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

#include "rigpose/motion/evaluator.h"
#include "rigpose/reduce/fit.h"

using namespace rigpose;

namespace {

reduce::TrackToFit trackOf(std::size_t frames, double fps, const std::function<double(double)>& value, double tolerance)
{
    reduce::TrackToFit track;
    for (std::size_t f = 0; f < frames; ++f) {
        const double t = static_cast<double>(f) / fps;
        track.times.push_back(t);
        track.values.push_back(value(t));
    }
    track.tolerance = tolerance;
    return track;
}

// What the runtime plays on every frame, channel by channel.
std::vector<double> played(const reduce::TrackToFit& track, const reduce::FittedTrack& fit)
{
    const motion::TimelineSampler sampler(reduce::timelineKeys(fit, track.times, track.channels), track.channels);
    std::vector<double> out(track.times.size() * track.channels);
    for (std::size_t f = 0; f < track.times.size(); ++f) {
        const double t = static_cast<double>(static_cast<float>(motion::gridTime(track.times[f])));
        if (!sampler.sample(t, &out[f * track.channels]))
            return {};
    }
    return out;
}

double worstError(const reduce::TrackToFit& track, const reduce::FittedTrack& fit)
{
    const std::vector<double> v = played(track, fit);
    double worst = 0;
    for (std::size_t f = 0; f < track.times.size(); ++f) {
        double e = 0;
        for (std::size_t c = 0; c < track.channels; ++c)
            e += std::pow(v[f * track.channels + c] - track.values[f * track.channels + c], 2);
        worst = std::max(worst, std::sqrt(e));
    }
    return worst;
}

}  // namespace

class TestFit : public QObject {
    Q_OBJECT

private slots:
    void aLineIsTwoKeys()
    {
        const auto track = trackOf(
            30, 30, [](double t) { return 2 + 3 * t; }, 0.01);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QCOMPARE(fit.keys, (std::vector<std::size_t>{0, 29}));
        QCOMPARE(fit.curved(), std::size_t(0));
        QVERIFY(worstError(track, fit) < 1e-5);  // float32 keys only
    }

    // A cubic in time is one Bézier segment with its handles at the thirds; the runtime's 10
    // pieces miss it by at most max|v''| h² / 8 = 52 × 0.01 / 8 = 0.065 (h = a tenth of the span).
    void aCubicIsOneCurve()
    {
        const auto track = trackOf(
            31, 30, [](double t) { return 10 * t * t * t - 4 * t * t; }, 0.1);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QCOMPARE(fit.keys, (std::vector<std::size_t>{0, 30}));
        QCOMPARE(fit.curved(), std::size_t(1));
        QVERIFY(worstError(track, fit) <= 0.1);
        // Too tight for one segment's polyline: more keys, still within.
        auto tight = track;
        tight.tolerance = 0.001;
        const reduce::FittedTrack more = reduce::fitTrack(tight);
        QVERIFY(more.keys.size() > 2);
        QVERIFY(worstError(tight, more) <= 0.001);
    }

    // A hold: the frames asking one value are two keys of that value with a line between, so
    // the played value is the same float on every held frame.
    void aHoldIsFlat()
    {
        const auto value = [](double t) {
            const double f = t * 30;
            return f < 10 ? f : f < 30 ? 10.0 : 10 - (f - 29) * 0.7;
        };
        const auto track = trackOf(45, 30, value, 0.5);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QVERIFY(std::find(fit.keys.begin(), fit.keys.end(), 10) != fit.keys.end());
        QVERIFY(std::find(fit.keys.begin(), fit.keys.end(), 29) != fit.keys.end());
        const std::vector<double> v = played(track, fit);
        for (std::size_t f = 10; f <= 29; ++f)
            QVERIFY2(std::abs(v[f] - 10) <= 1e-9, qPrintable(QString::number(f)));
        QVERIFY(worstError(track, fit) <= 0.5);
    }

    void keptFramesStayKeys()
    {
        auto track = trackOf(
            40, 30, [](double t) { return -5 * t; }, 1);
        track.kept = {7, 13, 99};  // a frame past the end is no frame
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QCOMPARE(fit.keys, (std::vector<std::size_t>{0, 7, 13, 39}));
    }

    void aSwingStaysWithinOnEveryFrame_data()
    {
        QTest::addColumn<double>("tolerance");
        QTest::newRow("0.5°") << 0.5;
        QTest::newRow("1°") << 1.0;
        QTest::newRow("2°") << 2.0;
    }

    void aSwingStaysWithinOnEveryFrame()
    {
        QFETCH(double, tolerance);
        const auto track = trackOf(
            120, 60, [](double t) { return 40 * std::sin(2 * std::numbers::pi * t) + 15 * t; }, tolerance);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QVERIFY(worstError(track, fit) <= tolerance);
        QVERIFY(std::abs(fit.worst - worstError(track, fit)) < 1e-9);  // the fit measures what is played
        QVERIFY2(fit.keys.size() <= 12, qPrintable(QString::number(fit.keys.size())));
    }

    // A detector's shake: every frame within, and far fewer keys than frames.
    void noiseStaysWithin()
    {
        std::mt19937 random(7);
        std::uniform_real_distribution<double> shake(-0.3, 0.3);
        auto track = trackOf(
            300, 30, [&](double t) { return 30 * std::sin(t) + shake(random); }, 1);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QVERIFY(worstError(track, fit) <= 1);
        QVERIFY2(fit.keys.size() * 10 < track.times.size(), qPrintable(QString::number(fit.keys.size())));
    }

    // Two channels: the miss is the distance, weighed through the parent's matrix.
    void aTranslateIsHeldByItsDistance()
    {
        reduce::TrackToFit track;
        track.channels = 2;
        for (std::size_t f = 0; f < 90; ++f) {
            const double t = static_cast<double>(f) / 30;
            track.times.push_back(t);
            track.values.push_back(100 * std::cos(t));
            track.values.push_back(100 * std::sin(t));
        }
        track.tolerance = 0.5;
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QVERIFY(worstError(track, fit) <= 0.5);
        // A parent scaling by 2 doubles every miss: the fit holds the doubled distance.
        track.weights.assign(4 * 90, 0);
        for (std::size_t f = 0; f < 90; ++f)
            track.weights[4 * f] = track.weights[4 * f + 3] = 2;
        const reduce::FittedTrack scaled = reduce::fitTrack(track);
        QVERIFY(2 * worstError(track, scaled) <= 0.5 + 1e-9);
        QVERIFY(scaled.keys.size() >= fit.keys.size());
    }

    // An ease in and out drawn by the runtime itself from one Bézier span whose handles both sit
    // half way in time, fitted at 0.05°: past the cubics' reach the fit keys spans with bent
    // handle timings, the keys state those times, and what the runtime plays from them (the
    // evaluator, independently of the fit's own measure) stays within the tolerance.
    void aBentEaseIsFittedWithBentHandles()
    {
        std::vector<motion::TimelineKey> drawn(2);
        drawn[0].time = 0;
        drawn[0].values = {0};
        drawn[0].curve = motion::TimelineKey::Curve::Bezier;
        drawn[0].bezier = {1.0, 0.0, 1.0, 90.0};  // cx1, cy1, cx2, cy2 over a 2 s span
        drawn[1].time = 2;
        drawn[1].values = {90};
        const motion::TimelineSampler sampler(drawn, 1);
        const auto track = trackOf(
            61, 30,
            [&](double t) {
                double v = 0;
                sampler.sample(static_cast<double>(static_cast<float>(motion::gridTime(t))), &v);
                return v;
            },
            0.05);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        QVERIFY(worstError(track, fit) <= 0.05);
        QCOMPARE(fit.handleTimes.size(), fit.keys.size() - 1);
        const auto keys = reduce::timelineKeys(fit, track.times, 1);
        std::size_t bent = 0;
        for (std::size_t k = 0; k + 1 < fit.keys.size(); ++k) {
            if (fit.handles[k].empty())
                continue;
            const reduce::HandleTimes& at = fit.handleTimes[k];
            bent += at.first != 1.0 / 3 || at.second != 2.0 / 3;
            const double t1 = keys[k].time, t2 = keys[k + 1].time;
            QCOMPARE(keys[k].bezier[0], std::round((t1 + (t2 - t1) * at.first) * 1e6) / 1e6);
            QCOMPARE(keys[k].bezier[2], std::round((t1 + (t2 - t1) * at.second) * 1e6) / 1e6);
        }
        QVERIFY(bent > 0);
    }

    void keyValuesAreOnTheBuildsGrid()
    {
        const auto track = trackOf(
            50, 30, [](double t) { return std::exp(t) * 3.14159265358979; }, 0.01);
        const reduce::FittedTrack fit = reduce::fitTrack(track);
        for (double v : fit.values)
            QCOMPARE(std::round(v * 1e6) / 1e6, v);
        for (const auto& h : fit.handles)
            for (double v : h)
                QCOMPARE(std::round(v * 1e6) / 1e6, v);
    }

    void emptyAndSingleTracks()
    {
        QVERIFY(reduce::fitTrack({}).keys.empty());
        const auto one = trackOf(
            1, 30, [](double) { return 4.0; }, 1);
        QCOMPARE(reduce::fitTrack(one).keys, std::vector<std::size_t>{0});
    }
};

QTEST_GUILESS_MAIN(TestFit)
#include "tst_fit.moc"
