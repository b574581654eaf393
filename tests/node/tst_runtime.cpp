// The real-client check: each fixture is compiled to Spine JSON by core/spine, then posed by
// the official runtime (spine-core 4.3.13 under Node.js) at every key time and half way
// between keys, and every bone's world x, y, a, b, c, d must equal our Poser's to 1e-4.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/rig/reader.h"
#include "rigpose/spine/build.h"
#include "our_poses.h"
#include "testutils.h"

using namespace rigpose;

class TestRuntime : public QObject {
    Q_OBJECT
private slots:
    void posesMatchTheOfficialRuntime_data()
    {
        QTest::addColumn<QString>("rigPath");
        QTest::addColumn<QString>("motionPath");
        QTest::addColumn<QString>("imagesDir");
        const auto data = [](const char* p) { return QString::fromStdString(test::dataPath(p)); };
        QTest::newRow("modes") << data("spine/modes.rig.json") << data("spine/modes.motion.json") << QString();
        QTest::newRow("modes-setup") << data("spine/modes.rig.json") << QString() << QString();
        QTest::newRow("pendulum") << data("rigc/bench/runs/2026-08-23-rung3-2/pendulum.rig.json")
                                  << data("rigc/bench/runs/2026-08-23-rung3-2/pendulum.motion.json")
                                  << data("spine/images/pendulum");
        QTest::newRow("drop") << data("rigc/bench/runs/2026-08-23-rung1-1/drop.rig.json")
                              << data("rigc/bench/runs/2026-08-23-rung1-1/drop.motion.json")
                              << data("spine/images/drop");
        QTest::newRow("squash") << data("rigc/gallery/squash/rig.json") << data("rigc/gallery/squash/motion.json")
                                << data("spine/images/squash");
        QTest::newRow("wave-example") << QString::fromStdString(
                                             test::sourcePath("resources/examples/wave/rig/rig.json"))
                                      << QString() << QString();
    }

    void posesMatchTheOfficialRuntime()
    {
        QFETCH(QString, rigPath);
        QFETCH(QString, motionPath);
        QFETCH(QString, imagesDir);
        auto rig = rig::readRigFile(rigPath.toStdString());
        QVERIFY2(rig.ok(), rig.refusals.items().empty() ? "" : rig.refusals.items()[0].message.c_str());
        std::optional<Loaded<motion::Motion>> motion;
        if (!motionPath.isEmpty()) {
            motion = motion::readMotionFile(motionPath.toStdString(), &rig.value);
            QVERIFY2(motion->ok(), motion->refusals.items().empty() ? "" : motion->refusals.items()[0].message.c_str());
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        spine::BuildInputs inputs{
            &rig.value, motion ? &motion->value : nullptr,
            imagesDir.isEmpty() ? spine::imagesDirOf(rig.value, rigPath.toStdString()) : imagesDir.toStdString(),
            dir.path().toStdString()};
        auto build = spine::compileBuild(inputs);
        QVERIFY2(build.ok(), build.refusals.items().empty() ? "" : build.refusals.items()[0].message.c_str());
        QVERIFY(spine::writeBuild(dir.path().toStdString(), build.value).empty());

        int samples = 0;
        const nlohmann::json poses = test::ourPoses(rig.value, motion ? &motion->value : nullptr, samples);
        std::ofstream(dir.filePath(QStringLiteral("poses.json")).toStdString()) << poses.dump();

        const test::NodeRun node = test::runNode("compare_poses.mjs",
                                                 {dir.filePath(QStringLiteral("skeleton.json")),
                                                  dir.filePath(QStringLiteral("poses.json")), QStringLiteral("1e-4")});
        qInfo("%d poses: %s", samples, node.output.trimmed().constData());
        QVERIFY2(node.passed, node.output.constData());
    }
};

QTEST_GUILESS_MAIN(TestRuntime)
#include "tst_runtime.moc"
