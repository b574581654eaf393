// The main window on the bundled wave project, offscreen: its run says what rig-pose clean and
// rig-pose retarget print for the same options; the keys step frames; the viewport's posed rig
// is where our Poser puts the bones of the motion the CLI wrote; lanes, report, edits and undo,
// refusals, save and reopen.

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <cmath>

#include "chart_export.h"
#include "document.h"
#include "main_window.h"
#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/timelines.h"
#include "rigpose/rig/poser.h"
#include "rigpose/rig/reader.h"
#include "rigpose/widgets/report_model.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/track_timeline.h"
#include <QChartView>
#include <QImage>
#include "printed_lines.h"
#include "testutils.h"
#include "translations.h"

using namespace rigpose;
using rigpose::studio::MainWindow;

namespace {

QString example(const char* relative)
{
    return QDir::cleanPath(QString::fromStdString(test::sourcePath("resources/examples/wave/")) +
                           QString::fromLatin1(relative));
}

// Lines a CLI run printed, without the "wrote" and "made directory" lines about its files.
using test::printedLines;

bool openAndSettle(MainWindow& window, const QString& project)
{
    QSignalSpy settled(&window, &MainWindow::settled);
    window.openProject(project);
    return settled.wait(120000) && settled.last().at(0).toBool();
}

}  // namespace

class TestExampleProject : public QObject {
    Q_OBJECT

