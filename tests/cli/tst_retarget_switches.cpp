// rig-pose retarget with alternates in the map, through the built binary: the switch flags'
// figures reach the report's options beside switches and switchRuns, a bad figure is a usage
// error, SET_KEY_DRAWN is refused by name and --switch-at is not in this build (exit 2), each
// with nothing written.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using namespace rigpose;
using test::data;
using test::readAll;

class TestRetargetSwitchesCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QStringList run(const QString& map, const QString& out) const
    {
        return {QStringLiteral("retarget"),
                QStringLiteral("--rig"),
                data("map/drawn.rig.json"),
                QStringLiteral("--map"),
                map,
                QStringLiteral("--sequence"),
                m_pose,
                QStringLiteral("--out"),
                out};
    }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void theSwitchFiguresAreReported()
    {
        const QString out = m_dir.filePath(QStringLiteral("a.motion.json"));
        auto args = run(data("map/alternates.map.json"), out);
        args << QStringLiteral("--switch-tolerance") << QStringLiteral("30") << QStringLiteral("--switch-min")
             << QStringLiteral("0.5");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto report = nlohmann::ordered_json::parse(
            readAll(m_dir.filePath(QStringLiteral("a.motion.report.json"))).toStdString());
        QVERIFY(report["options"]["switchTolerance"] == nlohmann::ordered_json(30));
        QVERIFY(report["options"]["switchMin"] == nlohmann::ordered_json(0.5));
        QVERIFY(report["options"]["switchAt"] == nlohmann::ordered_json("first"));
        QVERIFY(report["switches"].is_array());
        QCOMPARE(report["switchRuns"].size(), std::size_t(1));
        QVERIFY(report["switchRuns"][0]["set"] == "raised_r");
        QVERIFY(r.out.contains("SWITCH"));
    }

    void aBadFigureIsAUsageError()
    {
        const QString out = m_dir.filePath(QStringLiteral("b.motion.json"));
        for (const auto& [flag, value] : {std::pair{"--switch-tolerance", "0"}, std::pair{"--switch-tolerance", "180"},
                                          std::pair{"--switch-min", "-1"}}) {
            auto args = run(data("map/alternates.map.json"), out);
            args << QString::fromLatin1(flag) << QString::fromLatin1(value);
            QCOMPARE(test::runCli(args).exitCode, 2);
        }
        QVERIFY(!QFile::exists(out));
    }

    void switchAtIsNotInThisBuild()
    {
        const QString out = m_dir.filePath(QStringLiteral("c.motion.json"));
        auto args = run(data("map/alternates.map.json"), out);
        args << QStringLiteral("--switch-at") << QStringLiteral("peak");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("rig-pose retarget: --switch-at is not in this build;"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(!QFile::exists(out));
    }

    void aKeyFarFromItsDrawingIsRefused()
    {
        const QString out = m_dir.filePath(QStringLiteral("d.motion.json"));
        const auto r = test::runCli(run(data("switches/key-drawn.map.json"), out));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("SET_KEY_DRAWN") && r.err.contains("r_upper_arm"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestRetargetSwitchesCli)
#include "tst_retarget_switches.moc"
