// rig-pose convert end to end, as a user runs it: exit codes, what is written, and that a
// refused run writes nothing.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "rigpose/sequence/reader.h"
#include "testutils.h"

using namespace rigpose;

class TestConvert : public QObject {
    Q_OBJECT
private slots:
    void convertsCocoAndTheOutputReads();
    void refusedRunWritesNothing_data();
    void refusedRunWritesNothing();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void outputUnderAFileIsArgPath();
    void helpAndVersion();
};

void TestConvert::convertsCocoAndTheOutputReads()
{
    QTemporaryDir dir;
    const QString coco = QString::fromStdString(test::dataPath("cmu/05_07-front-24.noisy.coco.json"));
    auto run = test::runCli({QStringLiteral("convert"), QStringLiteral("--coco"), coco, QStringLiteral("--out"),
                             QStringLiteral("new/pose.json")},
                            dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("239 frames"));
    QVERIFY(run.out.contains("made directory new"));
    QVERIFY(run.out.contains("wrote new/pose.json"));
    auto read = sequence::readSequenceFile(dir.filePath(QStringLiteral("new/pose.json")).toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read.value.frames.size(), std::size_t(239));
    QCOMPARE(read.value.frames[10].people[0].id, std::string("a"));
    // Converting our own output again changes no byte.
    auto again = test::runCli({QStringLiteral("convert"), QStringLiteral("--pose"), QStringLiteral("new/pose.json"),
                               QStringLiteral("--out"), QStringLiteral("again.json")},
                              dir.path());
    QCOMPARE(again.exitCode, 0);
    QFile a(dir.filePath(QStringLiteral("new/pose.json"))), b(dir.filePath(QStringLiteral("again.json")));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(a.readAll(), b.readAll());
}

void TestConvert::refusedRunWritesNothing_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("code");
    QTest::newRow("COCO keypoints") << QStringLiteral("--coco") << QStringLiteral("coco-keypoints-count.json")
                                    << QStringLiteral("COCO_KEYPOINTS");
    QTest::newRow("COCO bad JSON") << QStringLiteral("--coco") << QStringLiteral("coco-json.json")
                                   << QStringLiteral("COCO_JSON");
    QTest::newRow("pose given as COCO") << QStringLiteral("--coco") << QStringLiteral("pose-travel.json")
                                        << QStringLiteral("COCO_FORMAT");
    QTest::newRow("sequence travel") << QStringLiteral("--pose") << QStringLiteral("pose-travel.json")
                                     << QStringLiteral("POSE_TRAVEL");
}

void TestConvert::refusedRunWritesNothing()
{
    QFETCH(QString, flag);
    QFETCH(QString, fixture);
    QFETCH(QString, code);
    QTemporaryDir dir;
    const QString input = QString::fromStdString(test::dataPath("malformed/")) + fixture;
    auto run = test::runCli(
        {QStringLiteral("convert"), flag, input, QStringLiteral("--out"), QStringLiteral("sub/out.json")}, dir.path());
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QByteArray(code.toUtf8() + ": ")), run.err.constData());
    QVERIFY(run.err.contains("nothing was written"));
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
}

void TestConvert::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no out") << QStringList{QStringLiteral("convert"), QStringLiteral("--coco"),
                                           QStringLiteral("x.json")};
    QTest::newRow("both inputs") << QStringList{
        QStringLiteral("convert"), QStringLiteral("--coco"), QStringLiteral("a"), QStringLiteral("--pose"),
        QStringLiteral("b"),       QStringLiteral("--out"),  QStringLiteral("c")};
    QTest::newRow("unknown flag") << QStringList{QStringLiteral("convert"), QStringLiteral("--cocoa"),
                                                 QStringLiteral("x")};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("transmogrify")};
    QTest::newRow("value missing") << QStringList{QStringLiteral("convert"), QStringLiteral("--out")};
}

void TestConvert::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    auto run = test::runCli(arguments, dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("--help"));
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
}

void TestConvert::outputUnderAFileIsArgPath()
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString coco = QString::fromStdString(test::dataPath("cmu/05_04-front-24.noisy.coco.json"));
    auto run = test::runCli({QStringLiteral("convert"), QStringLiteral("--coco"), coco, QStringLiteral("--out"),
                             QStringLiteral("blocker/pose.json")},
                            dir.path());
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.startsWith("ARG_PATH: "));
}

void TestConvert::helpAndVersion()
{
    auto help = test::runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("convert"));
    auto commandHelp = test::runCli({QStringLiteral("convert"), QStringLiteral("--help")});
    QCOMPARE(commandHelp.exitCode, 0);
    QVERIFY(commandHelp.out.contains("--coco"));
    auto version = test::runCli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("rig-pose " RIGPOSE_VERSION));
}

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
