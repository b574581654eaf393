// The live re-run: a burst of edits is one run after a short pause; a run an edit supersedes is
// stopped and its result never shown; the frame, the selected chain and the zoom stay as they
// were; a map edit re-runs only the retarget (the clean is taken from the run before), a clean
// option cleans again; the status bar says how long the last edit took to reach the view.

#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "document.h"
#include "live_run.h"
#include "main_window.h"
#include "map_editor_dock.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/skeleton_view.h"
#include "runner.h"
#include "testutils.h"
#include "opened_wave.h"

using namespace rigpose;
using studio::MainWindow;

namespace {

bool settles(QSignalSpy& settled) { return settled.wait(120000) && settled.last().at(0).toBool(); }

void setName(MainWindow& window, const char* name)
{
    window.document()->set(studio::fields::retargetName, std::string(name), QStringLiteral("Animation Name"));
}

}  // namespace

class TestLive : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_project = test::copyWaveExample(m_dir);
    }

    void aBurstOfEditsIsOneRun()
    {
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(m_project);
        QVERIFY(settles(settled));
        QSignalSpy started(window.liveRun(), &studio::LiveRun::runStarted);
        // Five edits in one go, as a spin box stepped quickly: nothing runs until they stop.
        for (const char* name : {"a", "ab", "abc", "abcd", "abcde"})
            setName(window, name);
        QCOMPARE(started.count(), 0);
        QVERIFY(window.isRunning());  // the run is on its way
        QVERIFY(settles(settled));
        QCOMPARE(started.count(), 1);
        QCOMPARE(window.lastRun()->animation->name, std::string("abcde"));
        QCOMPARE(window.undoStack()->count(), 5);
    }

    void aSupersededRunIsNeverShown()
    {
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(m_project);
        QVERIFY(settles(settled));
        QSignalSpy started(window.liveRun(), &studio::LiveRun::runStarted);
        QSignalSpy finished(window.liveRun(), &studio::LiveRun::runFinished);
        setName(window, "first");
        QVERIFY(started.wait(5000));  // the first edit's run is going ...
        setName(window, "second");    // ... when the next edit comes
        // Started at once rather than after the edit's debounce: on a fast machine the first run
        // could otherwise finish inside the debounce, and then it is not superseded at all.
        window.liveRun()->rerun();
        QVERIFY(settles(settled));
        QCOMPARE(started.count(), 2);
        // Only the second run's result reached the window.
        QCOMPARE(finished.count(), 1);
        QCOMPARE(window.lastRun()->animation->name, std::string("second"));
        QCOMPARE(window.liveRun()->runner()->runsInFlight(), std::size_t(0));
    }

    void theFrameTheChainAndTheZoomStayThroughARerun()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(m_project);
        QVERIFY(settles(settled));
        window.setCurrentFrame(40);
        window.skeletonView()->zoomBy(2);
        const double zoom = window.skeletonView()->zoom();
        const QPointF origin = window.skeletonView()->pictureToWidget({0, 0});
        widgets::MapEditor* editor = window.mapDock()->editor();
        editor->selectRow(3);
        window.document()->setMapValue(studio::MapPath::of("/chains/3/bend"), "cw", QStringLiteral("Bend"));
        QVERIFY(settles(settled));
        QCOMPARE(window.currentFrame(), std::size_t(40));
        QCOMPARE(window.skeletonView()->frame(), std::size_t(40));
        QCOMPARE(window.skeletonView()->zoom(), zoom);
        QCOMPARE(window.skeletonView()->pictureToWidget({0, 0}), origin);
        QCOMPARE(editor->currentRow(), 3);
    }

    void aMapEditTakesTheCleanACleanOptionCleansAgain()
    {
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(m_project);  // pose.raw.json: the first run cleans it
        QVERIFY(settles(settled));
        const auto cleaned = window.lastRun()->cleaned;
        QVERIFY(window.lastRun()->cleanedHere);
        window.document()->setMapValue(studio::MapPath::of("/chains/3/bend"), "cw", QStringLiteral("Bend"));
        QVERIFY(settles(settled));
        QCOMPARE(window.lastRun()->cleaned.get(), cleaned.get());  // the very same cleaned sequence
        QVERIFY(!window.lastRun()->cleanLines.isEmpty());          // and its report, still shown
        window.document()->set(studio::fields::cleanRest, 15, QStringLiteral("Rest Window"));
        QVERIFY(settles(settled));
        QVERIFY(window.lastRun()->cleaned.get() != cleaned.get());
        // Back to the first options: cleaned again, equal to the first clean value for value.
        window.undoStack()->undo();
        QVERIFY(settles(settled));
        QVERIFY(*window.lastRun()->cleaned->cleaned == *cleaned->cleaned);
        QCOMPARE(window.lastRun()->cleaned->frames.size(), cleaned->frames.size());
    }

    void theStatusBarSaysHowLongTheEditTook()
    {
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(m_project);
        QVERIFY(settles(settled));
        QCOMPARE(window.liveRun()->editToResultMs(), qint64(-1));  // an open is not an edit
        auto* status = window.findChild<QLabel*>(QStringLiteral("runStatus"));
        QVERIFY(!status->text().contains(QStringLiteral("after the edit")));
        setName(window, "timed");
        QVERIFY(settles(settled));
        // At least the pause an edit waits before it runs.
        QVERIFY(window.liveRun()->editToResultMs() >= studio::kEditDebounceMs);
        QVERIFY(status->text().contains(
            QStringLiteral("updated %1 ms after the edit").arg(window.liveRun()->editToResultMs())));
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestLive test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_live.moc"
