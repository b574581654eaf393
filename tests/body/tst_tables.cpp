// The joint tables: body-18's order and names as the reference lists them, and COCO-17's
// mapping onto them.

#include <QTest>

#include <set>

#include "rigpose/body/body18.h"
#include "rigpose/body/coco17.h"

using namespace rigpose::body;

class TestTables : public QObject {
    Q_OBJECT
private slots:
    void body18OrderAndNames();
    void cocoMapsEverySideToTheSubjectsSide();
    void groups();
    void derivedPoints();
};

void TestTables::body18OrderAndNames()
{
    const char* expected[] = {"nose",    "neck",    "r_shoulder", "r_elbow", "r_wrist", "l_shoulder",
                              "l_elbow", "l_wrist", "r_hip",      "r_knee",  "r_ankle", "l_hip",
                              "l_knee",  "l_ankle", "r_eye",      "l_eye",   "r_ear",   "l_ear"};
    for (std::size_t i = 0; i < kJointCount; ++i) {
        QCOMPARE(QString::fromUtf8(kJointNames[i].data(), int(kJointNames[i].size())), QString::fromUtf8(expected[i]));
        QCOMPARE(jointFromName(expected[i]), std::optional<Joint>(static_cast<Joint>(i)));
    }
    QVERIFY(!jointFromName("mid_hip"));
    QVERIFY(!jointFromName("Neck"));
}

void TestTables::cocoMapsEverySideToTheSubjectsSide()
{
    std::set<Joint> targets;
    for (std::size_t k = 0; k < kCocoCount; ++k) {
        std::string coco(kCocoNames[k]);
        std::string mapped(name(kCocoToBody18[k]));
        targets.insert(kCocoToBody18[k]);
        if (coco.rfind("left_", 0) == 0)
            QCOMPARE(QString::fromStdString(mapped), QString::fromStdString("l_" + coco.substr(5)));
        else if (coco.rfind("right_", 0) == 0)
            QCOMPARE(QString::fromStdString(mapped), QString::fromStdString("r_" + coco.substr(6)));
        else
            QCOMPARE(QString::fromStdString(mapped), QStringLiteral("nose"));
    }
    QCOMPARE(targets.size(), kCocoCount);  // one to one
    QVERIFY(!targets.count(Joint::Neck));  // COCO has no neck
}

void TestTables::groups()
{
    int legs = 0, face = 0;
    for (std::size_t i = 0; i < kJointCount; ++i) {
        legs += isLegJoint(static_cast<Joint>(i));
        face += isFaceJoint(static_cast<Joint>(i));
    }
    QCOMPARE(legs, 6);
    QCOMPARE(face, 5);
    QVERIFY(isLegJoint(Joint::LAnkle) && !isLegJoint(Joint::Neck));
    QVERIFY(isFaceJoint(Joint::REar) && !isFaceJoint(Joint::Neck));
}

void TestTables::derivedPoints()
{
    QCOMPARE(derivedPointFromName("mid_hip"), std::optional<DerivedPoint>(DerivedPoint::MidHip));
    QCOMPARE(derivedPointFromName("mid_shoulder"), std::optional<DerivedPoint>(DerivedPoint::MidShoulder));
    QVERIFY((derivedPointJoints(DerivedPoint::MidHip) == std::array{Joint::RHip, Joint::LHip}));
}

QTEST_GUILESS_MAIN(TestTables)
#include "tst_tables.moc"
