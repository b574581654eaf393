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
#include "testutils.h"

using namespace rigpose;

namespace {

// Every key time of the animation's bone timelines, the midpoints between them, and times
// before the first key and past the last.
std::vector<double> sampleTimes(const motion::CompiledAnimation& animation)
{
    std::vector<double> keys;
    for (const motion::BoneTimeline& t : animation.boneTimelines)
        for (const motion::TimelineKey& k : t.keys)
            keys.push_back(k.time);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    std::vector<double> times{0};
    for (std::size_t i = 0; i < keys.size(); ++i) {
        times.push_back(keys[i]);
        if (i + 1 < keys.size())
            times.push_back((keys[i] + keys[i + 1]) / 2);
    }
    times.push_back((keys.empty() ? 0 : keys.back()) + 0.25);
    return times;
}

nlohmann::json bonesJson(const rig::Rig& rig, const std::vector<rig::WorldTransform>& world)
{
    nlohmann::json bones = nlohmann::json::array();
    for (std::size_t i = 0; i < world.size(); ++i) {
        const auto& w = world[i];
        bones.push_back({rig.bones[i].name, w.worldX, w.worldY, w.a, w.b, w.c, w.d});
    }
    return bones;
}

// Our poses of the setup and of every animation, in the shape compare_poses.mjs reads.
nlohmann::json ourPoses(const rig::Rig& rig, const motion::Motion* motion, int& sampleCount)
{
    const rig::Poser poser(rig);
    nlohmann::json animations = nlohmann::json::array();
    animations.push_back({{"name", ""}, {"samples", {{{"t", 0}, {"bones", bonesJson(rig, poser.setupWorld())}}}}});
    sampleCount = 1;
    if (!motion)
        return {{"animations", animations}};
    std::vector<rig::LocalPose> locals(rig.bones.size());
    for (const motion::Animation& a : motion->animations) {
        auto compiled = motion::compileAnimation(rig, *motion, a);
        if (!compiled.ok())
            continue;
        const motion::BoneAnimation animation(compiled.value);
        nlohmann::json samples = nlohmann::json::array();
        for (double t : sampleTimes(compiled.value)) {
            animation.apply(t, poser.setupPose(), locals);
            samples.push_back({{"t", t}, {"bones", bonesJson(rig, poser.worldTransforms(locals))}});
            ++sampleCount;
        }
        animations.push_back({{"name", a.name}, {"samples", samples}});
    }
    return {{"animations", animations}};
}

}  // namespace

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
        const nlohmann::json poses = ourPoses(rig.value, motion ? &motion->value : nullptr, samples);
        std::ofstream(dir.filePath(QStringLiteral("poses.json")).toStdString()) << poses.dump();

        QProcess node;
        node.setWorkingDirectory(QStringLiteral(RIGPOSE_NODE_DIR));
        node.start(
            QStringLiteral(RIGPOSE_NODE_EXECUTABLE),
            {QStringLiteral(RIGPOSE_NODE_DIR "/compare_poses.mjs"), dir.filePath(QStringLiteral("skeleton.json")),
             dir.filePath(QStringLiteral("poses.json")), QStringLiteral("1e-4")});
        QVERIFY(node.waitForFinished(120000));
        const QByteArray out = node.readAllStandardOutput() + node.readAllStandardError();
        qInfo("%d poses: %s", samples, out.trimmed().constData());
        QVERIFY2(node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0, out.constData());
    }
};

QTEST_GUILESS_MAIN(TestRuntime)
#include "tst_runtime.moc"
