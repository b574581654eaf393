// A full retarget with its gate (keys, motion, our validation, the Spine build written to bytes
// and read back, posed on every frame, every landing measured) on the example rig and map:
// 313 frames × 11 mapped bones (a 13 s clip at 24 fps, what the studio re-runs on every edit)
// and 54,000 frames (30 minutes at 30 fps). Targets: ≤ 20 ms and ≤ 2 s; with --plant-feet at
// most 30 % more, and --leg-scale on top of it at most 30 % more again (issue 38).

#include <QTest>

#include "rigpose/map/map.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/rig/reader.h"
#include "long_wave.h"
#include "testutils.h"

using namespace rigpose;

class BenchRetarget : public QObject {
    Q_OBJECT
    rig::Rig m_rig;
    map::Map m_map;

    void runOn(const sequence::Sequence& seq, bool plantFeet = false, std::optional<double> stance = std::nullopt,
               bool legScale = false)
    {
        retarget::Inputs in;
        in.sequence = &seq;
        in.rig = &m_rig;
        in.map = &m_map;
        in.options.name = "wave";
        in.options.plantFeet = plantFeet;
        in.options.stance = stance;
        if (legScale)
            in.options.legScale = std::pair{0.8, 1.05};
        retarget::Result result;
        QBENCHMARK { result = retarget::retarget(in); }
        QVERIFY2(result.ok(), result.refusals.items().empty() ? "" : result.refusals.items()[0].message.c_str());
        QVERIFY(result.gate.green);
    }

private slots:
    void initTestCase()
    {
        m_rig = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json")).value;
        m_map = map::readMapFile(test::sourcePath("resources/examples/wave/map.json"), m_rig).value;
        QCOMPARE(m_map.mappedBones().size(), std::size_t(11));
    }

    void frames313() { runOn(test::cleanedWaveOf(313, 24)); }
    void frames54000() { runOn(test::cleanedWaveOf(54000, 30)); }
    // --plant-feet (the bar: at most 30 % over the same run without it).
    void frames313PlantFeet() { runOn(test::cleanedWaveOf(313, 24), true); }
    void frames54000PlantFeet() { runOn(test::cleanedWaveOf(54000, 30), true); }
    // --stance on top: the wave stands on both feet, so every frame is planted both.
    void frames54000Stance() { runOn(test::cleanedWaveOf(54000, 30), true, 0.07); }
    // --leg-scale with the plant: the figure's size read, every leg segment keyed, SHEAR posed.
    void frames313LegScale() { runOn(test::cleanedWaveOf(313, 24), true, std::nullopt, true); }
    void frames54000LegScale() { runOn(test::cleanedWaveOf(54000, 30), true, std::nullopt, true); }
};

QTEST_GUILESS_MAIN(BenchRetarget)
#include "bench_retarget.moc"
