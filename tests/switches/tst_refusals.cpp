// The switches' refusals, each from its fixture in tests/data/switches: SET_KEY_DRAWN (a key
// skeleton about 50° from its own drawing) and LEGS_RANGE (an offset on a leg bone under
// --plant-feet); the same maps pass where the refusal does not apply. Nothing is keyed.

#include <QTest>

#include "switch_fixture.h"

using namespace rigpose;
using namespace rigpose::test;

class TestSwitchRefusals : public QObject {
    Q_OBJECT
private slots:
    void aKeyFarFromItsDrawingIsRefused()
    {
        const rig::Rig rig = drawnRig();
        const retarget::Result r = retargetArms(armSequence({heldOn({{20, 40}})}), rig,
                                                mapOf(rig, "switches/key-drawn.map.json"));
        QVERIFY(r.refusals.has("SET_KEY_DRAWN"));
        const std::string& m = r.refusals.items()[0].message;
        // 170° drawn against the key's 120.26°: 49.7° apart.
        QVERIFY2(m.find("\"raised_r\"") != std::string::npos && m.find("49.7°") != std::string::npos, m.c_str());
        QVERIFY(r.motion.animations.empty());
        // A tolerance past the gap takes it.
        const retarget::Result wide = retargetArms(armSequence({heldOn({{20, 40}})}), rig,
                                                   mapOf(rig, "switches/key-drawn.map.json"),
                                                   [](retarget::Options& o) { o.switchTolerance = 50; });
        QVERIFY(!wide.refusals.has("SET_KEY_DRAWN"));
    }

    void anOffsetOnALegIsRefusedUnderThePlant()
    {
        const rig::Rig rig = drawnRig();
        const map::Map map = mapOf(rig, "switches/leg-offset.map.json");
        const sequence::Sequence seq = armSequence({heldOn({{20, 40}})});
        const retarget::Result planted = retargetArms(seq, rig, map, [](retarget::Options& o) { o.plantFeet = true; });
        QVERIFY(planted.refusals.has("LEGS_RANGE"));
        bool named = false;
        for (const Refusal& x : planted.refusals.items())
            named = named || (x.code == "LEGS_RANGE" && x.message.find("\"kick\"") != std::string::npos &&
                              x.message.find("r_shin") != std::string::npos);
        QVERIFY(named);
        const retarget::Result free = retargetArms(seq, rig, map);
        QVERIFY(!free.refusals.has("LEGS_RANGE"));
    }
};

QTEST_GUILESS_MAIN(TestSwitchRefusals)
#include "tst_refusals.moc"
