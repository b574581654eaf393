// The dopesheet dock on a session built without the main window: the document, the live run,
// the cursor and the session, then the one dock. Each green run reaches it once, its lanes are
// the run's new animation's tracks with their keys, and a click on a key moves the cursor to the
// pose frame nearest the key's time.

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

#include "document.h"
#include "dopesheet_dock.h"
#include "live_run.h"
#include "pipeline_run.h"
#include "project.h"
#include "rigpose/widgets/dopesheet_model.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/motion_dopesheet.h"
#include "send_mouse.h"
#include "session.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose;

class TestDopesheetDock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theSessionsRunsReachTheDockOnceEach()
    {
        QTemporaryDir dir;
        studio::Document document;
        studio::LiveRun live(&document);
        widgets::FrameCursor cursor;
        studio::Session session(&document, &live, &cursor);
        studio::DopesheetDock dock(&session, nullptr);
        dock.resize(900, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QSignalSpy shown(&session, &studio::Session::runShown);
        QSignalSpy settled(&live, &studio::LiveRun::settled);

        const QString path = test::copyWaveExample(dir);
        const Loaded<studio::Project> read = studio::readProjectFile(path);
        QVERIFY(read.ok());
        live.openProject(read.value, path);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(shown.size(), 1);
        QCOMPARE(dock.runsShown(), 1);
        QVERIFY(cursor.frameCount() > 0);  // the session gave the cursor the sequence's times

        // A lane a track of the animation the run made, its keys the track's.
        const studio::RunOutput* run = session.run();
        QVERIFY(run && run->animation);
        const widgets::DopesheetModel* model = dock.sheet()->model();
        const bool drawOrder = !run->animation->drawOrder.is_null() && !run->animation->drawOrder.empty();
        QCOMPARE(static_cast<std::size_t>(model->rowCount()), run->animation->tracks.size() + (drawOrder ? 1 : 0));
        const motion::Track& first = run->animation->tracks.front();
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->row(r).target == first.target && model->row(r).property == first.property)
                row = r;
        QVERIFY(row >= 0);
        QCOMPARE(model->row(row).keys.size(), first.keys.size());

        // A click on the track's middle key: the pose frame nearest its time (t + the first frame's).
        const std::size_t k = first.keys.size() / 2;
        const auto& times = *cursor.frameTimes();
        const double t = first.keys[k].t + times.front();
        std::size_t nearest = 0;
        for (std::size_t f = 0; f < times.size(); ++f)
            if (std::abs(times[f] - t) < std::abs(times[nearest] - t))
                nearest = f;
        dock.sheet()->scrollToRow(row);
        const widgets::DopesheetLayout layout = dock.sheet()->sheetLayout();
        const QPointF at = layout.keyPoint(row, model->row(row).keys[k]);
        test::sendMouse(dock.sheet(), QEvent::MouseButtonPress, at, Qt::LeftButton);
        test::sendMouse(dock.sheet(), QEvent::MouseButtonRelease, at, Qt::NoButton);
        QCOMPARE(cursor.frame(), nearest);

        // An edit's run reaches it once more; nothing is shown twice.
        document.set(studio::fields::retargetShort, std::optional<double>(0.5), QStringLiteral("Short"));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(shown.size(), 2);
        QCOMPARE(dock.runsShown(), 2);
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestDopesheetDock test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_dopesheet_dock.moc"
