// Reading and writing a 30-minute sequence (54,000 frames at 30 fps, 64 MB): the two ends of
// every CLI run. Issue 4's target for read + clean + write is under 2 s.

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include "rigpose/examples/wave.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"

using namespace rigpose;

class BenchSequenceIo : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void readThirtyMinutes();
    void writeThirtyMinutes();

private:
    QTemporaryDir m_dir;
    std::string m_path;
    sequence::Sequence m_long;
};

void BenchSequenceIo::initTestCase()
{
    examples::WaveOptions options;
    options.seconds = 1800;
    options.fps = 30;
    options.noise = 1.5;
    m_long = examples::makeWaveSequence(options);
    m_path = m_dir.filePath(QStringLiteral("long.json")).toStdString();
    QVERIFY(!writeFileAtomically(m_path, [&](std::ostream& o) { sequence::writeSequence(o, m_long); }));
}

void BenchSequenceIo::readThirtyMinutes()
{
    Loaded<sequence::Sequence> loaded;
    QBENCHMARK { loaded = sequence::readSequenceFile(m_path); }
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.value.frames.size(), std::size_t(54000));
}

void BenchSequenceIo::writeThirtyMinutes()
{
    const std::string out = m_dir.filePath(QStringLiteral("out.json")).toStdString();
    QBENCHMARK
    {
        QVERIFY(!writeFileAtomically(out, [&](std::ostream& o) { sequence::writeSequence(o, m_long); }));
    }
}

QTEST_GUILESS_MAIN(BenchSequenceIo)
#include "bench_sequence_io.moc"
