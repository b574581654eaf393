// rig-pose retarget --reduce through the built binary: the reduced motion written with fewer
// keys and curves that read back, the REDUCE lines, the report's reduce and options, the ankle
// drift allowed lines with --plant-feet, --reduce-keep-planted's split landings, a held hip,
// POSE_REDUCE writing nothing, the needs of --reduce-hip and --reduce-keep-planted, and
// a run without the flags writing what it wrote before.

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"
#include "rigpose/motion/reader.h"

using namespace rigpose;
using test::readAll;
using ojson = nlohmann::ordered_json;

class TestRetargetReduceCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QStringList run(const QString& out, const QStringList& more) const
    {
        return test::retargetExample(m_pose, m_dir.filePath(out)) + more;
    }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void aReducedMotionIsWrittenAndReadBack()
    {
        const auto r = test::runCli(
            run(QStringLiteral("r.motion.json"),
                {QStringLiteral("--reduce"), QStringLiteral("1"), QStringLiteral("--reduce-hip"), QStringLiteral("0.5"),
                 QStringLiteral("--plant-feet")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("REDUCE bone \"r_forearm\" rotate: 72 → "), r.out.constData());
        QVERIFY(r.out.contains("REDUCE total: rotate keys 792 → "));
        QVERIFY(r.out.contains("REDUCE ankle drift allowed: bone \"r_shin:tip\""));
        QVERIFY(r.out.contains("REDUCE ankle drift allowed: bone \"l_shin:tip\""));
        QVERIFY(r.out.contains("LAND r_forearm angle:") && r.out.contains("(tolerance 1.01°)"));
        QVERIFY2(r.out.contains("rotate keys, reduced from 792)"), r.out.constData());
        // The written motion reads back with its curves, through our own reader.
        const std::string motionPath = m_dir.filePath(QStringLiteral("r.motion.json")).toStdString();
        const auto motion = motion::readMotionFile(motionPath, nullptr);
        QVERIFY(motion.ok());
        std::size_t keys = 0, curves = 0;
        for (const motion::Track& t : motion.value.animations.back().tracks)
            for (const motion::Key& k : t.keys) {
                ++keys;
                curves += k.curve.kind == motion::KeyCurve::Kind::Bezier;
            }
        QVERIFY(keys < 792 / 3);
        QVERIFY(curves > 0);
        const ojson report = ojson::parse(
            readAll(m_dir.filePath(QStringLiteral("r.motion.report.json"))).toStdString());
        QCOMPARE(report["options"]["reduce"].get<double>(), 1.0);
        QCOMPARE(report["options"]["reduceHip"].get<double>(), 0.5);
        QVERIFY(!report["options"].contains("reduceChains"));
        QCOMPARE(report["reduce"]["degrees"].get<double>(), 1.0);
        QCOMPARE(report["reduce"]["tracks"].size(), std::size_t(12));  // 11 rotates and the hip's translate
        QCOMPARE(report["reduce"]["ankleDrift"].size(), std::size_t(2));
        for (const auto& landing : report["landings"])
            QVERIFY(landing["worst"].get<double>() <= landing["tolerance"].get<double>());
    }

    void perChainTolerancesAreEchoed()
    {
        const auto r = test::runCli(
            run(QStringLiteral("c.motion.json"), {QStringLiteral("--reduce"), QStringLiteral("2,arm_r=0.25")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("— within its chain's 0.25°"), r.out.constData());
        const ojson report = ojson::parse(
            readAll(m_dir.filePath(QStringLiteral("c.motion.report.json"))).toStdString());
        QCOMPARE(report["options"]["reduceChains"]["arm_r"].get<double>(), 0.25);
        QCOMPARE(report["reduce"]["chains"]["arm_r"].get<double>(), 0.25);
    }

    void aBadToleranceWritesNothing()
    {
        for (const char* text : {"1,tail=2", "0", "1,arm_r=1,arm_r=2"}) {
            const QString out = m_dir.filePath(QStringLiteral("bad.motion.json"));
            const auto r = test::runCli(
                run(QStringLiteral("bad.motion.json"), {QStringLiteral("--reduce"), QString::fromLatin1(text)}));
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("POSE_REDUCE"), r.err.constData());
            QVERIFY(!QFile::exists(out));
            QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad.motion.report.json"))));
        }
    }

    void theHipNeedsReduce()
    {
        const auto r = test::runCli(
            run(QStringLiteral("h.motion.json"), {QStringLiteral("--reduce-hip"), QStringLiteral("1")}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--reduce-hip works only with --reduce"), r.err.constData());
    }

    // --reduce-keep-planted: the ankles land on and off their support frames, each row with its
    // tolerance; the drift lines say the support figure; the options echo it.
    void keepPlantedSplitsTheAnkles()
    {
        const auto r = test::runCli(run(QStringLiteral("k.motion.json"),
                                        {QStringLiteral("--reduce"), QStringLiteral("1"),
                                         QStringLiteral("--plant-feet"), QStringLiteral("--reduce-keep-planted")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("LAND r_shin:tip foot on its support frames (kept dense): worst"), r.out.constData());
        QVERIFY(r.out.contains("LAND l_shin:tip foot off its support frames: worst"));
        QVERIFY(r.out.contains("; on its support frames (kept dense) "));
        const ojson report = ojson::parse(
            readAll(m_dir.filePath(QStringLiteral("k.motion.report.json"))).toStdString());
        QCOMPARE(report["options"]["reduceKeepPlanted"].get<bool>(), true);
        std::size_t on = 0, off = 0;
        for (const auto& landing : report["landings"]) {
            if (landing["kind"] != "foot")
                continue;
            on += landing["on"] == "support";
            off += landing["on"] == "off-support";
            QVERIFY(landing["worst"].get<double>() <= landing["tolerance"].get<double>());
        }
        // The wave stands on its right foot throughout and never on its left: one row each.
        QCOMPARE(on, std::size_t(1));
        QCOMPARE(off, std::size_t(1));
        QVERIFY(r.out.contains("REDUCE ankle drift allowed: bone \"l_shin:tip\"") &&
                r.out.contains("; its side never supports"));
        const ojson& drift = report["reduce"]["ankleDrift"];
        QCOMPARE(drift[0]["bone"].get<std::string>(), std::string("r_shin:tip"));
        QCOMPARE(drift[0]["support"]["reduce"].get<double>(), 0.0);  // no --reduce-hip: the plant's alone
        QCOMPARE(drift[0]["support"]["units"].get<double>(), drift[0]["plant"].get<double>());
        QVERIFY(drift[0]["support"]["units"].get<double>() < drift[0]["units"].get<double>());
        QVERIFY(drift[1]["support"].is_null());
    }

    void keepPlantedNeedsReduceAndThePlant()
    {
        const auto noPlant = test::runCli(
            run(QStringLiteral("n.motion.json"),
                {QStringLiteral("--reduce"), QStringLiteral("1"), QStringLiteral("--reduce-keep-planted")}));
        QCOMPARE(noPlant.exitCode, 2);
        QVERIFY2(noPlant.err.contains("--reduce-keep-planted works only with --reduce and --plant-feet; add "
                                      "--plant-feet"),
                 noPlant.err.constData());
        const auto noReduce = test::runCli(
            run(QStringLiteral("n.motion.json"),
                {QStringLiteral("--plant-feet"), QStringLiteral("--reduce-keep-planted")}));
        QCOMPARE(noReduce.exitCode, 2);
        QVERIFY2(noReduce.err.contains("add --reduce or drop --reduce-keep-planted"), noReduce.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("n.motion.json"))));
    }

    // A per-chain --reduce on planted legs holds the hip to the legs' tolerance, and says so.
    void theHipIsHeldAndSaysSo()
    {
        const auto r = test::runCli(
            run(QStringLiteral("held.motion.json"),
                {QStringLiteral("--reduce"), QStringLiteral("3,leg_r=0.2,leg_l=0.2"), QStringLiteral("--plant-feet")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("REDUCE held: bone \"hip\" (chain \"pelvis\") reduced within 0.2°, not 3° — "
                                "for chain \"leg_r\" (a planted ankle; L = "),
                 r.out.constData());
        QVERIFY(r.out.contains("— held to 0.2° for chain \"leg_r\", chain \"leg_l\" below it"));
        const ojson report = ojson::parse(
            readAll(m_dir.filePath(QStringLiteral("held.motion.report.json"))).toStdString());
        const ojson& held = report["reduce"]["held"];
        QCOMPARE(held.size(), std::size_t(1));
        QCOMPARE(held[0]["bone"].get<std::string>(), std::string("hip"));
        QCOMPARE(held[0]["for"].size(), std::size_t(2));
        QCOMPARE(held[0]["for"][0]["by"].get<std::string>(), std::string("ankle"));
        // A plain --reduce holds nothing: no held key.
        const auto plain = test::runCli(
            run(QStringLiteral("plain.motion.json"),
                {QStringLiteral("--reduce"), QStringLiteral("3"), QStringLiteral("--plant-feet")}));
        QVERIFY2(plain.exitCode == 0, plain.err.constData());
        QVERIFY(!plain.out.contains("REDUCE held"));
        QVERIFY(
            !ojson::parse(readAll(m_dir.filePath(QStringLiteral("plain.motion.report.json"))).toStdString())["reduce"]
                 .contains("held"));
    }

    // Without the flags the motion and the report are the dense run's: no reduce key, no
    // reduce option, a key on every frame.
    void withoutTheFlagNothingChanges()
    {
        const auto r = test::runCli(run(QStringLiteral("d.motion.json"), {}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!r.out.contains("REDUCE"));
        const ojson report = ojson::parse(
            readAll(m_dir.filePath(QStringLiteral("d.motion.report.json"))).toStdString());
        QVERIFY(!report.contains("reduce"));
        QVERIFY(!report["options"].contains("reduce") && !report["options"].contains("reduceHip"));
        const QByteArray motion = readAll(m_dir.filePath(QStringLiteral("d.motion.json")));
        QVERIFY(!motion.contains("\"curve\""));
    }
};

QTEST_GUILESS_MAIN(TestRetargetReduceCli)
#include "tst_retarget_reduce.moc"
