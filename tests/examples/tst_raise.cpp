// The bundled alternate drawings example (resources/examples/raise) retargeted as the README says,
// through the built rig-pose: the build's gate passes on the dressed rig, the drawings shown are
// the spans derived from the generator's own angles (raise_switches.h, not the selection code),
// each attachment key sits halfway before the frame its switch lands on, the base art comes back,
// the fast sweep down is held back by --switch-min and named, the same run writes the same
// motion bytes, and the studio's project names the files and the clean that makes pose.json.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "../cli/cli_fixture.h"
#include "raise_switches.h"
#include "rigpose/examples/raise.h"
#include "rigpose/examples/wave_example.h"
#include "rigpose/project/project_file.h"
#include "rigpose/sequence/writer.h"

using namespace rigpose;
using json = nlohmann::json;
using test::src;

namespace {

QString example(const char* file) { return src("resources/examples/raise/") + QString::fromLatin1(file); }

QStringList retargetRaise(const QString& out, const QString& build)
{
    return {QStringLiteral("retarget"),
            QStringLiteral("--rig"),
            example("rig"),
            QStringLiteral("--map"),
            example("map.json"),
            QStringLiteral("--sequence"),
            example("pose.json"),
            QStringLiteral("--out"),
            out,
            QStringLiteral("--build"),
            build};
}

struct Key {
    double t;
    std::string v;  // "" for null: the slot shows nothing
};

// The attachment keys of every slot the motion keys, wherever the writer nests its tracks.
void collectAttachmentTracks(const json& node, std::map<std::string, std::vector<Key>>& out)
{
    if (node.is_object()) {
        if (node.value("property", std::string()) == "attachment" && node.contains("slot")) {
            auto& keys = out[node["slot"].get<std::string>()];
            for (const json& k : node["keys"])
                keys.push_back({k["t"].get<double>(), k["v"].is_null() ? std::string() : k["v"].get<std::string>()});
            return;
        }
        for (const auto& item : node.items())
            collectAttachmentTracks(item.value(), out);
    } else if (node.is_array()) {
        for (const json& item : node)
            collectAttachmentTracks(item, out);
    }
}

// What the derived spans key: per slot, a key halfway between frame f − 1 and f wherever the
// slot's drawing on f differs from f − 1's (nothing keyed at 0: before its first key a slot shows
// its setup, and no span starts on frame 0 here).
std::map<std::string, std::vector<Key>> derivedKeys(const test::RaiseDerived& d)
{
    std::map<std::string, std::vector<Key>> keys;
    auto slotsOn = [&](std::size_t f) { return test::raiseArmSlots(test::raiseSetOn(d, f)); };
    for (std::size_t f = 1; f < std::size_t(test::kRaiseFrames); ++f) {
        const auto before = slotsOn(f - 1), now = slotsOn(f);
        const double t = (test::raiseFrameTime(f - 1) + test::raiseFrameTime(f)) / 2;
        for (auto [slot, field] :
             {std::pair{"upperarm_r", &test::RaiseArmSlots::upper}, std::pair{"forearm_r", &test::RaiseArmSlots::fore},
              std::pair{"upperarm_r_up", &test::RaiseArmSlots::upperUp},
              std::pair{"forearm_r_up", &test::RaiseArmSlots::foreUp}})
            if (before.*field != now.*field)
                keys[slot].push_back({t, now.*field});
    }
    return keys;
}

}  // namespace

