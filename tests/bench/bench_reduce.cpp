// Benchmark: the reduce stage alone (issue 37), on a dense run's result: the wave at 313 frames
// (the reference's dance-a length) and at 54,000 (30 minutes at 30 fps), 11 mapped bones and the
// hip, --reduce 1 --reduce-hip 1. The budgets: 20 ms and 1 s. The figures go in
// docs/PERFORMANCE.md.

#include <QTest>

#include <algorithm>
#include <chrono>

#include "../retarget/retarget_fixture.h"
#include "long_wave.h"
#include "rigpose/reduce/reduce_stage.h"

using namespace rigpose;

namespace {

struct Timed {
    double ms = 0;
    std::size_t before = 0, after = 0;
};

Timed reduceOnce(std::int64_t frames, double fps)
{
    const sequence::Sequence seq = test::cleanedWaveOf(frames, fps);
    retarget::Inputs in = test::exampleInputs(seq, "bench");
    const retarget::Result dense = retarget::retarget(in);
    if (!dense.ok())
        qFatal("the dense run is refused: %s", dense.refusals.items()[0].message.c_str());
    in.options.reduce = 1;
    in.options.reduceHip = 1;
    Timed best{1e300, 0, 0};
    for (int k = 0; k < 3; ++k) {
        retarget::Result copy = dense;
        stage::State run(copy);
        const auto start = std::chrono::steady_clock::now();
        const auto reduced = reduce::reduceStage(in, run, copy.guards, copy.limits, copy.switches, copy.feet);
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        if (took.count() < best.ms)
            best = {took.count(), reduced->keysBefore("rotate"), reduced->keysAfter("rotate")};
    }
    return best;
}

}  // namespace

class BenchReduce : public QObject {
    Q_OBJECT

private slots:
    void withinTheBudgets_data()
    {
        QTest::addColumn<int>("frames");
        QTest::addColumn<double>("fps");
        QTest::addColumn<double>("budgetMs");
        QTest::newRow("313 frames") << 313 << 24.0 << 20.0;
        QTest::newRow("54,000 frames") << 54000 << 30.0 << 1000.0;
    }

    void withinTheBudgets()
    {
        QFETCH(int, frames);
        QFETCH(double, fps);
        QFETCH(double, budgetMs);
        const Timed t = reduceOnce(frames, fps);
        qInfo("%d frames: reduced in %.1f ms (best of 3), rotate keys %zu -> %zu", frames, t.ms, t.before, t.after);
        QVERIFY2(t.ms <= budgetMs, qPrintable(QStringLiteral("%1 ms over the budget of %2").arg(t.ms).arg(budgetMs)));
    }
};

QTEST_GUILESS_MAIN(BenchReduce)
#include "bench_reduce.moc"
