// MPFB's pose files (issue 40). The six Euler orders compose as the products written out by hand
// below, and every mode's values read back as the turn they came from; MPFB's four system
// T-poses (CC0, tests/data/r3d/mpfb-poses) read, write and read again to the same values; the
// scale factors on MPFB's default rig equal the lengths worked from the rig file's own head and
// tail numbers (read here with Qt's JSON reader); the default T-pose swings the left upper arm by
// the turn its file gives, composed here by hand from Blender's frames; a frame captured and
// applied again comes back within 1e-6 (rad and m) in every rotation mode, on random turns and on
// CMU's walk baked onto the rig; a clip through a BVH with the rest turns taken out is carried
// back onto the rig by clipOntoRig; the library's user poses hide the system ones.

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <numbers>
#include <random>

#include "rigpose/r3d/bake.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/r3d/mpfb_rig.h"
#include "rigpose/r3d/rig_file.h"
#include "cmu_walk.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

constexpr RotationMode kModes[] = {RotationMode::XYZ,        RotationMode::XZY,      RotationMode::YXZ,
                                   RotationMode::YZX,        RotationMode::ZXY,      RotationMode::ZYX,
                                   RotationMode::Quaternion, RotationMode::AxisAngle};
const char* const kSkeletons[] = {"cmu_mb", "default", "game_engine", "mixamo_unity"};

Skeleton3 mpfbDefault()
{
    auto read = readMpfbRigFile(test::dataPath("r3d/mpfb-default.rig.json"));
    if (!read.ok())
        qFatal("the MPFB default rig does not read");
    return read.value;
}

QJsonObject jsonOf(const std::string& path)
{
    return QJsonDocument::fromJson(test::readAll(QString::fromStdString(path))).object();
}

QJsonObject rigByQt() { return jsonOf(test::dataPath("r3d/mpfb-default.rig.json")); }

std::string tPosePath(const char* skeleton) { return test::dataPath("r3d/mpfb-poses/") + skeleton + "_fk/t-pose.json"; }

// A bone end's default_position, in Blender's space as the file has it.
Eigen::Vector3d point(const QJsonObject& rig, const char* bone, const char* end)
{
    const QJsonArray p = rig.value(QString::fromUtf8(bone))
                             .toObject()
                             .value(QString::fromUtf8(end))
                             .toObject()
                             .value(QStringLiteral("default_position"))
                             .toArray();
    return {p[0].toDouble(), p[1].toDouble(), p[2].toDouble()};
}

double roll(const QJsonObject& rig, const char* bone)
{
    return rig.value(QString::fromUtf8(bone)).toObject().value(QStringLiteral("roll")).toDouble();
}

Eigen::Quaterniond frameOf(const QJsonObject& rig, const char* bone)
{
    return blenderToYUp() * blenderBoneFrame(point(rig, bone, "head"), point(rig, bone, "tail"), roll(rig, bone));
}

Eigen::Quaterniond about(int axis, double angle)
{
    return Eigen::Quaterniond(Eigen::AngleAxisd(angle, Eigen::Vector3d::Unit(axis)));
}

// Each Euler order's product, written out: the first letter's turn applied first (rightmost).
Eigen::Quaterniond byHand(RotationMode mode, double x, double y, double z)
{
    switch (mode) {
    case RotationMode::XYZ:
        return about(2, z) * about(1, y) * about(0, x);
    case RotationMode::XZY:
        return about(1, y) * about(2, z) * about(0, x);
    case RotationMode::YXZ:
        return about(2, z) * about(0, x) * about(1, y);
    case RotationMode::YZX:
        return about(0, x) * about(2, z) * about(1, y);
    case RotationMode::ZXY:
        return about(1, y) * about(0, x) * about(2, z);
    case RotationMode::ZYX:
        return about(0, x) * about(1, y) * about(2, z);
    default:
        return Eigen::Quaterniond::Identity();
    }
}

Eigen::Quaterniond randomTurn(std::mt19937_64& rng, double lowest, double highest)
{
    std::normal_distribution<double> n;
    const Eigen::Vector3d axis = Eigen::Vector3d(n(rng), n(rng), n(rng)).normalized();
    return Eigen::Quaterniond(Eigen::AngleAxisd(std::uniform_real_distribution<double>(lowest, highest)(rng), axis));
}

int boneNamed(const Skeleton3& s, const std::string& name)
{
    for (std::size_t b = 0; b < s.bones.size(); ++b)
        if (s.bones[b].name == name)
            return static_cast<int>(b);
    return -1;
}

