// A POSE_LANDS under a carried idle track names the track (idle/carried_landing.h): on the idler
// rig, a miss on the head (under neck_ctrl) names the control's carried translatey; a miss on a
// shin, under nothing carried, and any other refusal keep their words; nothing is named without
// --carry-idle.

#include <QTest>

#include "rigpose/idle/carried_landing.h"
#include "rigpose/rig/reader.h"
#include "testutils.h"

using namespace rigpose;

class TestCarriedLanding : public QObject {
    Q_OBJECT

private slots:
    void aMissUnderACarriedTrackNamesIt()
    {
        const rig::Rig rig = rig::readRigFile(test::dataPath("idle/idler/rig.json")).value;
        const motion::Motion motion;
        idle::Idle carried{"idle", 1, 2, true, 2.5, {}, {}};
        idle::DroppedTrack control;
        control.target = "neck_ctrl";
        control.property = "translatey";
        control.carried = 6;
        idle::DroppedTrack hair;
        hair.target = "hair";
        hair.property = "rotate";
        hair.carried = 7;
        carried.dropped = {control, hair};
        RefusalList refusals;
        refusals.add("POSE_LANDS", "head misses", {.frame = 3, .bone = "head"});
        refusals.add("POSE_LANDS", "shin misses", {.frame = 4, .bone = "r_shin:tip"});
        refusals.add("RIG_GATE", "something else");
        RefusalList named = refusals;
        idle::nameCarriedAbove(carried, motion, rig, named);
        QCOMPARE(named.items().size(), std::size_t(3));
        const std::string& head = named.items()[0].message;
        QVERIFY2(
            head.rfind("head misses; --carry-idle carried the idle's bone \"neck_ctrl\" translatey above it", 0) == 0,
            head.c_str());
        QVERIFY(head.find("hair") == std::string::npos);  // below the head, not above it
        QCOMPARE(named.items()[0].place.bone, std::string("head"));
        QCOMPARE(named.items()[1].message, std::string("shin misses"));
        QCOMPARE(named.items()[2].message, std::string("something else"));

        carried.carry = false;
        RefusalList plain = refusals;
        idle::nameCarriedAbove(carried, motion, rig, plain);
        QCOMPARE(plain.items()[0].message, std::string("head misses"));
    }
};

QTEST_GUILESS_MAIN(TestCarriedLanding)
#include "tst_carried_landing.moc"
