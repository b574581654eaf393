// rig-pose retarget's output modes and readings through the built binary, on the example: the
// default lines (SCALE's bands and travel, JITTER per keyed bone, POSTURE, PELVIS, PIVOT, FEET),
// --summary (RUN, GATE, FEET, LIFT, JITTER, LAND and the wrote lines, nothing else), --verbose
// (the CLEAN line carries the record), and --verbose with --summary refused as a usage error
// that writes nothing. The report's new keys sit in the reference's order.

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using namespace rigpose;
using test::readAll;
using test::src;
using ojson = nlohmann::ordered_json;

namespace {

QList<QByteArray> linesOf(const QByteArray& text)
{
    QList<QByteArray> out;
    for (const QByteArray& l : text.split('\n'))
        if (!l.isEmpty())
            out.push_back(l);
    return out;
}

}  // namespace

class TestRetargetReadingsCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QStringList run(const QString& out) const { return test::retargetExample(m_pose, out); }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void theDefaultLinesCarryTheReadings()
    {
        const QString out = m_dir.filePath(QStringLiteral("full/wave.motion.json"));
        const auto r = test::runCli(run(out));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray o = r.out;
        QVERIFY2(o.contains("SCALE bands (rig over picture, per unit of the figure scale): leg 1.00000–1.00000 within, "
                            "hip 1.00000–1.00000 within"),
                 o.constData());
        QVERIFY(o.contains("SCALE hip travel: x "));
        QCOMPARE(o.count("\nJITTER ") - o.count("\nJITTER group "), 11);  // one per keyed bone
        QCOMPARE(o.count("\nJITTER group "), 4);                          // and one per limb: two bones each
        QVERIFY(o.contains("POSTURE hip tilt "));
        QVERIFY(o.contains("PELVIS: from hip line (no track), swing "));
        QVERIFY(o.contains("PIVOT bone \"hip\" sits 0.000 units"));
        QVERIFY(o.contains("FEET supports 1: r 0–71"));
        QVERIFY(!o.contains("LIFT"));
        QVERIFY(!o.contains("NOD"));  // the wave's head is aimed neck -> nose, not by the eye line
        QVERIFY(!o.contains("record {"));
        const ojson report = ojson::parse(
            readAll(m_dir.filePath(QStringLiteral("full/wave.motion.report.json"))).toStdString());
        std::vector<std::string> keys;
        for (const auto& [k, v] : report.items())
            keys.push_back(k);
        const std::vector<std::string> want = {
            "spec",         "rigc",   "rig",     "animation", "inputs",     "frames",    "duration",
            "frameTimes",   "render", "cleaned", "options",   "scale",      "scaleFit",  "holds",
            "short",        "endOn",  "bends",   "flips",     "gate",       "landings",  "jitter",
            "jitterGroups", "reach",  "posture", "folds",     "seams",      "seamPairs", "pivot",
            "pelvis",       "feet",   "stance",  "switches",  "switchRuns", "turns",     "range"};
        QCOMPARE(keys, want);
        QVERIFY(report["pelvis"]["source"] == ojson("hip line"));
        QVERIFY(report["pelvis"]["hipLine"] == ojson(72));
        QVERIFY(report["scaleFit"]["hip"]["ratio"] == ojson::array({1.0, 1.0}));
    }

    void summaryPrintsOneLinePerMeasure()
    {
        const QString out = m_dir.filePath(QStringLiteral("summary/wave.motion.json"));
        auto args = run(out);
        args << QStringLiteral("--summary");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = linesOf(r.out);
        QStringList tags;
        for (const QByteArray& l : lines)
            tags << QString::fromUtf8(l.left(l.indexOf(' ')));
        QCOMPARE(tags, (QStringList{QStringLiteral("RUN"), QStringLiteral("GATE"), QStringLiteral("FEET"),
                                    QStringLiteral("LIFT"), QStringLiteral("JITTER"), QStringLiteral("LAND"),
                                    QStringLiteral("made"), QStringLiteral("wrote"), QStringLiteral("wrote")}));
        QVERIFY2(lines[0].startsWith("RUN animation \"wave\": 72 frame(s)"), lines[0].constData());
        QVERIFY(lines[4].startsWith("JITTER 11 bone(s); worst "));
        QVERIFY2(lines[5].startsWith("LAND 12; angle 11, worst "), lines[5].constData());
        QVERIFY(lines[5].contains("; origin 1, worst "));
        // The same motion bytes as the full run.
        const auto full = test::runCli(run(m_dir.filePath(QStringLiteral("full2/wave.motion.json"))));
        QCOMPARE(readAll(out), readAll(m_dir.filePath(QStringLiteral("full2/wave.motion.json"))));
        QVERIFY(full.exitCode == 0);
    }

    void verbosePrintsTheCleanRecord()
    {
        auto args = run(m_dir.filePath(QStringLiteral("verbose/wave.motion.json")));
        args << QStringLiteral("--verbose");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray first = linesOf(r.out).front();
        QVERIFY2(first.startsWith("CLEAN legs 1, rest 1") && first.contains("; record {\"spec\":\"rig-pose-clean/1\""),
                 first.constData());
    }

    void verboseWithSummaryIsAUsageError()
    {
        const QString out = m_dir.filePath(QStringLiteral("both/wave.motion.json"));
        auto args = run(out);
        args << QStringLiteral("--verbose") << QStringLiteral("--summary");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(out));
        QVERIFY(r.err.contains("--summary"));
    }
};

QTEST_GUILESS_MAIN(TestRetargetReadingsCli)
#include "tst_retarget_readings.moc"