// Random turns of every bone away from its rest, and the roots moved: what fk carries.
Clip3 randomClip(const Skeleton3& rig, std::size_t frames, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> move(-0.5, 0.5);
    Clip3 clip;
    clip.frameTime = 1.0 / 24;
    clip.frames = frames;
    clip.bones = rig.bones.size();
    for (std::size_t f = 0; f < frames; ++f)
        for (const Bone3& b : rig.bones) {
            clip.rotation.push_back((b.rotation * randomTurn(rng, 0.01, 3.0)).normalized());
            clip.translation.push_back(b.parent < 0 ? b.translation + Eigen::Vector3d(move(rng), move(rng), move(rng))
                                                    : b.translation);
        }
    return clip;
}

struct Worst {
    double angle = 0, position = 0;
};

// Every frame captured in `mode`, written, read and applied: how far the bones come back.
Worst roundTrip(const Skeleton3& rig, const Clip3& clip, const std::vector<std::size_t>& frames, RotationMode mode)
{
    Worst worst;
    for (std::size_t f : frames) {
        const MpfbPose pose = captureMpfbPose(rig, clip, f, {.skeletonType = "default", .rotationMode = mode});
        const auto back = readMpfbPoseText(mpfbPoseText(pose), "captured.json");
        if (!back.ok())
            qFatal("a captured pose does not read back: %s", back.refusals.items().front().message.c_str());
        const auto applied = applyMpfbPose(rig, back.value, CaptureMode::Fk);
        if (!applied.ok())
            qFatal("a captured pose does not apply");
        const auto a = posedWorld(rig, clip, f), b = posedWorld(rig, applied.value.clip, 0);
        for (std::size_t j = 0; j < rig.bones.size(); ++j) {
            worst.angle = std::max(worst.angle,
                                   clip.rotationAt(f, j).angularDistance(applied.value.clip.rotationAt(0, j)));
            worst.position = std::max(worst.position, (a[j].translation() - b[j].translation()).norm());
        }
    }
    return worst;
}

}  // namespace

class TestMpfbPose : public QObject {
    Q_OBJECT
private slots:
    void modesAreNamedAsBlenderNamesThem()
    {
        for (RotationMode m : kModes)
            QCOMPARE(rotationModeNamed(rotationModeName(m)), std::optional<RotationMode>(m));
        QCOMPARE(rotationModeName(RotationMode::Quaternion), std::string_view("QUATERNION"));
        QCOMPARE(rotationModeName(RotationMode::AxisAngle), std::string_view("AXIS_ANGLE"));
        QCOMPARE(rotationModeName(RotationMode::ZXY), std::string_view("ZXY"));
        QVERIFY(!rotationModeNamed("xyz"));
        QCOMPARE(rotationModeLength(RotationMode::YZX), std::size_t(3));
        QCOMPARE(rotationModeLength(RotationMode::AxisAngle), std::size_t(4));
        for (CaptureMode m : {CaptureMode::Fk, CaptureMode::Ik, CaptureMode::Partial})
            QCOMPARE(captureModeNamed(captureModeName(m)), std::optional<CaptureMode>(m));
        QCOMPARE(captureModeName(CaptureMode::Partial), std::string_view("partial"));
    }

