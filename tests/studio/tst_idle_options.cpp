// The idle's side of the Run Options panel: Carry the idle, the idle animation's name, a base
// motion and a merge file, each an undoable edit that runs as rig-pose retarget runs with its flag
// (the same lines, the same motion bytes) and is saved in the project; the idle's fate in the
// report panel and the carried tracks in the track chart.

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QChart>

#include <cmath>

#include "document.h"
#include "export_fixture.h"
#include "main_window.h"
#include "problem_codes.h"
#include "opened_wave.h"
#include "printed_lines.h"
#include "rigpose/widgets/report_model.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/track_list_model.h"
#include "rigpose/widgets/track_timeline.h"
#include "testutils.h"

using namespace rigpose;
using studio::MainWindow;

namespace {

using test::problemCodes;

template <typename W>
W* widget(MainWindow& window, const char* name)
{
    return window.findChild<W*>(QLatin1String(name));
}

QString data(const char* relative) { return QString::fromStdString(test::dataPath(relative)); }

// Copies tests/data/idle/<name> (a rig folder) beside the project.
QString copyRig(const QTemporaryDir& dir, const char* name)
{
    const QString from = data((std::string("idle/") + name).c_str());
    const QString to = dir.filePath(QString::fromLatin1(name));
    QDir().mkpath(to);
    for (const QString& file : {QStringLiteral("rig.json"), QStringLiteral("motion.json")})
        QFile::copy(from + QLatin1Char('/') + file, to + QLatin1Char('/') + file);
    return to;
}

// rig-pose clean and retarget on the wave as the example project runs them, with `extra` flags.
struct CliRetarget {
    QStringList lines;
    QByteArray motion;
    bool green = false;
};

CliRetarget runCli(const test::OpenedWave& o, const QString& rig, const QStringList& extra)
{
    QTemporaryDir cli;
    const QString cleaned = cli.filePath(QStringLiteral("wave.cleaned.json"));
    const test::CliRun clean = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"),
                                             o.dir.filePath(QStringLiteral("pose.raw.json")), QStringLiteral("--out"),
                                             cleaned, QStringLiteral("--legs"), QStringLiteral("1"),
                                             QStringLiteral("--rest"), QStringLiteral("1")});
    CliRetarget out;
    if (clean.exitCode != 0)
        return out;
    // Where the studio's MOTION line says an export would write it, beside the project.
    const QString motion = o.dir.filePath(QStringLiteral("wave.motion.json"));
    const test::CliRun run = test::runCli(
        QStringList{QStringLiteral("retarget"), QStringLiteral("--sequence"), cleaned, QStringLiteral("--rig"), rig,
                    QStringLiteral("--map"), o.dir.filePath(QStringLiteral("map.json")), QStringLiteral("--out"),
                    motion, QStringLiteral("--animation"), QStringLiteral("wave")} +
        extra);
    out.green = run.exitCode == 0;
    out.lines = test::printedLines(run.out);
    out.motion = test::readAll(motion);
    QFile::remove(motion);
    return out;
}

// The report panel's lines under `tag` ("IDLE-DROPPED").
QStringList linesTagged(MainWindow& window, const QString& tag)
{
    const QAbstractItemModel* model = window.reportView()->model();
    QStringList lines;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        if (group.data(widgets::ReportModel::TagRole).toString() != tag)
            continue;
        for (int r = 0; r < model->rowCount(group); ++r)
            lines << model->index(r, 0, group).data().toString();
    }
    return lines;
}

}  // namespace

