// The raise example's drawings played by the official Spine runtime (spine-core 4.3.13 under
// Node.js): the bundled rig, map and clip retargeted with --build, the skeleton loaded with its
// atlas (so every region a drawing names must be there), and each slot's attachment read at every
// frame's time and a hair either side of each key. What it must show comes from the spans
// derived from the generator's angles (tests/common/raise_switches.h), keys stepped halfway
// before the frame a switch lands on.

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "../cli/cli_fixture.h"
#include "raise_switches.h"

using namespace rigpose;
using json = nlohmann::json;
using test::src;

namespace {

struct Asked {
    double t;
    int set;  // the set whose drawings must show then (-1: the setup drawings)
    QString why;
};

json nullable(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

}  // namespace

class TestSwitchRuntime : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theRuntimeShowsTheDerivedDrawings()
    {
        const test::RaiseDerived d = test::raiseDerivation();
        QVERIFY2(d.whyNotSimple.empty(), d.whyNotSimple.c_str());

        const QString build = m_dir.filePath(QStringLiteral("build"));
        const auto run = test::runCli(
            {QStringLiteral("retarget"), QStringLiteral("--rig"), src("resources/examples/raise/rig"),
             QStringLiteral("--map"), src("resources/examples/raise/map.json"), QStringLiteral("--sequence"),
             src("resources/examples/raise/pose.json"), QStringLiteral("--out"),
             m_dir.filePath(QStringLiteral("raise.motion.json")), QStringLiteral("--build"), build});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QStringList atlases = QDir(build).entryList({QStringLiteral("*.atlas")}, QDir::Files);
        QCOMPARE(atlases.size(), qsizetype(1));

        // Every frame's own time, and 1 ms either side of each key (halfway between two frames):
        // a key stepped there shows the old drawing just before and the new one just after.
        std::vector<Asked> asked;
        for (std::size_t f = 0; f < std::size_t(test::kRaiseFrames); ++f) {
            const int set = test::raiseSetOn(d, f);
            asked.push_back({test::raiseFrameTime(f), set, QStringLiteral("frame %1").arg(f)});
            if (f > 0 && test::raiseSetOn(d, f - 1) != set) {
                const double half = (test::raiseFrameTime(f - 1) + test::raiseFrameTime(f)) / 2;
                asked.push_back({half - 0.001, test::raiseSetOn(d, f - 1),
                                 QStringLiteral("just before the key for frame %1").arg(f)});
                asked.push_back({half + 0.001, set, QStringLiteral("just after the key for frame %1").arg(f)});
            }
        }
        json times = json::array();
        for (const Asked& a : asked)
            times.push_back(a.t);
        const QString askedPath = m_dir.filePath(QStringLiteral("samples.json"));
        std::ofstream(askedPath.toStdString()) << json{{"animation", "raise"}, {"times", times}}.dump();

        QProcess node;
        node.setWorkingDirectory(QStringLiteral(RIGPOSE_NODE_DIR));
        node.start(QStringLiteral(RIGPOSE_NODE_EXECUTABLE),
                   {QStringLiteral(RIGPOSE_NODE_DIR "/sample_slots.mjs"), build + QStringLiteral("/skeleton.json"),
                    build + QLatin1Char('/') + atlases.front(), askedPath});
        QVERIFY(node.waitForFinished(120000));
        const QByteArray err = node.readAllStandardError();
        QVERIFY2(node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0, err.constData());
        const json played = json::parse(node.readAllStandardOutput().toStdString());
        QCOMPARE(played.size(), asked.size() + 1);

        // The setup pose: the arm's own drawings, the overhead slots empty.
        const json& setup = played[0]["slots"];
        QVERIFY(setup["upperarm_r"] == "upperarm_r" && setup["forearm_r"] == "forearm_r");
        QVERIFY(setup["upperarm_r_up"].is_null() && setup["forearm_r_up"].is_null());
        QVERIFY(setup["head"] == "head" && setup["torso"] == "torso");

        int switched = 0;
        for (std::size_t i = 0; i < asked.size(); ++i) {
            const json& shown = played[i + 1]["slots"];
            const test::RaiseArmSlots want = test::raiseArmSlots(asked[i].set);
            const auto where = QStringLiteral("t %1 (%2): ").arg(asked[i].t).arg(asked[i].why);
            for (auto [slot, value] :
                 {std::pair{"upperarm_r", &want.upper}, std::pair{"forearm_r", &want.fore},
                  std::pair{"upperarm_r_up", &want.upperUp}, std::pair{"forearm_r_up", &want.foreUp}})
                QVERIFY2(shown[slot] == nullable(*value),
                         qPrintable(where + QString::fromLatin1(slot) + QStringLiteral(" shows ") +
                                    QString::fromStdString(shown[slot].dump()) + QStringLiteral(", derived ") +
                                    QString::fromStdString(nullable(*value).dump())));
            // The rest of the figure keeps its one drawing throughout.
            for (const char* slot : {"torso", "head", "pelvis", "upperarm_l", "forearm_l", "thigh_r", "shin_l"})
                QVERIFY2(shown[slot] == setup[slot], qPrintable(where + QString::fromLatin1(slot)));
            switched += asked[i].set != -1;
        }
        QVERIFY(switched > 0);
    }
};

QTEST_GUILESS_MAIN(TestSwitchRuntime)
#include "tst_switch_runtime.moc"