    void eachModeTurnsAsWorkedByHand()
    {
        const double q = std::numbers::pi / 2;
        const auto turned = [](RotationMode mode, std::array<double, 4> v, const Eigen::Vector3d& p) {
            return mpfbRotation({"b", mode, v}) * p;
        };
        // XYZ: X first. A quarter about X takes +Y to +Z, then a quarter about Y takes +Z to +X.
        QVERIFY((turned(RotationMode::XYZ, {q, q, 0, 0}, Eigen::Vector3d::UnitY()) - Eigen::Vector3d::UnitX()).norm() <
                1e-12);
        // ZYX: Z first (none here), then Y (keeps +Y), then X: +Y to +Z.
        QVERIFY((turned(RotationMode::ZYX, {q, q, 0, 0}, Eigen::Vector3d::UnitY()) - Eigen::Vector3d::UnitZ()).norm() <
                1e-12);
        // A quaternion W, X, Y, Z and an angle with its axis: a quarter about +Z takes +X to +Y.
        const double h = std::sqrt(0.5);
        QVERIFY((turned(RotationMode::Quaternion, {h, 0, 0, h}, Eigen::Vector3d::UnitX()) - Eigen::Vector3d::UnitY())
                    .norm() < 1e-12);
        QVERIFY((turned(RotationMode::AxisAngle, {q, 0, 0, 1}, Eigen::Vector3d::UnitX()) - Eigen::Vector3d::UnitY())
                    .norm() < 1e-12);
        QVERIFY(mpfbRotation({"b", RotationMode::AxisAngle, {1, 0, 0, 0}}).isApprox(Eigen::Quaterniond::Identity()));

        // Every order against its product written out, and back from the turn to the angles.
        std::mt19937_64 rng(40);
        std::uniform_real_distribution<double> angle(-3, 3), middle(-1.5, 1.5);
        double worstCompose = 0, worstAngles = 0, worstTurn = 0;
        for (RotationMode mode : kModes) {
            for (int i = 0; i < 200; ++i) {
                std::array<double, 4> v{angle(rng), angle(rng), angle(rng), 0};
                if (mode != RotationMode::Quaternion && mode != RotationMode::AxisAngle) {
                    // The middle axis's angle kept within ±90°, where the angles are unique.
                    const std::string_view name = rotationModeName(mode);
                    v[static_cast<std::size_t>(name[1] - 'X')] = middle(rng);
                    const Eigen::Quaterniond hand = byHand(mode, v[0], v[1], v[2]);
                    worstCompose = std::max(worstCompose, hand.angularDistance(mpfbRotation({"b", mode, v})));
                    const auto back = mpfbValuesOf(hand, mode);
                    for (int a = 0; a < 3; ++a)
                        worstAngles = std::max(
                            worstAngles, std::abs(back[static_cast<std::size_t>(a)] - v[static_cast<std::size_t>(a)]));
                }
                const Eigen::Quaterniond turn = randomTurn(rng, 0, 3.1);
                worstTurn = std::max(worstTurn,
                                     turn.angularDistance(mpfbRotation({"b", mode, mpfbValuesOf(turn, mode)})));
            }
        }
        qInfo("Euler against the products by hand %.3g rad; angles back %.3g rad; every mode's turn back %.3g rad",
              worstCompose, worstAngles, worstTurn);
        QVERIFY(worstCompose < 1e-12 && worstAngles < 1e-9 && worstTurn < 1e-12);
        // At the gimbal's lock (the middle turn a quarter) the turn still comes back.
        const Eigen::Quaterniond locked = byHand(RotationMode::XYZ, 0.3, q, -0.2);
        QVERIFY(locked.angularDistance(
                    mpfbRotation({"b", RotationMode::XYZ, mpfbValuesOf(locked, RotationMode::XYZ)})) < 1e-7);
        const auto w = mpfbValuesOf(Eigen::Quaterniond(-h, 0, 0, -h), RotationMode::Quaternion);
        QVERIFY(w[0] > 0);  // q and -q are one turn: W >= 0
    }

    void theSystemTPosesReadWriteAndReadBack_data()
    {
        QTest::addColumn<QString>("skeleton");
        for (const char* s : kSkeletons)
            QTest::newRow(s) << QString::fromUtf8(s);
    }

    void theSystemTPosesReadWriteAndReadBack()
    {
        QFETCH(QString, skeleton);
        const std::string path = tPosePath(skeleton.toUtf8().constData());
        const auto read = readMpfbPoseFile(path);
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        const MpfbPose& pose = read.value;
        const QJsonObject qt = jsonOf(path);
        const QJsonObject rotations = qt.value(QStringLiteral("bone_rotations")).toObject();
        QCOMPARE(pose.rotations.size(), static_cast<std::size_t>(rotations.size()));
        QCOMPARE(pose.translations.size(),
                 static_cast<std::size_t>(qt.value(QStringLiteral("bone_translations")).toObject().size()));
        QCOMPARE(QString::fromStdString(pose.skeletonType), qt.value(QStringLiteral("skeleton_type")).toString());
        QVERIFY(!pose.modesGiven);
        for (const MpfbBoneRotation& r : pose.rotations) {
            QCOMPARE(r.mode, RotationMode::XYZ);  // the older format: three numbers are XYZ
            const QJsonArray v = rotations.value(QString::fromStdString(r.bone)).toArray();
            for (int i = 0; i < 3; ++i)
                QCOMPARE(r.values[static_cast<std::size_t>(i)], v[i].toDouble());
        }

        const std::string text = mpfbPoseText(pose);
        const auto back = readMpfbPoseText(text, "written.json");
        QVERIFY(back.ok());
        const MpfbPose& b = back.value;
        QCOMPARE(b.skeletonType, pose.skeletonType);
        QCOMPARE(b.modesGiven, pose.modesGiven);
        QCOMPARE(b.hasIkBones, pose.hasIkBones);
        QCOMPARE(b.rotations.size(), pose.rotations.size());
        double worst = std::abs(b.originalSpineLength - pose.originalSpineLength) +
                       std::abs(b.originalShoulderWidth - pose.originalShoulderWidth);
        for (std::size_t i = 0; i < pose.rotations.size(); ++i) {
            QCOMPARE(b.rotations[i].bone, pose.rotations[i].bone);
            QCOMPARE(b.rotations[i].mode, pose.rotations[i].mode);
            for (std::size_t k = 0; k < 4; ++k)
                worst = std::max(worst, std::abs(b.rotations[i].values[k] - pose.rotations[i].values[k]));
        }
        QCOMPARE(b.translations.size(), pose.translations.size());
        for (std::size_t i = 0; i < pose.translations.size(); ++i) {
            QCOMPARE(b.translations[i].first, pose.translations[i].first);
            worst = std::max(worst, (b.translations[i].second - pose.translations[i].second).cwiseAbs().maxCoeff());
        }
        qInfo("%s: %zu rotations, %zu translations back within %.3g", skeleton.toUtf8().constData(),
              pose.rotations.size(), pose.translations.size(), worst);
        QVERIFY(worst <= 1e-12);
        QCOMPARE(mpfbPoseText(b), text);                                               // written again, the same bytes
        QVERIFY(QJsonDocument::fromJson(QByteArray::fromStdString(text)).isObject());  // another reader takes it
    }