class TestIdleOptions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void carryingTheIdleRunsAsTheFlagShowsItsFateAndPlotsItsTracks()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        const QString rig = copyRig(o.dir, "idler");
        o.window.document()->set(studio::fields::rig, rig, QStringLiteral("Set Rig"));
        QVERIFY(o.settles());
        const CliRetarget plain = runCli(o, rig, {});
        QVERIFY(plain.green);
        QCOMPARE(o.window.lastRun()->retargetLines, plain.lines);
        // Not carried: each dropped track says so, and the chart offers none.
        const QStringList dropped = linesTagged(o.window, QStringLiteral("IDLE-DROPPED"));
        QCOMPARE(dropped.size(), 4);  // hair, the control's translatey, the eyes, the tail (tests/data/idle/README.md)
        for (const QString& line : dropped)
            QVERIFY2(line.contains(QStringLiteral("not carried")), qPrintable(line));
        QCOMPARE(linesTagged(o.window, QStringLiteral("IDLE-KEPT-OUT")).size(), 4);  // three tracks and the events
        QVERIFY(o.window.trackTimeline()->trackModel()->carried().isEmpty());

        const int steps = o.window.undoStack()->count();
        widget<QCheckBox>(o.window, "retargetCarryIdle")->setChecked(true);
        QCOMPARE(o.window.undoStack()->count(), steps + 1);
        QVERIFY(o.settles());
        const CliRetarget carried = runCli(o, rig, {QStringLiteral("--carry-idle")});
        QVERIFY(carried.green);
        QCOMPARE(o.window.lastRun()->retargetLines, carried.lines);
        QCOMPARE(QByteArray::fromStdString(o.window.lastRun()->retarget->gate.motionBytes), carried.motion);
        for (const QString& line : linesTagged(o.window, QStringLiteral("IDLE-DROPPED")))
            QVERIFY2(!line.contains(QStringLiteral("not carried")), qPrintable(line));

        // The carried hair in the chart: its keys of 10° fall 0.4 s into each 1-s cycle of the idle.
        widgets::TrackTimeline* timeline = o.window.trackTimeline();
        QVERIFY(timeline->trackModel()->carried().contains(QStringLiteral("hair/rotate")));
        timeline->selectTracks({QStringLiteral("hair/rotate")});
        QScatterSeries* keys = nullptr;
        for (QAbstractSeries* series : timeline->chart()->series())
            if (series->name() == QStringLiteral("hair/rotate carried keys"))
                keys = qobject_cast<QScatterSeries*>(series);
        QVERIFY(keys);
        const double offset = o.window.lastRun()->cleaned->frames.front().t;
        int peaks = 0;
        for (const QPointF& p : keys->points())
            if (std::abs(p.y() - 10) < 1e-9) {
                const double into = std::fmod(p.x() - offset, 1.0);
                QVERIFY2(std::abs(into - 0.4) < 1e-6, qPrintable(QString::number(p.x())));
                ++peaks;
            }
        QVERIFY(peaks >= 2);

        // Undone, the run is the plain one again and the chart offers no carried track.
        o.window.undoStack()->undo();
        QVERIFY(o.settles());
        QVERIFY(!widget<QCheckBox>(o.window, "retargetCarryIdle")->isChecked());
        QCOMPARE(o.window.lastRun()->retargetLines, plain.lines);
        QVERIFY(timeline->trackModel()->carried().isEmpty());
    }

    void theIdleNameAndTheBaseMotionRunAsTheirFlagsAndAreSaved()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        const QString rig = copyRig(o.dir, "idler");
        o.window.document()->set(studio::fields::rig, rig, QStringLiteral("Set Rig"));
        QVERIFY(o.settles());

        auto* idle = widget<QLineEdit>(o.window, "retargetIdle");
        idle->setText(QStringLiteral("bow"));
        emit idle->editingFinished();
        QVERIFY(o.settles());
        const CliRetarget bow = runCli(o, rig, {QStringLiteral("--idle"), QStringLiteral("bow")});
        QVERIFY(bow.green);
        QCOMPARE(o.window.lastRun()->retargetLines, bow.lines);

        // An idle the motion lacks is refused by name, as the CLI refuses it.
        idle->setText(QStringLiteral("breathe"));
        emit idle->editingFinished();
        QVERIFY(o.settled.wait(120000));
        QVERIFY(!o.settled.last().at(0).toBool());
        QVERIFY2(problemCodes(o.window).contains(QStringLiteral("IDLE_NAME")),
                 qPrintable(problemCodes(o.window).join(QLatin1Char(' '))));
        idle->setText(QString());
        emit idle->editingFinished();
        QVERIFY(o.settles());
        QVERIFY(!o.window.document()->project().retarget.idle);

        // The base motion (as File → Set Base Motion… sets it) names the file on the MOTION line.
        const QString base = o.dir.filePath(QStringLiteral("hair-only.motion.json"));
        QVERIFY(QFile::copy(data("idle/hair-only.motion.json"), base));
        o.window.document()->set(studio::fields::baseMotion, base, QStringLiteral("Set Base Motion"));
        QVERIFY(o.settles());
        const CliRetarget based = runCli(o, rig, {QStringLiteral("--base-motion"), base});
        QVERIFY(based.green);
        QCOMPARE(o.window.lastRun()->retargetLines, based.lines);
        QCOMPARE(widget<QLabel>(o.window, "retargetBaseMotion")->text(), QStringLiteral("hair-only.motion.json"));

        // Saved and opened again, both are kept.
        const QString saved = o.dir.filePath(QStringLiteral("saved.rigpose.json"));
        QVERIFY(o.window.saveProjectAs(saved));
        MainWindow again;
        QSignalSpy settled(&again, &MainWindow::settled);
        again.openProject(saved);
        QVERIFY(settled.wait(120000));
        QVERIFY(again.document()->project() == o.window.document()->project());
        QCOMPARE(again.document()->project().baseMotion, base);

        // Cleared by its button, the rig's own motion.json is read again.
        auto* clear = widget<QPushButton>(o.window, "retargetBaseMotionClear");
        QVERIFY(clear->isEnabled());
        clear->click();
        QVERIFY(o.settles());
        QVERIFY(o.window.document()->project().baseMotion.isEmpty());
        QVERIFY(!clear->isEnabled());
        QCOMPARE(o.window.lastRun()->retargetLines, runCli(o, rig, {}).lines);
    }

    void aMergeFileRunsAsTheFlagAndItsConflictIsRefusedByName()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        const QString rig = copyRig(o.dir, "idler");
        o.window.document()->set(studio::fields::rig, rig, QStringLiteral("Set Rig"));
        QVERIFY(o.settles());

        // The blink (as File → Set Merge Tracks… sets it): the CLI's MERGE lines and motion bytes.
        const QString blink = o.dir.filePath(QStringLiteral("blink.tracks.json"));
        QVERIFY(QFile::copy(data("idle/blink.tracks.json"), blink));
        o.window.document()->set(studio::fields::merge, blink, QStringLiteral("Set Merge Tracks"));
        QVERIFY(o.settles());
        const CliRetarget merged = runCli(o, rig, {QStringLiteral("--merge"), blink});
        QVERIFY(merged.green);
        QCOMPARE(o.window.lastRun()->retargetLines, merged.lines);
        QCOMPARE(QByteArray::fromStdString(o.window.lastRun()->retarget->gate.motionBytes), merged.motion);
        QVERIFY(!linesTagged(o.window, QStringLiteral("MERGE")).isEmpty());
        QCOMPARE(widget<QLabel>(o.window, "retargetMerge")->text(), QStringLiteral("blink.tracks.json"));
        // Saved, the headless export writes the same motion (the merge read as the CLI reads it).
        const QString saved = o.dir.filePath(QStringLiteral("merged.rigpose.json"));
        QVERIFY(o.window.saveProjectAs(saved));
        const QString exported = o.dir.filePath(QStringLiteral("exported.motion.json"));
        const test::Cli headless = test::runHeadless(studio::ExportKind::Motion, exported, saved);
        QVERIFY2(headless.exitCode == 0, headless.err.constData());
        QCOMPARE(test::readAll(exported), merged.motion);

        // A fragment over a track the wave keys is refused by name, and nothing runs green.
        const QString keyed = o.dir.filePath(QStringLiteral("keyed.tracks.json"));
        QVERIFY(QFile::copy(data("idle/merge-conflict-keyed.tracks.json"), keyed));
        o.window.document()->set(studio::fields::merge, keyed, QStringLiteral("Set Merge Tracks"));
        QVERIFY(o.settled.wait(120000));
        QVERIFY(!o.settled.last().at(0).toBool());
        QVERIFY2(problemCodes(o.window).contains(QStringLiteral("MERGE_CONFLICT")),
                 qPrintable(problemCodes(o.window).join(QLatin1Char(' '))));

        // Undone, the blink is merged again.
        o.window.undoStack()->undo();
        QVERIFY(o.settles());
        QCOMPARE(o.window.document()->project().merge, blink);
        QCOMPARE(o.window.lastRun()->retargetLines, merged.lines);
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestIdleOptions test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_idle_options.moc"
