// rig-pose retarget --leg-scale and --camera through the built binary: the LEG-SCALE and SHEAR
// lines, the report's legScale, figureScale, trunkScale, shear and options, the camera file read
// back by our own reader; --camera without --leg-scale and a pair it does not take are usage
// errors that write nothing; --camera onto --out is ARG_PATH; and a run without the flag carries
// none of it.

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"
#include "rigpose/camera/camera_keys.h"

using namespace rigpose;
using test::readAll;
using ojson = nlohmann::ordered_json;

class TestRetargetLegScaleCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QStringList run(const QString& out, const QStringList& more) const
    {
        return test::retargetExample(m_pose, m_dir.filePath(out)) + more;
    }
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void theLegsAreScaledAndTheFigureWritten()
    {
        const auto r = test::runCli(
            run(QStringLiteral("s.motion.json"),
                {QStringLiteral("--leg-scale"), QStringLiteral("0.8,1.05"), QStringLiteral("--plant-feet"),
                 QStringLiteral("--camera"), path("s.camera.json")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("LEG-SCALE each leg segment along its bone"), r.out.constData());
        QVERIFY(r.out.contains("LEG-SCALE segment chain \"leg_r\" r_thigh (r_hip → r_knee): straight 170.0 px"));
        QVERIFY(r.out.contains("SHEAR r_shin (scaled): 0.00°"));
        QVERIFY(r.out.contains("LEG-SCALE trunk chain \"trunk\" chest (mid_hip → neck): not keyed"));
        QVERIFY(r.out.contains("LAND r_thigh scale: worst"));
        QVERIFY(r.out.contains("(tolerance 0.0001 of setup)"));
        QVERIFY2(r.out.contains("s.camera.json (rig-pose-camera/1: --leg-scale's figure scale on 72 frame(s)"),
                 r.out.constData());
        const ojson report = ojson::parse(readAll(path("s.motion.report.json")).toStdString());
        QVERIFY(report["options"]["legScale"] == ojson::parse("[0.8, 1.05]"));
        QCOMPARE(report["legScale"].size(), std::size_t(4));
        QVERIFY(report["legScale"][0]["bone"] == "r_thigh");
        QCOMPARE(report["legScale"][0]["straight"].get<double>(), 170.0);
        QVERIFY(report["figureScale"]["how"] == "held");
        QVERIFY(report["trunkScale"]["keyed"] == false);
        QCOMPARE(report["shear"].size(), std::size_t(4));
        const QByteArray motion = readAll(path("s.motion.json"));
        QVERIFY(motion.contains("\"scalex\""));
        const auto camera = camera::readCameraKeysFile(path("s.camera.json").toStdString(), 72);
        QVERIFY(camera.ok());
        QCOMPARE(camera.value.keys.size(), std::size_t(72));
        for (const camera::CameraKey& k : camera.value.keys)
            QCOMPARE(k.s, 1.0);  // the wave's camera holds still
    }

    void cameraNeedsLegScaleAndBoundsMustBeAPair()
    {
        const auto alone = test::runCli(
            run(QStringLiteral("a.motion.json"), {QStringLiteral("--camera"), path("a.camera.json")}));
        QCOMPARE(alone.exitCode, 2);
        QVERIFY2(alone.err.contains("--camera writes --leg-scale's figure-scale track"), alone.err.constData());
        QVERIFY(!QFile::exists(path("a.motion.json")) && !QFile::exists(path("a.camera.json")));
        for (const char* bad : {"1.2,1.05", "0.8", "0.8,0.9", "0,1.05", "a,b", "0.8,1.05,2"}) {
            const auto r = test::runCli(
                run(QStringLiteral("b.motion.json"), {QStringLiteral("--leg-scale"), QString::fromLatin1(bad)}));
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--leg-scale takes two shares min,max"), r.err.constData());
            QVERIFY(!QFile::exists(path("b.motion.json")));
        }
        const auto onto = test::runCli(
            run(QStringLiteral("c.motion.json"), {QStringLiteral("--leg-scale"), QStringLiteral("0.8,1.05"),
                                                  QStringLiteral("--camera"), path("c.motion.json")}));
        QCOMPARE(onto.exitCode, 1);
        QVERIFY2(onto.err.contains("ARG_PATH"), onto.err.constData());
        QVERIFY(!QFile::exists(path("c.motion.json")));
    }

    void withoutTheFlagNothingOfItIsWritten()
    {
        const auto r = test::runCli(run(QStringLiteral("d.motion.json"), {QStringLiteral("--plant-feet")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!r.out.contains("LEG-SCALE") && !r.out.contains("SHEAR"));
        const ojson report = ojson::parse(readAll(path("d.motion.report.json")).toStdString());
        for (const char* key : {"legScale", "figureScale", "trunkScale", "shear"})
            QVERIFY2(!report.contains(key), key);
        QVERIFY(!report["options"].contains("legScale"));
        QVERIFY(!readAll(path("d.motion.json")).contains("\"scalex\""));
    }
};

QTEST_GUILESS_MAIN(TestRetargetLegScaleCli)
#include "tst_retarget_leg_scale.moc"