class TestRaise : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::CliRun m_run;
    json m_report, m_motion;
    test::RaiseDerived m_derived;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_run = test::runCli(retargetRaise(m_dir.filePath(QStringLiteral("raise.motion.json")),
                                           m_dir.filePath(QStringLiteral("build"))));
        QVERIFY2(m_run.exitCode == 0, m_run.err.constData());
        m_report = json::parse(test::readAll(m_dir.filePath(QStringLiteral("raise.motion.report.json"))).toStdString());
        m_motion = json::parse(test::readAll(m_dir.filePath(QStringLiteral("raise.motion.json"))).toStdString());
        m_derived = test::raiseDerivation();
    }

    // The derivation's simple rule is the selection's on this clip, and no frame sits so near a
    // threshold that the file's rounding (3 decimals of a px) could tip it.
    void theDerivationHolds()
    {
        QVERIFY2(m_derived.whyNotSimple.empty(), m_derived.whyNotSimple.c_str());
        QVERIFY2(m_derived.closestToAThreshold > 0.05, qPrintable(QString::number(m_derived.closestToAThreshold)));
        // Each held pose shows its own drawing: the level hold (frames 24-42) and the overhead one (54-78).
        QCOMPARE(test::raiseSetOn(m_derived, 33), 0);
        QCOMPARE(test::raiseSetOn(m_derived, 66), 1);
        QCOMPARE(test::raiseSetOn(m_derived, 0), -1);
        QCOMPARE(test::raiseSetOn(m_derived, 95), -1);
        for (std::size_t s = 0; s < m_derived.shown.size(); ++s)
            for (const auto& run : m_derived.shown[s])
                qInfo("derived: %s shows on frames %zu-%zu (%.4f-%.4f s)", test::raiseSets()[s].name, run.first,
                      run.second, test::raiseFrameTime(run.first), test::raiseFrameTime(run.second + 1));
        for (std::size_t s = 0; s < m_derived.dropped.size(); ++s)
            for (const auto& run : m_derived.dropped[s])
                qInfo("derived: %s nearest on frames %zu-%zu (%.4f s), shorter than --switch-min",
                      test::raiseSets()[s].name, run.first, run.second, test::raiseRunSeconds(run));
    }

    void theReportsSpansAreTheDerivedOnes()
    {
        // The spans in first-frame order, as the report lists them.
        std::vector<std::pair<std::string, test::FrameRun>> want;
        for (std::size_t s = 0; s < m_derived.shown.size(); ++s)
            for (const auto& run : m_derived.shown[s])
                want.push_back({test::raiseSets()[s].name, run});
        std::sort(want.begin(), want.end(),
                  [](const auto& a, const auto& b) { return a.second.first < b.second.first; });
        const json& spans = m_report["switches"];
        QCOMPARE(spans.size(), want.size());
        for (std::size_t i = 0; i < want.size(); ++i) {
            const json& span = spans[i];
            QCOMPARE(span["set"].get<std::string>(), want[i].first);
            QCOMPARE(span["frames"][0].get<std::size_t>(), want[i].second.first);
            QCOMPARE(span["frames"][1].get<std::size_t>(), want[i].second.second);
            QVERIFY(std::abs(span["from"].get<double>() - test::raiseFrameTime(want[i].second.first)) < 1e-6);
            QVERIFY(std::abs(span["to"].get<double>() - test::raiseFrameTime(want[i].second.second + 1)) < 1e-6);
            QVERIFY(span["chains"] == json::array({"arm_r"}));
            // The largest distance over a span is under the hysteresis (it would have left), and
            // the drawn bones turn as far as the key: the drawing is the key.
            QVERIFY(span["distance"]["max"].get<double>() <= test::kSwitchLeave);
            QVERIFY(span["artTurn"].contains("r_upper_arm") && span["artTurn"].contains("r_forearm"));
        }
        auto names = [](const json& list) {
            std::vector<std::string> v = list.get<std::vector<std::string>>();
            std::sort(v.begin(), v.end());
            return v;
        };
        using Names = std::vector<std::string>;
        QCOMPARE(names(spans[0]["slots"]), (Names{"forearm_r", "upperarm_r"}));
        QCOMPARE(names(spans[0]["hides"]), Names{});
        QCOMPARE(names(spans[1]["slots"]), (Names{"forearm_r_up", "upperarm_r_up"}));
        QCOMPARE(names(spans[1]["hides"]), (Names{"forearm_r", "upperarm_r"}));

        // One SWITCH line per span, naming the set and its frames.
        const QString out = QString::fromUtf8(m_run.out);
        QCOMPARE(out.count(QRegularExpression(QStringLiteral("^SWITCH "), QRegularExpression::MultilineOption)),
                 qsizetype(want.size()));
        for (const auto& [set, run] : want)
            QVERIFY2(out.contains(QStringLiteral("SWITCH %1 frames %2–%3 ")
                                      .arg(QString::fromStdString(set))
                                      .arg(run.first)
                                      .arg(run.second)),
                     m_run.out.constData());
    }

    // The sweep down passes the level drawing's 25° on frames it cannot hold for --switch-min:
    // the set is nearest there, and the run is held back and named on a SWITCH-MIN line.
    void theFastSweepIsHeldBack()
    {
        QVERIFY(m_derived.dropped[1].empty());
        QCOMPARE(m_derived.dropped[0].size(), std::size_t(1));
        const test::FrameRun dropped = m_derived.dropped[0][0];
        QVERIFY(test::raiseRunSeconds(dropped) < test::kSwitchMin);
        QVERIFY(dropped.first > 78);  // on the sweep down, after the overhead hold
        const json& runs = m_report["switchRuns"];
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0]["set"].get<std::string>(), std::string("out_r"));
        QCOMPARE(runs[0]["suppressed"].size(), std::size_t(1));
        QCOMPARE(runs[0]["suppressed"][0]["frames"][0].get<std::size_t>(), dropped.first);
        QCOMPARE(runs[0]["suppressed"][0]["frames"][1].get<std::size_t>(), dropped.second);
        QVERIFY(std::abs(runs[0]["suppressed"][0]["seconds"].get<double>() - test::raiseRunSeconds(dropped)) < 1e-6);
        QVERIFY(runs[1]["suppressed"].empty());
        const QString out = QString::fromUtf8(m_run.out);
        QCOMPARE(out.count(QRegularExpression(QStringLiteral("^SWITCH-MIN "), QRegularExpression::MultilineOption)),
                 qsizetype(1));
        QVERIFY2(out.contains(QStringLiteral("SWITCH-MIN out_r held back 1 run(s)")), m_run.out.constData());
        QVERIFY(!out.contains(QStringLiteral("SWITCH-TURN")));
    }

    // Every attachment key, slot by slot, against the ones the derived spans ask for.
    void theAttachmentKeysSitHalfwayBeforeTheirFrames()
    {
        std::map<std::string, std::vector<Key>> got;
        collectAttachmentTracks(m_motion, got);
        const auto want = derivedKeys(m_derived);
        QCOMPARE(got.size(), want.size());
        for (const auto& [slot, keys] : want) {
            QVERIFY2(got.count(slot), slot.c_str());
            const auto& have = got[slot];
            QCOMPARE(have.size(), keys.size());
            for (std::size_t i = 0; i < keys.size(); ++i) {
                QVERIFY2(std::abs(have[i].t - keys[i].t) < 1e-6,
                         qPrintable(QStringLiteral("%1 key %2 at %3, derived %4")
                                        .arg(QString::fromStdString(slot))
                                        .arg(i)
                                        .arg(have[i].t)
                                        .arg(keys[i].t)));
                QCOMPARE(have[i].v, keys[i].v);
            }
        }
    }

    // After the last span the setup drawings show again: the arm's own slots end on their own
    // placeholders and the overhead slots end empty.
    void theBaseArtReturns()
    {
        std::map<std::string, std::vector<Key>> got;
        collectAttachmentTracks(m_motion, got);
        QCOMPARE(got["upperarm_r"].back().v, std::string("upperarm_r"));
        QCOMPARE(got["forearm_r"].back().v, std::string("forearm_r"));
        QCOMPARE(got["upperarm_r_up"].back().v, std::string());
        QCOMPARE(got["forearm_r_up"].back().v, std::string());
        std::size_t lastShown = 0;
        for (const auto& runs : m_derived.shown)
            for (const auto& run : runs)
                lastShown = std::max(lastShown, run.second);
        QVERIFY(std::abs(got["upperarm_r"].back().t -
                         (test::raiseFrameTime(lastShown) + test::raiseFrameTime(lastShown + 1)) / 2) < 1e-6);
        for (std::size_t f = lastShown + 1; f < std::size_t(test::kRaiseFrames); ++f)
            QCOMPARE(test::raiseSetOn(m_derived, f), -1);
    }

    // The build's skeleton carries the drawings: one atlas page per picture the rig names.
    void theBuildHasTheDrawings()
    {
        const QString build = m_dir.filePath(QStringLiteral("build"));
        QVERIFY(QFile::exists(build + QStringLiteral("/skeleton.json")));
        const json skeleton = json::parse(test::readAll(build + QStringLiteral("/skeleton.json")).toStdString());
        QCOMPARE(skeleton["slots"].size(), std::size_t(13));
    }

    void theSameRunWritesTheSameMotion()
    {
        QTemporaryDir again;
        QVERIFY(again.isValid());
        const auto r = test::runCli(retargetRaise(again.filePath(QStringLiteral("raise.motion.json")),
                                                  again.filePath(QStringLiteral("build"))));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(test::readAll(again.filePath(QStringLiteral("raise.motion.json"))),
                 test::readAll(m_dir.filePath(QStringLiteral("raise.motion.json"))));
        QCOMPARE(test::readAll(again.filePath(QStringLiteral("build/skeleton.json"))),
                 test::readAll(m_dir.filePath(QStringLiteral("build/skeleton.json"))));
    }

    // The studio's project: the bytes the studio would save, naming files that are there, and
    // its clean options make pose.json out of pose.raw.json.
    void theProjectNamesTheExample()
    {
        const QByteArray bytes = test::readAll(example("raise.rigpose.json"));
        const auto read = project::readProjectText(bytes.toStdString(), "raise.rigpose.json");
        QVERIFY(read.ok());
        QCOMPARE(QByteArray::fromStdString(project::projectText(read.value)), bytes);
        const project::Paths& p = read.value.paths;
        QCOMPARE(p.sequence, std::string("pose.raw.json"));
        for (const std::string& path : {p.sequence, p.rig + "/rig.json", p.map})
            QVERIFY2(QFile::exists(example(path.c_str())), path.c_str());
        QCOMPARE(read.value.retarget.name, std::string("raise"));
        const clean::CleanResult cleaned = examples::cleanAsWritten(examples::makeRaiseSequence(), read.value.clean);
        QVERIFY(cleaned.ok());
        QCOMPARE(QByteArray::fromStdString(sequence::sequenceToText(cleaned.sequence)),
                 test::readAll(example("pose.json")));
    }
};

QTEST_GUILESS_MAIN(TestRaise)
#include "tst_raise.moc"
