// retarget with a stop token (issue 15): a token already stopped returns at once, a stop
// requested at any point of a 30-minute retarget (the gate's threads included) returns within
// 50 ms, and a token never stopped changes no byte of the motion.

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

#include "long_wave.h"
#include "retarget_fixture.h"
#include "stop_latency.h"

using namespace rigpose;

namespace {

constexpr double kLatencyMs = test::kStopBudgetMs;

}  // namespace

class TestRetargetStop : public QObject {
    Q_OBJECT
    rig::Rig m_rig;
    map::Map m_map;
    sequence::Sequence m_long;

    retarget::Inputs inputs(const sequence::Sequence& seq, std::stop_token stop = {}) const
    {
        retarget::Inputs in;
        in.sequence = &seq;
        in.rig = &m_rig;
        in.map = &m_map;
        in.options.name = "wave";
        in.stop = std::move(stop);
        return in;
    }

private slots:
    void initTestCase()
    {
        m_rig = test::exampleRig();
        m_map = test::exampleMap(m_rig);
        m_long = test::cleanedWaveOf(54000, 30);
    }

    void alreadyStoppedReturnsAtOnce()
    {
        std::stop_source source;
        source.request_stop();
        QElapsedTimer timer;
        timer.start();
        const retarget::Result result = retarget::retarget(inputs(m_long, source.get_token()));
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        QVERIFY(result.stopped);
        QVERIFY(!result.ok());
        QVERIFY(result.refusals.empty());
        QVERIFY(result.motion.animations.empty());
        QVERIFY(result.gate.motionBytes.empty());
        QVERIFY2(ms <= kLatencyMs, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }

    // Stops spread over a whole run: the targets and keys, the motion, the readings thread, the
    // gate's validating thread (the motion's text and its read back) beside the Spine build and
    // its read back, and the posing. The delays are shares of a full run measured here.
    void stopRequestedDuringTheRunReturnsWithin50ms()
    {
        auto run = [&](std::stop_token stop) { return retarget::retarget(inputs(m_long, std::move(stop))); };
        QElapsedTimer full;
        full.start();
        const retarget::Result whole = run({});
        const qint64 fullMs = full.elapsed();
        QVERIFY(whole.ok());
        QVERIFY(whole.gate.green);
        double worst = 0;
        for (double share : {0.05, 0.25, 0.5, 0.75, 0.95}) {
            auto delay = std::chrono::milliseconds(static_cast<qint64>(share * static_cast<double>(fullMs)));
            const test::StopTiming t = test::timeStopBeforeTheEnd(run, delay);
            QVERIFY2(t.stopped && !t.finished,
                     qPrintable(QStringLiteral("at %1 ms the run was not stopped").arg(delay.count())));
            qInfo("stop at %lld ms (%.0f%%): returned after %.1f ms", static_cast<long long>(delay.count()),
                  share * 100, t.latencyMs);
            QVERIFY2(
                t.latencyMs <= kLatencyMs,
                qPrintable(QStringLiteral("stop at %1 ms returned after %2 ms").arg(delay.count()).arg(t.latencyMs)));
            worst = std::max(worst, t.latencyMs);
        }
        qInfo("retarget.stop: a full run %lld ms; worst stop latency %.1f ms", static_cast<long long>(fullMs), worst);
    }

    void neverStoppedTokenChangesNoByte()
    {
        const sequence::Sequence wave = test::cleanedWaveOf(313, 24);
        std::stop_source source;
        const retarget::Result plain = retarget::retarget(inputs(wave));
        const retarget::Result withToken = retarget::retarget(inputs(wave, source.get_token()));
        QVERIFY(plain.ok());
        QVERIFY(withToken.ok());
        QVERIFY(!withToken.stopped);
        QVERIFY(!plain.gate.motionBytes.empty());
        QCOMPARE(withToken.gate.motionBytes, plain.gate.motionBytes);
        QCOMPARE(withToken.gate.skeletonBytes, plain.gate.skeletonBytes);
    }
};

QTEST_GUILESS_MAIN(TestRetargetStop)
#include "tst_stop.moc"
