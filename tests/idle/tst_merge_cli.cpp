// rig-pose retarget --merge (ref #43), end to end through the built binary on the idler rig
// (tests/data/idle): the fragment's tracks land in the written animation at their own times and
// values and nothing else moves; a run without --merge keeps its bytes and writes no `merged`;
// MERGE_CONFLICT (against the new animation, a carried idle track, an earlier fragment track),
// MERGE_TIME and MERGE_SPEC refused by name with nothing written; a track the rig cannot pose
// is the gate's (RIG_GATE); under --summary no MERGE or IDLE line, the same bytes.

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include "../cli/cli_fixture.h"

using namespace rigpose;
using test::data;
using test::readAll;

namespace {

using json = nlohmann::json;

// The idler's motion as rig-pose wrote it before the idle stage (tst_idle_cli.cpp, README there).
constexpr const char* kIdlerBytes = "ff6c5a3911f680381619a4bf6dcfe519c59c9f82fda524276aaba02b892252c7";

json parsed(const QString& path) { return json::parse(readAll(path).toStdString()); }

const json* trackOf(const json& tracks, const char* kind, const char* target, const char* property)
{
    for (const json& t : tracks)
        if (t.value(kind, "") == target && t.value("property", "") == property)
            return &t;
    return nullptr;
}

}  // namespace

class TestMergeCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QString out(const QString& sub) const { return m_dir.filePath(sub + QStringLiteral("/m.json")); }
    // The idler run into <dir>/<sub>/m.json (animation "m"), with `extra` flags.
    test::CliRun run(const QString& sub, const QStringList& extra) const
    {
        QStringList args = test::retargetExample(m_pose, out(sub));
        args[2] = data("idle/idler");
        return test::runCli(args + extra);
    }
    static QStringList merge(const char* file) { return {QStringLiteral("--merge"), data(file)}; }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void withoutMergeTheBytesAreKept()
    {
        const auto r = run(QStringLiteral("plain"), {});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QCryptographicHash::hash(readAll(out(QStringLiteral("plain"))), QCryptographicHash::Sha256).toHex(),
                 QByteArray(kIdlerBytes));
        QVERIFY(!r.out.contains("MERGE"));
        QVERIFY(!parsed(m_dir.filePath(QStringLiteral("plain/m.report.json"))).contains("merged"));
    }

    void theFragmentsTracksLandAtTheirTimes()
    {
        const auto r = run(QStringLiteral("blink"), merge("idle/blink.tracks.json"));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("GATE green"));
        const QByteArray file = data("idle/blink.tracks.json").toUtf8();
        const QByteArray blinkLine = QByteArray(
                                         "MERGE group \"eyes\" (eye_r, eye_l) scaley: 3 key(s), 2.3 to 2.45 s, from ") +
                                     file + " into \"m\"";
        QVERIFY2(r.out.contains(blinkLine), r.out.constData());
        const QByteArray tailLine = QByteArray("MERGE bone \"tail\" translatex: 2 key(s), 0.5 to 1.5 s, from ") + file +
                                    " into \"m\"";
        QVERIFY(r.out.contains(tailLine));
        QCOMPARE(r.out.count("MERGE "), 2);

        json motion = parsed(out(QStringLiteral("blink")));
        json& tracks = motion["animations"]["m"]["tracks"];
        const json* blink = trackOf(tracks, "group", "eyes", "scaley");
        QVERIFY(blink);
        const json expected = json::parse(R"([{"t":2.3,"v":[1]},{"t":2.37,"v":[0.12]},{"t":2.45,"v":[1]}])");
        QCOMPARE((*blink)["keys"].dump(), expected.dump());
        const json* tail = trackOf(tracks, "bone", "tail", "translatex");
        QVERIFY(tail);
        QCOMPARE((*tail)["keys"].dump(), json::parse(R"([{"t":0.5,"v":[0],"ease":"inOut"},{"t":1.5,"v":[3]}])").dump());
        // Everything else is the motion written without the fragment: the two tracks come last.
        QCOMPARE(tracks.back()["bone"].get<std::string>(), std::string("tail"));
        tracks.erase(tracks.end() - 2, tracks.end());
        QCOMPARE(motion.dump(), parsed(out(QStringLiteral("plain"))).dump());

        const json report = parsed(m_dir.filePath(QStringLiteral("blink/m.report.json")));
        QCOMPARE(report["merged"].size(), std::size_t(2));
        QCOMPARE(report["merged"][0].dump(),
                 json::parse(R"({"target":{"group":"eyes"},"members":["eye_r","eye_l"],"property":"scaley",)"
                             R"("keys":3,"from":2.3,"to":2.45})")
                     .dump());
        QCOMPARE(report["merged"][1]["target"]["bone"].get<std::string>(), std::string("tail"));
        QCOMPARE(report["merged"][1]["members"].is_null(), true);
    }

    void aChannelAlreadyKeyedIsRefusedByName()
    {
        struct Case {
            const char* sub;
            QStringList flags;
            const char* said;
        };
        const Case cases[] = {
            {"keyed", merge("idle/merge-conflict-keyed.tracks.json"),
             "track 0 (bone \"r_upper_arm\" rotate): poses bone:r_upper_arm rotate, which the new animation's own "
             "track "
             "bone \"r_upper_arm\" rotate already keys"},
            {"carried", merge("idle/blink.tracks.json") << QStringLiteral("--carry-idle"),
             "track 0 (group \"eyes\" scaley): poses bone:eye_r scaley, which the idle track --carry-idle carried "
             "(group \"eyes\" scaley) already keys"},
            {"earlier", merge("idle/merge-conflict-earlier.tracks.json"),
             "track 1 (group \"eyes\" scale): poses bone:eye_r scaley, which the file's track 0 (bone \"eye_r\" "
             "scaley) "
             "already keys; a fragment adds a track and never replaces one, so merge the two tracks' keys into one"},
        };
        for (const Case& c : cases) {
            const QString sub = QString::fromUtf8(c.sub);
            const auto r = run(sub, c.flags);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("MERGE_CONFLICT") && r.err.contains(c.said), r.err.constData());
            QCOMPARE(r.err.count("MERGE_CONFLICT"), 1);
            QVERIFY(!QFile::exists(out(sub)) && !QFile::exists(m_dir.filePath(sub + QStringLiteral("/m.report.json"))));
        }
    }

    void aKeyOutsideTheAnimationIsRefused()
    {
        const auto r = run(QStringLiteral("time"), merge("idle/merge-time.tracks.json"));
        QCOMPARE(r.exitCode, 1);
        // 72 frames at 24 fps: the animation ends at 71/24 = 2.958333 s.
        QVERIFY2(r.err.contains("track 0 (group \"eyes\" scaley) key 0 (t -0.1): falls 0.1 s before the start"),
                 r.err.constData());
        QVERIFY(r.err.contains("key 2 (t 3.5): falls past the new animation's duration 2.958333 s"));
        QCOMPARE(r.err.count("MERGE_TIME"), 2);
        QVERIFY(!r.err.contains("key 1"));
        QVERIFY(!QFile::exists(out(QStringLiteral("time"))));
    }

    void aFileOfAnotherShapeIsRefused()
    {
        const auto r = run(QStringLiteral("spec"), merge("malformed/merge-value-count.json"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("MERGE_SPEC") && r.err.contains("translate keys 2 numbers"), r.err.constData());
        QVERIFY(!QFile::exists(out(QStringLiteral("spec"))));
        const auto missing = run(QStringLiteral("missing"),
                                 {QStringLiteral("--merge"), m_dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("MERGE_SPEC") && missing.err.contains("--merge"), missing.err.constData());
    }

    void theGateJudgesWhatATrackMeans()
    {
        const auto r = run(QStringLiteral("gate"), merge("idle/merge-gate.tracks.json"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("RIG_GATE") && r.err.contains("antenna"), r.err.constData());
        QVERIFY(!QFile::exists(out(QStringLiteral("gate"))));
    }

    // --summary prints the run line, one line per measure and the wrote lines (ref #238): the
    // idle's and the merge's lines are not measures, so none is printed, and the bytes are the same.
    void summaryPrintsNoIdleOrMergeLine()
    {
        const QStringList flags = merge("idle/blink.tracks.json") << QStringLiteral("--idle") << QStringLiteral("idle");
        const auto full = run(QStringLiteral("full"), flags);
        const auto summary = run(QStringLiteral("summary"), flags + QStringList{QStringLiteral("--summary")});
        QVERIFY2(full.exitCode == 0 && summary.exitCode == 0, summary.err.constData());
        QVERIFY(full.out.contains("IDLE \"idle\"") && full.out.contains("IDLE-DROPPED") &&
                full.out.contains("IDLE-KEPT-OUT") && full.out.contains("MERGE "));
        QVERIFY2(!summary.out.contains("IDLE") && !summary.out.contains("MERGE"), summary.out.constData());
        QVERIFY(summary.out.startsWith("RUN animation \"m\""));
        QCOMPARE(readAll(out(QStringLiteral("summary"))), readAll(out(QStringLiteral("full"))));
        // With --carry-idle and no idle to read, IDLE none is a note about the run, not a measure.
        QStringList args = test::retargetExample(m_pose, out(QStringLiteral("none-summary")));
        args[2] = data("idle/no-idle");
        const auto none = test::runCli(args << QStringLiteral("--carry-idle") << QStringLiteral("--summary"));
        QVERIFY2(none.exitCode == 0, none.err.constData());
        QVERIFY(!none.out.contains("IDLE"));
    }
};

QTEST_GUILESS_MAIN(TestMergeCli)
#include "tst_merge_cli.moc"
