// rig-pose retarget with the rig's idle, end to end through the built binary: a rig folder
// whose motion has no idle writes the bytes it wrote before the idle stage existed (their
// SHA-256 below, from rig-pose at b44c74a on tests/data/idle/no-idle; README there), and so does
// the idler without --carry-idle; IDLE_NAME by name, nothing written; --carry-idle's tracks in
// the file; --base-motion read over the folder's motion.json and named; --smooth ignored, named.

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include "../cli/cli_fixture.h"

using namespace rigpose;
using test::data;
using test::readAll;
using test::src;

namespace {

// rig-pose retarget of the example's cleaned wave onto `rig` (motion m.json: animation "m"),
// before the idle stage: the bytes of tests/data/idle/no-idle and of tests/data/idle/idler.
constexpr const char* kNoIdleBytes = "6ba47b39419dd0e976d5b9e9bb1bade5fd4e621f582b8e404febed1d3a189758";
constexpr const char* kIdlerBytes = "ff6c5a3911f680381619a4bf6dcfe519c59c9f82fda524276aaba02b892252c7";

QByteArray sha256Of(const QString& path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex();
}

}  // namespace

class TestIdleCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    // The run into <dir>/<sub>/m.json (so the animation is "m" as when the bytes were taken).
    QStringList run(const QString& rig, const QString& sub) const
    {
        QStringList args = test::retargetExample(m_pose, m_dir.filePath(sub + QStringLiteral("/m.json")));
        args[2] = rig;
        return args;
    }
    QString out(const QString& sub) const { return m_dir.filePath(sub + QStringLiteral("/m.json")); }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void aRigWithoutAnIdleKeepsItsMotionBytes()
    {
        for (const bool carry : {false, true}) {
            const QString sub = carry ? QStringLiteral("none-carry") : QStringLiteral("none");
            auto args = run(data("idle/no-idle"), sub);
            if (carry)
                args << QStringLiteral("--carry-idle");
            const auto r = test::runCli(args);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QCOMPARE(sha256Of(out(sub)), QByteArray(kNoIdleBytes));
            QVERIFY(!r.out.contains("IDLE-"));
            QCOMPARE(r.out.contains("IDLE none: the rig's motion has no animation \"idle\""), carry);
            const auto report = nlohmann::json::parse(
                readAll(m_dir.filePath(sub + QStringLiteral("/m.report.json"))).toStdString());
            QVERIFY(!report.contains("idleDropped") && !report.contains("idleKeptOut"));
        }
        // The idler without --carry-idle: read and printed, its motion as before.
        const auto r = test::runCli(run(data("idle/idler"), QStringLiteral("idler")));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(sha256Of(out(QStringLiteral("idler"))), QByteArray(kIdlerBytes));
        QVERIFY2(r.out.contains("IDLE \"idle\" (1 s, 7 track(s)) against \"m\": 4 dropped, 4 kept out"),
                 r.out.constData());
    }

    void carryIdleWritesTheLoopedTracks()
    {
        auto args = run(data("idle/idler"), QStringLiteral("carry"));
        args << QStringLiteral("--carry-idle");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("GATE green"));
        const auto motion = nlohmann::json::parse(readAll(out(QStringLiteral("carry"))).toStdString());
        const auto& tracks = motion["animations"]["m"]["tracks"];
        const nlohmann::json* hair = nullptr;
        for (const auto& t : tracks)
            if (t.value("bone", "") == "hair")
                hair = &t;
        QVERIFY(hair);
        // 72 frames at 24 fps end at 2.958333 s: 0, 0.4, 1, 1.4, 2, 2.4, then the cut on 2.4 → 3.0.
        const auto& keys = (*hair)["keys"];
        QCOMPARE(keys.size(), std::size_t(7));
        QCOMPARE(keys[5]["t"].get<double>(), 2.4);
        QCOMPARE(keys[6]["t"].get<double>(), 2.958333);
        QVERIFY(std::abs(keys[6]["v"][0].get<double>() - 10 * (3 - 2.958333) / 0.6) < 1e-6);
        QVERIFY(!keys[6].contains("ease") && !keys[6].contains("curve"));
    }

    void aMissingIdleNameIsRefusedByName()
    {
        auto args = run(data("idle/idler"), QStringLiteral("named"));
        args << QStringLiteral("--idle") << QStringLiteral("breathe");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("IDLE_NAME") && r.err.contains("\"breathe\"") && r.err.contains("\"idle\", \"bow\""),
                 r.err.constData());
        QVERIFY(!QFile::exists(out(QStringLiteral("named"))));
    }

    void baseMotionWinsOverTheFoldersMotion()
    {
        auto args = run(data("idle/idler"), QStringLiteral("base"));
        const QString file = data("idle/hair-only.motion.json");
        args << QStringLiteral("--base-motion") << file;
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QByteArray motionLine("MOTION carried 2 animation(s) of --base-motion ");
        motionLine += file.toUtf8();
        QVERIFY2(r.out.contains(motionLine), r.out.constData());
        QVERIFY(r.out.contains("beside the rig was not read: --base-motion wins"));
        // Its idle holds the hair's track alone; the folder's has 7.
        QVERIFY(r.out.contains("IDLE \"idle\" (1 s, 1 track(s))"));
        const auto motion = nlohmann::json::parse(readAll(out(QStringLiteral("base"))).toStdString());
        QVERIFY(motion["animations"].contains("sway") && !motion["animations"].contains("bow"));
        // A --base-motion that does not pass is refused naming it.
        auto red = run(data("idle/idler"), QStringLiteral("base-red"));
        red << QStringLiteral("--base-motion") << data("retarget/base-red/motion.json");
        const auto refused = test::runCli(red);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("RIG_GATE_BASE") && refused.err.contains("--base-motion"),
                 refused.err.constData());
    }

    void smoothIsAcceptedAndIgnored()
    {
        auto args = run(data("idle/no-idle"), QStringLiteral("smooth"));
        args << QStringLiteral("--smooth") << QStringLiteral("7");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("--smooth is carried by clean; ignored"));
        QCOMPARE(sha256Of(out(QStringLiteral("smooth"))), QByteArray(kNoIdleBytes));
        auto bad = run(data("idle/no-idle"), QStringLiteral("smooth-bad"));
        bad << QStringLiteral("--smooth") << QStringLiteral("0.5");
        QCOMPARE(test::runCli(bad).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestIdleCli)
#include "tst_idle_cli.moc"
