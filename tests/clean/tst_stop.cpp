// cleanSequence with a stop token (issue 15): a token already stopped returns at once, a stop
// requested at any point of a 30-minute clean returns within 50 ms, and a token never stopped
// changes nothing in the output.

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

#include "rigpose/clean/clean.h"
#include "rigpose/examples/wave.h"
#include "rigpose/sequence/writer.h"
#include "stop_latency.h"

using namespace rigpose;

namespace {

constexpr double kLatencyMs = test::kStopBudgetMs;

sequence::Sequence noisyWave(double seconds, double fps)
{
    examples::WaveOptions options;
    options.seconds = seconds;
    options.fps = fps;
    options.noise = 1.5;
    return examples::makeWaveSequence(options);
}

}  // namespace

class TestCleanStop : public QObject {
    Q_OBJECT
    sequence::Sequence m_long;  // 54,000 frames, as bench_clean builds it

private slots:
    void initTestCase()
    {
        m_long = noisyWave(1800, 30);
        QCOMPARE(m_long.frames.size(), std::size_t(54000));
    }

    void alreadyStoppedReturnsAtOnce()
    {
        std::stop_source source;
        source.request_stop();
        sequence::Sequence input = m_long;
        QElapsedTimer timer;
        timer.start();
        const clean::CleanResult result = clean::cleanSequence(std::move(input), clean::CleanOptions{},
                                                               source.get_token());
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        QVERIFY(result.stopped);
        QVERIFY(!result.ok());
        QVERIFY(result.refusals.empty());
        QVERIFY(result.sequence.frames.empty());
        QVERIFY2(ms <= kLatencyMs, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }

    // Stops spread over a whole run, so every step (spikes, smoothing, the hold's spans, ...) is
    // hit; the delays are shares of a full run measured here, on this machine and build.
    void stopRequestedDuringTheRunReturnsWithin50ms()
    {
        auto run = [&](std::stop_token stop) { return clean::cleanSequence(m_long, clean::CleanOptions{}, stop); };
        QElapsedTimer full;
        full.start();
        const clean::CleanResult whole = run({});
        const qint64 fullMs = full.elapsed();
        QVERIFY(whole.ok());
        double worst = 0;
        for (double share : {0.05, 0.2, 0.4, 0.6, 0.8, 0.95}) {
            auto delay = std::chrono::milliseconds(static_cast<qint64>(share * static_cast<double>(fullMs)));
            const test::StopTiming t = test::timeStopBeforeTheEnd(run, delay);
            QVERIFY2(t.stopped && !t.finished,
                     qPrintable(QStringLiteral("at %1 ms the run was not stopped").arg(delay.count())));
            QVERIFY2(
                t.latencyMs <= kLatencyMs,
                qPrintable(QStringLiteral("stop at %1 ms returned after %2 ms").arg(delay.count()).arg(t.latencyMs)));
            qInfo("stop at %lld ms (%.0f%%): returned after %.1f ms", static_cast<long long>(delay.count()),
                  share * 100, t.latencyMs);
            worst = std::max(worst, t.latencyMs);
        }
        qInfo("clean.stop: a full run %lld ms; worst stop latency %.1f ms", static_cast<long long>(fullMs), worst);
    }

    void neverStoppedTokenChangesNothing()
    {
        const sequence::Sequence wave = noisyWave(313.0 / 24, 24);
        QCOMPARE(wave.frames.size(), std::size_t(313));
        std::stop_source source;
        const clean::CleanResult plain = clean::cleanSequence(wave, clean::CleanOptions{});
        const clean::CleanResult withToken = clean::cleanSequence(wave, clean::CleanOptions{}, source.get_token());
        QVERIFY(plain.ok());
        QVERIFY(withToken.ok());
        QVERIFY(!withToken.stopped);
        QVERIFY(!plain.report.holds.empty() || !plain.report.spikes.empty() ||
                plain.report.jitterAfter != plain.report.jitterBefore);
        QCOMPARE(sequence::sequenceToText(withToken.sequence), sequence::sequenceToText(plain.sequence));
    }
};

QTEST_GUILESS_MAIN(TestCleanStop)
#include "tst_stop.moc"
