// Benchmark: the reduce stage alone (issue 37), on a dense run's result: the wave at 313 frames
// (the reference's dance-a length) and at 54,000 (30 minutes at 30 fps), 11 mapped bones and the
// hip, --reduce 1 --reduce-hip 1; and the same on a --plant-feet --leg-scale 0.8,1.05 run, whose
// four scalex tracks are thinned too. The budgets: 20 ms and 1 s. The figures go in
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
    std::size_t before = 0, after = 0, scaleBefore = 0, scaleAfter = 0;
};

Timed reduceOnce(std::int64_t frames, double fps, bool legScale)
{
    const sequence::Sequence seq = test::cleanedWaveOf(frames, fps);
    retarget::Inputs in = test::exampleInputs(seq, "bench");
    if (legScale) {
        in.options.plantFeet = true;
        in.options.legScale = std::pair{0.8, 1.05};
    }
    const retarget::Result dense = retarget::retarget(in);
    if (!dense.ok())
        qFatal("the dense run is refused: %s", dense.refusals.items()[0].message.c_str());
    in.options.reduce = 1;
    in.options.reduceHip = 1;
    Timed best{1e300, 0, 0, 0, 0};
    for (int k = 0; k < 3; ++k) {
        retarget::Result copy = dense;
        stage::State run(copy);
        const auto start = std::chrono::steady_clock::now();
        const auto reduced = reduce::reduceStage(in, run, copy.guards, copy.limits, copy.switches, copy.feet);
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        if (took.count() < best.ms)
            best = {took.count(), reduced->keysBefore("rotate"), reduced->keysAfter("rotate"),
                    reduced->keysBefore("scalex"), reduced->keysAfter("scalex")};
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
        QTest::addColumn<bool>("legScale");
        QTest::newRow("313 frames") << 313 << 24.0 << 20.0 << false;
        QTest::newRow("54,000 frames") << 54000 << 30.0 << 1000.0 << false;
        QTest::newRow("313 frames, leg scale") << 313 << 24.0 << 20.0 << true;
        QTest::newRow("54,000 frames, leg scale") << 54000 << 30.0 << 1000.0 << true;
    }

    void withinTheBudgets()
    {
        QFETCH(int, frames);
        QFETCH(double, fps);
        QFETCH(double, budgetMs);
        QFETCH(bool, legScale);
        const Timed t = reduceOnce(frames, fps, legScale);
        qInfo("%d frames%s: reduced in %.1f ms (best of 3), rotate keys %zu -> %zu, scalex %zu -> %zu", frames,
              legScale ? " with --leg-scale" : "", t.ms, t.before, t.after, t.scaleBefore, t.scaleAfter);
        QVERIFY2(t.ms <= budgetMs, qPrintable(QStringLiteral("%1 ms over the budget of %2").arg(t.ms).arg(budgetMs)));
    }
};

QTEST_GUILESS_MAIN(BenchReduce)
#include "bench_reduce.moc"
