// glTF 2.0 in and out (issue 39). A three-joint leg written here by hand, as a .gltf (its buffer a
// data URI) and as a GLB (its container assembled here), reads with the armature's scale folded
// into every length and its knee's LINEAR keys sampled as worked out by hand; VRM 1.0's humanoid
// extension names the roles over the bones' own names; what is not a rigged glTF is refused by
// name. CMU's walk written as a GLB reads back in the same bone order with every joint within 1e-5 m
// on every frame, and the same inputs write the same bytes. The walk baked onto a glTF rig of other
// names, proportions and bind rolls points every limb where the source's does within 0.5°.

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <numbers>

#include "rigpose/r3d/bake_check.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/r3d/gltf.h"
#include "cmu_walk.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

QByteArray floatsBytes(std::initializer_list<float> values)
{
    QByteArray out;
    for (float v : values)
        out.append(reinterpret_cast<const char*>(&v), sizeof v);
    return out;
}

// The leg's buffer: two key times (0 and 1 s), then the knee's rotations there (none, then a
// quarter turn about +X).
QByteArray legBuffer()
{
    const float h = static_cast<float>(std::sqrt(0.5));
    return floatsBytes({0.f, 1.f}) + floatsBytes({0.f, 0.f, 0.f, 1.f, h, 0.f, 0.f, h});
}

// An armature node scaled by 0.01 over hips (100 up), knee (50 below) and ankle (40 below it).
// `extensions` goes in as the document's extensions; `uri` is the buffer's (none in a GLB).
QByteArray legJson(const QByteArray& uri, const QByteArray& extensions = "{}",
                   const QByteArray& names = "\"hips\", \"knee\", \"ankle\"")
{
    const QStringList n = QString::fromUtf8(names).remove(QLatin1Char('"')).split(QStringLiteral(", "));
    const QByteArray bufferUri = uri.isEmpty() ? QByteArray() : ", \"uri\": \"" + uri + "\"";
    return R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}],
      "nodes": [{"name": "Armature", "scale": [0.01, 0.01, 0.01], "children": [1]},
                {"name": ")" +
           n[0].toUtf8() + R"(", "translation": [0, 100, 0], "children": [2]},
                {"name": ")" +
           n[1].toUtf8() + R"(", "translation": [0, -50, 0], "children": [3]},
                {"name": ")" +
           n[2].toUtf8() + R"(", "translation": [0, -40, 0]}],
      "skins": [{"joints": [1, 2, 3]}],
      "buffers": [{"byteLength": 40)" +
           bufferUri + R"(}],
      "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": 8}, {"buffer": 0, "byteOffset": 8, "byteLength": 32}],
      "accessors": [{"bufferView": 0, "componentType": 5126, "count": 2, "type": "SCALAR", "min": [0], "max": [1]},
                    {"bufferView": 1, "componentType": 5126, "count": 2, "type": "VEC4"}],
      "animations": [{"name": "bend", "samplers": [{"input": 0, "output": 1, "interpolation": "LINEAR"}],
                      "channels": [{"sampler": 0, "target": {"node": 2, "path": "rotation"}}]}],
      "extensions": )" +
           extensions + "}";
}

QByteArray legGltf(const QByteArray& extensions = "{}", const QByteArray& names = "\"hips\", \"knee\", \"ankle\"")
{
    return legJson("data:application/octet-stream;base64," + legBuffer().toBase64(), extensions, names);
}

QByteArray u32(std::uint32_t v) { return QByteArray(reinterpret_cast<const char*>(&v), 4); }

// glTF's binary container put together by hand: a header, the JSON chunk padded with spaces,
// the BIN chunk.
QByteArray legGlb()
{
    QByteArray json = legJson({});
    while (json.size() % 4)
        json.append(' ');
    const QByteArray bin = legBuffer();
    const QByteArray body = u32(static_cast<std::uint32_t>(json.size())) + u32(0x4E4F534A) + json +
                            u32(static_cast<std::uint32_t>(bin.size())) + u32(0x004E4942) + bin;
    return "glTF" + u32(2) + u32(static_cast<std::uint32_t>(12 + body.size())) + body;
}

Loaded<GltfRead> readText(const QByteArray& bytes, bool binary)
{
    return readGltfBytes(bytes.toStdString(), binary, "leg");
}

