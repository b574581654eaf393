// cleanSequence on a 30-minute single-person sequence (54,000 frames at 30 fps): the wave
// generator run long with noise. Target (issue 4): under 0.3 s in memory, release build.

#include <QTest>

#include "rigpose/clean/clean.h"
#include "rigpose/examples/wave.h"

using namespace rigpose;

class BenchClean : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanThirtyMinutes();
    void cleanThirtyMinutesHoldOff();

private:
    sequence::Sequence m_long;
};

void BenchClean::initTestCase()
{
    examples::WaveOptions options;
    options.seconds = 1800;
    options.fps = 30;
    options.noise = 1.5;
    m_long = examples::makeWaveSequence(options);
    QCOMPARE(m_long.frames.size(), std::size_t(54000));
}

void BenchClean::cleanThirtyMinutes()
{
    clean::CleanResult result;
    QBENCHMARK { result = clean::cleanSequence(m_long, clean::CleanOptions{}); }
    QVERIFY(result.ok());
}

void BenchClean::cleanThirtyMinutesHoldOff()
{
    clean::CleanOptions options;
    options.hold = false;
    clean::CleanResult result;
    QBENCHMARK { result = clean::cleanSequence(m_long, options); }
    QVERIFY(result.ok());
}

QTEST_GUILESS_MAIN(BenchClean)
#include "bench_clean.moc"
