// rig-pose mpfb apply and capture (issue 40), run as a user runs them. MPFB's default T-pose put
// on the default rig writes the bytes the core functions give for it, a frame or the rig's new
// rest, and prints the scale factors the rig's measures give; a pose is found by name in the
// library under the rig's skeleton type; a frame of CMU's walk baked onto the rig, written as a
// BVH with the rest turns taken out, is captured to the bytes the core gives and applies back
// within 1e-5 m; every refusal is named, exits 1 and writes nothing; a bad invocation exits 2.

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include "cli_fixture.h"
#include "cmu_walk.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/r3d/rig_file.h"
#include "rigpose/util/number_format.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

const QString kRig = test::data("r3d/mpfb-default.rig.json");
const QString kPoses = test::data("r3d/mpfb-poses");
const QString kTPose = test::data("r3d/mpfb-poses/default_fk/t-pose.json");

template <class T>
T readOrFail(const Loaded<T>& read, const char* what)
{
    if (!read.ok())
        qFatal("%s does not read: %s", what, read.refusals.items().front().message.c_str());
    return read.value;
}

Skeleton3 rig() { return readOrFail(readRigFile(kRig.toStdString()), "the MPFB rig").skeleton; }

}  // namespace

class TestMpfb : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    test::CliRun mpfb(const QStringList& more) { return test::runCli(QStringList{s("mpfb")} + more, m_dir.path()); }
    QString at(const char* name) const { return m_dir.filePath(s(name)); }

    // CMU's walk baked onto the rig and written as a BVH (its rest turns taken out), once.
    QString walkOnRig()
    {
        const QString path = at("walk-mpfb.bvh");
        if (!QFile::exists(path)) {
            const Bvh walk = test::cmuWalk();
            const Clip3 baked = readOrFail(bake(clipOf(walk), skeletonOf(walk), rig()), "the bake");
            test::writeText(path, QByteArray::fromStdString(clipOutBytes(ClipOutFormat::Bvh, rig(), baked, "walk")));
        }
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aTPoseAppliedWritesWhatTheCoreGives()
    {
        const Skeleton3 r = rig();
        const MpfbPose pose = readOrFail(readMpfbPoseFile(kTPose.toStdString()), "the T-pose");
        const MpfbApplied applied = readOrFail(applyMpfbPose(r, pose, CaptureMode::Fk), "the applied pose");
        for (const char* name : {"t.clip.json", "t.bvh", "t.glb"}) {
            const auto run = mpfb({s("apply"), s("--rig"), kRig, s("--pose"), kTPose, s("--out"), at(name)});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            const std::string want = clipOutBytes(*clipOutFormatOf(name), r, applied.clip, "t-pose");
            QVERIFY(test::readAll(at(name)) == QByteArray::fromStdString(want));
            QVERIFY2(
                run.out.contains(": skeleton type default_no_toes, fk (its folder's), from the rest; 16 rotations, "
                                 "1 translation\n"),
                run.out.constData());
            QVERIFY(run.out.contains("SET 17 bones of the rig's 163\n"));
            QVERIFY(run.out.contains("LACKS none"));
            const QByteArray scale = QByteArray("SCALE translations: Z × ") +
                                     formatFixed(applied.spineScale, 4).c_str() + " (spine " +
                                     formatFixed(*mpfbSpineLength(r), 4).c_str() +
                                     " m, captured on 0.5398 m), X and Y × " +
                                     formatFixed(applied.shoulderScale, 4).c_str();
            QVERIFY2(run.out.contains(scale), run.out.constData());
        }
        // As the rig's rest: the posed rig written at rest.
        const auto run = mpfb(
            {s("apply"), s("--rig"), kRig, s("--pose"), kTPose, s("--out"), at("t-rest.clip.json"), s("--as-rest")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const Skeleton3 posed = posedAsRest(r, applied.clip);
        QVERIFY(test::readAll(at("t-rest.clip.json")) ==
                QByteArray::fromStdString(clipOutBytes(ClipOutFormat::ClipJson, posed, restClip(posed), "t-pose")));
        QVERIFY(run.out.contains("the pose as the rig's rest"));
    }

    void aPoseIsFoundByNameUnderTheRigsSkeletonType()
    {
        // The rig's type from its MPFB name, rig.<type>.json.
        const QString named = at("rig.default.json");
        QVERIFY(QFile::copy(kRig, named));
        const auto run = mpfb({s("apply"), s("--rig"), named, s("--pose"), s("t-pose"), s("--system-poses"), kPoses,
                               s("--out"), at("by-name.clip.json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("default_fk/t-pose.json: skeleton type default_no_toes"));
        const auto same = mpfb(
            {s("apply"), s("--rig"), kRig, s("--pose"), kTPose, s("--out"), at("by-file.clip.json")});
        QCOMPARE(same.exitCode, 0);
        QVERIFY(test::readAll(at("by-name.clip.json")) == test::readAll(at("by-file.clip.json")));
        // Or given; a user pose of the same name wins.
        QVERIFY(QDir().mkpath(at("user/game_engine_fk")));
        QVERIFY(QFile::copy(test::data("r3d/mpfb-poses/game_engine_fk/t-pose.json"),
                            at("user/game_engine_fk/t-pose.json")));
        const auto user = mpfb({s("apply"), s("--rig"), test::data("r3d/mpfb-game_engine.rig.json"), s("--pose"),
                                s("t-pose"), s("--skeleton-type"), s("game_engine"), s("--system-poses"), kPoses,
                                s("--user-poses"), at("user"), s("--out"), at("game.bvh")});
        QVERIFY2(user.exitCode == 0, user.err.constData());
        QVERIFY(user.out.contains(QByteArray(QByteArray("POSE ") + at("user/game_engine_fk/t-pose.json").toUtf8())));
        QVERIFY(user.out.contains("SCALE none: the pose's original_spine_length"));
    }

    void aFrameCapturedIsTheCoresAndAppliesBack()
    {
        const Skeleton3 r = rig();
        const QString walk = walkOnRig();
        const RigFile file = readOrFail(readRigFile(walk.toStdString()), "the walk on MPFB");
        const Clip3 clip = readOrFail(clipOntoRig(file, r, walk.toStdString()), "the walk onto the rig");
        for (const char* mode : {"XYZ", "QUATERNION", "AXIS_ANGLE"}) {
            const QString out = at("stride.json");
            QFile::remove(out);
            const auto run = mpfb({s("capture"), s("--rig"), kRig, s("--clip"), walk, s("--frame"), s("40"), s("--out"),
                                   out, s("--rotation-mode"), s(mode), s("--skeleton-type"), s("default")});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            MpfbCaptureOptions options;
            options.skeletonType = "default";
            options.rotationMode = *rotationModeNamed(mode);
            const MpfbPose pose = captureMpfbPose(r, clip, 40, options);
            QVERIFY(test::readAll(out) == QByteArray::fromStdString(mpfbPoseText(pose)));
            QVERIFY2(run.out.contains("CAPTURE frame 40 of "), run.out.constData());
            QVERIFY(run.out.contains("originals: spine 0.54 m, shoulders 0.3401 m"));
            // Applied back onto the rig, frame 40 of the walk again.
            QVERIFY(mpfb({s("apply"), s("--rig"), kRig, s("--pose"), out, s("--out"), at("back.clip.json")}).exitCode ==
                    0);
            const RigFile applied = readOrFail(readRigFile(at("back.clip.json").toStdString()), "the pose applied");
            const auto a = posedWorld(r, clip, 40), b = posedWorld(applied.skeleton, *applied.clip, 0);
            double worst = 0;
            for (std::size_t j = 0; j < r.bones.size(); ++j)
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
            qInfo("%s: frame 40 captured and applied back within %.3g m", mode, worst);
            QVERIFY(worst < 1e-5);  // the 3D clip file keeps 6 decimals of a metre
        }
        // Partial: only the bones named; applied over the walk's own frame.
        const auto partial = mpfb({s("capture"), s("--rig"), kRig, s("--clip"), walk, s("--frame"), s("100"),
                                   s("--out"), at("arm.json"), s("--mode"), s("partial"), s("--bones"),
                                   s("upperarm01.L,lowerarm01.L")});
        QVERIFY2(partial.exitCode == 0, partial.err.constData());
        const MpfbPose arm = readOrFail(readMpfbPoseFile(at("arm.json").toStdString()), "the partial pose");
        QCOMPARE(arm.rotations.size(), std::size_t(2));
        QCOMPARE(arm.skeletonType, std::string("unknown"));
        const auto over = mpfb({s("apply"), s("--rig"), kRig, s("--pose"), at("arm.json"), s("--mode"), s("partial"),
                                s("--clip"), walk, s("--frame"), s("5"), s("--out"), at("over.clip.json")});
        QVERIFY2(over.exitCode == 0, over.err.constData());
        QVERIFY(over.out.contains(QByteArray(QByteArray("partial, from frame 5 of ") + walk.toUtf8())));
        const MpfbApplied want = readOrFail(applyMpfbPose(r, arm, CaptureMode::Partial, &clip, 5),
                                            "the partial pose applied");
        QVERIFY(test::readAll(at("over.clip.json")) ==
                QByteArray::fromStdString(clipOutBytes(ClipOutFormat::ClipJson, r, want.clip, "arm")));
    }

    void refusalsAreNamedAndWriteNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("code");
        const QString out = at("refused.clip.json");
        const QString bvh = walkOnRig();
        QTest::newRow("a frame past the clip")
            << QStringList{s("capture"), s("--rig"), kRig, s("--clip"), bvh, s("--frame"), s("359"), s("--out"), out}
            << s("MPFB_FRAME");
        QTest::newRow("a partial start past the clip")
            << QStringList{s("apply"),   s("--rig"), kRig,        s("--pose"),  kTPose,     s("--clip"), bvh,
                           s("--frame"), s("400"),   s("--mode"), s("partial"), s("--out"), out}
            << s("MPFB_FRAME");
        QTest::newRow("a broken pose") << QStringList{s("apply"),
                                                      s("--rig"),
                                                      kRig,
                                                      s("--pose"),
                                                      test::data("malformed/mpfb-pose-bone-length.json"),
                                                      s("--out"),
                                                      out}
                                       << s("MPFB_POSE_BONE");
        QTest::newRow("a pose of another rig") << QStringList{s("apply"),
                                                              s("--rig"),
                                                              kRig,
                                                              s("--pose"),
                                                              test::data("r3d/mpfb-poses/cmu_mb_fk/t-pose.json"),
                                                              s("--out"),
                                                              out}
                                               << s("MPFB_POSE_RIG");
        QTest::newRow("a name without a skeleton type")
            << QStringList{s("apply"),          s("--rig"), kRig,       s("--pose"), s("t-pose"),
                           s("--system-poses"), kPoses,     s("--out"), out}
            << s("MPFB_POSE_NAME");
        QTest::newRow("a name the library lacks")
            << QStringList{s("apply"),   s("--rig"),          kRig,   s("--pose"), s("a-pose"), s("--skeleton-type"),
                           s("default"), s("--system-poses"), kPoses, s("--out"),  out}
            << s("MPFB_POSE_NAME");
        QTest::newRow("a missing pose") << QStringList{s("apply"),      s("--rig"), kRig, s("--pose"),
                                                       at("none.json"), s("--out"), out}
                                        << s("MPFB_POSE_JSON");
        QTest::newRow("a pose out of no JSON") << QStringList{s("capture"), s("--rig"), kRig,       s("--clip"),   bvh,
                                                              s("--frame"), s("0"),     s("--out"), at("pose.txt")}
                                               << s("R3D_FORMAT");
        QTest::newRow("a bone the rig lacks")
            << QStringList{s("capture"), s("--rig"),   kRig,        s("--clip"),  bvh,          s("--frame"), s("0"),
                           s("--out"),   at("p.json"), s("--mode"), s("partial"), s("--bones"), s("wing.L")}
            << s("MPFB_POSE_RIG");
        QTest::newRow("a rig without motion as the clip")
            << QStringList{s("capture"), s("--rig"), kRig,       s("--clip"), kRig,
                           s("--frame"), s("0"),     s("--out"), at("p.json")}
            << s("R3D_CLIP");
        QTest::newRow("the pose over its clip")
            << QStringList{s("capture"), s("--rig"), kRig,       s("--clip"), kTPose,
                           s("--frame"), s("0"),     s("--out"), kTPose}
            << s("ARG_PATH");
    }

    void refusalsAreNamedAndWriteNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, code);
        const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);
        const QByteArray pose = test::readAll(kTPose);
        const auto r = mpfb(arguments);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QByteArray(code.toUtf8() + ": ")), r.err.constData());
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before);
        QVERIFY(test::readAll(kTPose) == pose);
    }

    void badInvocationsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString out = at("bad.clip.json");
        QTest::newRow("mpfb alone") << QStringList{};
        QTest::newRow("no such mpfb command") << QStringList{s("pose")};
        QTest::newRow("apply without a pose") << QStringList{s("apply"), s("--rig"), kRig, s("--out"), out};
        QTest::newRow("a mode of no name")
            << QStringList{s("apply"), s("--rig"), kRig, s("--pose"), kTPose, s("--out"), out, s("--mode"), s("FK")};
        QTest::newRow("a frame without a clip")
            << QStringList{s("apply"), s("--rig"), kRig, s("--pose"), kTPose, s("--out"), out, s("--frame"), s("2")};
        QTest::newRow("capture without a frame")
            << QStringList{s("capture"), s("--rig"), kRig, s("--clip"), kRig, s("--out"), at("p.json")};
        QTest::newRow("a frame of no number") << QStringList{s("capture"), s("--rig"), kRig,       s("--clip"), kRig,
                                                             s("--frame"), s("-1"),    s("--out"), at("p.json")};
        QTest::newRow("partial without bones")
            << QStringList{s("capture"), s("--rig"), kRig,         s("--clip"), kRig,        s("--frame"),
                           s("0"),       s("--out"), at("p.json"), s("--mode"), s("partial")};
        QTest::newRow("bones without partial")
            << QStringList{s("capture"), s("--rig"), kRig,         s("--clip"),  kRig,  s("--frame"),
                           s("0"),       s("--out"), at("p.json"), s("--bones"), s("a")};
        QTest::newRow("a rotation mode of no name")
            << QStringList{s("capture"), s("--rig"), kRig,         s("--clip"),          kRig,      s("--frame"),
                           s("0"),       s("--out"), at("p.json"), s("--rotation-mode"), s("EULER")};
    }

    void badInvocationsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const auto r = mpfb(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMpfb)
#include "tst_mpfb.moc"
