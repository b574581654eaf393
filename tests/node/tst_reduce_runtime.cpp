// --reduce's curves as the official Spine runtime (spine-core under Node.js) plays them (issue
// 37): the reduced build posed at every key time and half way between keys matches our evaluator
// to 1e-4 (so the Bézier spans are read the runtime's way), and on every pose frame each mapped
// bone's world angle in the runtime is within its tolerance of the angle the dense run was asked
// for: the wave, and a noisy CMU dance turned 40° with its feet planted.

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "../retarget/retarget_fixture.h"
#include "rigpose/clean/clean.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/stage/reduce_text.h"
#include "our_poses.h"
#include "testutils.h"

using namespace rigpose;

namespace {

// The angles the dense run was asked for, each bone with the tolerance its landing holds it to
// (0.01° + its own), as check_angles.mjs reads them.
nlohmann::json askedAngles(const retarget::Result& r, const rig::Rig& rig)
{
    const retarget::Targets& targets = r.targets;
    nlohmann::json samples = nlohmann::json::array();
    for (std::size_t f = 0; f < targets.frames; ++f) {
        nlohmann::json bones = nlohmann::json::array();
        for (std::size_t b = 0; b < targets.bones.size(); ++b)
            bones.push_back({rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name,
                             targets.angles[f * targets.bones.size() + b], targets.angleTolerances.at(b)});
        samples.push_back({{"t", r.frameTimes[f]}, {"bones", bones}});
    }
    return {{"animation", r.options.name}, {"samples", samples}};
}

}  // namespace

class TestReduceRuntime : public QObject {
    Q_OBJECT
private slots:
    void theRuntimePlaysTheReducedCurves_data()
    {
        QTest::addColumn<QString>("clip");
        QTest::addColumn<QString>("reduce");
        QTest::addColumn<double>("hip");
        QTest::addColumn<bool>("plant");
        QTest::newRow("wave 1°") << QString() << QStringLiteral("1") << 1.0 << false;
        QTest::newRow("wave 0.5°, arm 0.2°") << QString() << QStringLiteral("0.5,arm_r=0.2") << 0.5 << false;
        QTest::newRow("05_07 turned, planted, 1°")
            << QStringLiteral("cmu/05_07-turn40-24.noisy.pose.json") << QStringLiteral("1") << 1.0 << true;
    }

    void theRuntimePlaysTheReducedCurves()
    {
        QFETCH(QString, clip);
        QFETCH(QString, reduce);
        QFETCH(double, hip);
        QFETCH(bool, plant);
        const sequence::Sequence seq =
            clip.isEmpty()
                ? test::cleanedWave()
                : clean::cleanSequence(sequence::readSequenceFile(test::dataPath(clip.toStdString().c_str())).value,
                                       clean::CleanOptions{})
                      .sequence;
        retarget::Inputs in = test::exampleInputs(seq, "reduced");
        in.options.plantFeet = plant;
        stage::readReduceText(reduce.toStdString(), in.options);
        in.options.reduceHip = hip;
        const retarget::Result r = retarget::retarget(in);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.reduce);
        QVERIFY(r.reduce->keysAfter("rotate") * 3 < r.reduce->keysBefore("rotate"));  // reduced, not dense
        std::size_t curved = 0;
        for (const reduce::TrackRow& row : r.reduce->tracks)
            curved += row.curved;
        QVERIFY(curved > 0);  // Bézier spans for the runtime to read

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

        std::ofstream(dir.filePath(QStringLiteral("targets.json")).toStdString()) << askedAngles(r, *in.rig).dump();
        const test::NodeRun within = test::runNode("check_angles.mjs",
                                                   {skeleton, dir.filePath(QStringLiteral("targets.json"))});
        qInfo("%s", within.output.trimmed().constData());
        QVERIFY2(within.passed, within.output.constData());
    }
};

QTEST_GUILESS_MAIN(TestReduceRuntime)
#include "tst_reduce_runtime.moc"