    // What the CLI makes of the example with the project's options (clean: windows of 1, the
    // hold on; retarget: animation "wave"), run once for every test.
    QTemporaryDir m_cli;
    QStringList m_cleanLines, m_retargetLines;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        studio::installTranslators(*qApp, QStringLiteral("en"));
        const QString cleaned = m_cli.filePath(QStringLiteral("wave.cleaned.json"));
        const test::CliRun clean = test::runCli(
            {QStringLiteral("clean"), QStringLiteral("--pose"), example("pose.raw.json"), QStringLiteral("--out"),
             cleaned, QStringLiteral("--legs"), QStringLiteral("1"), QStringLiteral("--rest"), QStringLiteral("1")});
        QVERIFY2(clean.exitCode == 0, clean.err.constData());
        m_cleanLines = printedLines(clean.out);
        const test::CliRun retarget = test::runCli({QStringLiteral("retarget"), QStringLiteral("--sequence"), cleaned,
                                                    QStringLiteral("--rig"), example("rig"), QStringLiteral("--map"),
                                                    example("map.json"), QStringLiteral("--out"),
                                                    m_cli.filePath(QStringLiteral("wave.motion.json")),
                                                    QStringLiteral("--animation"), QStringLiteral("wave")});
        QVERIFY2(retarget.exitCode == 0, retarget.err.constData());
        m_retargetLines = printedLines(retarget.out);
    }

    void runsLikeTheCli()
    {
        MainWindow window;
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        const studio::RunOutput* run = window.lastRun();
        QVERIFY(run && run->retarget);
        QVERIFY(run->retarget->gate.green);
        QCOMPARE(run->cleanLines, m_cleanLines);
        QCOMPARE(run->retargetLines, m_retargetLines);
        QCOMPARE(window.sequenceStatusText(), QStringLiteral("72 frames · 24 fps · people: a"));

        // The report panel holds the same lines, grouped.
        widgets::ReportModel* report = window.reportView()->model();
        QAbstractItemModelTester tester(report, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(report->lines(), m_cleanLines + m_retargetLines);
    }

    void keysStepFramesAndTheRigIsPosedByThePoser()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));

        // The motion the CLI wrote, posed by our Poser independently of the studio.
        const auto rig = rig::readRigFile(example("rig/rig.json").toStdString());
        QVERIFY(rig.ok());
        const auto motion = motion::readMotionFile(m_cli.filePath(QStringLiteral("wave.motion.json")).toStdString(),
                                                   &rig.value);
        QVERIFY(motion.ok());
        const auto compiled = motion::compileAnimation(rig.value, motion.value, *motion.value.animation("wave"));
        QVERIFY(compiled.ok());
        const motion::BoneAnimation animation(compiled.value);
        const rig::Poser poser(rig.value);
        const auto expectedAt = [&](std::size_t frame) {
            std::vector<rig::LocalPose> pose = poser.setupPose();
            animation.apply(frame / 24.0, poser.setupPose(), pose);  // the wave is 24 fps from t = 0
            return poser.worldTransforms(pose);
        };
        const auto checkFrame = [&](std::size_t frame) {
            QCOMPARE(window.currentFrame(), frame);
            QCOMPARE(window.skeletonView()->frame(), frame);
            QCOMPARE(window.scrubber()->currentFrame(), frame);
            const std::vector<rig::WorldTransform> expected = expectedAt(frame);
            const std::vector<rig::WorldTransform>& shown = window.skeletonView()->posedBones();
            const std::vector<QPointF> picture = window.skeletonView()->posedBoneOrigins();
            QCOMPARE(shown.size(), expected.size());
            for (std::size_t b = 0; b < expected.size(); ++b) {
                // The motion file rounds keys to its decimals: 0.001 units and degrees.
                QVERIFY2(std::abs(shown[b].worldX - expected[b].worldX) < 1e-3 &&
                             std::abs(shown[b].worldY - expected[b].worldY) < 1e-3 &&
                             std::abs(shown[b].rotation() - expected[b].rotation()) < 1e-3,
                         qPrintable(QStringLiteral("frame %1 bone %2")
                                        .arg(frame)
                                        .arg(QString::fromStdString(rig.value.bones[b].name))));
                // In the picture: the stick rig stands at x = px - 360, y = 1030 - px (the example's README).
                QVERIFY(std::abs(picture[b].x() - (expected[b].worldX + 360)) < 1e-2);
                QVERIFY(std::abs(picture[b].y() - (1030 - expected[b].worldY)) < 1e-2);
            }
        };
        checkFrame(0);
        QTest::keyClick(&window, Qt::Key_Right);
        checkFrame(1);
        QTest::keyClick(&window, Qt::Key_Right, Qt::ShiftModifier);
        checkFrame(11);
        QTest::keyClick(&window, Qt::Key_Left);
        checkFrame(10);
        QTest::keyClick(&window, Qt::Key_End);
        checkFrame(71);
        QTest::keyClick(&window, Qt::Key_Right);  // stays on the last frame
        checkFrame(71);
        QTest::keyClick(&window, Qt::Key_Left, Qt::ShiftModifier);
        checkFrame(61);
        QTest::keyClick(&window, Qt::Key_Home);
        checkFrame(0);
        QTest::keyClick(&window, Qt::Key_Left);
        checkFrame(0);
        // Space plays at the clip's own times and pauses again.
        QTest::keyClick(&window, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(window.currentFrame() > 0, 2000);
        QTest::keyClick(&window, Qt::Key_Space);
        const std::size_t stopped = window.currentFrame();
        QTest::qWait(100);
        QCOMPARE(window.currentFrame(), stopped);
        checkFrame(stopped);
    }

    void lanesAndReportJump()
    {
        MainWindow window;
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        // The Holds lane is the record's 16 holds, each over the whole clip (CLI: "16 hold(s)").
        const auto& lanes = window.scrubber()->lanes();
        const auto holds = std::find_if(lanes.begin(), lanes.end(),
                                        [](const widgets::SpanLane& l) { return l.name == QStringLiteral("Holds"); });
        QVERIFY(holds != lanes.end());
        QCOMPARE(holds->spans.size(), std::size_t(16));
        for (const widgets::Span& s : holds->spans) {
            QCOMPARE(s.from, std::size_t(0));
            QCOMPARE(s.to, std::size_t(71));
        }
        // The viewport marks those joints held, and the waving wrist not.
        QVERIFY(window.skeletonView()->isHeld(body::Joint::LWrist));
        QVERIFY(!window.skeletonView()->isHeld(body::Joint::RWrist));

        // Clicking the LAND line of r_forearm ("on frame 16") goes to frame 16.
        widgets::ReportModel* model = window.reportView()->model();
        QModelIndex line;
        for (int g = 0; g < model->rowCount() && !line.isValid(); ++g)
            for (int r = 0; r < model->rowCount(model->index(g, 0)); ++r) {
                const QModelIndex i = model->index(r, 0, model->index(g, 0));
                if (i.data().toString().startsWith(QStringLiteral("LAND r_forearm")))
                    line = i;
            }
        QVERIFY(line.isValid());
        const std::size_t frame = line.data(widgets::ReportModel::FirstFrameRole).toULongLong();
        QVERIFY(m_retargetLines.filter(QStringLiteral("LAND r_forearm"))
                    .front()
                    .contains(QStringLiteral("on frame %1 ").arg(frame)));
        QTreeView* tree = window.reportView()->tree();
        tree->scrollTo(line);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(line).center());
        QCOMPARE(window.currentFrame(), frame);
    }

    void emptyLanesHideUntilAskedFor()
    {
        MainWindow window;
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        auto* show = window.findChild<QAction*>(QStringLiteral("actionShowEmptyLanes"));
        QVERIFY(show && show->isCheckable());
        show->setChecked(false);
        // The wave's run has lanes with nothing in them (it never flips or bends): hidden.
        const std::vector<widgets::SpanLane>& all = window.lastRun()->lanes;
        const auto filled = static_cast<std::size_t>(
            std::count_if(all.begin(), all.end(), [](const widgets::SpanLane& l) { return !l.spans.empty(); }));
        QVERIFY(filled > 0 && filled < all.size());
        QCOMPARE(window.scrubber()->lanes().size(), filled);
        for (const widgets::SpanLane& lane : window.scrubber()->lanes())
            QVERIFY(!lane.spans.empty());
        const int shortHeight = window.scrubber()->height();
        show->setChecked(true);
        QCOMPARE(window.scrubber()->lanes().size(), all.size());
        QVERIFY(window.scrubber()->height() > shortHeight);
        // Past eight lanes the scrubber scrolls in its area rather than growing the dock.
        auto* area = window.findChild<QScrollArea*>(QStringLiteral("scrubberArea"));
        QVERIFY(area);
        if (all.size() > 8)
            QVERIFY(area->height() < window.scrubber()->height());
        show->setChecked(false);
        QCOMPARE(area->height(), window.scrubber()->height());  // few lanes: no scrolling
        QCOMPARE(window.scrubber()->lanes().size(), filled);
    }

    void editsRerunAndUndo()
    {
        MainWindow window;
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        QSignalSpy settled(&window, &MainWindow::settled);
        // The hold off, as the demo runs it: no Holds spans any more.
        window.document()->set(studio::fields::cleanHold, false, QStringLiteral("Hold"));
        QVERIFY(window.isRunning());
        QVERIFY(settled.wait(120000));
        QVERIFY(window.document()->isModified());
        QVERIFY((*window.lastRun()->cleaned->cleaned)["params"]["hold"] == "off");
        auto* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QVERIFY(settled.wait(120000));
        QVERIFY(!window.document()->isModified());
        QVERIFY((*window.lastRun()->cleaned->cleaned)["params"]["hold"].is_object());
    }

    void aNewerRunSupersedesARunningOne()
    {
        MainWindow window;
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.document()->set(studio::fields::cleanLegs, 5, QStringLiteral("Legs"));
        window.document()->set(studio::fields::cleanRest, 5, QStringLiteral("Rest"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isRunning(), 120000);
        QTest::qWait(50);  // a late result of the first run would arrive now
        QCOMPARE(finished.count(), 1);
        const auto& params = (*window.lastRun()->cleaned->cleaned)["params"];
        QVERIFY(params["legs"] == 5);
        QVERIFY(params["rest"] == 5);
    }

    void aRefusedRunListsItsProblems()
    {
        QTemporaryDir dir;
        studio::Project p = studio::readProjectFile(example("wave.rigpose.json")).value;
        p.map = dir.filePath(QStringLiteral("missing.map.json"));
        const QString path = dir.filePath(QStringLiteral("broken.rigpose.json"));
        QVERIFY(!studio::writeProjectFile(p, path));
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(path);
        QVERIFY(settled.wait(120000));
        QCOMPARE(settled.last().at(0).toBool(), false);
        QVERIFY(window.sequence());  // the sequence is open; only the run was refused
        auto* table = window.findChild<QTableView*>(QStringLiteral("problemsTable"));
        QVERIFY(table);
        QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(table->model()->rowCount() >= 1);
        QCOMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("MAP_READ"));
        QVERIFY(!window.skeletonView()->hasRig());
    }

    void exportsTheTrackChart()
    {
        MainWindow window;
        window.resize(1280, 900);
        window.show();
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        window.trackTimeline()->selectTracks({QStringLiteral("r_wrist"), QStringLiteral("r_forearm")});
        QCOMPARE(window.trackTimeline()->selectedTracks().size(), 2);
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("tracks.svg"));
        const QString png = dir.filePath(QStringLiteral("tracks.png"));
        QVERIFY(studio::exportChart(*window.trackTimeline(), svg));
        QVERIFY(studio::exportChart(*window.trackTimeline(), png));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("<path") || text.contains("<polyline"));
        const QImage image(png);
        const QSize chart = window.trackTimeline()->chartView()->size().expandedTo(QSize(640, 360));
        QCOMPARE(image.size(), chart * 2);
    }

    void savesAndReopens()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openAndSettle(window, example("wave.rigpose.json")));
        window.document()->set(studio::fields::retargetMinScore, 0.5, QStringLiteral("Score"));
        const studio::Project p = window.document()->project();
        const QString path = dir.filePath(QStringLiteral("copy.rigpose.json"));
        QVERIFY(window.saveProjectAs(path));
        QVERIFY(!window.document()->isModified());
        QCOMPARE(window.document()->path(), path);
        const auto read = studio::readProjectFile(path);
        QVERIFY(read.ok());
        QVERIFY(read.value == p);
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 120000);
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("rigpose"));
    QApplication::setApplicationName(QStringLiteral("rigpose-studio-tests"));
    TestExampleProject test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_example_project.moc"
