// The canonical T-pose (issue 39): a hand-built A-pose figure, its facing turned 30° off, comes
// out with arms straight along ±X and legs straight down within 1e-9, the hips' line on +X and
// on x = 0, every bone's length kept, the spine's lean kept, and a second pass changing nothing;
// CMU's walk at rest likewise.

#include <QTest>

#include <cmath>
#include <numbers>

#include "rigpose/r3d/skeleton.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

// An A-pose figure named by the roles themselves: arms 45° down, legs splayed 6°, the spine
// leaning 10° forward, the whole turned 30° about +Y and standing 2 units off x = 0.
Skeleton3 aPoseFigure()
{
    const double s = std::sqrt(0.5);
    const double lean = 10 * std::numbers::pi / 180, splay = 6 * std::numbers::pi / 180;
    struct B {
        const char* name;
        const char* parent;
        Eigen::Vector3d at;
    };
    const std::vector<B> table{
        {"hips", "", {0, 1, 0}},
        {"spine", "hips", {0, std::cos(lean) * 0.5, std::sin(lean) * 0.5}},
        {"head", "spine", {0, 0.6, 0.05}},
        {"upperArm.L", "spine", {0.2, 0.4, 0}},
        {"lowerArm.L", "upperArm.L", {0.3 * s, -0.3 * s, 0}},
        {"hand.L", "lowerArm.L", {0.25 * s, -0.25 * s, 0}},
        {"upperArm.R", "spine", {-0.2, 0.4, 0}},
        {"lowerArm.R", "upperArm.R", {-0.3 * s, -0.3 * s, 0}},
        {"hand.R", "lowerArm.R", {-0.25 * s, -0.25 * s, 0}},
        {"upperLeg.L", "hips", {0.1, -0.05, 0}},
        {"lowerLeg.L", "upperLeg.L", {0.45 * std::sin(splay), -0.45 * std::cos(splay), 0}},
        {"foot.L", "lowerLeg.L", {0.42 * std::sin(splay), -0.42 * std::cos(splay), 0}},
        {"upperLeg.R", "hips", {-0.1, -0.05, 0}},
        {"lowerLeg.R", "upperLeg.R", {-0.45 * std::sin(splay), -0.45 * std::cos(splay), 0}},
        {"foot.R", "lowerLeg.R", {-0.42 * std::sin(splay), -0.42 * std::cos(splay), 0}},
    };
    Bvh bvh;
    for (const B& b : table) {
        BvhJoint j;
        j.name = b.name;
        j.parent = bvh.jointIndex(b.parent);
        j.offset = b.at;
        bvh.joints.push_back(j);
    }
    Skeleton3 out = skeletonOf(bvh);
    out.bones[0].rotation = Eigen::AngleAxisd(30 * std::numbers::pi / 180, Eigen::Vector3d::UnitY());
    out.bones[0].translation = {2, 1, 0};
    return out;
}

Eigen::Vector3d between(const Skeleton3& s, Role from, Role to) { return *s.rolePosition(to) - *s.rolePosition(from); }

double worstAim(const Skeleton3& s)
{
    const struct {
        Role from, to;
        Eigen::Vector3d want;
    } aims[] = {
        {Role::UpperArmL, Role::LowerArmL, Eigen::Vector3d::UnitX()},
        {Role::LowerArmL, Role::HandL, Eigen::Vector3d::UnitX()},
        {Role::UpperArmR, Role::LowerArmR, -Eigen::Vector3d::UnitX()},
        {Role::LowerArmR, Role::HandR, -Eigen::Vector3d::UnitX()},
        {Role::UpperLegL, Role::LowerLegL, -Eigen::Vector3d::UnitY()},
        {Role::LowerLegL, Role::FootL, -Eigen::Vector3d::UnitY()},
        {Role::UpperLegR, Role::LowerLegR, -Eigen::Vector3d::UnitY()},
        {Role::LowerLegR, Role::FootR, -Eigen::Vector3d::UnitY()},
    };
    double worst = 0;
    for (const auto& a : aims)
        worst = std::max(worst, (between(s, a.from, a.to).normalized() - a.want).norm());
    return worst;
}

}  // namespace

class TestTPose : public QObject {
    Q_OBJECT
private slots:
    void anAPoseComesOutAsTheTPose()
    {
        const Skeleton3 a = aPoseFigure();
        QCOMPARE(a.roles.found(), std::size_t(15));
        QVERIFY(worstAim(a) > 0.5);  // the A-pose is far from it to start with
        const Skeleton3 t = normalizedToTPose(a);
        QVERIFY2(worstAim(t) < 1e-9, qPrintable(QString::number(worstAim(t))));
        // The hips' line along +X, the hips on x = 0.
        const Eigen::Vector3d side = between(t, Role::UpperLegR, Role::UpperLegL);
        QVERIFY(std::abs(side.z()) < 1e-12 && side.x() > 0);
        QVERIFY(std::abs(t.rolePosition(Role::Hips)->x()) < 1e-12);
        // Every bone keeps its length: joint to joint, before and after.
        const auto before = a.restWorld(), after = t.restWorld();
        for (std::size_t b = 1; b < a.bones.size(); ++b) {
            const auto p = static_cast<std::size_t>(a.bones[b].parent);
            QVERIFY(std::abs((after[b].translation() - after[p].translation()).norm() -
                             (before[b].translation() - before[p].translation()).norm()) < 1e-12);
        }
        // Up is never tipped: the spine leans 10° forward as it did, now toward +Z.
        const Eigen::Vector3d spine = between(t, Role::Hips, Role::Spine).normalized();
        QVERIFY(std::abs(std::asin(spine.z()) - 10 * std::numbers::pi / 180) < 1e-12);
        QVERIFY(std::abs(spine.x()) < 1e-12);
        // The T-pose is where the correction stops: a second pass moves nothing.
        const auto again = normalizedToTPose(t).restWorld();
        for (std::size_t b = 0; b < after.size(); ++b)
            QVERIFY((again[b].translation() - after[b].translation()).norm() < 1e-12);
    }

    void theCmuWalkAtRest()
    {
        const auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
        QVERIFY(read.ok());
        const Skeleton3 rest = skeletonOf(read.value);
        QCOMPARE(rest.roles.found(), kRoleCount);
        const Skeleton3 t = normalizedToTPose(rest);
        QVERIFY2(worstAim(t) < 1e-6, qPrintable(QString::number(worstAim(t))));
        // The hands and the fingers keep their place against the forearm: the hand's joint sits
        // at the forearm's length along +X from the elbow.
        const double forearm =
            read.value.joints[static_cast<std::size_t>(read.value.jointIndex("LeftHand"))].offset.norm();
        QVERIFY(std::abs(between(t, Role::LowerArmL, Role::HandL).x() - forearm) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestTPose)
#include "tst_tpose.moc"
