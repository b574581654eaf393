// rig-pose clean --depth as a user runs it: the DEPTH and CLEAN lines, the 1.2 file and its
// record, CLEAN_DEPTH both ways writing nothing, measured depth carried through, and, without
// the flag, the very bytes clean wrote before depth existed.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"
#include "cli_fixture.h"

using namespace rigpose;
using test::readAll;

namespace {

QByteArray sha256(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QString s(const char* text) { return QString::fromUtf8(text); }

test::CliRun generateRun(const QString& dir)
{
    return test::runCli({s("generate"), s("--figure"), s("run"), s("--out"), s("run.json")}, dir);
}

bool isEmptyBut(const QString& dir, const QStringList& kept)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden) == kept;
}

}  // namespace

class TestCleanDepthCli : public QObject {
    Q_OBJECT
private slots:
    void derivesDepth()
    {
        QTemporaryDir dir;
        QCOMPARE(generateRun(dir.path()).exitCode, 0);
        const auto run = test::runCli({s("clean"), s("--pose"), s("run.json"), s("--loop"), s("--depth"), s("run"),
                                       s("--out"), s("run.pose.json")},
                                      dir.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("\nDEPTH derived per segment (gait run): rest lengths upper arm "),
                 run.out.constData());
        QVERIFY2(
            run.out.contains("; depth derived per segment (gait run)\nwrote run.pose.json (rig-pose-sequence/1.2, "),
            run.out.constData());
        const auto read = sequence::readSequenceFile(dir.filePath(s("run.pose.json")).toStdString());
        QVERIFY(read.ok());
        QCOMPARE(read.value.cleaned->at("params").at("depth").at("gait").get<std::string>(), std::string("run"));
        QVERIFY(read.value.frames[0].depth.has_value());

        // Cleaned again without --depth: refused, nothing written; with it, read again.
        const auto again = test::runCli({s("clean"), s("--pose"), s("run.pose.json"), s("--out"), s("again.json")},
                                        dir.path());
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.startsWith("CLEAN_DEPTH"), again.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(s("again.json"))));
        const auto reread = test::runCli({s("clean"), s("--pose"), s("run.pose.json"), s("--loop"), s("--depth"),
                                          s("walk"), s("--out"), s("again.json")},
                                         dir.path());
        QCOMPARE(reread.exitCode, 0);
    }

    void measuredDepthIsCarriedAndNotReplaced()
    {
        QTemporaryDir dir;
        QCOMPARE(generateRun(dir.path()).exitCode, 0);
        auto read = sequence::readSequenceFile(dir.filePath(s("run.json")).toStdString());
        QVERIFY(read.ok());
        for (auto& f : read.value.frames) {
            sequence::FrameDepth d{};
            d[3] = sequence::SegmentDepth{0.4321, -1, sequence::DepthSource::Measured};
            f.depth = d;
        }
        const std::string measured = dir.filePath(s("measured.json")).toStdString();
        QVERIFY(!writeFileAtomically(measured, [&](std::ostream& o) { sequence::writeSequence(o, read.value); }));

        const auto refused = test::runCli(
            {s("clean"), s("--pose"), s("measured.json"), s("--depth"), s("run"), s("--out"), s("out/x.json")},
            dir.path());
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith("CLEAN_DEPTH"), refused.err.constData());
        QVERIFY(refused.err.contains("measured.json: --depth run"));
        QVERIFY(isEmptyBut(dir.path(), {s("measured.json"), s("run.json")}));

        const auto carried = test::runCli({s("clean"), s("--pose"), s("measured.json"), s("--out"), s("x.json")},
                                          dir.path());
        QCOMPARE(carried.exitCode, 0);
        QVERIFY2(carried.out.contains("\nDEPTH measured depth on 60 frames carried through as read\n"),
                 carried.out.constData());
        const auto out = sequence::readSequenceFile(dir.filePath(s("x.json")).toStdString());
        QVERIFY(out.ok());
        for (std::size_t f = 0; f < out.value.frames.size(); ++f)
            QVERIFY(out.value.frames[f].depth == read.value.frames[f].depth);
        QVERIFY(
            readAll(dir.filePath(s("x.json"))).contains(R"("r_shin":{"ratio":0.4321,"sign":-1,"source":"measured"})"));
    }

    void badGaitIsAUsageError()
    {
        QTemporaryDir dir;
        QCOMPARE(generateRun(dir.path()).exitCode, 0);
        const auto run = test::runCli(
            {s("clean"), s("--pose"), s("run.json"), s("--depth"), s("hop"), s("--out"), s("x.json")}, dir.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--depth"));
    }

    // Without --depth, clean writes and prints exactly what it did before depth was added: the
    // hashes are of the files and lines the earlier build wrote for these two runs.
    void withoutDepthTheBytesAreUnchanged_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QByteArray>("fileHash");
        QTest::addColumn<QByteArray>("linesHash");
        QTest::newRow("wave --loop") << QStringList{s("--pose"),
                                                    QString::fromStdString(
                                                        test::sourcePath("resources/examples/wave/pose.raw.json")),
                                                    s("--loop"), s("--out"), s("wave.json")}
                                     << QByteArray("b9374ec86a5ba5da144f0e1b46eb09b8e667159ced520e4090001cc008fc8b84")
                                     << QByteArray("dbe2b6941d6560cb955fd796c804e99939ee77663f43e92e1285e97e6286c33b");
        QTest::newRow("05_07 front, defaults")
            << QStringList{s("--pose"), QString::fromStdString(test::dataPath("cmu/05_07-front-24.noisy.pose.json")),
                           s("--out"), s("cmu.json")}
            << QByteArray("4fc5aeafdca8c64264ef3e2a1b078925ee4108f380a57938cb4f58a0d262c9b6")
            << QByteArray("67373d3b966481568919797fc3c3a962d2857a022253b8886976eb59ae6b267c");
    }

    void withoutDepthTheBytesAreUnchanged()
    {
        QFETCH(QStringList, flags);
        QFETCH(QByteArray, fileHash);
        QFETCH(QByteArray, linesHash);
        QTemporaryDir dir;
        const auto run = test::runCli(QStringList{s("clean")} + flags, dir.path());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(sha256(run.out), linesHash);
        QCOMPARE(sha256(readAll(dir.filePath(flags.last()))), fileHash);
    }
};

QTEST_GUILESS_MAIN(TestCleanDepthCli)
#include "tst_clean_depth.moc"
