// The bake (issue 39): CMU's walk baked onto its own skeleton puts every joint where the source
// has it, within 1e-6 on every frame, and passes the bake's own check; baked onto the same walker renamed as Mixamo names it, its
// legs 1.2 times as long and its arms at rest in an A-pose, every arm and leg bone points where
// the source's does within 0.5° on every frame, and the hips travel by the hips' height ratio;
// the baked clip written as a BVH reads back to the same joints within 1e-5.

#include <QTest>

#include <cmath>
#include <map>
#include <numbers>

#include "rigpose/r3d/bake.h"
#include "rigpose/r3d/bake_check.h"
#include "cmu_walk.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

Bvh walk() { return test::cmuWalk(); }

// The walker as another rig: Mixamo's names (the CMU and Mixamo limbs share them; the spine's
// differ), the knee and ankle offsets 1.2 times as long, the upper arms' rest turned 45° down.
Skeleton3 otherRig(const Bvh& bvh)
{
    Bvh other = bvh;
    const std::map<std::string, std::string> spine{{"LowerBack", "Spine"}, {"Spine", "Spine1"}, {"Spine1", "Spine2"}};
    for (BvhJoint& j : other.joints) {
        if (const auto it = spine.find(j.name); it != spine.end())
            j.name = it->second;
        if (j.name == "LeftLeg" || j.name == "RightLeg" || j.name == "LeftFoot" || j.name == "RightFoot")
            j.offset *= 1.2;
        if (j.name == "LeftForeArm" || j.name == "RightForeArm") {
            const double down = (j.name[0] == 'L' ? -1 : 1) * std::numbers::pi / 4;
            j.offset = Eigen::AngleAxisd(down, Eigen::Vector3d::UnitZ()) * j.offset;
        }
        j.name = "mixamorig:" + j.name;
    }
    return skeletonOf(other);
}

// Each arm and leg role's direction, joint to the next role's joint, on a posed frame.
std::vector<Eigen::Vector3d> limbDirections(const Skeleton3& s, const std::vector<Eigen::Isometry3d>& world)
{
    const std::pair<Role, Role> limbs[] = {{Role::UpperArmL, Role::LowerArmL}, {Role::LowerArmL, Role::HandL},
                                           {Role::UpperArmR, Role::LowerArmR}, {Role::LowerArmR, Role::HandR},
                                           {Role::UpperLegL, Role::LowerLegL}, {Role::LowerLegL, Role::FootL},
                                           {Role::UpperLegR, Role::LowerLegR}, {Role::LowerLegR, Role::FootR}};
    std::vector<Eigen::Vector3d> out;
    for (const auto& [from, to] : limbs)
        out.push_back((world[static_cast<std::size_t>(s.roles.boneOf(to))].translation() -
                       world[static_cast<std::size_t>(s.roles.boneOf(from))].translation())
                          .normalized());
    return out;
}

}  // namespace

