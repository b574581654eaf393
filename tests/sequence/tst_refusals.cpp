// Every refusal the sequence readers name, each triggered by its own malformed fixture
// (tests/data/malformed/cases.tsv lists file, code, a fragment of the message and, in a fourth
// column, where the refusal points: frame=, chain=, bone=; none when absent). The same list
// holds the JSON policy's fixtures for the other core readers (rig, map, motion, pelvis keys, the studio's recovery file's text),
// dispatched on the file's prefix; project- rows are the studio's (tests/studio/tst_project_json).

#include <QFile>
#include <QTest>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/reader.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/project/recovery_file.h"
#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "malformed_cases.h"
#include "testutils.h"

using namespace rigpose;

class TestRefusals : public QObject {
    Q_OBJECT
private slots:
    void malformedFile_data();
    void malformedFile();
    void missingFileIsRefusedByName();
    void aValidFileHasNoRefusal();
    void everyProblemIsReportedInOnePass();
    void fastAndValidatingPathsAgree_data();
    void fastAndValidatingPathsAgree();
};

void TestRefusals::fastAndValidatingPathsAgree_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("CMU dance, noisy") << QString::fromStdString(test::dataPath("cmu/05_07-front-24.noisy.pose.json"));
    QTest::newRow("wave example, raw") << QString::fromStdString(
        test::sourcePath("resources/examples/wave/pose.raw.json"));
    QTest::newRow("wave example, cleaned")
        << QString::fromStdString(test::sourcePath("resources/examples/wave/pose.json"));
    QFile cases(QString::fromStdString(test::dataPath("malformed/cases.tsv")));
    QVERIFY(cases.open(QIODevice::ReadOnly));
    while (!cases.atEnd()) {
        const QString file = QString::fromUtf8(cases.readLine()).section(u'\t', 0, 0);
        if (file.startsWith(QStringLiteral("pose-")))
            QTest::newRow(qPrintable(file)) << QString::fromStdString(test::dataPath("malformed/")) + file;
    }
}

void TestRefusals::fastAndValidatingPathsAgree()
{
    // The token fast path must read exactly what the validating path reads, and refuse
    // exactly what it refuses (it hands anything unusual over).
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string bytes = file.readAll().toStdString();
    auto fast = sequence::readSequenceText(bytes, "f.json", sequence::FramePath::Fast);
    auto slow = sequence::readSequenceText(bytes, "f.json", sequence::FramePath::ValidatingOnly);
    QCOMPARE(fast.refusals.total(), slow.refusals.total());
    for (std::size_t i = 0; i < fast.refusals.items().size(); ++i)
        QCOMPARE(fast.refusals.items()[i], slow.refusals.items()[i]);
    if (fast.ok())
        QVERIFY(fast.value == slow.value);
}

void TestRefusals::malformedFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<QString>("place");  // as the table writes it, empty for nowhere
    bool wellFormed = false;
    int rows = 0;
    for (const auto& row : test::malformedCases({}, &wellFormed)) {
        if (row.file.startsWith(QStringLiteral("project-")))
            continue;  // the studio's reader: tests/studio/tst_project_json.cpp
        QTest::newRow(qPrintable(row.file))
            << row.file << row.code << row.fragment << (row.place.empty() ? QString() : test::placeText(row.place));
        ++rows;
    }
    QVERIFY(wellFormed);
    QVERIFY(rows >= 40);
}