void checkLeg(const GltfRead& leg)
{
    QCOMPARE(leg.skeleton.bones.size(), std::size_t(3));
    QCOMPARE(leg.animation, std::string("bend"));
    QVERIFY(leg.clip.has_value());
    QCOMPARE(leg.clip->frames, std::size_t(31));  // 1 s on frames 1/30 s apart
    QVERIFY(std::abs(leg.clip->frameTime - 1.0 / 30) < 1e-12);
    const auto rest = leg.skeleton.restWorld();
    QVERIFY((rest[0].translation() - Eigen::Vector3d(0, 1, 0)).norm() < 1e-9);
    QVERIFY((rest[1].translation() - Eigen::Vector3d(0, 0.5, 0)).norm() < 1e-9);
    QVERIFY((rest[2].translation() - Eigen::Vector3d(0, 0.1, 0)).norm() < 1e-9);
    // Half way, the knee is turned 45° about +X: the ankle swings from straight below it to
    // 0.4 (cos 45°, sin 45°) below and behind.
    const double s = 0.4 * std::sqrt(0.5);
    const auto mid = posedWorld(leg.skeleton, *leg.clip, 15);
    QVERIFY((mid[2].translation() - Eigen::Vector3d(0, 0.5 - s, -s)).norm() < 1e-6);
    const auto end = posedWorld(leg.skeleton, *leg.clip, 30);
    QVERIFY((end[2].translation() - Eigen::Vector3d(0, 0.5, -0.4)).norm() < 1e-6);
}

Bvh walk() { return test::cmuWalk(); }

// The walker as a glTF rig of another make: Mixamo's names, legs 1.25 and arms 0.8 times as
// long, and every bone's bind turned about an axis of its own (compensated in its children, so
// the joints stay where the lengths put them), as exporters leave the rolls of a mesh's bones.
Skeleton3 rolledRig(const Skeleton3& walker)
{
    Skeleton3 s = walker;
    std::vector<Eigen::Quaterniond> roll(s.bones.size());
    for (std::size_t b = 0; b < s.bones.size(); ++b) {
        Bone3& bone = s.bones[b];
        const double k = static_cast<double>(b);
        roll[b] = Eigen::Quaterniond(
            Eigen::AngleAxisd(0.3 + 0.7 * k, Eigen::Vector3d(std::sin(k), 1.0, std::cos(2 * k)).normalized()));
        const std::string& n = bone.name;
        const double scale = n.find("Leg") != std::string::npos || n.find("Foot") != std::string::npos       ? 1.25
                             : n.find("ForeArm") != std::string::npos || n.find("Hand") != std::string::npos ? 0.8
                                                                                                             : 1.0;
        bone.translation *= scale;
        if (bone.parent >= 0) {
            const Eigen::Quaterniond& up = roll[static_cast<std::size_t>(bone.parent)];
            bone.translation = up.conjugate() * bone.translation;
            bone.rotation = up.conjugate() * bone.rotation;
        }
        bone.rotation = bone.rotation * roll[b];
        const std::map<std::string, std::string> spine{{"LowerBack", "Spine"},
                                                       {"Spine", "Spine1"},
                                                       {"Spine1", "Spine2"}};
        const auto renamed = spine.find(n);
        bone.name = "mixamorig:" + (renamed != spine.end() ? renamed->second : n);
    }
    return s;
}

}  // namespace

class TestGltf : public QObject {
    Q_OBJECT
private slots:
    void aHandWrittenLegReadsAsWorkedOut()
    {
        const auto read = readText(legGltf(), false);
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        checkLeg(read.value);
    }

    void theSameLegAsAGlbReadsAlike()
    {
        const auto read = readText(legGlb(), true);
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        checkLeg(read.value);
    }

    void theLegAsFilesReadsAlike()
    {
        // tests/data/r3d/leg.gltf and leg.glb are this leg (the fuzz target's seeds), read by path.
        for (const char* name : {"r3d/leg.gltf", "r3d/leg.glb"}) {
            const auto read = readGltfFile(test::dataPath(name));
            QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
            checkLeg(read.value);
        }
    }

