// Benchmark: posing a 60-bone rig for 10,000 frames (every bone keyed: rotate with Bézier
// curves, translate, scale), the animation evaluated and the world transforms computed per
// frame. The figure goes in docs/PERFORMANCE.md.

#include <QTest>

#include <cmath>

#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

namespace {

constexpr int kBones = 60;
constexpr int kFrames = 10000;
constexpr double kDuration = 10;

// Six chains of ten under the root (59 bones + root), the inherit modes mixed in.
std::string rigText()
{
    static const char* modes[] = {"normal", "onlyTranslation", "noRotationOrReflection", "noScale",
                                  "noScaleOrReflection"};
    std::string bones = R"({"name":"root"})";
    for (int i = 1; i < kBones; ++i) {
        const int chainStart = 1 + ((i - 1) / 10) * 10;
        const std::string parent = i == chainStart ? "root" : "b" + std::to_string(i - 1);
        bones += R"(,{"name":"b)" + std::to_string(i) + R"(","parent":")" + parent + R"(","x":12,"y":)" +
                 std::to_string(i % 3) + R"(,"rotation":)" + std::to_string((i * 37) % 360) +
                 R"(,"scaleX":1.1,"inherit":")" + modes[i % 5] + R"("})";
    }
    return R"({"spec":"rigc-rig/1","name":"bench","skeleton":{"width":100,"height":100},"bones":[)" + bones +
           R"(],"slots":[]})";
}

// Every bone: a rotate track with eased keys each second, a translate and a scale track.
std::string motionText()
{
    std::string tracks;
    for (int i = 0; i < kBones; ++i) {
        const std::string bone = i == 0 ? "root" : "b" + std::to_string(i);
        std::string rotate, translate;
        for (int k = 0; k <= 10; ++k) {
            const std::string t = std::to_string(k * kDuration / 10);
            const std::string sep = k ? "," : "";
            const std::string ease = k < 10 ? R"(,"ease":"soft")" : "";
            rotate += sep + R"({"t":)" + t + R"(,"v":[)" + std::to_string((k * 13 + i) % 40 - 20) + "]" + ease + "}";
            translate += sep + R"({"t":)" + t + R"(,"v":[)" + std::to_string(k % 3) + "," + std::to_string(k % 2) +
                         "]}";
        }
        tracks += std::string(i ? "," : "") + R"({"bone":")" + bone + R"(","property":"rotate","keys":[)" + rotate +
                  "]}";
        tracks += R"(,{"bone":")" + bone + R"(","property":"translate","keys":[)" + translate + "]}";
        tracks += R"(,{"bone":")" + bone + R"(","property":"scale","keys":[{"t":0,"v":[1,1]},{"t":10,"v":[1.5,0.8]}]})";
    }
    return R"({"spec":"rigc-motion/1","archetype":"bench","cut":"bench","easings":{"soft":[0.25,0.1,0.25,1]},)"
           R"("animations":{"all":{"duration":10,"tracks":[)" +
           tracks + "]}}}";
}

}  // namespace

class BenchPoser : public QObject {
    Q_OBJECT
private slots:
    void pose60BonesFor10000Frames()
    {
        const auto rig = rig::readRigText(rigText(), "bench.rig.json");
        QVERIFY(rig.ok());
        QCOMPARE(int(rig.value.bones.size()), kBones);
        const auto motion = motion::readMotionText(motionText(), "bench.motion.json", &rig.value);
        QVERIFY(motion.ok());
        const auto compiled = motion::compileAnimation(rig.value, motion.value, motion.value.animations[0]);
        QVERIFY(compiled.ok());
        const motion::BoneAnimation animation(compiled.value);
        const rig::Poser poser(rig.value);
        std::vector<rig::LocalPose> locals(rig.value.bones.size());
        std::vector<rig::WorldTransform> world(rig.value.bones.size());
        double checksum = 0;
        QBENCHMARK
        {
            for (int frame = 0; frame < kFrames; ++frame) {
                animation.apply(frame * kDuration / kFrames, poser.setupPose(), locals);
                poser.worldTransforms(locals, world);
                checksum += world.back().worldX;
            }
        }
        QVERIFY(std::isfinite(checksum));
    }
};

QTEST_GUILESS_MAIN(BenchPoser)
#include "bench_poser.moc"