void TestRefusals::malformedFile()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(QString, fragment);
    QFETCH(QString, place);
    const std::string path = test::dataPath(("malformed/" + file.toStdString()).c_str());
    RefusalList refusals;
    if (file.startsWith(QStringLiteral("coco-"))) {
        refusals = sequence::readCocoFile(path).refusals;
    } else if (file.startsWith(QStringLiteral("pose-"))) {
        refusals = sequence::readSequenceFile(path).refusals;
    } else if (file.startsWith(QStringLiteral("rig-"))) {
        refusals = rig::readRigFile(path).refusals;
    } else if (file.startsWith(QStringLiteral("map-"))) {
        const auto rig = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json"));
        QVERIFY(rig.ok());
        refusals = map::readMapFile(path, rig.value).refusals;
    } else if (file.startsWith(QStringLiteral("motion-"))) {
        refusals = motion::readMotionFile(path, nullptr).refusals;
    } else if (file.startsWith(QStringLiteral("pelvis-"))) {
        refusals = pelvis::readPelvisKeysFile(path, 10).refusals;
    } else if (file.startsWith(QStringLiteral("contact-"))) {
        refusals = legs::readContactKeysFile(path, 10).refusals;
    } else if (file.startsWith(QStringLiteral("camera-"))) {
        refusals = camera::readCameraKeysFile(path, 10).refusals;
    } else if (file.startsWith(QStringLiteral("merge-"))) {
        refusals = idle::readFragmentFile(path).refusals;
    } else if (file.startsWith(QStringLiteral("mpfb-pose-"))) {
        refusals = r3d::readMpfbPoseFile(path).refusals;
    } else if (file.startsWith(QStringLiteral("recovery-"))) {
        refusals = project::readRecoveryText(test::readAll(QString::fromStdString(path)).toStdString(), path).refusals;
    } else {
        QFAIL(qPrintable(QStringLiteral("no reader for the prefix of ") + file));
    }
    QVERIFY2(!refusals.empty(), "the malformed file was accepted");
    bool found = false;
    QStringList seen;
    for (const Refusal& r : refusals.items()) {
        seen << QString::fromStdString(r.code + ": " + r.message);
        if (QString::fromStdString(r.code) == code && QString::fromStdString(r.message).contains(fragment)) {
            found = true;
            QVERIFY2(r.message.rfind(path, 0) == 0, "the message does not start with the file's name");
            // Where it points, for the studio: the table's fourth column, or nowhere.
            const QString expected = place.isEmpty() ? QStringLiteral("(nowhere)") : place;
            QVERIFY2(test::placeText(r.place) == expected,
                     qPrintable(QStringLiteral("points at %1, not %2: %3")
                                    .arg(test::placeText(r.place), expected, QString::fromStdString(r.message))));
        }
    }
    QVERIFY2(found,
             qPrintable(QStringLiteral("expected %1 with \"%2\"; got:\n%3").arg(code, fragment, seen.join(u'\n'))));
}

void TestRefusals::missingFileIsRefusedByName()
{
    auto loaded = sequence::readSequenceFile("/nonexistent/pose.json");
    QVERIFY(loaded.refusals.has("POSE_READ"));
    auto coco = sequence::readCocoFile("/nonexistent/coco.json");
    QVERIFY(coco.refusals.has("COCO_READ"));
}

void TestRefusals::aValidFileHasNoRefusal()
{
    const std::string text =
        R"({"spec":"rig-pose-sequence/1.3","space":{"units":"picture-px","origin":"top-left","y":"down"},
        "width":10,"height":10,"frames":[{"t":0,"people":[]},{"t":0.5,"people":[{"id":"a","joints":{}}]}]})";
    // A newer minor is read when every key it carries is one this reader knows.
    auto loaded = sequence::readSequenceText(text, "ok.json");
    QVERIFY2(loaded.ok(), loaded.refusals.empty() ? "" : loaded.refusals.items().front().message.c_str());
    QCOMPARE(loaded.value.frames.size(), std::size_t(2));
}

void TestRefusals::everyProblemIsReportedInOnePass()
{
    const std::string text =
        R"({"spec":"rig-pose-sequence/1","space":{"units":"picture-px","origin":"top-left","y":"down"},
        "width":10,"height":10,"travel":"moving","frames":[
        {"t":0,"people":[{"id":"a","joints":{"elbow":{"state":"observed","at":[1,1]}}}]},
        {"t":0,"people":[{"id":"a","joints":{"neck":{"state":"inferred"}}}]}]})";
    auto loaded = sequence::readSequenceText(text, "many.json");
    QVERIFY(loaded.refusals.has("POSE_TRAVEL"));
    QVERIFY(loaded.refusals.has("POSE_JOINT"));
    QVERIFY(loaded.refusals.has("POSE_TIME"));
    QVERIFY(loaded.refusals.has("POSE_JOINT_AT"));
    QCOMPARE(loaded.refusals.total(), std::size_t(4));
}

QTEST_GUILESS_MAIN(TestRefusals)
#include "tst_refusals.moc"
