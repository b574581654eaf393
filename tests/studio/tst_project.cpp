// The project file (rigpose-project/1): the bundled example, a round trip with relative paths,
// one refusal per kind of mistake. The document's edits are tst_document and tst_undo.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "project.h"
#include "testutils.h"

using namespace rigpose::studio;

namespace {

QString example(const char* relative)
{
    return QDir::cleanPath(QString::fromStdString(rigpose::test::sourcePath("resources/examples/wave/")) +
                           QString::fromLatin1(relative));
}

}  // namespace

class TestProject : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void readsTheExample()
    {
        const auto read = readProjectFile(example("wave.rigpose.json"));
        QVERIFY(read.ok());
        const Project& p = read.value;
        QCOMPARE(p.sequence, example("pose.raw.json"));
        QCOMPARE(p.rig, example("rig"));
        QCOMPARE(p.map, example("map.json"));
        QVERIFY(p.frames.isEmpty());
        QCOMPARE(p.clean.legs, 1);
        QCOMPARE(p.clean.rest, 1);
        QVERIFY(p.clean.hold);
        QCOMPARE(p.clean.holdParams.minSeconds, 0.5);
        QCOMPARE(p.clean.holdParams.blend, 6);
        QVERIFY(!p.clean.depth);
        QCOMPARE(p.retarget.name, std::string("wave"));
        QCOMPARE(p.retarget.minScore, 0.3);
        QVERIFY(!p.retarget.person);
    }

    void roundTripsWithRelativePaths()
    {
        QTemporaryDir dir;
        Project p;
        p.sequence = dir.filePath(QStringLiteral("clips/walk.pose.json"));
        p.rig = dir.filePath(QStringLiteral("rigs/stick"));
        p.map = dir.filePath(QStringLiteral("walk.map.json"));
        p.frames = dir.filePath(QStringLiteral("clips/frames"));
        p.clean.legs = 5;
        p.clean.hold = false;
        p.clean.depth = rigpose::clean::Gait::Run;
        p.clean.person = "b";
        p.retarget.name = "walk";
        p.retarget.minScore = 0.45;
        const QString path = dir.filePath(QStringLiteral("walk.rigpose.json"));
        QVERIFY(!writeProjectFile(p, path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        // Paths are stored relative to the project file, so the folder can move.
        QVERIFY2(text.contains("\"sequence\": \"clips/walk.pose.json\""), text.constData());
        QVERIFY(text.contains("\"hold\": \"off\""));
        QVERIFY(text.contains("\"gait\": \"run\""));
        QVERIFY(!text.contains(dir.path().toUtf8()));
        const auto read = readProjectFile(path);
        QVERIFY(read.ok());
        QVERIFY(read.value == p);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("{") << "PROJECT_JSON"
                                  << "not a JSON object";
        QTest::newRow("no spec") << QByteArray("{}") << "PROJECT_SPEC"
                                 << "missing";
        QTest::newRow("other spec") << QByteArray(R"({"spec":"rig-pose-map/1"})") << "PROJECT_SPEC"
                                    << "rig-pose-map/1";
        QTest::newRow("window 3") << QByteArray(R"({"spec":"rigpose-project/1","clean":{"legs":3}})") << "PROJECT_FIELD"
                                  << "clean.legs is 3";
        QTest::newRow("hold word") << QByteArray(R"({"spec":"rigpose-project/1","clean":{"hold":"on"}})")
                                   << "PROJECT_FIELD"
                                   << "clean.hold";
        QTest::newRow("score text") << QByteArray(R"({"spec":"rigpose-project/1","retarget":{"minScore":"high"}})")
                                    << "PROJECT_FIELD"
                                    << "retarget.minScore must be";
        QTest::newRow("path number") << QByteArray(R"({"spec":"rigpose-project/1","rig":7})") << "PROJECT_FIELD"
                                     << "rig must be a path";
        QTest::newRow("gait") << QByteArray(R"({"spec":"rigpose-project/1","clean":{"depth":{"gait":"crawl"}}})")
                              << "PROJECT_FIELD"
                              << "clean.depth";
    }

    void refusals()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        QFETCH(QString, says);
        const auto read = readProjectText(text.toStdString(), QDir::tempPath(), QStringLiteral("x.rigpose.json"));
        QVERIFY(!read.ok());
        const rigpose::Refusal& r = read.refusals.items().front();
        QCOMPARE(QString::fromStdString(r.code), code);
        QVERIFY2(QString::fromStdString(r.message).startsWith(QStringLiteral("x.rigpose.json: ")), r.message.c_str());
        QVERIFY2(QString::fromStdString(r.message).contains(says), r.message.c_str());
    }

    void aMissingFileIsRefused()
    {
        const auto read = readProjectFile(QStringLiteral("/nonexistent/a.rigpose.json"));
        QVERIFY(read.refusals.has("PROJECT_READ"));
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestProject test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_project.moc"
