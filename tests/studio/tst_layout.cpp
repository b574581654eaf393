// The window as laid out for work: one key steps the viewport through the cleaned pose, both
// poses and the raw one; the onion skin is chosen in the View menu.

#include <QAction>
#include <QMenu>
#include <QStandardPaths>
#include <QTest>

#include <QChartView>
#include <QLineSeries>
#include <QValueAxis>

#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QMap>
#include <QMenuBar>

#include <functional>
#include <QSignalSpy>

#include "document.h"
#include "distinct_names.h"
#include "project.h"
#include "main_window.h"
#include "lanes_menu.h"
#include "lane_view_defaults.h"
#include "studio_settings.h"
#include "map_editor_dock.h"
#include "rigpose/widgets/map_chain_form.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/time_axis.h"
#include "rigpose/widgets/track_timeline.h"
#include "opened_wave.h"
#include "rigpose/widgets/skeleton_view.h"
#include "testutils.h"

using namespace rigpose;
using Shown = widgets::SkeletonView::PoseShown;
using studio::MainWindow;

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { test::resetLaneView(); }

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

    void aRefusedOpenLeavesThePreviousDocumentWhole()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        const QString title = o.window.windowTitle();
        const studio::Project before = o.window.document()->project();
        const QString path = o.window.document()->path();
        const std::string motion = o.window.lastRun()->retarget->gate.motionBytes;
        // A project whose sequence is not a pose file.
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.pose.json"));
        QVERIFY(test::writeText(broken, "{ \"spec\": \"rig-pose-sequence/1\", \"frames\": 3 }"));
        studio::Project other = before;
        other.sequence = broken;
        other.retarget.name = "other";
        const QString project = dir.filePath(QStringLiteral("broken.rigpose.json"));
        QVERIFY(!studio::writeProjectFile(other, project));
        QSignalSpy loaded(&o.window, &MainWindow::sequenceLoadFinished);
        o.window.openProject(project);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(loaded.last().at(0).toBool(), false);
        // Title, inputs, options and the result on screen are the previous document's.
        QCOMPARE(o.window.windowTitle(), title);
        QCOMPARE(o.window.document()->path(), path);
        QVERIFY(o.window.document()->project() == before);
        QVERIFY(o.window.lastRun() && o.window.lastRun()->retarget->gate.motionBytes == motion);
        QCOMPARE(o.window.skeletonView()->notice(), QString());
        QVERIFY(
            o.window.findChild<QLabel*>(QStringLiteral("runStatus"))->text().startsWith(QStringLiteral("Gate green")));
        QVERIFY(!o.window.isBusy());
    }

    void recentFilesAreToldApartByTheirFolders()
    {
        using studio::distinctNames;
        QCOMPARE(distinctNames({QStringLiteral("/a/wave/wave.rigpose.json")}),
                 QStringList{QStringLiteral("wave.rigpose.json")});
        QCOMPARE(distinctNames({QStringLiteral("/x/gallery/walk/rig.json"),
                                QStringLiteral("/x/gallery/squash/rig.json"), QStringLiteral("/x/map.json")}),
                 (QStringList{QStringLiteral("walk/rig.json"), QStringLiteral("squash/rig.json"),
                              QStringLiteral("map.json")}));
        // Two folders of one name: as far back as it takes.
        QCOMPARE(distinctNames({QStringLiteral("/one/take/wave.json"), QStringLiteral("/two/take/wave.json")}),
                 (QStringList{QStringLiteral("one/take/wave.json"), QStringLiteral("two/take/wave.json")}));
        // The same path twice cannot be told apart; it is shown whole.
        QCOMPARE(distinctNames({QStringLiteral("/p/q.json"), QStringLiteral("/p/q.json")}),
                 (QStringList{QStringLiteral("p/q.json"), QStringLiteral("p/q.json")}));

        // In the menu: two projects of one name, from different folders.
        QTemporaryDir a, b;
        const QString first = test::copyWaveExample(a), second = test::copyWaveExample(b);
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(first);
        QVERIFY(settled.wait(120000));
        window.openProject(second);
        QVERIFY(settled.wait(120000));
        auto* recent = window.findChild<QMenu*>(QStringLiteral("menuRecent"));
        QStringList texts;
        for (QAction* act : recent->actions())
            if (act->text().startsWith(QLatin1Char('&')))
                texts << act->text();
        QVERIFY(texts.size() >= 2);
        QVERIFY2(texts[0] != texts[1].replace(QStringLiteral("&2"), QStringLiteral("&1")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts[0].endsWith(QStringLiteral("/wave.rigpose.json")));
    }

    void everyMenuHasUniqueMnemonics()
    {
        MainWindow window;
        QStringList clashes;
        const std::function<void(QMenu*)> check = [&](QMenu* menu) {
            QMap<QChar, QString> taken;
            for (QAction* a : menu->actions()) {
                const QString text = a->text();
                const int amp = text.indexOf(QLatin1Char('&'));
                if (amp >= 0 && amp + 1 < text.size()) {
                    const QChar key = text.at(amp + 1).toLower();
                    if (taken.contains(key))
                        clashes << menu->title() + QStringLiteral(": ") + taken.value(key) + QStringLiteral(" / ") +
                                       text;
                    taken.insert(key, text);
                }
                if (a->menu())
                    check(a->menu());
            }
        };
        for (QAction* top : window.menuBar()->actions())
            if (top->menu())
                check(top->menu());
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    void rawAndCleanedTracksHaveDistinctColours()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        // The example selects r_wrist: x and y, raw and cleaned.
        QColor raw, cleaned;
        for (QAbstractSeries* series : o.window.trackTimeline()->chartView()->chart()->series())
            if (auto* line = qobject_cast<QLineSeries*>(series)) {
                if (line->name() == QStringLiteral("r_wrist x raw"))
                    raw = line->pen().color();
                if (line->name() == QStringLiteral("r_wrist x cleaned"))
                    cleaned = line->pen().color();
            }
        QVERIFY(raw.isValid() && cleaned.isValid());
        QVERIFY(raw != cleaned);
        QVERIFY(raw.hsvSaturation() < cleaned.hsvSaturation() / 2);
    }

    void aDragInTheChartPansAndTheRulerScrubs()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        widgets::TrackTimeline* timeline = o.window.trackTimeline();
        QChartView* view = timeline->chartView();
        timeline->setVisibleTime(1.0, 2.0);  // a second of the 3 s clip
        const QRectF plot = view->chart()->plotArea();
        const int y = int(plot.center().y());
        const QPoint from(int(plot.center().x()), y);
        o.window.setCurrentFrame(0);
        // Dragged left by a quarter of the plot: a quarter second later, and the frame stays.
        const int quarter = int(plot.width() / 4);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(view->viewport(), from - QPoint(step * quarter / 4, 0));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, from - QPoint(quarter, 0));
        const widgets::TimeAxis panned = timeline->timeAxis();
        QVERIFY2(std::abs(panned.start - 1.25) < 0.02 && std::abs(panned.end - 2.25) < 0.02,
                 qPrintable(QStringLiteral("%1 .. %2").arg(panned.start).arg(panned.end)));
        QCOMPARE(o.window.currentFrame(), std::size_t(0));
        // Not past the clip's end however far it is dragged.
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view->viewport(), from - QPoint(int(plot.width()) * 3, 0));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, from - QPoint(int(plot.width()) * 3, 0));
        QVERIFY(timeline->timeAxis().end <= 3.0 + 1e-9);
        QVERIFY(std::abs(timeline->timeAxis().span() - 1.0) < 1e-9);
        // A click in the plot goes to the frame under it.
        const widgets::TimeAxis axis = timeline->timeAxis();
        const double t = axis.start + axis.span() / 2;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(int(axis.toPixel(t)), y));
        QVERIFY(std::abs(static_cast<double>(o.window.currentFrame()) - t * 24) <= 1);
        // Along the ruler under the plot, a drag scrubs frame by frame.
        const int ruler = int(plot.bottom()) + 8;
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, QPoint(int(axis.toPixel(axis.start + 0.1)), ruler));
        const std::size_t pressed = o.window.currentFrame();
        QTest::mouseMove(view->viewport(), QPoint(int(axis.toPixel(axis.start + 0.6)), ruler));
        QVERIFY(o.window.currentFrame() > pressed + 8);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, QPoint(int(axis.toPixel(axis.start + 0.6)), ruler));
        QCOMPARE(timeline->timeAxis().start, axis.start);  // scrubbing does not pan
    }

    void theValueAxisFitsWhatIsInView()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        widgets::TrackTimeline* timeline = o.window.trackTimeline();
        const auto pixelRange = [timeline] {
            for (QAbstractAxis* axis : timeline->chartView()->chart()->axes(Qt::Vertical))
                if (auto* values = qobject_cast<QValueAxis*>(axis); values && values->isVisible())
                    return std::pair{values->min(), values->max()};
            return std::pair{0.0, 0.0};
        };
        const auto whole = pixelRange();
        // Zoomed in, the axis closes in on the points plotted, which are the ones in view.
        timeline->setVisibleTime(1.3, 1.5);
        const auto zoomed = pixelRange();
        double low = 1e300, high = -1e300;
        for (QAbstractSeries* series : timeline->chartView()->chart()->series())
            if (auto* line = qobject_cast<QLineSeries*>(series))
                for (const QPointF& p : line->points()) {
                    low = std::min(low, p.y());
                    high = std::max(high, p.y());
                }
        QVERIFY(low <= high);
        QVERIFY(zoomed.first <= low && zoomed.second >= high);
        QVERIFY2(
            zoomed.second - zoomed.first <= 1.3 * (high - low) + 1,
            qPrintable(
                QStringLiteral("%1..%2 for points %3..%4").arg(zoomed.first).arg(zoomed.second).arg(low).arg(high)));
        QVERIFY2(zoomed != whole, qPrintable(QStringLiteral("%1..%2").arg(zoomed.first).arg(zoomed.second)));
    }

    void laneKeysWorkInTheTimeViewsAndNotInTextFields()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        widgets::Scrubber* scrubber = o.window.scrubber();
        QVERIFY(scrubber->lanes().size() >= 2);
        // The wave's lanes all start at frame 0 but LAND's, marked here above an error between
        // a bone's first frame's and its worst (on a later frame): it has a span starting past 0.
        const auto& landings = o.window.lastRun()->retarget->gate.landings;
        const auto later = std::find_if(landings.begin(), landings.end(), [](const retarget::Landing& l) {
            return l.frame > 0 && l.worst > l.errors[0];
        });
        QVERIFY(later != landings.end());
        const double between = (later->errors[0] + later->worst) / 2;
        o.window.findChild<studio::LanesMenu*>()->setLandTolerance({between, between});
        const auto& lanes = scrubber->lanes();
        const auto landAt = std::find_if(lanes.begin(), lanes.end(),
                                         [](const widgets::SpanLane& l) { return l.name == QStringLiteral("LAND"); });
        QVERIFY(landAt != lanes.end());
        const int landLane = static_cast<int>(landAt - lanes.begin());
        QWidget* chart = o.window.trackTimeline()->chartView();
        for (QWidget* view : std::initializer_list<QWidget*>{o.window.skeletonView(), scrubber, chart}) {
            scrubber->setSelectedLane(0);
            view->setFocus();
            QTRY_VERIFY(view->hasFocus());
            QTest::keyClick(view, Qt::Key_Down);
            QCOMPARE(scrubber->selectedLane(), 1);
            QTest::keyClick(view, Qt::Key_Up);
            QCOMPARE(scrubber->selectedLane(), 0);
            // ] goes to the next span of the lane (the Holds lane starts at frame 0: step from before it).
            o.window.setCurrentFrame(0);
            const std::size_t before = o.window.currentFrame();
            scrubber->setSelectedLane(landLane);
            QTest::keyClick(view, Qt::Key_BracketRight);
            QVERIFY2(o.window.currentFrame() != before, qPrintable(view->objectName()));
        }
        // In the map editor's name field the keys are text and arrows, not lane keys.
        QLineEdit* name = o.window.mapDock()->editor()->chainForm()->nameEdit();
        o.window.mapDock()->raise();
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        const std::size_t frame = o.window.currentFrame();
        const int lane = scrubber->selectedLane();
        QTest::keyClick(name, Qt::Key_BracketRight);
        QTest::keyClick(name, Qt::Key_Down);
        QCOMPARE(o.window.currentFrame(), frame);
        QCOMPARE(scrubber->selectedLane(), lane);
        QVERIFY(name->text().endsWith(QLatin1Char(']')));
        // In the chain table Down moves to the next chain.
        QTableView* table = o.window.mapDock()->editor()->chainTable();
        table->setFocus();
        QTRY_VERIFY(table->hasFocus());
        const int row = o.window.mapDock()->editor()->currentRow();
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(o.window.mapDock()->editor()->currentRow(), row + 1);
        QCOMPARE(scrubber->selectedLane(), lane);
        QTRY_VERIFY_WITH_TIMEOUT(!o.window.isBusy(), 60000);  // the renamed chain's run
    }

    void holdsSplitByRegionSayWhichJointsAreHeld()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        const auto spansIn = [&o](const QString& prefix) {
            std::size_t n = 0;
            for (const widgets::SpanLane& lane : o.window.scrubber()->lanes())
                if (lane.name == prefix || lane.name.startsWith(prefix + QStringLiteral(" · ")))
                    n += lane.spans.size();
            return n;
        };
        const std::size_t holds = spansIn(QStringLiteral("Holds"));
        QCOMPARE(holds, std::size_t(16));  // the wave's record: 16 holds
        auto* byRegion = o.window.findChild<QAction*>(QStringLiteral("actionLanesByRegion"));
        QVERIFY(byRegion);
        byRegion->setChecked(true);
        QStringList names;
        for (const widgets::SpanLane& lane : o.window.scrubber()->lanes())
            names << lane.name;
        QVERIFY2(!names.contains(QStringLiteral("Holds")), qPrintable(names.join(QLatin1Char(','))));
        QVERIFY(names.contains(QStringLiteral("Holds · legs")));
        QCOMPARE(spansIn(QStringLiteral("Holds")), holds);  // every hold, in its region's lane
        // Each span is in the lane of its joint's region.
        for (const widgets::SpanLane& lane : o.window.scrubber()->lanes()) {
            if (lane.name == QStringLiteral("Holds · legs"))
                for (const widgets::Span& s : lane.spans)
                    QVERIFY2(s.label.contains(QStringLiteral("hip")) || s.label.contains(QStringLiteral("knee")) ||
                                 s.label.contains(QStringLiteral("ankle")),
                             qPrintable(s.label));
            if (lane.name == QStringLiteral("Holds · arms"))
                for (const widgets::Span& s : lane.spans)
                    QVERIFY2(!s.label.contains(QStringLiteral("knee")), qPrintable(s.label));
        }
        o.window.findChild<QAction*>(QStringLiteral("actionLanesCombined"))->trigger();
        QVERIFY(!byRegion->isChecked());  // one of the three
        QCOMPARE(spansIn(QStringLiteral("Holds")), holds);
        QVERIFY(std::any_of(o.window.scrubber()->lanes().begin(), o.window.scrubber()->lanes().end(),
                            [](const widgets::SpanLane& l) { return l.name == QStringLiteral("Holds"); }));
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
