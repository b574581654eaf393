// Benchmark: the retarget past its readers, on inputs that grow tenfold a step: a --merge
// fragment of n tracks (each on a bone of its own, added to the wave's rig) and a base motion of
// n animations. The merge once compared each track with every track before it, and the gate read
// the base motion's build back once for each of its animations, so 16,000 tracks took minutes
// and 10,000 animations most of one. Each step's ratio is held to kMaxStepRatio, as
// bench.reader_ramp holds the readers'; the figures go in docs/PERFORMANCE.md.

#include <QTest>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

#include "../retarget/retarget_fixture.h"
#include "ramp_inputs.h"
#include "rigpose/idle/merge.h"
#include "rigpose/motion/reader.h"
#include "rigpose/rig/reader.h"

#include <nlohmann/json.hpp>

using namespace rigpose;

namespace {

constexpr double kMaxStepRatio = 20;  // linear is 10, quadratic 100
const std::vector<std::size_t> kSizes = {1000, 10000};

// The wave's rig with bones b0..b<n-1> under its root, so n fragment tracks key n channels:
// written into the rig's text and read, as a user's rig would be.
rig::Rig rigWithBones(std::size_t n)
{
    auto doc = nlohmann::ordered_json::parse(
        test::fileText(std::string(RIGPOSE_SOURCE_DIR) + "/resources/examples/wave/rig/rig.json"));
    for (std::size_t i = 0; i < n; ++i)
        doc["bones"].push_back({{"name", "b" + std::to_string(i)}, {"parent", "root"}, {"length", 10}});
    auto rig = rig::readRigText(doc.dump(), "rig.json");
    if (!rig.ok())
        qFatal("%s", rig.refusals.items()[0].message.c_str());
    return std::move(rig.value);
}

// test::motionText's animations on the wave's rig: its archetype and one of its bones.
std::string baseMotionText(std::size_t n)
{
    std::string text = test::motionText(n);
    const auto replace = [&](const std::string& from, const std::string& to) {
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
            text.replace(at, from.size(), to);
    };
    replace("\"archetype\":\"base\"", "\"archetype\":\"wave\"");
    replace("\"bone\":\"arm\"", "\"bone\":\"r_forearm\"");
    return text;
}

// Every refusal of a run, one a line, for a failed check's message.
std::string refusalsOf(const retarget::Result& result)
{
    std::string out;
    for (const Refusal& r : result.refusals.items())
        out += r.code + ": " + r.message + "\n";
    return out;
}

// The best of three runs of `run`, in milliseconds.
template <class Run>
double bestMs(const Run& run)
{
    double best = 1e300;
    for (int k = 0; k < 3; ++k) {
        const auto start = std::chrono::steady_clock::now();
        run();
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        best = std::min(best, took.count());
    }
    return best;
}

// The best of three retargets of `in` on the wave's clip, each checked green and by `check`.
double bestRetargetMs(retarget::Inputs in, const sequence::Sequence& seq, const rig::Rig& rig, const map::Map& map,
                      const std::function<void(const retarget::Result&)>& check)
{
    in.sequence = &seq;
    in.rig = &rig;
    in.map = &map;
    in.options.name = "wave";
    return bestMs([&] {
        const retarget::Result result = retarget::retarget(in);
        QVERIFY2(result.refusals.empty(), refusalsOf(result).c_str());
        check(result);
    });
}

void report(const char* what, std::size_t k, double ms, double previous)
{
    char line[200];
    std::snprintf(line, sizeof line, "%s: %zu entries %.1f ms, %.3f us per entry", what, kSizes[k], ms,
                  1000 * ms / double(kSizes[k]));
    std::string shown = line;
    if (k) {
        std::snprintf(line, sizeof line, ", x%.1f over %zu", ms / previous, kSizes[k - 1]);
        shown += line;
    }
    qInfo("%s", shown.c_str());
    if (k)
        QVERIFY2(ms / previous < kMaxStepRatio, (shown + ": over the linear bound").c_str());
}

}  // namespace

class BenchRetargetRamp : public QObject {
    Q_OBJECT
private slots:
    void mergeTracks()
    {
        const sequence::Sequence seq = test::cleanedWave();
        double previous = 0;
        for (std::size_t k = 0; k < kSizes.size(); ++k) {
            const std::size_t n = kSizes[k];
            const rig::Rig rig = rigWithBones(n);
            const map::Map map = test::exampleMap(rig);
            const auto fragment = idle::readFragmentText(test::fragmentText(n), "t.tracks.json");
            QVERIFY(fragment.ok());
            retarget::Inputs in;
            in.merge = &fragment.value;
            in.mergeName = "t.tracks.json";
            const double ms = bestRetargetMs(in, seq, rig, map, [&](const retarget::Result& result) {
                QVERIFY(result.merge && result.merge->tracks.size() == n);
            });
            if (QTest::currentTestFailed())
                return;
            report("retarget, merge tracks", k, ms, previous);
            previous = ms;
        }
    }
    void baseMotionAnimations()
    {
        const sequence::Sequence seq = test::cleanedWave();
        const rig::Rig rig = test::exampleRig();
        const map::Map map = test::exampleMap(rig);
        double previous = 0;
        for (std::size_t k = 0; k < kSizes.size(); ++k) {
            const std::size_t n = kSizes[k];
            const auto base = motion::readMotionText(baseMotionText(n), "base.motion.json", &rig);
            QVERIFY(base.ok());
            retarget::Inputs in;
            in.baseMotion = &base.value;
            in.baseMotionName = "base.motion.json";
            const double ms = bestRetargetMs(in, seq, rig, map, [&](const retarget::Result& result) {
                QCOMPARE(result.motion.animations.size(), n + 1);
            });
            if (QTest::currentTestFailed())
                return;
            report("retarget, base-motion animations", k, ms, previous);
            previous = ms;
        }
    }
};

QTEST_GUILESS_MAIN(BenchRetargetRamp)
#include "bench_retarget_ramp.moc"
