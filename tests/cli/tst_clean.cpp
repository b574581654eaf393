// rig-pose clean as a user runs it: lines, files, exit codes, and the same bytes every time.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "rigpose/sequence/reader.h"
#include "cli_fixture.h"

using namespace rigpose;
using test::readAll;

namespace {
QString wavePose() { return QString::fromStdString(test::sourcePath("resources/examples/wave/pose.raw.json")); }
}  // namespace

class TestCleanCli : public QObject {
    Q_OBJECT
private slots:
    void cleansCocoInOneStep();
    void sameInputsGiveTheSameBytes();
    void recleaningNamesTheRecordItReplaces();
    void refusalsWriteNothing_data();
    void refusalsWriteNothing();
    void usageErrors_data();
    void usageErrors();
};

void TestCleanCli::cleansCocoInOneStep()
{
    QTemporaryDir dir;
    const QString coco = QString::fromStdString(test::dataPath("cmu/05_04-front-24.noisy.coco.json"));
    auto run = test::runCli({QStringLiteral("clean"), QStringLiteral("--coco"), coco, QStringLiteral("--out"),
                             QStringLiteral("out/dance.json")},
                            dir.path());
    QCOMPARE(run.exitCode, 0);
    for (const char* tag :
         {"\nSPIKES ", "\nCLEAN windows legs 5, rest 7", "made directory out", "wrote out/dance.json"})
        QVERIFY2(run.out.contains(tag), run.out.constData());
    auto read = sequence::readSequenceFile(dir.filePath(QStringLiteral("out/dance.json")).toStdString());
    QVERIFY(read.ok());
    QVERIFY(read.value.cleaned.has_value());
    QCOMPARE(read.value.frames.size(), std::size_t(240));
}

void TestCleanCli::sameInputsGiveTheSameBytes()
{
    QTemporaryDir dir;
    for (const char* out : {"a.json", "b/a.json"}) {
        auto run = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(),
                                 QStringLiteral("--loop"), QStringLiteral("--out"), QString::fromUtf8(out)},
                                dir.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("TRAVEL in-place"));
    }
    QCOMPARE(readAll(dir.filePath(QStringLiteral("a.json"))), readAll(dir.filePath(QStringLiteral("b/a.json"))));
}

// Cleaning a cleaned sequence cleans it again: one line names the record it replaces, by the
// options that record says it was made with, and the output carries this run's record only.
void TestCleanCli::recleaningNamesTheRecordItReplaces()
{
    QTemporaryDir dir;
    auto first = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(), QStringLiteral("--out"),
                               QStringLiteral("once.json"), QStringLiteral("--rest"), QStringLiteral("9"),
                               QStringLiteral("--hold-reach"), QStringLiteral("0.05")},
                              dir.path());
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(!first.out.contains("RECLEAN"), first.out.constData());  // the wave as generated is raw

    // The figures the first record holds, as its bytes spell them.
    const QByteArray once = readAll(dir.filePath(QStringLiteral("once.json")));
    const QRegularExpressionMatch jitter =
        QRegularExpression(QStringLiteral("\"jitter\":\\{\"before\":([-0-9.e]+),\"after\":([-0-9.e]+)\\}"))
            .match(QString::fromUtf8(once));
    QVERIFY2(jitter.hasMatch(), once.right(400).constData());
    const auto onceRead = sequence::readSequenceFile(dir.filePath(QStringLiteral("once.json")).toStdString());
    QVERIFY(onceRead.ok() && onceRead.value.cleaned);
    const std::size_t spikes = (*onceRead.value.cleaned)["spikes"]["found"].size();

    auto second = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), QStringLiteral("once.json"),
                                QStringLiteral("--out"), QStringLiteral("twice.json")},
                               dir.path());
    QCOMPARE(second.exitCode, 0);
    const QString expected =
        QStringLiteral(
            "RECLEAN the sequence already carried a clean record (rig-pose-clean/1: windows legs 5, "
            "rest 9; hold speed 0.015, reach 0.05, 0.5 s, blend 6; spikes %1; jitter %2 → %3 px/f²); "
            "cleaned again from the positions it carries, and this run's record replaces it")
            .arg(spikes)
            .arg(jitter.captured(1), jitter.captured(2));
    QStringList reclean;
    for (const QString& line : QString::fromUtf8(second.out).split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("RECLEAN")))
            reclean.append(line);
    QCOMPARE(reclean, QStringList{expected});

    // One record, the second run's: the default windows and hold, measured on the first run's output.
    const QByteArray twice = readAll(dir.filePath(QStringLiteral("twice.json")));
    QCOMPARE(twice.count("\"cleaned\""), 1);
    QCOMPARE(twice.count("rig-pose-clean/1"), 1);
    const auto twiceRead = sequence::readSequenceFile(dir.filePath(QStringLiteral("twice.json")).toStdString());
    QVERIFY(twiceRead.ok() && twiceRead.value.cleaned);
    const auto& params = (*twiceRead.value.cleaned)["params"];
    QCOMPARE(params["legs"].get<int>(), 5);
    QCOMPARE(params["rest"].get<int>(), 7);
    QCOMPARE(params["hold"]["reach"].get<double>(), 0.03);
    // Its jitter before is the first output's jitter after, up to the positions' rounding at the
    // writer (3 decimals: a second difference moves by at most 0.002 px) and the record's (4).
    const double before = (*twiceRead.value.cleaned)["jitter"]["before"].get<double>();
    QVERIFY2(std::abs(before - jitter.captured(2).toDouble()) <= 0.0021,
             qPrintable(QStringLiteral("%1 against %2").arg(before).arg(jitter.captured(2))));
}

void TestCleanCli::refusalsWriteNothing_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("code");
    QTest::newRow("window 3") << QStringList{QStringLiteral("--legs"), QStringLiteral("3")}
                              << QStringLiteral("CLEAN_WINDOW");
    QTest::newRow("loop too short") << QStringList{QStringLiteral("--loop"), QStringLiteral("--rest"),
                                                   QStringLiteral("101")}
                                    << QStringLiteral("CLEAN_LOOP");
    QTest::newRow("no such person") << QStringList{QStringLiteral("--person"), QStringLiteral("z")}
                                    << QStringLiteral("CLEAN_PERSON");
}

void TestCleanCli::refusalsWriteNothing()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, code);
    QTemporaryDir dir;
    auto run = test::runCli(QStringList{QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(),
                                        QStringLiteral("--out"), QStringLiteral("sub/x.json")} +
                                flags,
                            dir.path());
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(code.toUtf8()), run.err.constData());
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
}

void TestCleanCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("hold on") << QStringList{QStringLiteral("--hold"), QStringLiteral("on")};
    QTest::newRow("speed not a number") << QStringList{QStringLiteral("--hold-speed"), QStringLiteral("fast")};
    QTest::newRow("tuning a hold that is off") << QStringList{QStringLiteral("--hold"), QStringLiteral("off"),
                                                              QStringLiteral("--hold-reach"), QStringLiteral("0.1")};
    QTest::newRow("window not a number") << QStringList{QStringLiteral("--rest"), QStringLiteral("7.5")};
    QTest::newRow("unknown flag") << QStringList{QStringLiteral("--no-such-flag")};
}

void TestCleanCli::usageErrors()
{
    QFETCH(QStringList, flags);
    QTemporaryDir dir;
    auto run = test::runCli(QStringList{QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(),
                                        QStringLiteral("--out"), QStringLiteral("x.json")} +
                                flags,
                            dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.json"))));
}

QTEST_GUILESS_MAIN(TestCleanCli)
#include "tst_clean.moc"
