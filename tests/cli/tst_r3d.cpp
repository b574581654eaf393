// rig-pose r3d plan, bake and tpose (issue 39), run as a user runs them. CMU's walk baked onto its
// own skeleton and written as a 3D clip and as a BVH reads back with every joint where the
// source has it within 1e-5; baked onto MPFB's default rig, the GLB and the BVH written pose the
// same joints within 1e-5 m and point every limb where the source's does within 0.5°; the T-pose
// written has the arms along ±X; a bake whose own check fails writes nothing; every refusal is
// named, exits 1 and writes nothing, and a bad invocation exits 2.

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

#include "cli_fixture.h"
#include "cmu_walk.h"
#include "rigpose/r3d/clip_json.h"
#include "rigpose/r3d/gltf.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

const QString kWalk = test::data("r3d/35_01.bvh");
const QString kMpfb = test::data("r3d/mpfb-default.rig.json");

Bvh walk() { return test::cmuWalk(); }

template <class T>
T readOrFail(const Loaded<T>& read, const QString& what)
{
    if (!read.ok())
        qFatal("%s does not read: %s", qPrintable(what), read.refusals.items().front().message.c_str());
    return read.value;
}

double angle(const Eigen::Vector3d& a, const Eigen::Vector3d& b)
{
    return std::acos(std::clamp(a.normalized().dot(b.normalized()), -1.0, 1.0)) * 180 / std::numbers::pi;
}

Eigen::Vector3d joint(const Skeleton3& sk, const std::vector<Eigen::Isometry3d>& world, Role role)
{
    return world[static_cast<std::size_t>(sk.roles.boneOf(role))].translation();
}

const std::pair<Role, Role> kLimbs[] = {{Role::UpperArmL, Role::LowerArmL}, {Role::LowerArmL, Role::HandL},
                                        {Role::UpperArmR, Role::LowerArmR}, {Role::LowerArmR, Role::HandR},
                                        {Role::UpperLegL, Role::LowerLegL}, {Role::LowerLegL, Role::FootL},
                                        {Role::UpperLegR, Role::LowerLegR}, {Role::LowerLegR, Role::FootR}};

}  // namespace

