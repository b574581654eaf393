// The switches stage's selection (every set's distance and art turn per frame, the nearest
// within the tolerance, the hysteresis, the minimum, the spans and their figures) over 4 sets in
// two competing groups on 54,000 frames (30 minutes at 30 fps). Target: ≤ 0.3 s (issue 22).

#include <QTest>

#include <cmath>

#include "../../core/src/switches/switch_context.h"
#include "rigpose/rig/reader.h"
#include "testutils.h"

using namespace rigpose;

class BenchSwitches : public QObject {
    Q_OBJECT
private slots:
    void selectionOverFourSetsOn54000Frames()
    {
        const rig::Rig rig = rig::readRigFile(test::dataPath("map/drawn.rig.json")).value;
        const auto read = map::readMapFile(test::dataPath("switches/four-sets.map.json"), rig);
        QVERIFY(read.ok());
        const map::Map& map = read.value;
        QCOMPARE(map.alternates.size(), std::size_t(4));
        constexpr std::size_t kFrames = 54000;
        stage::Targets targets;
        targets.bones = map.mappedBones();
        targets.frames = kFrames;
        targets.angles.resize(kFrames * targets.bones.size());
        std::vector<double> times(kFrames);
        // Every arm swings between hanging, level and raised every 4 s, so each set shows often.
        for (std::size_t f = 0; f < kFrames; ++f) {
            times[f] = static_cast<double>(f) / 30;
            for (std::size_t b = 0; b < targets.bones.size(); ++b)
                targets.angles[f * targets.bones.size() + b] = -90 + 110 * (1 + std::sin(times[f] * M_PI / 2 +
                                                                                         static_cast<double>(b)));
        }
        stage::Options options;
        const std::vector<stage::ShortSpan> none;
        std::optional<switches::Switches> out;
        QBENCHMARK
        {
            stage::Targets copy = targets;
            out = switches::switchStage({map, rig, options, times, none}, copy);
        }
        QVERIFY(out && !out->spans.empty());
        qInfo("%zu spans over 4 sets", out->spans.size());
    }
};

QTEST_APPLESS_MAIN(BenchSwitches)
#include "bench_switches.moc"