class TestBake : public QObject {
    Q_OBJECT
private slots:
    void ontoItsOwnSkeletonNothingMoves()
    {
        const Bvh bvh = walk();
        const Skeleton3 rig = skeletonOf(bvh);
        const Clip3 clip = clipOf(bvh);
        const auto baked = bake(clip, rig, rig);
        QVERIFY(baked.ok());
        double worst = 0;
        for (std::size_t f = 0; f < clip.frames; ++f) {
            const auto a = bvhWorld(bvh, f), b = posedWorld(rig, baked.value, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
        }
        qInfo("worst joint %.3g units", worst);
        QVERIFY2(worst <= 1e-6, qPrintable(QString::number(worst)));
        // The bake's own check passes it too, the neck's segment bent by Neck1 (no role) as the
        // source's is: the bake carries Neck1's turn by name, so the check wants it.
        const BakeCheck check = checkBake(clip, rig, baked.value, rig);
        qInfo("bake check: worst %.3g° over %zu role segments", check.worstDegrees, check.roles.size());
        QCOMPARE(check.roles.size(), std::size_t(15));
        QVERIFY2(check.worstDegrees < 1e-6, qPrintable(QString::number(check.worstDegrees)));
    }

    void ontoAnotherRigTheLimbsPointAlike()
    {
        const Bvh bvh = walk();
        const Skeleton3 source = skeletonOf(bvh), target = otherRig(bvh);
        QCOMPARE(target.roles.convention, std::string("mixamo"));
        const Clip3 clip = clipOf(bvh);
        const auto baked = bake(clip, source, target);
        QVERIFY(baked.ok());
        double worst = 0;
        for (std::size_t f = 0; f < clip.frames; ++f) {
            const auto a = limbDirections(source, posedWorld(source, clip, f));
            const auto b = limbDirections(target, posedWorld(target, baked.value, f));
            for (std::size_t i = 0; i < a.size(); ++i)
                worst = std::max(worst, std::acos(std::clamp(a[i].dot(b[i]), -1.0, 1.0)) * 180 / std::numbers::pi);
        }
        qInfo("worst limb direction %.3g°", worst);
        QVERIFY2(worst <= 0.5, qPrintable(QString::number(worst)));
        // The hips travel by the ratio of the hips' heights; longer shins and thighs make it more.
        const double ratio = hipHeight(target) / hipHeight(source);
        qInfo("hip height ratio %.4f", ratio);
        QVERIFY2(ratio > 1.1 && ratio < 1.2, qPrintable(QString::number(ratio)));
        const auto hipsOf = [](const Skeleton3& s, const std::vector<Eigen::Isometry3d>& w) {
            return w[static_cast<std::size_t>(s.roles.boneOf(Role::Hips))].translation();
        };
        const Eigen::Vector3d sourceTravel = hipsOf(source, posedWorld(source, clip, 358)) -
                                             hipsOf(source, source.restWorld());
        const Eigen::Vector3d targetTravel = hipsOf(target, posedWorld(target, baked.value, 358)) -
                                             hipsOf(target, target.restWorld());
        QVERIFY((targetTravel - ratio * sourceTravel).norm() < 1e-9);
    }

    void ontoASmallerCopyEveryJointScalesWithTheHips()
    {
        // The walker at 0.37 times its size: the hips' height ratio is 0.37, and every joint,
        // the feet's height above the ground among them, lands at 0.37 times the source's place
        // from the hips at rest.
        const Bvh bvh = walk();
        Bvh small = bvh;
        for (BvhJoint& j : small.joints)
            j.offset *= 0.37;
        const Skeleton3 source = skeletonOf(bvh), target = skeletonOf(small);
        const Clip3 clip = clipOf(bvh);
        const auto baked = bake(clip, source, target);
        QVERIFY(baked.ok());
        QVERIFY(std::abs(hipHeight(target) / hipHeight(source) - 0.37) < 1e-12);
        const int hips = source.roles.boneOf(Role::Hips);
        const Eigen::Vector3d sourceRest = source.restWorld()[static_cast<std::size_t>(hips)].translation();
        const Eigen::Vector3d targetRest = target.restWorld()[static_cast<std::size_t>(hips)].translation();
        double worst = 0;
        for (std::size_t f = 0; f < clip.frames; ++f) {
            const auto a = posedWorld(source, clip, f), b = posedWorld(target, baked.value, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worst = std::max(worst,
                                 ((b[j].translation() - targetRest) - 0.37 * (a[j].translation() - sourceRest)).norm());
        }
        QVERIFY2(worst <= 1e-9, qPrintable(QString::number(worst)));
    }

    void theBakedClipWritesAsABvh()
    {
        const Bvh bvh = walk();
        const Skeleton3 source = skeletonOf(bvh), target = otherRig(bvh);
        const auto baked = bake(clipOf(bvh), source, target);
        QVERIFY(baked.ok());
        const auto back = readBvhText(bvhText(bvhWithClip(target, baked.value)), "baked.bvh");
        QVERIFY(back.ok());
        QCOMPARE(back.value.frames, bvh.frames);
        double worst = 0;
        for (std::size_t f = 0; f < back.value.frames; ++f) {
            const auto a = posedWorld(target, baked.value, f), b = bvhWorld(back.value, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
        }
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
    }

    void aRigWithoutHipsIsRefusedByName()
    {
        Skeleton3 none;
        none.bones.push_back({"torso", -1, Eigen::Vector3d::Zero(), Eigen::Quaterniond::Identity()});
        none.roles = findRoles({"torso"}, {-1});
        const Bvh bvh = walk();
        const auto baked = bake(clipOf(bvh), skeletonOf(bvh), none);
        QVERIFY(baked.refusals.has("R3D_ROLES"));
        QVERIFY(QString::fromStdString(baked.refusals.items().front().message).contains(QStringLiteral("target")));
    }
};

QTEST_GUILESS_MAIN(TestBake)
#include "tst_bake.moc"
