// --leg-scale's keys as the official Spine runtime (spine-core under Node.js) plays them (issue
// 38): a noisy CMU dance turned 40°, its feet planted and its legs scaled, posed by the runtime at
// every key time matches our evaluator to 1e-4, and every scaled bone's world x axis is the share
// of its setup length the run asked for, within 1e-4, with every mapped bone on its angle.

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "../retarget/retarget_fixture.h"
#include "rigpose/clean/clean.h"
#include "rigpose/sequence/reader.h"
#include "our_poses.h"
#include "testutils.h"

using namespace rigpose;

class TestLegScaleRuntime : public QObject {
    Q_OBJECT
private slots:
    void theRuntimePlaysTheScaledLegs()
    {
        const sequence::Sequence seq =
            clean::cleanSequence(
                sequence::readSequenceFile(test::dataPath("cmu/05_07-turn40-24.noisy.pose.json")).value,
                clean::CleanOptions{})
                .sequence;
        retarget::Inputs in = test::exampleInputs(seq, "legs");
        in.options.plantFeet = true;
        in.options.legScale = std::pair{0.8, 1.05};
        const retarget::Result r = retarget::retarget(in);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet && r.feet->legScale);
        std::size_t clamped = 0;
        for (const legs::LegScaleSegment& s : r.feet->legScale->segments)
            clamped += s.clamped.size();
        QVERIFY(clamped > 0);  // the clamps are played too, not only scales near 1

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString skeleton = dir.filePath(QStringLiteral("skeleton.json"));
        std::ofstream(skeleton.toStdString()) << r.gate.skeletonBytes;
        int samples = 0;
        std::ofstream(dir.filePath(QStringLiteral("poses.json")).toStdString())
            << test::ourPoses(*in.rig, &r.motion, samples).dump();
        const test::NodeRun same = test::runNode(
            "compare_poses.mjs", {skeleton, dir.filePath(QStringLiteral("poses.json")), QStringLiteral("1e-4")});
        qInfo("%d poses: %s", samples, same.output.trimmed().constData());
        QVERIFY2(same.passed, same.output.constData());

        // Every scale target the gate lands: the runtime's world length against the asked share.
        nlohmann::json scales = nlohmann::json::array();
        for (std::size_t f = 0; f < r.targets.frames; ++f) {
            nlohmann::json bones = nlohmann::json::array();
            for (const stage::ScaleTarget& t : r.targets.scales)
                bones.push_back({in.rig->bones[static_cast<std::size_t>(t.bone)].name, t.lengths[f]});
            scales.push_back({{"t", r.frameTimes[f]}, {"bones", bones}});
        }
        std::ofstream(dir.filePath(QStringLiteral("scales.json")).toStdString())
            << nlohmann::json{{"animation", "legs"}, {"samples", scales}}.dump();
        const test::NodeRun lengths = test::runNode("check_scales.mjs",
                                                    {skeleton, dir.filePath(QStringLiteral("scales.json"))});
        qInfo("%s", lengths.output.trimmed().constData());
        QVERIFY2(lengths.passed, lengths.output.constData());

        nlohmann::json angles = nlohmann::json::array();
        for (std::size_t f = 0; f < r.targets.frames; ++f) {
            nlohmann::json bones = nlohmann::json::array();
            for (std::size_t b = 0; b < r.targets.bones.size(); ++b)
                bones.push_back({in.rig->bones[static_cast<std::size_t>(r.targets.bones[b].bone)].name,
                                 r.targets.angles[f * r.targets.bones.size() + b]});
            angles.push_back({{"t", r.frameTimes[f]}, {"bones", bones}});
        }
        std::ofstream(dir.filePath(QStringLiteral("angles.json")).toStdString())
            << nlohmann::json{{"animation", "legs"}, {"samples", angles}}.dump();
        const test::NodeRun aimed = test::runNode("check_angles.mjs",
                                                  {skeleton, dir.filePath(QStringLiteral("angles.json"))});
        qInfo("%s", aimed.output.trimmed().constData());
        QVERIFY2(aimed.passed, aimed.output.constData());
    }
};

QTEST_GUILESS_MAIN(TestLegScaleRuntime)
#include "tst_leg_scale_runtime.moc"