class TestR3d : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    test::CliRun r3d(const QStringList& more) { return test::runCli(QStringList{s("r3d")} + more, m_dir.path()); }
    QString at(const char* name) const { return m_dir.filePath(s(name)); }
    bool written(const char* name) const { return QFile::exists(at(name)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void planSaysEveryRoleAndTheBonesCarryingIt()
    {
        const auto r = r3d({s("plan"), s("--source"), kWalk, s("--target"), kMpfb});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(s(": BVH, 31 bones; 22 of 22 roles by cmu-mb names")), qPrintable(out));
        QVERIFY(out.contains(s(": MPFB rig, 163 bones; 20 of 22 roles by mpfb names")));
        QVERIFY(out.contains(s("PLAN upperArm.L  LeftArm -> upperarm01.L\n")));
        QVERIFY(out.contains(s("PLAN foot.R      RightFoot -> foot.R\n")));
        QVERIFY(
            out.contains(s("PLAN 20 roles carried; source only (dropped): toes.L toes.R; target only (kept at its "
                           "bind): none\n")));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files).size(), 0);
    }

    void aProfileChangesThePlan()
    {
        const QString profile = at("no-toes.profile.json");
        QVERIFY(test::writeText(profile, R"({"spec": "rig-pose-r3d-profile/1", "roles": {"foot.L": null}})"));
        const auto r = r3d({s("plan"), s("--source"), kWalk, s("--target"), kWalk, s("--target-profile"), profile});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("by cmu-mb + profile names"));
        QVERIFY(r.out.contains("source only (dropped): foot.L;"));
    }

    void ontoItsOwnSkeletonEveryJointReturns()
    {
        const Bvh source = walk();
        for (const char* name : {"self.clip.json", "self.bvh"}) {
            const auto r = r3d({s("bake"), s("--source"), kWalk, s("--target"), kWalk, s("--out"), at(name)});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY(r.out.contains("hips' height ratio 1\n"));
            Skeleton3 sk;
            Clip3 clip;
            if (QString::fromUtf8(name).endsWith(s(".bvh"))) {
                const Bvh back = readOrFail(readBvhFile(at(name).toStdString()), at(name));
                sk = skeletonOf(back);
                clip = clipOf(back);
            } else {
                const ClipFile back = readOrFail(readClipJsonFile(at(name).toStdString()), at(name));
                sk = back.skeleton;
                clip = back.clip;
            }
            QCOMPARE(clip.frames, source.frames);
            double worst = 0;
            for (std::size_t f = 0; f < source.frames; ++f) {
                const auto a = bvhWorld(source, f), b = posedWorld(sk, clip, f);
                for (std::size_t j = 0; j < a.size(); ++j)
                    worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
            }
            qInfo("%s: worst joint %.3g units", name, worst);
            QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        }
    }

    void ontoMpfbTheGlbAndTheBvhPoseAlikeAndFollowTheSource()
    {
        for (const char* name : {"walk-mpfb.glb", "walk-mpfb.bvh"}) {
            const auto r = r3d({s("bake"), s("--source"), kWalk, s("--target"), kMpfb, s("--out"), at(name)});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.out.contains("CHECK 13 role segments within 0.5° on every frame"), r.out.constData());
        }
        QVERIFY(QString::fromUtf8(test::readAll(at("walk-mpfb.glb")).left(4)) == s("glTF"));
        const GltfRead glb = readOrFail(readGltfFile(at("walk-mpfb.glb").toStdString()), s("the GLB"));
        QCOMPARE(glb.animation, std::string("35_01"));
        QCOMPARE(glb.skeleton.roles.convention, std::string("mpfb"));
        const Bvh bvh = readOrFail(readBvhFile(at("walk-mpfb.bvh").toStdString()), s("the BVH"));
        const Skeleton3 bvhRig = skeletonOf(bvh);
        const Clip3 bvhClip = clipOf(bvh);
        QCOMPARE(bvhRig.bones.size(), glb.skeleton.bones.size());
        const Bvh source = walk();
        const Skeleton3 sourceRig = skeletonOf(source);
        const Clip3 sourceClip = clipOf(source);
        double worstJoint = 0, worstLimb = 0;
        for (std::size_t f = 0; f < source.frames; ++f) {
            const auto a = posedWorld(glb.skeleton, *glb.clip, f), b = posedWorld(bvhRig, bvhClip, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worstJoint = std::max(worstJoint, (a[j].translation() - b[j].translation()).norm());
            const auto w = posedWorld(sourceRig, sourceClip, f);
            for (const auto& [from, to] : kLimbs)
                worstLimb = std::max(worstLimb, angle(joint(sourceRig, w, to) - joint(sourceRig, w, from),
                                                      joint(glb.skeleton, a, to) - joint(glb.skeleton, a, from)));
        }
        qInfo("GLB against BVH: worst joint %.3g m; GLB against the source: worst limb %.3g°", worstJoint, worstLimb);
        QVERIFY2(worstJoint <= 1e-5, qPrintable(QString::number(worstJoint)));
        QVERIFY2(worstLimb <= 0.5, qPrintable(QString::number(worstLimb)));
        // The same run writes the same bytes.
        const QByteArray first = test::readAll(at("walk-mpfb.glb"));
        QCOMPARE(r3d({s("bake"), s("--source"), kWalk, s("--target"), kMpfb, s("--out"), at("again.glb")}).exitCode, 0);
        QVERIFY(test::readAll(at("again.glb")) == first);
    }

    void aClipFromAnotherFilePlaysOnTheSource()
    {
        // The walk's own motion given as --clip, its 3D clip file as the source rig.
        QVERIFY(
            r3d({s("bake"), s("--source"), kWalk, s("--target"), kWalk, s("--out"), at("rig.clip.json")}).exitCode ==
            0);
        const auto r = r3d({s("bake"), s("--source"), at("rig.clip.json"), s("--clip"), kWalk, s("--target"), kMpfb,
                            s("--out"), at("from-clip.glb"), s("--absolute")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("absolute correction"));
        QVERIFY(r.out.contains(QByteArray(QByteArray("BAKE 359 frames at 120 fps from ") + kWalk.toUtf8())));
    }

    void theTPoseHasTheArmsOut()
    {
        const auto r = r3d({s("tpose"), s("--rig"), kMpfb, s("--out"), at("mpfb-tpose.clip.json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("TPOSE relative (lengths kept): limbs off the T-pose by up to "), r.out.constData());
        const ClipFile t = readOrFail(readClipJsonFile(at("mpfb-tpose.clip.json").toStdString()), s("the T-pose"));
        QCOMPARE(t.clip.frames, std::size_t(1));
        const auto world = posedWorld(t.skeleton, t.clip, 0);
        // Lengths are kept to 1e-6 m, so a 0.25 m upper arm points within about 4e-6 rad.
        const double arm = angle(joint(t.skeleton, world, Role::LowerArmL) - joint(t.skeleton, world, Role::UpperArmL),
                                 Eigen::Vector3d::UnitX());
        const double leg = angle(joint(t.skeleton, world, Role::FootR) - joint(t.skeleton, world, Role::LowerLegR),
                                 -Eigen::Vector3d::UnitY());
        qInfo("left upper arm off +X %.3g°, right shin off -Y %.3g°", arm, leg);
        QVERIFY(arm < 1e-3 && leg < 1e-3);
        const auto absolute = r3d({s("tpose"), s("--rig"), kWalk, s("--out"), at("walk-tpose.bvh"), s("--absolute")});
        QVERIFY2(absolute.exitCode == 0, absolute.err.constData());
        QVERIFY(absolute.out.contains("TPOSE absolute (made symmetric)"));
    }

    void aBakeFailingItsOwnCheckWritesNothing()
    {
        // The target's forearms swapped by hand: each upper arm's segment now ends on the other
        // arm, which no turn of the upper arm can follow.
        const QString profile = at("swapped.profile.json");
        QVERIFY(test::writeText(profile, R"({"spec": "rig-pose-r3d-profile/1",
            "roles": {"lowerArm.L": "RightForeArm", "lowerArm.R": "LeftForeArm"}})"));
        const auto r = r3d({s("bake"), s("--source"), kWalk, s("--target"), kWalk, s("--target-profile"), profile,
                            s("--out"), at("swapped.glb")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("R3D_CHECK: "), r.err.constData());
        QVERIFY(r.err.contains("--target-profile"));
        QVERIFY(!written("swapped.glb"));
    }

    void refusalsAreNamedAndWriteNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("output");
        const QString out = m_dir.filePath(s("refused.glb"));
        QTest::newRow("an output of no format")
            << QStringList{s("bake"), s("--source"), kWalk, s("--target"), kWalk, s("--out"), at("refused.fbx")}
            << s("R3D_FORMAT") << at("refused.fbx");
        QTest::newRow("a source of no format")
            << QStringList{s("bake"), s("--source"), test::data("r3d/README.md"), s("--target"), kWalk, s("--out"), out}
            << s("R3D_FORMAT") << out;
        QTest::newRow("a clip without motion")
            << QStringList{s("bake"), s("--source"), kWalk, s("--clip"), kMpfb, s("--target"), kWalk, s("--out"), out}
            << s("R3D_CLIP") << out;
        QTest::newRow("a source without motion")
            << QStringList{s("bake"), s("--source"), kMpfb, s("--target"), kWalk, s("--out"), out} << s("R3D_CLIP")
            << out;
        QTest::newRow("a missing profile")
            << QStringList{s("bake"),       s("--source"), kWalk, s("--target"), kWalk, s("--target-profile"),
                           at("none.json"), s("--out"),    out}
            << s("R3D_PROFILE") << out;
        QTest::newRow("the output over the source")
            << QStringList{s("bake"), s("--source"), kWalk, s("--target"), kMpfb, s("--out"), kWalk} << s("ARG_PATH")
            << QString();
        QTest::newRow("a rig of no format")
            << QStringList{s("tpose"), s("--rig"), test::data("malformed/cases.tsv"), s("--out"), out}
            << s("R3D_FORMAT") << out;
        QTest::newRow("a T-pose of no format")
            << QStringList{s("tpose"), s("--rig"), kWalk, s("--out"), at("t.gltf")} << s("R3D_FORMAT") << at("t.gltf");
    }

    void refusalsAreNamedAndWriteNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, code);
        QFETCH(QString, output);
        const QByteArray walkBefore = test::readAll(kWalk);
        const auto r = r3d(arguments);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QByteArray(code.toUtf8() + ": ")), r.err.constData());
        if (!output.isEmpty())
            QVERIFY(!QFile::exists(output));
        QVERIFY(test::readAll(kWalk) == walkBefore);
    }

    void badInvocationsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("r3d alone") << QStringList{};
        QTest::newRow("no such r3d command") << QStringList{s("retarget")};
        QTest::newRow("plan without a target") << QStringList{s("plan"), s("--source"), kWalk};
        QTest::newRow("bake without an output") << QStringList{s("bake"), s("--source"), kWalk, s("--target"), kWalk};
        QTest::newRow("tpose without a rig") << QStringList{s("tpose"), s("--out"), at("x.bvh")};
        QTest::newRow("an unknown flag") << QStringList{s("plan"),     s("--source"), kWalk,
                                                        s("--target"), kWalk,         s("--frobnicate")};
    }

    void badInvocationsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const auto r = r3d(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestR3d)
#include "tst_r3d.moc"
