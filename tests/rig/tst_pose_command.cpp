// rig-pose pose: one line per bone at the setup pose or at a time of an animation; the rig
// directory form reads the motion.json beside it; usage errors exit 2, refusals 1.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

using rigpose::test::runCli;

namespace {

QString data(const char* relative) { return QString::fromStdString(rigpose::test::dataPath(relative)); }

QList<QByteArray> lines(const QByteArray& out) { return out.trimmed().split('\n'); }

}  // namespace

class TestPoseCommand : public QObject {
    Q_OBJECT
private slots:
    void printsTheSetupPose()
    {
        const auto run = runCli({QStringLiteral("pose"), QStringLiteral("--rig"),
                                 QString::fromStdString(rigpose::test::sourcePath("resources/examples/wave/rig"))});
        QCOMPARE(run.exitCode, 0);
        const auto out = lines(run.out);
        QCOMPARE(out.size(), 13);  // the heading and 12 bones
        QCOMPARE(out[0], QByteArray("POSE wave setup"));
        // The left shin hangs from the knee: 45 right of centre, 160 above the floor, pointing down.
        QVERIFY(out[12].startsWith("l_shin x 44.99999"));
        QVERIFY(out[12].contains(" y 160 rotation -89.99999"));
    }

    void printsAnAnimatedPose()
    {
        const auto run = runCli({QStringLiteral("pose"), QStringLiteral("--rig"), data("spine/modes.rig.json"),
                                 QStringLiteral("--motion"), data("spine/modes.motion.json"),
                                 QStringLiteral("--animation"), QStringLiteral("hold"), QStringLiteral("--t"),
                                 QStringLiteral("0.1")});
        QCOMPARE(run.exitCode, 0);
        const auto out = lines(run.out);
        QCOMPARE(out[0], QByteArray("POSE modes animation hold t 0.1"));
        // hold keeps the root at 0 (a stepped key) until 0.3.
        QCOMPARE(out[1], QByteArray("root x 0 y 0 rotation 0 a 1 b 0 c 0 d 1"));
        const auto later = runCli({QStringLiteral("pose"), QStringLiteral("--rig"), data("spine/modes.rig.json"),
                                   QStringLiteral("--motion"), data("spine/modes.motion.json"),
                                   QStringLiteral("--animation"), QStringLiteral("hold"), QStringLiteral("--t"),
                                   QStringLiteral("1")});
        QVERIFY(lines(later.out)[1].startsWith("root x 0 y 0 rotation 10 "));
    }

    void readsTheMotionBesideARigDirectory()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(data("spine/modes.rig.json"), dir.filePath(QStringLiteral("rig.json"))));
        QVERIFY(QFile::copy(data("spine/modes.motion.json"), dir.filePath(QStringLiteral("motion.json"))));
        const auto run = runCli({QStringLiteral("pose"), QStringLiteral("--rig"), dir.path(),
                                 QStringLiteral("--animation"), QStringLiteral("swing"), QStringLiteral("--t"),
                                 QStringLiteral("0.5")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(lines(run.out)[0], QByteArray("POSE modes animation swing t 0.5"));
        // Naming the rig.json itself reads no motion.
        const auto file = runCli({QStringLiteral("pose"), QStringLiteral("--rig"),
                                  dir.filePath(QStringLiteral("rig.json")), QStringLiteral("--animation"),
                                  QStringLiteral("swing")});
        QCOMPARE(file.exitCode, 2);
    }

    void refusesAndRejects()
    {
        QCOMPARE(runCli({QStringLiteral("pose")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("pose"), QStringLiteral("--rig"), data("spine/modes.rig.json"),
                         QStringLiteral("--t"), QStringLiteral("soon")})
                     .exitCode,
                 2);
        const auto missing = runCli({QStringLiteral("pose"), QStringLiteral("--rig"), data("spine/modes.rig.json"),
                                     QStringLiteral("--motion"), data("spine/modes.motion.json"),
                                     QStringLiteral("--animation"), QStringLiteral("fly")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("MOTION_ANIMATION"));
        QVERIFY(missing.err.contains("swing, hold, still"));
        const auto broken = runCli(
            {QStringLiteral("pose"), QStringLiteral("--rig"), data("rig/refusals/RIG_PARENT-unknown.rig.json")});
        QCOMPARE(broken.exitCode, 1);
        QVERIFY(broken.err.startsWith("RIG_PARENT: "));
    }
};

QTEST_GUILESS_MAIN(TestPoseCommand)
#include "tst_pose_command.moc"
