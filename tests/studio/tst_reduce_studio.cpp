// Few keys in the studio, on the wave example through its real widgets: Reduce Keys typed into
// the run options re-runs live; the report panel counts each thinned track's keys as the run's
// reduction does; the track chart draws the reduced curve with its keys on it against the dense
// keys; a chain's own tolerance set in the map editor's chain form is an undoable run option
// that the run obeys, and undo gives back the motion bytes.

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QXYSeries>
#include <QChart>

#include "document.h"
#include "live_run.h"
#include "main_window.h"
#include "map_chain_model.h"
#include "map_editor_dock.h"
#include "opened_wave.h"
#include "rigpose/widgets/key_count_model.h"
#include "rigpose/widgets/map_chain_form.h"
#include "rigpose/widgets/map_columns.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/track_timeline.h"
#include "testutils.h"

using namespace rigpose;
namespace mc = widgets::map_columns;

namespace {

const reduce::Reduction* reductionOf(const studio::MainWindow& window)
{
    const studio::RunOutput* run = window.lastRun();
    return run && run->retarget && run->retarget->reduce ? &*run->retarget->reduce : nullptr;
}

std::string motionBytes(const studio::MainWindow& window)
{
    const studio::RunOutput* run = window.lastRun();
    return run && run->retarget && !window.liveRun()->isStale() ? run->retarget->gate.motionBytes : std::string();
}

const reduce::TrackRow* rowOf(const reduce::Reduction& r, const std::string& bone)
{
    for (const reduce::TrackRow& row : r.tracks)
        if (row.bone == bone && row.property == "rotate")
            return &row;
    return nullptr;
}

const QXYSeries* seriesNamed(const QChart& chart, const QString& name)
{
    for (QAbstractSeries* s : chart.series())
        if (s->name() == name)
            return qobject_cast<const QXYSeries*>(s);
    return nullptr;
}

int chainRow(const studio::MapChainModel* model, const QString& chain)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, mc::Name).data(Qt::EditRole).toString() == chain)
            return r;
    return -1;
}

// Types `text` into the run options' Reduce Keys line, as an animator does.
bool typeReduce(studio::MainWindow& window, const QString& text)
{
    auto* line = window.findChild<QLineEdit*>(QStringLiteral("retargetReduce"));
    if (!line)
        return false;
    line->setText(text);
    emit line->editingFinished();
    return true;
}

}  // namespace

class TestReduceStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theReducedRunIsCountedAndDrawnAgainstTheDense()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        QVERIFY(!o.window.reportView()->keyTable()->isVisible());
        const std::string dense = motionBytes(o.window);
        QVERIFY(typeReduce(o.window, QStringLiteral("1")));
        QCOMPARE(o.window.document()->project().retarget.reduce, std::optional<double>(1.0));
        QVERIFY(o.settles());
        const reduce::Reduction* r = reductionOf(o.window);
        QVERIFY(r);
        QVERIFY(motionBytes(o.window) != dense);

        // The report panel: one row a thinned track, the counts the reduction made.
        widgets::ReportView* report = o.window.reportView();
        QVERIFY(report->keyTable()->isVisible());
        const widgets::KeyCountModel* counts = report->keyCounts();
        QCOMPARE(counts->rowCount(), int(r->tracks.size()));
        std::size_t before = 0, after = 0;
        for (int i = 0; i < counts->rowCount(); ++i) {
            if (counts->index(i, widgets::KeyCountModel::Property).data().toString() != QStringLiteral("rotate"))
                continue;
            before += counts->index(i, widgets::KeyCountModel::Dense).data().toULongLong();
            after += counts->index(i, widgets::KeyCountModel::Reduced).data().toULongLong();
        }
        QCOMPARE(before, r->keysBefore("rotate"));
        QCOMPARE(after, r->keysAfter("rotate"));
        QVERIFY(after < before);

        // The track chart: r_forearm's reduced curve, its keys on it, the dense keys behind.
        const reduce::TrackRow* forearm = rowOf(*r, "r_forearm");
        QVERIFY(forearm && forearm->after < forearm->before);
        widgets::TrackTimeline* timeline = o.window.trackTimeline();
        QVERIFY(timeline->keysShownBox()->isVisibleTo(timeline));
        timeline->selectTracks({QStringLiteral("r_forearm")});
        const QChart& chart = *timeline->chart();
        const QXYSeries* keys = seriesNamed(chart, QStringLiteral("r_forearm rotate keys"));
        const QXYSeries* played = seriesNamed(chart, QStringLiteral("r_forearm rotate reduced"));
        const QXYSeries* denseLine = seriesNamed(chart, QStringLiteral("r_forearm rotate dense"));
        QVERIFY(keys && played && denseLine);
        QCOMPARE(std::size_t(keys->points().size()), forearm->after);
        QCOMPARE(std::size_t(denseLine->points().size()), forearm->before);
        // Each key lies on the played curve: the runtime plays a key's own value at its time.
        const auto& curves = o.window.lastRun()->curves;
        const auto curve = std::find_if(curves.begin(), curves.end(), [](const widgets::BoneCurve& c) {
            return c.bone == QStringLiteral("r_forearm");
        });
        QVERIFY(curve != curves.end());
        for (const QPointF& key : curve->keys) {
            const auto at = std::find_if(curve->times.begin(), curve->times.end(),
                                         [&](double t) { return std::abs(t - key.x()) < 1e-6; });
            QVERIFY(at != curve->times.end());
            QVERIFY(std::abs(curve->played[std::size_t(at - curve->times.begin())] - key.y()) < 1e-4);
        }
        // Off again: the table goes, the bytes are the dense run's.
        QVERIFY(typeReduce(o.window, QString()));
        QVERIFY(o.settles());
        QVERIFY(!reductionOf(o.window));
        QVERIFY(!report->keyTable()->isVisible());
        QVERIFY(!timeline->keysShownBox()->isVisibleTo(timeline));
        QCOMPARE(motionBytes(o.window), dense);
    }

    void aChainsOwnToleranceIsAnUndoableRunOption()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        widgets::MapEditor* editor = o.window.mapDock()->editor();
        widgets::MapChainForm* form = editor->chainForm();
        editor->selectRow(chainRow(o.window.mapDock()->model(), QStringLiteral("arm_r")));
        // Without --reduce there is no tolerance to give.
        QVERIFY(!form->reduceOwnCheck()->isEnabled());
        QVERIFY(typeReduce(o.window, QStringLiteral("2")));
        QVERIFY(o.settles());
        const std::string plain = motionBytes(o.window);
        QVERIFY(form->reduceOwnCheck()->isEnabled());
        QVERIFY(!form->reduceOwnCheck()->isChecked());
        QVERIFY(!form->reduceBox()->isEnabled());
        QCOMPARE(form->reduceBox()->value(), 2.0);

        QUndoStack* stack = o.window.undoStack();
        const int steps = stack->count();
        form->reduceOwnCheck()->click();
        QVERIFY(form->reduceBox()->isEnabled());
        form->reduceBox()->setValue(0.25);
        emit form->reduceBox()->editingFinished();
        const retarget::Options& options = o.window.document()->project().retarget;
        QCOMPARE(options.reduceChains.size(), std::size_t(1));
        QCOMPARE(options.reduceChains.front().first, std::string("arm_r"));
        QCOMPARE(options.reduceChains.front().second, 0.25);
        QCOMPARE(o.window.findChild<QLineEdit*>(QStringLiteral("retargetReduce"))->text(),
                 QStringLiteral("2,arm_r=0.25"));
        QCOMPARE(stack->count(), steps + 2);  // turned on, then given its figure
        QVERIFY(o.settles());
        const reduce::Reduction* r = reductionOf(o.window);
        QVERIFY(r);
        // The arm's bones are thinned within their chain's 0.25°, the rest within 2°.
        for (const char* bone : {"r_upper_arm", "r_forearm"}) {
            const reduce::TrackRow* row = rowOf(*r, bone);
            QVERIFY(row);
            QCOMPARE(row->tolerance, 0.25);
            QVERIFY(row->ownTolerance);
            QVERIFY(row->worst <= 0.25);
        }
        QCOMPARE(rowOf(*r, "l_forearm")->tolerance, 2.0);
        const std::string own = motionBytes(o.window);
        QVERIFY(own != plain);

        stack->undo();
        stack->undo();
        QCOMPARE(stack->index(), steps);
        QVERIFY(o.window.document()->project().retarget.reduceChains.empty());
        QVERIFY(!form->reduceOwnCheck()->isChecked());
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), plain);
        stack->redo();
        stack->redo();
        QCOMPARE(form->reduceBox()->value(), 0.25);
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), own);

        // Every chain's again, by the check box: one step, and the chain's entry is gone.
        form->reduceOwnCheck()->click();
        QVERIFY(o.window.document()->project().retarget.reduceChains.empty());
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), plain);
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestReduceStudio test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_reduce_studio.moc"
