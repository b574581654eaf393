// The carried blink played by the official Spine runtime (spine-core 4.3.13 under Node.js): the
// idler (tests/data/idle) retargeted with --carry-idle and --build, its eyes' scaleY sampled by
// the runtime at times derived by hand from the idle's blink, and the same for a blink merged
// with --merge at its own times.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "../cli/cli_fixture.h"

using namespace rigpose;
using test::data;

namespace {

using json = nlohmann::json;

struct Sample {
    double t;
    double scaleY;  // hand-derived: the eyes' setup scaleY is 1, so the track's value itself
};

}  // namespace

class TestIdleRuntime : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    // The runtime's eye_r and eye_l scaleY at each sample's time, against the sample's.
    void checkPlayed(const QString& build, const std::vector<Sample>& samples)
    {
        json asked = json::array();
        for (const Sample& s : samples)
            for (const char* bone : {"eye_r", "eye_l"})
                asked.push_back({{"t", s.t}, {"bone", bone}});
        const QString askedPath = build + QStringLiteral("/samples.json");
        std::ofstream(askedPath.toStdString()) << json{{"animation", "m"}, {"samples", asked}}.dump();
        QProcess node;
        node.setWorkingDirectory(QStringLiteral(RIGPOSE_NODE_DIR));
        node.start(QStringLiteral(RIGPOSE_NODE_EXECUTABLE), {QStringLiteral(RIGPOSE_NODE_DIR "/sample_bones.mjs"),
                                                             build + QStringLiteral("/skeleton.json"), askedPath});
        QVERIFY(node.waitForFinished(120000));
        const QByteArray err = node.readAllStandardError();
        QVERIFY2(node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0, err.constData());
        const json played = json::parse(node.readAllStandardOutput().toStdString());
        QCOMPARE(played.size(), 2 * samples.size());
        for (std::size_t i = 0; i < played.size(); ++i) {
            const Sample& s = samples[i / 2];
            const double got = played[i]["posed"]["scaleY"].get<double>();
            QCOMPARE(played[i]["setup"]["scaleY"].get<double>(), 1.0);
            // Spine keeps its timelines' frames (times and values) as 32-bit floats: 2.37 is
            // 2.3699999, so halfway between 2.3 and 2.37 reads 2e-6 off the exact blink.
            QVERIFY2(std::abs(got - s.scaleY) < 1e-5,
                     qPrintable(QStringLiteral("t %1 %2: the runtime plays scaleY %3, the blink is %4")
                                    .arg(s.t)
                                    .arg(QString::fromStdString(played[i]["bone"].get<std::string>()))
                                    .arg(got, 0, 'g', 10)
                                    .arg(s.scaleY)));
        }
    }

    QString retarget(const QString& sub, const QStringList& extra)
    {
        const QString build = m_dir.filePath(sub + QStringLiteral("/build"));
        QStringList args = test::retargetExample(m_pose, m_dir.filePath(sub + QStringLiteral("/m.json")));
        args[2] = data("idle/idler");
        const auto r = test::runCli(args << QStringLiteral("--build") << build << extra);
        return r.exitCode == 0 ? build : QString();
    }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    // The idle's blink (1 s): 1 at 0, 0.12 at 0.1, 1 at 0.2, held to the cycle's end; the wave's
    // animation runs 71/24 = 2.958 s, so three cycles, each the same at t mod 1.
    void theCarriedBlinkPlaysAtTheIdlesTimes()
    {
        const QString build = retarget(QStringLiteral("carry"), {QStringLiteral("--carry-idle")});
        QVERIFY(!build.isEmpty());
        checkPlayed(build, {{0.0, 1},
                            {0.05, 0.56},
                            {0.1, 0.12},
                            {0.15, 0.56},
                            {0.6, 1},
                            {0.99, 1},
                            {1.05, 0.56},
                            {1.1, 0.12},
                            {1.5, 1},
                            {2.1, 0.12},
                            {2.15, 0.56},
                            {2.9, 1}});
    }

    // The merged blink (blink.tracks.json): 1 at 2.3, 0.12 at 2.37, 1 at 2.45, setup before it.
    void theMergedBlinkPlaysAtItsOwnTimes()
    {
        const QString build = retarget(QStringLiteral("merge"),
                                       {QStringLiteral("--merge"), data("idle/blink.tracks.json")});
        QVERIFY(!build.isEmpty());
        checkPlayed(build, {{0.1, 1}, {2.3, 1}, {2.335, 0.56}, {2.37, 0.12}, {2.41, 0.56}, {2.6, 1}});
    }
};

QTEST_GUILESS_MAIN(TestIdleRuntime)
#include "tst_idle_runtime.moc"
