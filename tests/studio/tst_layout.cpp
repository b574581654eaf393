// The window as laid out for work: one key steps the viewport through the cleaned pose, both
// poses and the raw one; the onion skin is chosen in the View menu.

#include <QAction>
#include <QMenu>
#include <QStandardPaths>
#include <QTest>

#include <QChartView>

#include "document.h"
#include "main_window.h"
#include "rigpose/widgets/track_timeline.h"
#include "opened_wave.h"
#include "rigpose/widgets/skeleton_view.h"
#include "testutils.h"

using namespace rigpose;
using Shown = widgets::SkeletonView::PoseShown;

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theTrackChartKeepsTwoHundredPixelsAt1280x800()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        QChartView* chart = o.window.trackTimeline()->chartView();
        QTest::qWait(50);  // the first run's layout settles
        qInfo("chart %d x %d, viewport %d x %d", chart->width(), chart->height(), o.window.skeletonView()->width(),
              o.window.skeletonView()->height());
        QVERIFY2(chart->height() >= 200, qPrintable(QString::number(chart->height())));
        // A re-run (an edit) leaves every dock where it was.
        const QSize chartBefore = chart->size(), viewBefore = o.window.skeletonView()->size();
        o.window.document()->set(studio::fields::cleanRest, 15, QStringLiteral("Rest Window"));
        QVERIFY(o.settles());
        QCoreApplication::processEvents();
        QCOMPARE(chart->size(), chartBefore);
        QCOMPARE(o.window.skeletonView()->size(), viewBefore);
    }

    void oneKeyStepsThroughCleanedBothAndRaw()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        widgets::SkeletonView* view = o.window.skeletonView();
        view->setFocus();
        QCOMPARE(view->poseShown(), Shown::Cleaned);
        QTest::keyClick(view, Qt::Key_R);
        QCOMPARE(view->poseShown(), Shown::Both);
        QTest::keyClick(view, Qt::Key_R);
        QCOMPARE(view->poseShown(), Shown::Raw);
        QTest::keyClick(view, Qt::Key_R);
        QCOMPARE(view->poseShown(), Shown::Cleaned);
        // The menu's radio items follow the key.
        auto* menu = o.window.findChild<QMenu*>(QStringLiteral("menuPoseShown"));
        QVERIFY(menu);
        QTest::keyClick(view, Qt::Key_R);
        QVERIFY(menu->actions().at(1)->isChecked());
    }

    void theOnionSkinIsChosenInTheViewMenu()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        auto* three = o.window.findChild<QAction*>(QStringLiteral("actionOnion3"));
        QVERIFY(three);
        three->trigger();
        QCOMPARE(o.window.skeletonView()->onionFrames(), 3);
        o.window.findChild<QAction*>(QStringLiteral("actionOnion0"))->trigger();
        QCOMPARE(o.window.skeletonView()->onionFrames(), 0);
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"
