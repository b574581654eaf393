// Benchmark: every reader built on the JSON tree, on inputs that grow tenfold a step (unknown keys
// in a sequence, a map and a rig; contact and camera keys; merge tracks; base-motion animations).
// The DOM once filed each key through ordered_json's linear find, so an object of n keys took n²
// string compares. A linear read takes about ten times as long for ten times the entries, a
// quadratic one a hundred: each step's ratio must stay under kMaxStepRatio. A ratio, not a time,
// so a busy machine does not fail it. The figures go in docs/PERFORMANCE.md.

#include <QTest>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

#include "ramp_inputs.h"
#include "rigpose/camera/camera_keys.h"
#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/reader.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/reader.h"

using namespace rigpose;

namespace {

constexpr double kMaxStepRatio = 20;  // linear is 10, n log n about 12, quadratic 100
constexpr double kTimedFloorMs = 5;   // a step from under this is shown, not held to the ratio

const std::string kWave = std::string(RIGPOSE_SOURCE_DIR) + "/resources/examples/wave/";

// One read of the input of size n; QVERIFYs what it read and returns nothing.
using Read = std::function<void(const std::string& text, std::size_t n)>;

// The best of three reads, in milliseconds (the input made beforehand, not timed).
double bestMs(const std::string& text, std::size_t n, const Read& read)
{
    double best = 1e300;
    for (int run = 0; run < 3; ++run) {
        const auto start = std::chrono::steady_clock::now();
        read(text, n);
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        best = std::min(best, took.count());
    }
    return best;
}

void ramp(const char* what, std::vector<std::size_t> sizes, const std::function<std::string(std::size_t)>& make,
          const Read& read)
{
    double previous = 0;
    for (std::size_t k = 0; k < sizes.size(); ++k) {
        const std::size_t n = sizes[k];
        const std::string text = make(n);
        const double ms = bestMs(text, n, read);
        if (QTest::currentTestFailed())
            return;
        const double ratio = k ? ms / previous : 0;
        char line[256];
        std::snprintf(line, sizeof line, "%s: %zu entries %.1f ms, %.3f us per entry", what, n, ms,
                      1000 * ms / double(n));
        std::string shown = line;
        if (k) {
            std::snprintf(line, sizeof line, ", x%.1f over %zu", ratio, sizes[k - 1]);
            shown += line;
        }
        qInfo("%s", shown.c_str());
        if (k && previous >= kTimedFloorMs)
            QVERIFY2(ratio < kMaxStepRatio, (shown + ": over the linear bound").c_str());
        previous = ms;
    }
}

const std::vector<std::size_t> kThree = {1000, 10000, 100000};
const std::vector<std::size_t> kFour = {1000, 10000, 100000, 1000000};

// An unknown-key refusal of the reader's own: refused, and the nth key named among them.
template <class Loaded>
void verifyRefused(const Loaded& read)
{
    QVERIFY(!read.ok());
    QVERIFY(read.refusals.total() >= 1);
}

}  // namespace

class BenchReaderRamp : public QObject {
    Q_OBJECT
private slots:
    void unknownKeysInASequence()
    {
        const std::string pose = test::fileText(kWave + "pose.json");
        ramp(
            "sequence, unknown keys", kThree, [&](std::size_t n) { return test::withUnknownKeys(pose, n); },
            [](const std::string& text, std::size_t) { verifyRefused(sequence::readSequenceText(text, "pose.json")); });
    }
    void unknownKeysInAMap()
    {
        const auto rig = rig::readRigFile(kWave + "rig/rig.json");
        QVERIFY(rig.ok());
        const std::string map = test::fileText(kWave + "map.json");
        ramp(
            "map, unknown keys", kThree, [&](std::size_t n) { return test::withUnknownKeys(map, n); },
            [&](const std::string& text, std::size_t) {
                verifyRefused(map::readMapText(text, "map.json", rig.value));
            });
    }
    void unknownKeysInARig()
    {
        const std::string rig = test::fileText(kWave + "rig/rig.json");
        ramp(
            "rig, unknown keys", kThree, [&](std::size_t n) { return test::withUnknownKeys(rig, n); },
            [](const std::string& text, std::size_t) { verifyRefused(rig::readRigText(text, "rig.json")); });
    }
    void contactKeys()
    {
        ramp(
            "contact keys", kFour,
            [](std::size_t n) { return test::keyFileText(std::string(legs::kContactKeysSpec), n, "\"side\":\"r\""); },
            [](const std::string& text, std::size_t n) {
                const auto keys = legs::readContactKeysText(text, "c.keys.json", n);
                QVERIFY(keys.ok());
                QCOMPARE(keys.value.keys.size(), n);
            });
    }
    void cameraKeys()
    {
        ramp(
            "camera keys", kFour,
            [](std::size_t n) {
                return test::keyFileText(std::string(camera::kCameraKeysSpec), n, "\"s\":1,\"tx\":0,\"ty\":0");
            },
            [](const std::string& text, std::size_t n) {
                const auto keys = camera::readCameraKeysText(text, "c.camera.json", n);
                QVERIFY(keys.ok());
                QCOMPARE(keys.value.keys.size(), n);
            });
    }
    void mergeTracks()
    {
        ramp("merge tracks", kThree, test::fragmentText, [](const std::string& text, std::size_t n) {
            const auto fragment = idle::readFragmentText(text, "t.tracks.json");
            QVERIFY(fragment.ok());
            QCOMPARE(fragment.value.tracks.size(), n);
        });
    }
    void baseMotionAnimations()
    {
        ramp("base-motion animations", kThree, test::motionText, [](const std::string& text, std::size_t n) {
            const auto motion = motion::readMotionText(text, "base.motion.json");
            QVERIFY(motion.ok());
            QCOMPARE(motion.value.animations.size(), n);
        });
    }
};

QTEST_GUILESS_MAIN(BenchReaderRamp)
#include "bench_reader_ramp.moc"
