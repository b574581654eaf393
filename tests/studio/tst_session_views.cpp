// The viewport, the track timeline and the report on a session built without the main window,
// each following it through its own adapter: a green run fills them, a refused edit leaves the
// last good run on the viewport (stale) while the report shows the refused run, and closing the
// sequence empties all three.

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "document.h"
#include "live_run.h"
#include "pipeline_run.h"
#include "project.h"
#include "report_follower.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/report_model.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/track_timeline.h"
#include "session.h"
#include "testutils.h"
#include "timeline_follower.h"
#include "viewport_follower.h"
#include "wave_project_copy.h"

using namespace rigpose;

class TestSessionViews : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theViewsFollowTheSessionAlone()
    {
        QTemporaryDir dir;
        studio::Document document;
        studio::LiveRun live(&document);
        widgets::FrameCursor cursor;
        studio::Session session(&document, &live, &cursor);
        widgets::SkeletonView view;
        widgets::TrackTimeline timeline;
        widgets::ReportView report;
        new studio::ViewportFollower(&session, &view);
        new studio::TimelineFollower(&session, &timeline);
        new studio::ReportFollower(&session, &report);
        view.resize(640, 480);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy settled(&live, &studio::LiveRun::settled);
        int refusedRuns = 0;
        int refusedLines = -1;  // clean's and retarget's
        connect(&session, &studio::Session::runRefused, this, [&](const studio::RunOutput& output) {
            ++refusedRuns;
            refusedLines = static_cast<int>(output.cleanLines.size() + output.retargetLines.size());
        });

        const QString path = test::copyWaveExample(dir);
        const Loaded<studio::Project> read = studio::readProjectFile(path);
        QVERIFY(read.ok());
        live.openProject(read.value, path);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const studio::RunOutput* run = session.run();
        QVERIFY(run && run->rig && run->animation);

        // Green: the rig posed on the viewport, the run's bone curves on the timeline (with the
        // first joint picked for a sequence without a choice), clean's and retarget's lines.
        const std::size_t bones = view.posedBoneOrigins().size();
        QVERIFY(bones > 0);
        QCOMPARE(timeline.boneCurves().size(), run->curves.size());
        QVERIFY(timeline.selectedTracks().contains(QStringLiteral("r_wrist")));
        // The report groups each section's lines by tag; every line of the run is under one group.
        const auto linesShown = [&report] {
            int lines = 0;
            for (int g = 0; g < report.model()->rowCount(); ++g)
                lines += report.model()->rowCount(report.model()->index(g, 0));
            return lines;
        };
        QVERIFY(!run->retargetLines.isEmpty());
        QCOMPARE(linesShown(), static_cast<int>(run->cleanLines.size() + run->retargetLines.size()));

        // A rig that is not there: the run is refused; the last good run stays on the viewport.
        document.set(studio::fields::rig, dir.filePath(QStringLiteral("missing.rig.json")), QStringLiteral("Set Rig"));
        QVERIFY(settled.wait(120000));
        QCOMPARE(refusedRuns, 1);
        QVERIFY(session.isStale());
        QCOMPARE(view.posedBoneOrigins().size(), bones);
        QCOMPARE(linesShown(), refusedLines);

        // Undo: green again, as before.
        document.undoStack()->undo();
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(view.posedBoneOrigins().size(), bones);

        // The sequence closed: nothing of it is left on any of the three.
        QSignalSpy closed(&session, &studio::Session::sequenceClosed);
        document.set(studio::fields::sequence, QString(), QStringLiteral("Close Sequence"));
        QTRY_COMPARE(closed.size(), 1);
        QVERIFY(view.posedBoneOrigins().empty());
        QVERIFY(timeline.boneCurves().empty());
        QCOMPARE(report.model()->rowCount(), 0);
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestSessionViews test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_session_views.moc"
