// Our GLB read by an independent glTF reader (glTF Transform 4.5.1 under Node.js): CMU's walk on
// its own skeleton and baked onto MPFB's default rig puts every joint of the skin, at every key
// of the animation, where posedWorld puts it, within what float32 keeps of the largest coordinate.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>

#include <nlohmann/json.hpp>

#include "rigpose/r3d/bake.h"
#include "rigpose/r3d/gltf.h"
#include "rigpose/r3d/mpfb_rig.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

Bvh walk()
{
    auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
    if (!read.ok())
        qFatal("the walk does not read: %s", read.refusals.items().front().message.c_str());
    return read.value;
}

Skeleton3 mpfbDefault()
{
    auto read = readMpfbRigFile(test::dataPath("r3d/mpfb-default.rig.json"));
    if (!read.ok())
        qFatal("the MPFB default rig does not read: %s", read.refusals.items().front().message.c_str());
    return read.value;
}

}  // namespace

class TestGltfRuntime : public QObject {
    Q_OBJECT
private slots:
    void jointsLandWhereWePoseThem_data()
    {
        QTest::addColumn<bool>("baked");
        QTest::newRow("cmu-walk") << false;
        QTest::newRow("walk-baked-onto-mpfb-default") << true;
    }

    void jointsLandWhereWePoseThem()
    {
        QFETCH(bool, baked);
        const Bvh bvh = walk();
        Skeleton3 skeleton = skeletonOf(bvh);
        Clip3 clip = clipOf(bvh);
        if (baked) {
            const Skeleton3 target = mpfbDefault();
            const auto onTarget = bake(clip, skeleton, target);
            QVERIFY2(onTarget.ok(), onTarget.ok() ? "" : onTarget.refusals.items().front().message.c_str());
            skeleton = bakedSkeleton(target, {});
            clip = onTarget.value;
        }
        QCOMPARE(clip.bones, skeleton.bones.size());
        QVERIFY(clip.frames > 1);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("walk.glb"));
        std::ofstream(path.toStdString(), std::ios::binary) << glbBytes(skeleton, clip, "walk");

        QProcess node;
        node.setWorkingDirectory(QStringLiteral(RIGPOSE_NODE_DIR));
        node.start(QStringLiteral(RIGPOSE_NODE_EXECUTABLE),
                   {QStringLiteral(RIGPOSE_NODE_DIR "/gltf_joints.mjs"), path});
        QVERIFY(node.waitForFinished(120000));
        const QByteArray out = node.readAllStandardOutput(), err = node.readAllStandardError();
        QVERIFY2(node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0, err.constData());
        const nlohmann::json read = nlohmann::json::parse(out.toStdString(), nullptr, false);
        QVERIFY2(read.is_object(), out.left(200).constData());

        QCOMPARE(read.at("animation").get<std::string>(), std::string("walk"));
        const auto& joints = read.at("joints");
        QCOMPARE(joints.size(), skeleton.bones.size());
        for (std::size_t j = 0; j < joints.size(); ++j)
            QCOMPARE(joints[j].get<std::string>(), skeleton.bones[j].name);
        const auto& times = read.at("times");
        const auto& frames = read.at("frames");
        QCOMPARE(times.size(), clip.frames);
        QCOMPARE(frames.size(), clip.frames);

        // float32 keeps about seven digits of a coordinate, and the walker's travel makes the
        // root's the largest, so the bound scales with the largest coordinate any joint reaches.
        double worst = 0, extent = 0;
        std::size_t worstFrame = 0, worstJoint = 0;
        for (std::size_t f = 0; f < clip.frames; ++f) {
            QVERIFY(std::abs(times[f].get<double>() - static_cast<double>(f) * clip.frameTime) < 1e-6);
            const auto ours = posedWorld(skeleton, clip, f);
            QCOMPARE(frames[f].size(), ours.size());
            for (std::size_t j = 0; j < ours.size(); ++j) {
                const auto& p = frames[f][j];
                const Eigen::Vector3d theirs(p.at(0).get<double>(), p.at(1).get<double>(), p.at(2).get<double>());
                extent = std::max(extent, ours[j].translation().lpNorm<Eigen::Infinity>());
                const double off = (theirs - ours[j].translation()).norm();
                if (off > worst) {
                    worst = off;
                    worstFrame = f;
                    worstJoint = j;
                }
            }
        }
        const double tolerance = 1e-5 * std::max(1.0, extent);
        qInfo("%zu frames x %zu joints: worst %.3g (\"%s\", frame %zu), largest coordinate %.4g, bound %.3g",
              clip.frames, skeleton.bones.size(), worst, skeleton.bones[worstJoint].name.c_str(), worstFrame, extent,
              tolerance);
        QVERIFY2(worst <= tolerance, qPrintable(QString::number(worst)));
    }
};

QTEST_GUILESS_MAIN(TestGltfRuntime)
#include "tst_gltf_runtime.moc"
