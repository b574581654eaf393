// The plan between two rigs (issue 39): CMU's walk onto an Unreal-named skeleton without toes
// and shoulders, the roles sorted by hand into both, source only and target only; and the FK
// order over bones listed children first, with loops and bad parents refused.

#include <QTest>

#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/plan.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

class TestPlan : public QObject {
    Q_OBJECT
private slots:
    void theCmuWalkOntoASmallerRig()
    {
        const auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
        QVERIFY(read.ok());
        std::vector<std::string> names;
        std::vector<int> parents;
        for (const BvhJoint& j : read.value.joints) {
            names.push_back(j.name);
            parents.push_back(j.parent);
        }
        // Unreal's names, no clavicles or balls, and one bone (a weapon) no role takes.
        const std::vector<std::string> targetNames{"pelvis",     "spine_01",   "spine_02",   "spine_03", "neck_01",
                                                   "head",       "upperarm_l", "lowerarm_l", "hand_l",   "upperarm_r",
                                                   "lowerarm_r", "hand_r",     "thigh_l",    "calf_l",   "foot_l",
                                                   "thigh_r",    "calf_r",     "foot_r",     "weapon_r"};
        const std::vector<int> targetParents{-1, 0, 1, 2, 3, 4, 3, 6, 7, 3, 9, 10, 0, 12, 13, 0, 15, 16, 11};
        const Plan p = plan(findRoles(names, parents), findRoles(targetNames, targetParents));
        QCOMPARE(p.mapped.size(), std::size_t(18));
        QVERIFY((p.unmappedSource == std::vector<Role>{Role::ShoulderL, Role::ShoulderR, Role::ToesL, Role::ToesR}));
        QVERIFY(p.unmappedTarget.empty());
        // Reversed, the same roles change sides.
        const Plan back = plan(findRoles(targetNames, targetParents), findRoles(names, parents));
        QVERIFY(back.unmappedTarget == p.unmappedSource);
        QVERIFY(back.unmappedSource.empty());
        QVERIFY(back.mapped == p.mapped);
    }

    void fkWalksParentsFirst()
    {
        // 0 is a child of 3, 1 of 0, 2 of 3, 3 a root; 4 a second root with 5 under it.
        const auto order = fkOrder({3, 0, 3, -1, -1, 4});
        QVERIFY(order);
        QVERIFY((*order == std::vector<std::size_t>{3, 0, 1, 2, 4, 5}));
        QVERIFY(!fkOrder({1, 0}));      // a loop
        QVERIFY(!fkOrder({-1, 2, 1}));  // a loop under a root
        QVERIFY(!fkOrder({-1, 7}));     // a parent that is not a bone
        QVERIFY(fkOrder({})->empty());
    }
};

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
