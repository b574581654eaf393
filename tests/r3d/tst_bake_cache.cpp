// Bakes held by key (issue 39): the second call with a key returns the first's bytes without
// reading the clip; each correction mode is its own bake; what is kept beside a bake goes with
// it; clearing one key, one mode or all. And the absolute correction: a rig whose left arm is
// longer comes out mirror-symmetric, where the relative one keeps it as drawn.

#include <QTest>

#include "rigpose/r3d/bake_cache.h"
#include "rigpose/util/atomic_write.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

std::string walkText()
{
    const auto bytes = readFileBytes(test::dataPath("r3d/35_01.bvh"));
    return bytes ? *bytes : std::string();
}

// The walk's skeleton with the left forearm 1.3 times as long: no longer symmetric.
Skeleton3 lopsided(const Bvh& bvh)
{
    Bvh other = bvh;
    for (BvhJoint& j : other.joints)
        if (j.name == "LeftHand")
            j.offset *= 1.3;
    return skeletonOf(other);
}

}  // namespace

class TestBakeCache : public QObject {
    Q_OBJECT
private slots:
    void theSecondCallReturnsTheFirstBytes()
    {
        const std::string text = walkText();
        const auto read = readBvhText(text, "walk.bvh");
        QVERIFY(read.ok());
        const Skeleton3 source = skeletonOf(read.value), target = lopsided(read.value);
        BakeCache cache;
        const auto first = cache.bakeBytes(text, source, target, "walk→lopsided");
        QVERIFY(first.ok());
        // The bytes are the bake's, written as a BVH on the target.
        const auto direct = bake(clipOf(read.value), source, target);
        QCOMPARE(first.value, bvhText(bvhWithClip(target, direct.value)));
        QCOMPARE(cache.size(), std::size_t(1));
        // Asked again under the key, the clip is not read: not even one that would be refused.
        const auto second = cache.bakeBytes("not a BVH", source, target, "walk→lopsided");
        QVERIFY(second.ok());
        QCOMPARE(second.value, first.value);
        // The other mode is another bake, with other bytes on an asymmetric target.
        const auto absolute = cache.bakeBytes(text, source, target, "walk→lopsided", {.absolute = true});
        QVERIFY(absolute.ok());
        QVERIFY(absolute.value != first.value);
        QCOMPARE(cache.size(), std::size_t(2));
        // A refused bake is not kept.
        const auto refused = cache.bakeBytes("not a BVH", source, target, "other");
        QVERIFY(refused.refusals.has("BVH_SYNTAX"));
        QCOMPARE(cache.size(), std::size_t(2));
    }

    void auxGoesWithItsBake()
    {
        const std::string text = walkText();
        const auto read = readBvhText(text, "walk.bvh");
        QVERIFY(read.ok());
        const Skeleton3 rig = skeletonOf(read.value);
        BakeCache cache;
        const std::string relative = BakeCache::bakeKey("k", {}),
                          absolute = BakeCache::bakeKey("k", {.absolute = true});
        QVERIFY(relative != absolute);
        QVERIFY(!cache.setAux(relative, "before any bake"));
        QVERIFY(cache.bakeBytes(text, rig, rig, "k").ok());
        QVERIFY(cache.bakeBytes(text, rig, rig, "k", {.absolute = true}).ok());
        QVERIFY(cache.bakeBytes(text, rig, rig, "j").ok());
        QVERIFY(cache.setAux(relative, "curves"));
        QVERIFY(cache.setAux(absolute, "other curves"));
        QCOMPARE(cache.aux(relative), std::optional<std::string>("curves"));
        // One mode cleared: its aux goes, the other mode's stays.
        cache.clearCache(relative);
        QCOMPARE(cache.aux(relative), std::nullopt);
        QCOMPARE(cache.aux(absolute), std::optional<std::string>("other curves"));
        QCOMPARE(cache.size(), std::size_t(2));
        // The caller's key: every mode of it.
        cache.clearCache("k");
        QCOMPARE(cache.aux(absolute), std::nullopt);
        QCOMPARE(cache.size(), std::size_t(1));
        cache.clearCache();
        QCOMPARE(cache.size(), std::size_t(0));
    }

    void absoluteCorrectionMirrorsTheRig()
    {
        const auto read = readBvhText(walkText(), "walk.bvh");
        QVERIFY(read.ok());
        const Skeleton3 relative = normalizedToTPose(lopsided(read.value));
        const Skeleton3 absolute = symmetrized(relative);
        const auto mirrorGap = [](const Skeleton3& s) {
            double worst = 0;
            for (Role r : {Role::UpperArmL, Role::LowerArmL, Role::HandL, Role::UpperLegL, Role::FootL}) {
                const Eigen::Vector3d l = *s.rolePosition(r), m = *s.rolePosition(mirrored(r));
                worst = std::max(worst, (l - Eigen::Vector3d(-m.x(), m.y(), m.z())).norm());
            }
            return worst;
        };
        QVERIFY(mirrorGap(relative) > 0.5);  // the longer forearm, kept as drawn
        QVERIFY2(mirrorGap(absolute) < 1e-9, qPrintable(QString::number(mirrorGap(absolute))));
        QVERIFY(std::abs(absolute.rolePosition(Role::Head)->x()) < 1e-9);
        // Still the T-pose: the arms straight out.
        const Eigen::Vector3d forearm = *absolute.rolePosition(Role::HandL) - *absolute.rolePosition(Role::LowerArmL);
        QVERIFY((forearm.normalized() - Eigen::Vector3d::UnitX()).norm() < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestBakeCache)
#include "tst_bake_cache.moc"
