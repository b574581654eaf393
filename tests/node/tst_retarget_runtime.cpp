// The retarget's gated build posed by the official Spine runtime (spine-core 4.3.13 under
// Node.js): every mapped bone's world angle within 0.01° of the picture angle the pose asked
// for (flipped into y up), on every frame of the example wave.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "../retarget/retarget_fixture.h"

using namespace rigpose;

class TestRetargetRuntime : public QObject {
    Q_OBJECT
private slots:
    void everyMappedBoneLandsInTheRuntime()
    {
        const auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        QVERIFY(!run.result.gate.skeletonBytes.empty());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::ofstream(dir.filePath(QStringLiteral("skeleton.json")).toStdString()) << run.result.gate.skeletonBytes;

        const retarget::Targets& targets = run.result.targets;
        nlohmann::json samples = nlohmann::json::array();
        for (std::size_t f = 0; f < targets.frames; ++f) {
            nlohmann::json bones = nlohmann::json::array();
            for (std::size_t b = 0; b < targets.bones.size(); ++b) {
                QCOMPARE(targets.aims[b].kind, map::AimKind::X);  // the runtime check reads x axes
                bones.push_back({run.rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name,
                                 targets.angles[f * targets.bones.size() + b]});
            }
            samples.push_back({{"t", run.result.frameTimes[f]}, {"bones", bones}});
        }
        std::ofstream(dir.filePath(QStringLiteral("targets.json")).toStdString())
            << nlohmann::json{{"animation", "wave"}, {"samples", samples}}.dump();

        QProcess node;
        node.setWorkingDirectory(QStringLiteral(RIGPOSE_NODE_DIR));
        node.start(QStringLiteral(RIGPOSE_NODE_EXECUTABLE),
                   {QStringLiteral(RIGPOSE_NODE_DIR "/check_angles.mjs"), dir.filePath(QStringLiteral("skeleton.json")),
                    dir.filePath(QStringLiteral("targets.json")), QStringLiteral("0.01")});
        QVERIFY(node.waitForFinished(120000));
        const QByteArray out = node.readAllStandardOutput() + node.readAllStandardError();
        qInfo("%s", out.trimmed().constData());
        QVERIFY2(node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0, out.constData());
    }
};

QTEST_GUILESS_MAIN(TestRetargetRuntime)
#include "tst_retarget_runtime.moc"