    void vrmsHumanoidNamesTheRoles()
    {
        // Bones named nothing any convention knows: VRM 1.0's table says which is which.
        const QByteArray vrm = R"({"VRMC_vrm": {"specVersion": "1.0", "humanoid": {"humanBones": {
            "hips": {"node": 1}, "leftUpperLeg": {"node": 2}, "leftLowerLeg": {"node": 3}}}}})";
        const auto read = readText(legGltf(vrm, "\"b0\", \"b1\", \"b2\""), false);
        QVERIFY(read.ok());
        const RoleMapping& roles = read.value.skeleton.roles;
        QCOMPARE(roles.convention, std::string("vrm humanoid"));
        QCOMPARE(roles.boneOf(Role::Hips), 0);
        QCOMPARE(roles.boneOf(Role::UpperLegL), 1);
        QCOMPARE(roles.boneOf(Role::LowerLegL), 2);
        QCOMPARE(roles.boneOf(Role::Spine), -1);
        // VRM 0.x's list reads the same.
        const QByteArray vrm0 = R"({"VRM": {"humanoid": {"humanBones": [{"bone": "hips", "node": 1},
            {"bone": "leftUpperLeg", "node": 2}]}}})";
        const auto old = readText(legGltf(vrm0, "\"b0\", \"b1\", \"b2\""), false);
        QVERIFY(old.ok());
        QCOMPARE(old.value.skeleton.roles.boneOf(Role::UpperLegL), 1);
    }

    void anAnimationIsPickedByName()
    {
        QVERIFY(readGltfBytes(legGltf().toStdString(), false, "leg", "bend").ok());
        QVERIFY(readGltfBytes(legGltf().toStdString(), false, "leg", "#0").ok());
        const auto missing = readGltfBytes(legGltf().toStdString(), false, "leg", "run");
        QVERIFY(missing.refusals.has("GLTF_ANIMATION"));
        QVERIFY(QString::fromStdString(missing.refusals.items().front().message).contains(QStringLiteral("\"bend\"")));
    }

    void whatIsNotARiggedGltfIsRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("binary");
        QTest::addColumn<QString>("code");
        QByteArray gltf = legGltf();
        QTest::newRow("json cut short") << gltf.left(gltf.size() / 2) << false << QStringLiteral("GLTF_JSON");
        QTest::newRow("not a glb") << QByteArray("glTF but not one") << true << QStringLiteral("GLTF_GLB");
        QByteArray v1 = legGlb();
        v1[4] = 1;
        QTest::newRow("glb version 1") << v1 << true << QStringLiteral("GLTF_GLB");
        QTest::newRow("glb cut short") << legGlb().left(60) << true << QStringLiteral("GLTF_GLB");
        QByteArray noSkin = gltf;
        noSkin.replace("\"skins\": [{\"joints\": [1, 2, 3]}]", "\"skins\": []");
        QTest::newRow("no skin") << noSkin << false << QStringLiteral("GLTF_SKIN");
        // Found by fuzz.gltf: a node above the joints flattened along x.
        QByteArray flat = gltf;
        flat.replace("\"scale\": [0.01, 0.01, 0.01]", "\"scale\": [0, 0.01, 0.01]");
        QTest::newRow("a rig scaled to nothing") << flat << false << QStringLiteral("GLTF_SKIN");
        // Found by fuzz.gltf: a last key 6e27 s away, past any frame count.
        QByteArray endless = legBuffer();
        endless.replace(4, 4, floatsBytes({6e27f}));
        QTest::newRow("keys too far apart to sample")
            << legJson("data:application/octet-stream;base64," + endless.toBase64()) << false
            << QStringLiteral("GLTF_ANIMATION");
        QByteArray loop = gltf;
        loop.replace("\"translation\": [0, -40, 0]}", "\"translation\": [0, -40, 0], \"children\": [1]}");
        QTest::newRow("a loop of nodes") << loop << false << QStringLiteral("GLTF_SKIN");
        QByteArray past = gltf;
        past.replace("\"count\": 2, \"type\": \"VEC4\"", "\"count\": 9, \"type\": \"VEC4\"");
        QTest::newRow("accessor past its view") << past << false << QStringLiteral("GLTF_ACCESSOR");
        QByteArray back = legBuffer();
        const float later = 2.f, earlier = 1.f;
        std::memcpy(back.data(), &later, 4);
        std::memcpy(back.data() + 4, &earlier, 4);
        QTest::newRow("times going back") << legJson("data:application/octet-stream;base64," + back.toBase64()) << false
                                          << QStringLiteral("GLTF_ANIMATION");
    }

    void whatIsNotARiggedGltfIsRefusedByName()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, binary);
        QFETCH(QString, code);
        const auto read = readText(bytes, binary);
        QVERIFY(!read.ok());
        QVERIFY2(read.refusals.has(code.toStdString()),
                 (read.refusals.items().front().code + ": " + read.refusals.items().front().message).c_str());
    }

    void aScaleOfZeroIsRefused()
    {
        // The knee's track read as a scale: its first key's x is 0, which no rig can be.
        QByteArray zero = legGltf();
        zero.replace("\"path\": \"rotation\"", "\"path\": \"scale\"");
        zero.replace("{\"bufferView\": 1, \"componentType\": 5126, \"count\": 2, \"type\": \"VEC4\"}",
                     "{\"bufferView\": 1, \"componentType\": 5126, \"count\": 2, \"type\": \"VEC3\"}");
        const auto read = readText(zero, false);
        QVERIFY(read.refusals.has("GLTF_ANIMATION"));
    }

    void aRigOfOtherRollsAndProportionsTakesTheWalk()
    {
        const Bvh bvh = walk();
        const Skeleton3 source = skeletonOf(bvh);
        const Skeleton3 made = rolledRig(source);
        const auto read = readGltfBytes(glbBytes(made, restClip(made), "bind"), true, "rolled.glb");
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        const Skeleton3& target = read.value.skeleton;
        QCOMPARE(target.roles.convention, std::string("mixamo"));
        QVERIFY(target.roles.missingRequired.empty());
        // The rolls are really there: the left forearm's bind differs from the walker's.
        const int forearm = target.roles.boneOf(Role::LowerArmL);
        QVERIFY(target.bones[static_cast<std::size_t>(forearm)].rotation.angularDistance(
                    source.bones[static_cast<std::size_t>(source.roles.boneOf(Role::LowerArmL))].rotation) > 0.1);
        const Clip3 clip = clipOf(bvh);
        const auto baked = bake(clip, source, target);
        QVERIFY(baked.ok());
        const BakeCheck check = checkBake(clip, source, baked.value, target);
        qInfo("worst role segment %.3g° (%s, frame %zu) over %zu roles", check.worstDegrees,
              std::string(roleName(check.worstRole)).c_str(), check.worstFrame, check.roles.size());
        QVERIFY(check.roles.size() >= 12);
        QVERIFY2(check.passes(), qPrintable(QString::number(check.worstDegrees)));
        // Measured here as well: each limb joint to the next, source against target.
        const std::pair<Role, Role> limbs[] = {{Role::UpperArmL, Role::LowerArmL},
                                               {Role::LowerArmR, Role::HandR},
                                               {Role::UpperLegL, Role::LowerLegL},
                                               {Role::LowerLegR, Role::FootR}};
        double worst = 0;
        for (std::size_t f = 0; f < clip.frames; ++f) {
            const auto a = posedWorld(source, clip, f), b = posedWorld(target, baked.value, f);
            const auto joint = [](const Skeleton3& s, const std::vector<Eigen::Isometry3d>& w, Role r) {
                return w[static_cast<std::size_t>(s.roles.boneOf(r))].translation();
            };
            for (const auto& [from, to] : limbs) {
                const Eigen::Vector3d da = joint(source, a, to) - joint(source, a, from);
                const Eigen::Vector3d db = joint(target, b, to) - joint(target, b, from);
                worst = std::max(worst, std::acos(std::clamp(da.normalized().dot(db.normalized()), -1.0, 1.0)) * 180 /
                                            std::numbers::pi);
            }
        }
        qInfo("worst limb direction %.3g°", worst);
        QVERIFY2(worst <= 0.5, qPrintable(QString::number(worst)));
    }

    void cmusWalkWrittenAsAGlbReadsBack()
    {
        const Bvh bvh = walk();
        const Skeleton3 rig = skeletonOf(bvh);
        const Clip3 clip = clipOf(bvh);
        const std::string glb = glbBytes(rig, clip, "walk");
        QCOMPARE(glb.substr(0, 4), std::string("glTF"));
        const auto back = readGltfBytes(glb, true, "walk.glb");
        QVERIFY2(back.ok(), back.ok() ? "" : back.refusals.items().front().message.c_str());
        QCOMPARE(back.value.animation, std::string("walk"));
        QCOMPARE(back.value.skeleton.bones.size(), rig.bones.size());
        QCOMPARE(back.value.skeleton.roles.convention, rig.roles.convention);
        QVERIFY(back.value.clip.has_value());
        QCOMPARE(back.value.clip->frames, clip.frames);
        QVERIFY(std::abs(back.value.clip->frameTime - clip.frameTime) < 1e-7);
        double worst = 0;
        for (std::size_t b = 0; b < rig.bones.size(); ++b) {  // the bones' order kept
            QCOMPARE(back.value.skeleton.bones[b].name, rig.bones[b].name);
            QCOMPARE(back.value.skeleton.bones[b].parent, rig.bones[b].parent);
        }
        for (std::size_t f = 0; f < clip.frames; ++f) {
            const auto a = posedWorld(rig, clip, f), b = posedWorld(back.value.skeleton, *back.value.clip, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
        }
        // glTF keeps floats, so the walker 67 units from where it set off keeps about seven
        // digits; in metres (one unit of this BVH is 2.54 / 0.45 cm, tests/data/r3d/README.md)
        // that is still inside 1e-5 m.
        const double metres = worst * 0.0254 / 0.45;
        qInfo("worst joint after the GLB round trip: %.3g units, %.3g m", worst, metres);
        QVERIFY2(metres <= 1e-5, qPrintable(QString::number(metres)));
        // The same skeleton and clip write the same bytes.
        QCOMPARE(glbBytes(rig, clip, "walk"), glb);
    }
};

QTEST_GUILESS_MAIN(TestGltf)
#include "tst_gltf.moc"
