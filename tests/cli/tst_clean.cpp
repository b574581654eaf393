// rig-pose clean as a user runs it: lines, files, exit codes, and the same bytes every time.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

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
    void refusalsWriteNothing_data();
    void refusalsWriteNothing();
    void usageErrors_data();
    void usageErrors();
};

void TestCleanCli::cleansCocoInOneStep()
{
    QTemporaryDir dir;
    const QString coco = QString::fromStdString(test::sharedPath("fixtures/cmu/seq/05_04-front-24.noisy.coco.json"));
    auto run = test::runCli({QStringLiteral("clean"), QStringLiteral("--coco"), coco, QStringLiteral("--out"),
                             QStringLiteral("out/dance.json")}, dir.path());
    QCOMPARE(run.exitCode, 0);
    for (const char* tag : {"\nSPIKES ", "\nCLEAN windows legs 5, rest 7", "made directory out", "wrote out/dance.json"})
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
        auto run = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(), QStringLiteral("--loop"),
                                 QStringLiteral("--out"), QString::fromUtf8(out)}, dir.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("TRAVEL in-place"));
    }
    QCOMPARE(readAll(dir.filePath(QStringLiteral("a.json"))), readAll(dir.filePath(QStringLiteral("b/a.json"))));
}

void TestCleanCli::refusalsWriteNothing_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("code");
    QTest::newRow("window 3") << QStringList{QStringLiteral("--legs"), QStringLiteral("3")} << QStringLiteral("CLEAN_WINDOW");
    QTest::newRow("loop too short") << QStringList{QStringLiteral("--loop"), QStringLiteral("--rest"), QStringLiteral("101")}
                                    << QStringLiteral("CLEAN_LOOP");
    QTest::newRow("no such person") << QStringList{QStringLiteral("--person"), QStringLiteral("z")} << QStringLiteral("CLEAN_PERSON");
}

void TestCleanCli::refusalsWriteNothing()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, code);
    QTemporaryDir dir;
    auto run = test::runCli(QStringList{QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(), QStringLiteral("--out"),
                                        QStringLiteral("sub/x.json")} + flags, dir.path());
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(code.toUtf8()), run.err.constData());
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
}

void TestCleanCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("hold on") << QStringList{QStringLiteral("--hold"), QStringLiteral("on")};
    QTest::newRow("speed not a number") << QStringList{QStringLiteral("--hold-speed"), QStringLiteral("fast")};
    QTest::newRow("tuning a hold that is off")
        << QStringList{QStringLiteral("--hold"), QStringLiteral("off"), QStringLiteral("--hold-reach"), QStringLiteral("0.1")};
    QTest::newRow("window not a number") << QStringList{QStringLiteral("--rest"), QStringLiteral("7.5")};
    QTest::newRow("unknown flag") << QStringList{QStringLiteral("--no-such-flag")};
}

void TestCleanCli::usageErrors()
{
    QFETCH(QStringList, flags);
    QTemporaryDir dir;
    auto run = test::runCli(QStringList{QStringLiteral("clean"), QStringLiteral("--pose"), wavePose(), QStringLiteral("--out"),
                                        QStringLiteral("x.json")} + flags, dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.json"))));
}

QTEST_GUILESS_MAIN(TestCleanCli)
#include "tst_clean.moc"