    void theOldFormatTakesTheModeFromTheLength()
    {
        const std::string rest = R"("bone_translations": {}, "has_ik_bones": false,
            "original_spine_length": 0, "original_shoulder_width": 0, "skeleton_type": "x")";
        const auto old = readMpfbPoseText(
            R"({"bone_rotations": {"a": [1, 0, 0, 0.5], "b": [0.1, 0.2, 0.3]}, )" + rest + "}", "old.json");
        QVERIFY(old.ok());
        QVERIFY(!old.value.modesGiven);
        QCOMPARE(old.value.rotations[0].mode, RotationMode::Quaternion);
        QCOMPARE(old.value.rotations[1].mode, RotationMode::XYZ);
        const auto given = readMpfbPoseText(
            R"({"bone_rotations": {"a": [1, 0, 0, 0.5], "b": [0.1, 0.2, 0.3], "c": [0, 1, 0]},
                "bone_rotation_modes": {"a": "AXIS_ANGLE", "b": "ZYX"}, )" +
                rest + "}",
            "given.json");
        QVERIFY(given.ok());
        QVERIFY(given.value.modesGiven);
        QCOMPARE(given.value.rotations[0].mode, RotationMode::AxisAngle);
        QCOMPARE(given.value.rotations[1].mode, RotationMode::ZYX);
        QCOMPARE(given.value.rotations[2].mode, RotationMode::XYZ);  // a bone without a mode: by its length
        // One bone of each: the file written with modes reads back with them.
        const auto back = readMpfbPoseText(mpfbPoseText(given.value), "back.json");
        QVERIFY(back.ok() && back.value.modesGiven);
        for (std::size_t i = 0; i < 3; ++i)
            QVERIFY(back.value.rotations[i] == given.value.rotations[i]);
        // A pose without modes whose lengths would say another mode is written with its modes.
        MpfbPose p = old.value;
        p.rotations[1].mode = RotationMode::ZXY;
        QVERIFY(mpfbPoseText(p).find("\"bone_rotation_modes\"") != std::string::npos);
        QVERIFY(mpfbPoseText(old.value).find("\"bone_rotation_modes\"") == std::string::npos);
    }

    void aBadPoseIsRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        const QByteArray keys = R"("bone_translations": {}, "has_ik_bones": false, "original_spine_length": 0,
            "original_shoulder_width": 0, "skeleton_type": "default")";
        const auto with = [&](const QByteArray& rotations) -> QByteArray {
            return "{\"bone_rotations\": " + rotations + ", " + keys + "}";
        };
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("MPFB_POSE_JSON");
        QTest::newRow("1e400") << with(R"({"a": [1e400, 0, 0]})") << QStringLiteral("MPFB_POSE_JSON");
        QTest::newRow("a list") << QByteArray("[]") << QStringLiteral("MPFB_POSE_LAYOUT");
        QTest::newRow("no rotations") << QByteArray("{" + keys + "}") << QStringLiteral("MPFB_POSE_LAYOUT");
        QTest::newRow("rotations a list") << with("[]") << QStringLiteral("MPFB_POSE_LAYOUT");
        QTest::newRow("modes a list") << QByteArray("{\"bone_rotations\": {}, \"bone_rotation_modes\": [], " + keys +
                                                    "}")
                                      << QStringLiteral("MPFB_POSE_LAYOUT");
        QTest::newRow("a negative length")
            << QByteArray(R"({"bone_rotations": {}, "bone_translations": {}, "has_ik_bones": false,
                "original_spine_length": -1, "original_shoulder_width": 0, "skeleton_type": "x"})")
            << QStringLiteral("MPFB_POSE_LAYOUT");
        QTest::newRow("two numbers") << with(R"({"a": [0, 1]})") << QStringLiteral("MPFB_POSE_BONE");
        QTest::newRow("a word") << with(R"({"a": [0, "x", 1]})") << QStringLiteral("MPFB_POSE_BONE");
        QTest::newRow("past 1e9") << with(R"({"a": [0, 2e9, 1]})") << QStringLiteral("MPFB_POSE_BONE");
        QTest::newRow("a null quaternion") << with(R"({"a": [0, 0, 0, 0]})") << QStringLiteral("MPFB_POSE_BONE");
        QTest::newRow("axis-angle of three")
            << QByteArray(
                   "{\"bone_rotations\": {\"a\": [0, 0, 1]}, \"bone_rotation_modes\": {\"a\": \"AXIS_ANGLE\"}, " +
                   keys + "}")
            << QStringLiteral("MPFB_POSE_BONE");
        QTest::newRow("a mode not a word")
            << QByteArray("{\"bone_rotations\": {\"a\": [0, 0, 1]}, \"bone_rotation_modes\": {\"a\": 3}, " + keys + "}")
            << QStringLiteral("MPFB_POSE_BONE");
    }

    void aBadPoseIsRefusedByName()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        const auto read = readMpfbPoseText(text.toStdString(), "bad.json");
        QVERIFY(!read.ok());
        const Refusal& r = read.refusals.items().front();
        QCOMPARE(QString::fromStdString(r.code), code);
        QVERIFY(r.message.rfind("bad.json: ", 0) == 0);
        QVERIFY2(r.message.find("; ") != std::string::npos, r.message.c_str());  // and what to do
        if (code == QStringLiteral("MPFB_POSE_BONE"))
            QCOMPARE(r.place.bone, std::string("a"));
    }

    void anMpfbBoneKeepsItsTail()
    {
        const Skeleton3 rig = mpfbDefault();
        const QJsonObject qt = rigByQt();
        double worst = 0;
        for (const Bone3& b : rig.bones) {
            QVERIFY(b.tail.has_value());
            const double length = (point(qt, b.name.c_str(), "tail") - point(qt, b.name.c_str(), "head")).norm();
            worst = std::max(worst, (*b.tail - Eigen::Vector3d(0, length, 0)).norm());
        }
        QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
        QVERIFY(!skeletonOf(test::cmuWalk()).bones.front().tail);
    }

    void theMeasuresAndTheScaleAreTheRigFilesOwn()
    {
        const Skeleton3 rig = mpfbDefault();
        const QJsonObject qt = rigByQt();
        // By hand from the file's numbers: lengths do not care which way is up.
        const double spine = (point(qt, "spine05", "head") - point(qt, "spine01", "tail")).norm();
        const double shoulders = (point(qt, "shoulder01.L", "tail") - point(qt, "shoulder01.R", "tail")).norm();
        QVERIFY(std::abs(*mpfbSpineLength(rig) - spine) < 1e-12);
        QVERIFY(std::abs(*mpfbShoulderWidth(rig) - shoulders) < 1e-12);
        Skeleton3 tailless = rig;
        for (Bone3& b : tailless.bones)
            b.tail.reset();
        // Without tails a bone ends at its first child's head (spine01's first in the file).
        const int spine01 = boneNamed(rig, "spine01");
        const auto child = std::find_if(rig.bones.begin(), rig.bones.end(),
                                        [&](const Bone3& b) { return b.parent == spine01; });
        qInfo("spine01's first child: %s", child->name.c_str());
        QVERIFY(std::abs(*mpfbSpineLength(tailless) -
                         (point(qt, "spine05", "head") - point(qt, child->name.c_str(), "head")).norm()) < 1e-12);
        QVERIFY(!mpfbSpineLength(skeletonOf(test::cmuWalk())));

        const std::string path = tPosePath("default");
        const QJsonObject pose = jsonOf(path);
        const double spineScale = spine / pose.value(QStringLiteral("original_spine_length")).toDouble();
        const double shoulderScale = shoulders / pose.value(QStringLiteral("original_shoulder_width")).toDouble();
        const auto applied = applyMpfbPose(rig, readMpfbPoseFile(path).value, CaptureMode::Fk);
        QVERIFY(applied.ok());
        qInfo("default rig: spine %.6f m, shoulders %.6f m; the T-pose's translations x %.6f in Z, x %.6f in X and Y",
              spine, shoulders, spineScale, shoulderScale);
        QVERIFY(applied.value.scaled);
        QVERIFY(std::abs(applied.value.spineScale - spineScale) < 1e-12);
        QVERIFY(std::abs(applied.value.shoulderScale - shoulderScale) < 1e-12);
        QVERIFY(applied.value.unknownBones.empty());
        // The root moves by its scaled location in its own rest frame (Blender's, from the file).
        const QJsonArray loc =
            pose.value(QStringLiteral("bone_translations")).toObject().value(QStringLiteral("root")).toArray();
        const Eigen::Vector3d scaled(loc[0].toDouble() * shoulderScale, loc[1].toDouble() * shoulderScale,
                                     loc[2].toDouble() * spineScale);
        const Eigen::Vector3d moved = frameOf(qt, "root") * scaled;
        const int root = boneNamed(rig, "root");
        const Eigen::Vector3d got =
            posedWorld(rig, applied.value.clip, 0)[static_cast<std::size_t>(root)].translation() -
            rig.restWorld()[static_cast<std::size_t>(root)].translation();
        QVERIFY2((got - moved).norm() < 1e-12, qPrintable(QString::number((got - moved).norm())));
        // Originals of 0 (every other system pose) scale nothing.
        const auto cmu = applyMpfbPose(rig, readMpfbPoseFile(tPosePath("game_engine")).value, CaptureMode::Fk);
        QVERIFY(!cmu.ok() && cmu.refusals.has("MPFB_POSE_RIG"));
    }

    void theDefaultTPoseTurnsTheArmAsItsFileSays()
    {
        const Skeleton3 rig = mpfbDefault();
        const QJsonObject qt = rigByQt();
        const auto pose = readMpfbPoseFile(tPosePath("default"));
        const auto applied = applyMpfbPose(rig, pose.value, CaptureMode::Fk);
        QVERIFY(applied.ok());
        const auto world = posedWorld(rig, applied.value.clip, 0);
        const auto at = [&](const char* bone) { return world[static_cast<std::size_t>(boneNamed(rig, bone))]; };
        // The upper arm by hand: its posed parent, its rest under the parent from Blender's two
        // frames, then Rz of the file's angle (XYZ with only z given).
        const double z = pose.value
                             .rotations[static_cast<std::size_t>(
                                 std::find_if(pose.value.rotations.begin(), pose.value.rotations.end(),
                                              [](const auto& r) { return r.bone == "upperarm01.L"; }) -
                                 pose.value.rotations.begin())]
                             .values[2];
        const Eigen::Quaterniond rest = frameOf(qt, "shoulder01.L").conjugate() * frameOf(qt, "upperarm01.L");
        const Eigen::Quaterniond hand = Eigen::Quaterniond(at("shoulder01.L").rotation()) * rest * about(2, z);
        const double off = hand.angularDistance(Eigen::Quaterniond(at("upperarm01.L").rotation()));
        qInfo("upper arm against the turn by hand %.3g rad", off);
        QVERIFY(off < 1e-9);
        // And what the pose is for: the arm's line from shoulder to elbow now lies near +X,
        // where at rest (MPFB's A-pose) it hung down.
        const auto direction = [&](const std::vector<Eigen::Isometry3d>& w) {
            const auto b = static_cast<std::size_t>(boneNamed(rig, "upperarm01.L"));
            return (w[b] * *rig.bones[b].tail - w[b].translation()).normalized();
        };
        const double before = std::acos(direction(rig.restWorld()).dot(Eigen::Vector3d::UnitX())) * 180 /
                              std::numbers::pi;
        const double after = std::acos(direction(world).dot(Eigen::Vector3d::UnitX())) * 180 / std::numbers::pi;
        qInfo("upperarm01.L off +X: %.2f° at rest, %.2f° in the T-pose", before, after);
        // Clavicle, shoulder and upper arm turn 10° + 8° + 30° = 48° against the rest's 49°
        // droop; about the figure's forward axis that would leave 1°, and their axes lean off it
        // by a few degrees, so within 5°.
        QVERIFY(after < 5);
    }

    void aCapturedFrameAppliesBackInEveryMode()
    {
        const Skeleton3 rig = mpfbDefault();
        const Clip3 random = randomClip(rig, 4, 7);
        // CMU's walk baked onto the rig: a real clip, with bones that stay at their rest.
        const Bvh walk = test::cmuWalk();
        const auto baked = bake(clipOf(walk), skeletonOf(walk), rig);
        QVERIFY(baked.ok());
        for (RotationMode mode : kModes) {
            const Worst r = roundTrip(rig, random, {0, 1, 2, 3}, mode);
            const Worst w = roundTrip(rig, baked.value, {0, 45, 90, 180, 270, 358}, mode);
            qInfo("%s: random turns back within %.3g rad, %.3g m; the walk within %.3g rad, %.3g m",
                  rotationModeName(mode).data(), r.angle, r.position, w.angle, w.position);
            QVERIFY(r.angle < 1e-6 && r.position < 1e-6);
            QVERIFY(w.angle < 1e-6 && w.position < 1e-6);
        }
        // The originals are the rig's for a default skeleton type, 0 for any other.
        const MpfbPose d = captureMpfbPose(rig, random, 0, {.skeletonType = "default_no_toes"});
        QCOMPARE(d.originalSpineLength, *mpfbSpineLength(rig));
        QCOMPARE(d.originalShoulderWidth, *mpfbShoulderWidth(rig));
        const MpfbPose g = captureMpfbPose(rig, random, 0, {.skeletonType = "game_engine"});
        QCOMPARE(g.originalSpineLength, 0.0);
        QCOMPARE(g.originalShoulderWidth, 0.0);
        // fk moves only the roots; a rig at rest captures nothing.
        QCOMPARE(d.translations.size(), std::size_t(1));
        QCOMPARE(d.translations.front().first, std::string("root"));
        const MpfbPose still = captureMpfbPose(rig, restClip(rig), 0, {});
        QVERIFY(still.rotations.empty() && still.translations.empty() && still.modesGiven);
    }

    void belowTheThresholdsATurnIsNotKept()
    {
        Skeleton3 rig;
        rig.bones.emplace_back().name = "a";
        Clip3 clip = restClip(rig);
        const auto captured = [&](const Eigen::Quaterniond& turn, RotationMode mode) {
            clip.rotation[0] = turn;
            return captureMpfbPose(rig, clip, 0, {.rotationMode = mode}).rotations.size();
        };
        QCOMPARE(captured(about(0, 0.9e-4), RotationMode::XYZ), std::size_t(0));
        QCOMPARE(captured(about(0, 1.1e-4), RotationMode::XYZ), std::size_t(1));
        // A quaternion's X is sin(angle / 2): 1e-4 is passed near 2e-4 rad.
        QCOMPARE(captured(about(1, 1.9e-4), RotationMode::Quaternion), std::size_t(0));
        QCOMPARE(captured(about(1, 2.1e-4), RotationMode::Quaternion), std::size_t(1));
        QCOMPARE(captured(about(2, 1e-9), RotationMode::AxisAngle), std::size_t(1));
        QCOMPARE(captured(Eigen::Quaterniond::Identity(), RotationMode::AxisAngle), std::size_t(0));
    }

    void ikAndPartialCaptureTheirOwnBones()
    {
        Skeleton3 rig;
        for (const auto& [name, parent] :
             std::initializer_list<std::pair<const char*, int>>{{"root", -1}, {"arm", 0}, {"hand_ik", 0}}) {
            Bone3& b = rig.bones.emplace_back();
            b.name = name;
            b.parent = parent;
            b.translation = Eigen::Vector3d(0, 1, 0);
            b.rotation = about(0, 0.3);
        }
        Clip3 clip = restClip(rig);
        for (std::size_t b = 0; b < 3; ++b)
            clip.translation[b] += Eigen::Vector3d(0.1, 0.2, 0.3);
        clip.rotation[1] = rig.bones[1].rotation * about(2, 0.5);
        const MpfbPose fk = captureMpfbPose(rig, clip, 0, {});
        QCOMPARE(fk.translations.size(), std::size_t(1));
        QVERIFY(!fk.hasIkBones);
        const MpfbPose ik = captureMpfbPose(rig, clip, 0, {.mode = CaptureMode::Ik});
        QCOMPARE(ik.translations.size(), std::size_t(2));
        QCOMPARE(ik.translations[1].first, std::string("hand_ik"));
        QVERIFY(ik.hasIkBones);
        // The location is in the bone's rest frame: the rest's turn taken off the move.
        QVERIFY((ik.translations[1].second - about(0, -0.3) * Eigen::Vector3d(0.1, 0.2, 0.3)).norm() < 1e-12);
        const MpfbPose partial = captureMpfbPose(rig, clip, 0, {.mode = CaptureMode::Partial, .bones = {"arm"}});
        QCOMPARE(partial.rotations.size(), std::size_t(1));
        QCOMPARE(partial.translations.size(), std::size_t(1));
        QCOMPARE(partial.translations[0].first, std::string("arm"));

        // Applied in partial over a base frame, only the pose's bones change.
        const Clip3 base = randomClip(rig, 3, 11);
        const auto applied = applyMpfbPose(rig, partial, CaptureMode::Partial, &base, 2);
        QVERIFY(applied.ok());
        for (std::size_t b : {std::size_t(0), std::size_t(2)}) {
            QVERIFY(applied.value.clip.rotationAt(0, b).isApprox(base.rotationAt(2, b), 0));
            QCOMPARE(applied.value.clip.translationAt(0, b), base.translationAt(2, b));
        }
        QVERIFY(applied.value.clip.rotationAt(0, 1).angularDistance(clip.rotationAt(0, 1)) < 1e-12);
        QVERIFY((applied.value.clip.translationAt(0, 1) - clip.translationAt(0, 1)).norm() < 1e-12);
        QCOMPARE(applied.value.clip.frameTime, base.frameTime);
        // fk starts from the rest whatever the base; a base frame past the clip is refused.
        const auto fromRest = applyMpfbPose(rig, partial, CaptureMode::Fk, &base, 2);
        QVERIFY(fromRest.value.clip.rotationAt(0, 0).isApprox(rig.bones[0].rotation, 0));
        QVERIFY(applyMpfbPose(rig, partial, CaptureMode::Partial, &base, 3).refusals.has("MPFB_FRAME"));
        // A bone the rig lacks is listed, not refused.
        MpfbPose more = partial;
        more.rotations.push_back({"tail", RotationMode::XYZ, {0.1, 0, 0, 0}});
        const auto listed = applyMpfbPose(rig, more, CaptureMode::Fk);
        QVERIFY(listed.ok());
        QCOMPARE(listed.value.unknownBones, std::vector<std::string>{"tail"});
        QVERIFY(!listed.value.scaled);
    }

    void aClipWithTheRestTurnsTakenOutComesBackOntoTheRig()
    {
        const Skeleton3 rig = mpfbDefault();
        const Bvh walk = test::cmuWalk();
        const Clip3 baked = bake(clipOf(walk), skeletonOf(walk), rig).value;
        const Bvh written = bvhWithClip(rig, baked);
        const RigFile file{RigFormat::Bvh, skeletonOf(written), clipOf(written), ""};
        const auto onto = clipOntoRig(file, rig, "walk-mpfb.bvh");
        QVERIFY(onto.ok());
        const auto byName = clipOnto(file, rig, "walk-mpfb.bvh");
        double worst = 0, worstTurn = 0, worstByName = 0;
        const auto turnOf = [](const Eigen::Isometry3d& w) { return Eigen::Quaterniond(w.rotation()); };
        for (std::size_t f = 0; f < baked.frames; f += 17) {
            const auto a = posedWorld(rig, baked, f), b = posedWorld(rig, onto.value, f),
                       c = posedWorld(rig, byName.value, f);
            for (std::size_t j = 0; j < rig.bones.size(); ++j) {
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
                worstTurn = std::max(worstTurn, turnOf(a[j]).angularDistance(turnOf(b[j])));
                worstByName = std::max(worstByName, turnOf(a[j]).angularDistance(turnOf(c[j])));
            }
        }
        qInfo(
            "the walk through a BVH onto MPFB: every joint within %.3g m and %.3g rad (%.3g rad off by local "
            "values alone)",
            worst, worstTurn, worstByName);
        QVERIFY(worst < 1e-9 && worstTurn < 1e-9);
        // Why clipOntoRig: the BVH's locals put its joints right but turn the rig's bones by their rest.
        QVERIFY(worstByName > 0.1);
        QVERIFY(
            clipOntoRig(RigFile{RigFormat::MpfbRig, rig, std::nullopt, ""}, rig, "r.json").refusals.has("R3D_CLIP"));
    }

    void theLibraryLetsUserPosesWin()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray pose = test::readAll(QString::fromStdString(tPosePath("default")));
        for (const char* file :
             {"system/default_fk/t-pose.json", "system/default_ik/reach.json", "system/rigify.human_fk/t-pose.json",
              "user/default_fk/t-pose.json", "user/default_partial/wave.json", "system/default_fk/notes.txt",
              "system/no-mode/x.json", "system/default_walk/x.json"}) {
            const QString path = dir.filePath(QString::fromUtf8(file));
            QVERIFY(QDir().mkpath(QFileInfo(path).path()));
            QVERIFY(test::writeText(path, pose));
        }
        const std::string root = dir.path().toStdString();
        const auto library = mpfbPoseLibrary(root + "/system", root + "/user");
        std::vector<std::string> seen;
        for (const auto& e : library)
            seen.push_back(e.skeleton + "|" + e.mode + "|" + e.name + "|" + (e.user ? "user" : "system"));
        const std::vector<std::string> want{"default|fk|t-pose|user", "default|ik|reach|system",
                                            "default|partial|wave|user", "rigify.human|fk|t-pose|system"};
        QCOMPARE(seen, want);
        QCOMPARE(library.front().path, root + "/user/default_fk/t-pose.json");
        QCOMPARE(mpfbPoseLibrary(root + "/system", "").size(), std::size_t(3));
        QVERIFY(mpfbPoseLibrary("", root + "/none").empty());
        QCOMPARE(captureModeOfPath(root + "/system/default_ik/reach.json"), std::optional(CaptureMode::Ik));
        QCOMPARE(captureModeOfPath("rigify.human_partial/x.json"), std::optional(CaptureMode::Partial));
        QVERIFY(!captureModeOfPath("poses/x.json"));
        QVERIFY(!captureModeOfPath("x.json"));
    }
};

QTEST_GUILESS_MAIN(TestMpfbPose)
#include "tst_mpfb_pose.moc"
