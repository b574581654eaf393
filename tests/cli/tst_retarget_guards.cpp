// rig-pose retarget's guard flags through the built binary: --short, --flip, --bends,
// --verbose (their values, the lines, the report's keys and options), a refused hinge writing
// nothing, and the range and reach keys of a map read from a file.

#include <QFile>
#include <QTest>

#include <cmath>
#include <numbers>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using namespace rigpose;
using test::readAll;
using test::src;
using ojson = nlohmann::ordered_json;

namespace {

void writeAll(const QString& path, const std::string& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.data(), static_cast<qint64>(text.size()));
}

// Joint b of frame f turned `degrees` (y up) about joint a, at `fraction` of its distance.
void turn(ojson& pose, std::size_t f, const char* a, const char* b, double degrees, double fraction)
{
    auto& joints = pose["frames"][f]["people"][0]["joints"];
    const double ax = joints[a]["at"][0], ay = joints[a]["at"][1];
    const double dx = joints[b]["at"][0].get<double>() - ax, dy = -(joints[b]["at"][1].get<double>() - ay);
    const double r = degrees * std::numbers::pi / 180;
    const double rx = dx * std::cos(r) - dy * std::sin(r), ry = dx * std::sin(r) + dy * std::cos(r);
    joints[b]["at"] = {ax + fraction * rx, ay - fraction * ry};
}

int countOf(const QByteArray& text, const char* needle) { return static_cast<int>(text.count(needle)); }

}  // namespace

class TestRetargetGuardsCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose, m_planted, m_bendMap;

    QStringList run(const QString& pose, const QString& map, const QString& out) const
    {
        return test::retargetExample(pose, m_dir.filePath(out), map);
    }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
        // Planted: the right forearm at 0.3 of its length on frames 10-15; the right knee
        // folded 30° clockwise on frames 20-25.
        ojson pose = ojson::parse(readAll(m_pose).toStdString());
        for (std::size_t f = 10; f <= 15; ++f)
            turn(pose, f, "r_elbow", "r_wrist", 40, 0.3);
        for (std::size_t f = 20; f <= 25; ++f)
            turn(pose, f, "r_knee", "r_ankle", -30, 1.0);
        m_planted = m_dir.filePath(QStringLiteral("planted.json"));
        writeAll(m_planted, pose.dump(2));
        // The example map with the right leg folding only ccw.
        std::string map = readAll(src("resources/examples/wave/map.json")).toStdString();
        const std::string legR = R"("joints": ["r_hip", "r_knee", "r_ankle"], "bend": "free")";
        map.replace(map.find(legR), legR.size(), R"("joints": ["r_hip", "r_knee", "r_ankle"], "bend": "ccw")");
        m_bendMap = m_dir.filePath(QStringLiteral("bend.map.json"));
        writeAll(m_bendMap, map);
    }

    void badValuesAreUsageErrors()
    {
        const QString map = src("resources/examples/wave/map.json");
        for (const auto& [flag, value] : std::vector<std::pair<const char*, const char*>>{{"--short", "0"},
                                                                                          {"--short", "1.5"},
                                                                                          {"--short", "half"},
                                                                                          {"--flip", "0"},
                                                                                          {"--flip", "180"},
                                                                                          {"--bends", "bend"}}) {
            auto args = run(m_pose, map, QStringLiteral("bad.json"));
            args << QString::fromUtf8(flag) << QString::fromUtf8(value);
            const auto r = test::runCli(args);
            QVERIFY2(r.exitCode == 2, flag);
            QVERIFY(r.err.contains(flag));
        }
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad.json"))));
    }

    void aWrongWayKneeIsRefusedAndNothingIsWritten()
    {
        auto args = run(m_planted, m_bendMap, QStringLiteral("refused.json"));
        args << QStringLiteral("--short") << QStringLiteral("0.35");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("POSE_BEND_ONE_WAY") && r.err.contains("6 frame(s) in 1 run(s), frames 20–25"),
                 r.err.constData());
        QCOMPARE(countOf(r.err, "POSE_BEND_ONE_WAY"), 1);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("refused.json"))));
        args << QStringLiteral("--verbose");
        const auto v = test::runCli(args);
        QCOMPARE(v.exitCode, 1);
        QCOMPARE(countOf(v.err, "POSE_BEND_ONE_WAY"), 7);  // each frame, then the hinge
        QVERIFY(v.err.indexOf("frame 20 bends") < v.err.indexOf("6 frame(s) in 1 run(s)"));

        // 40 wrong frames: --verbose prints all of them and the hinge's line, not the first 25.
        ojson pose = ojson::parse(readAll(m_pose).toStdString());
        for (std::size_t f = 20; f < 60; ++f)
            turn(pose, f, "r_knee", "r_ankle", -30, 1.0);
        const QString many = m_dir.filePath(QStringLiteral("many.json"));
        writeAll(many, pose.dump(2));
        auto longer = run(many, m_bendMap, QStringLiteral("many-out.json"));
        const auto collapsed = test::runCli(longer);
        QCOMPARE(countOf(collapsed.err, "POSE_BEND_ONE_WAY"), 1);
        QVERIFY(collapsed.err.contains("40 frame(s) in 1 run(s), frames 20–59"));
        longer << QStringLiteral("--verbose");
        const auto all = test::runCli(longer);
        QCOMPARE(all.exitCode, 1);
        QCOMPARE(countOf(all.err, "POSE_BEND_ONE_WAY"), 41);
        QVERIFY(all.err.contains("40 frame(s) in 1 run(s), frames 20–59"));
        QVERIFY(all.err.contains("nothing was written"));
    }

    void clampShortAndFlipRunGreen()
    {
        auto args = run(m_planted, m_bendMap, QStringLiteral("guarded.json"));
        args << QStringLiteral("--short") << QStringLiteral("0.35") << QStringLiteral("--flip") << QStringLiteral("90")
             << QStringLiteral("--bends") << QStringLiteral("clamp");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("SHORT chain \"arm_r\" r_forearm (r_elbow → r_wrist) frames 10–15"), r.out.constData());
        QVERIFY(
            r.out.contains("END-ON chain \"arm_r\" r_forearm (r_elbow → r_wrist) frames 10–15 (0.25 s, lowest 0.3)"));
        QVERIFY(
            r.out.contains("BEND chain \"leg_r\" hinge r_knee: straightened on 6 frame(s) in 1 run(s), frames 20–25"));
        QVERIFY(!r.out.contains("FLIP "));
        QVERIFY(r.out.indexOf("BEND ") < r.out.indexOf("GATE green"));

        const auto report = ojson::parse(readAll(m_dir.filePath(QStringLiteral("guarded.report.json"))).toStdString());
        QVERIFY(report["options"]["short"] == 0.35);
        QVERIFY(report["options"]["flip"] == 90);
        QVERIFY(report["options"]["bends"] == "clamp");
        QCOMPARE(report["short"].size(), std::size_t(1));
        QVERIFY(report["short"][0]["from"] == 10 && report["short"][0]["to"] == 15);
        QVERIFY(report["short"][0]["times"][0] == report["frameTimes"][10]);
        QCOMPARE(report["endOn"].size(), std::size_t(1));
        QVERIFY(report["endOn"][0]["frames"] == ojson::array({10, 15}));
        QVERIFY(report["endOn"][0]["seconds"] == 0.25);
        QCOMPARE(report["bends"].size(), std::size_t(6));
        for (std::size_t i = 0; i < 6; ++i) {
            QVERIFY(report["bends"][i]["frame"] == 20 + i);
            QVERIFY(report["bends"][i]["t"] == report["frameTimes"][20 + i]);
            QVERIFY(std::abs(report["bends"][i]["angle"].get<double>() + 30) < 0.01);
            QVERIFY(report["bends"][i]["side"] == 1);
        }
        QVERIFY(report["flips"].empty() && report["flips"].is_array());
        QVERIFY(report["range"].empty() && report["reach"].empty());
        QVERIFY(!report.contains("reachOrigin"));

        args << QStringLiteral("--verbose");
        const auto v = test::runCli(args);
        QCOMPARE(v.exitCode, 0);
        QCOMPARE(countOf(v.out, "BEND chain \"leg_r\" hinge r_knee frame "), 6);
        QVERIFY(!v.out.contains("straightened on 6 frame(s)"));
    }

    void rangeAndReachFromAMapFile()
    {
        std::string map = readAll(src("resources/examples/wave/map.json")).toStdString();
        const std::string armR = R"("joints": ["r_shoulder", "r_elbow", "r_wrist"], "bend": "free")";
        map.replace(map.find(armR), armR.size(), armR + R"(, "range": { "r_forearm": [-5, 5] })");
        const std::string trunk = R"("joints": ["mid_hip", "neck"])";
        map.replace(map.find(trunk), trunk.size(), trunk + R"(, "aim": ["head"], "reach": true)");
        const QString mapPath = m_dir.filePath(QStringLiteral("range.map.json"));
        writeAll(mapPath, map);
        const auto r = test::runCli(run(m_pose, mapPath, QStringLiteral("range.json")));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("RANGE chain \"arm_r\" r_forearm frames 0–71"), r.out.constData());
        // The chest sits on the hip's origin, but the pelvis chain turns the hip: REACH names it.
        QVERIFY(r.out.contains("REACH chain \"trunk\" chest: the animation turns hip (chain pelvis) above it"));
        QVERIFY(r.out.contains("REACH-ORIGIN chain \"trunk\" chest: origin 0 units from hip's"));
        QVERIFY(!r.out.contains("WARN REACH_ORIGIN"));
        const auto report = ojson::parse(readAll(m_dir.filePath(QStringLiteral("range.report.json"))).toStdString());
        QCOMPARE(report["range"].size(), std::size_t(1));
        QVERIFY(report["range"][0]["limits"] == ojson::array({-5, 5}));
        QVERIFY(report["reachOrigin"][0]["warn"] == false);
        QVERIFY(report["reachOrigin"][0]["threshold"] == 0.2);
        QCOMPARE(report["reach"].size(), std::size_t(1));
        QVERIFY(report["reach"][0]["above"][0]["bone"] == "hip");
    }
};

QTEST_GUILESS_MAIN(TestRetargetGuardsCli)
#include "tst_retarget_guards.moc"
