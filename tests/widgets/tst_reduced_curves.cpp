// A reduced run on screen, from hand-built rows and curves: the report panel's key table (its
// counts, ratio, figures in each track's unit, the worst frame a click asks for), and the track
// chart's bone curve (the played line with its keys on it, the dense keys dashed behind, the
// kept frames marked) and its A/B between reduced and dense.

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QXYSeries>

#include "rigpose/widgets/key_count_model.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/track_timeline.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::widgets;

namespace {

reduce::TrackRow row(const char* bone, const char* property, std::size_t before, std::size_t after, double worst,
                     std::size_t frame, double tolerance)
{
    reduce::TrackRow r;
    r.bone = bone;
    r.property = property;
    r.before = before;
    r.after = after;
    r.curved = after > 1 ? after - 2 : 0;
    r.worst = worst;
    r.frame = frame;
    r.tolerance = tolerance;
    return r;
}

QStringList seriesNames(const QChart& chart)
{
    QStringList out;
    for (const QAbstractSeries* s : chart.series())
        out << s->name();
    return out;
}

const QXYSeries* seriesNamed(const QChart& chart, const QString& name)
{
    for (QAbstractSeries* s : chart.series())
        if (s->name() == name)
            return qobject_cast<const QXYSeries*>(s);
    return nullptr;
}

// A 9-frame bone at 10 fps: dense keys rising 1° a frame, reduced to three keys on frames 0, 4
// and 8 (a line through them plays the dense values exactly), frame 4 kept.
BoneCurve rampCurve()
{
    BoneCurve c;
    c.bone = QStringLiteral("arm");
    for (int f = 0; f < 9; ++f) {
        c.times.push_back(f * 0.1);
        c.played.push_back(f * 1.0);
        c.dense.push_back(f * 1.0 + (f % 2 ? 0.3 : 0.0));
    }
    c.keys = {{0.0, 0.0}, {0.4, 4.0}, {0.8, 8.0}};
    c.kept = {4};
    return c;
}

// An animation keying arm's rotate: what puts "arm" in the chart's list of bones.
std::shared_ptr<const motion::Animation> armAnimation()
{
    auto animation = std::make_shared<motion::Animation>();
    motion::Track track;
    track.kind = motion::TargetKind::Bone;
    track.target = "arm";
    track.property = "rotate";
    animation->tracks.push_back(track);
    return animation;
}

}  // namespace

class TestReducedCurves : public QObject {
    Q_OBJECT

private slots:
    void keyTableCountsEachTrack()
    {
        KeyCountModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto arm = row("arm_r0", "rotate", 313, 50, 0.8421, 120, 1.0);
        arm.dense.assign(313, 1.0);
        model.setRows(
            {arm, row("hip", "translate", 313, 40, 0.25, 7, 0.5), row("leg_r1", "scalex", 313, 12, 3e-5, 3, 5e-5)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(KeyCountModel::Columns));
        QVERIFY(model.rows().front().dense.empty());  // the table keeps counts, not curves
        const auto cell = [&](int r, int c) { return model.index(r, c).data().toString(); };
        QCOMPARE(cell(0, KeyCountModel::Bone), QStringLiteral("arm_r0"));
        QCOMPARE(cell(0, KeyCountModel::Dense), QStringLiteral("313"));
        QCOMPARE(cell(0, KeyCountModel::Reduced), QStringLiteral("50"));
        QCOMPARE(cell(0, KeyCountModel::Ratio), QStringLiteral("6.26×"));  // 313 / 50
        QCOMPARE(cell(0, KeyCountModel::Curved), QStringLiteral("48"));
        QCOMPARE(cell(0, KeyCountModel::Worst), QStringLiteral("0.842°"));
        QCOMPARE(cell(0, KeyCountModel::Tolerance), QStringLiteral("1.000°"));
        QCOMPARE(cell(1, KeyCountModel::Worst), QStringLiteral("0.2500 units"));
        QCOMPARE(cell(1, KeyCountModel::Ratio), QStringLiteral("7.83×"));  // 313 / 40 = 7.825
        QCOMPARE(cell(2, KeyCountModel::Tolerance), QStringLiteral("5e-05 of its length"));
        QCOMPARE(model.index(0, 0).data(KeyCountModel::FrameRole).toULongLong(), 120ull);
    }

    void reportPanelShowsTheTableOnlyForAReducedRun()
    {
        ReportView view;
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!view.keyTable()->isVisible());
        view.setKeyCounts(
            {row("arm_r0", "rotate", 100, 20, 0.5, 42, 1.0), row("arm_r1", "rotate", 100, 10, 0.9, 7, 1.0)});
        QVERIFY(view.keyTable()->isVisible());
        QSignalSpy asked(&view, &ReportView::frameRequested);
        const QModelIndex second = view.keyCounts()->index(1, KeyCountModel::Worst);
        QTest::mouseClick(view.keyTable()->viewport(), Qt::LeftButton, {},
                          view.keyTable()->visualRect(second).center());
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.front().front().value<std::size_t>(), std::size_t(7));
        view.setKeyCounts({});
        QVERIFY(!view.keyTable()->isVisible());
        QCOMPARE(view.keyCounts()->rowCount(), 0);
    }

    void chartDrawsTheCurveItsKeysTheDenseAndTheKept()
    {
        TrackTimeline timeline;
        timeline.resize(900, 300);
        timeline.show();
        const auto animation = armAnimation();
        timeline.setAnimation(animation, 2.0);  // the clip starts at t = 2 s
        QVERIFY(!timeline.keysShownBox()->isVisibleTo(&timeline));
        timeline.setBoneCurves({rampCurve()});
        QVERIFY(timeline.keysShownBox()->isVisibleTo(&timeline));
        timeline.setVisibleTime(2.0, 2.8);
        timeline.selectTracks({QStringLiteral("arm")});
        const QChart& chart = *timeline.chart();
        QCOMPARE(seriesNames(chart),
                 (QStringList{QStringLiteral("arm rotate dense"), QStringLiteral("arm rotate reduced"),
                              QStringLiteral("arm rotate keys"), QStringLiteral("arm kept frames")}));
        const QXYSeries* keys = seriesNamed(chart, QStringLiteral("arm rotate keys"));
        QCOMPARE(keys->points(), (QList<QPointF>{{2.0, 0.0}, {2.4, 4.0}, {2.8, 8.0}}));
        // The kept frame sits on the played curve, at its frame's time.
        QCOMPARE(seriesNamed(chart, QStringLiteral("arm kept frames"))->points(), (QList<QPointF>{{2.4, 4.0}}));
        const QXYSeries* dense = seriesNamed(chart, QStringLiteral("arm rotate dense"));
        QCOMPARE(dense->points().size(), 9);
        QCOMPARE(dense->points().at(1), QPointF(2.1, 1.3));
        QCOMPARE(dense->pen().style(), Qt::DashLine);

        // B: the dense keys alone, a mark on every frame; A: the reduced alone.
        QComboBox* ab = timeline.keysShownBox();
        ab->setCurrentIndex(ab->findData(int(TrackTimeline::KeysShown::Dense)));
        emit ab->activated(ab->currentIndex());
        QCOMPARE(timeline.keysShown(), TrackTimeline::KeysShown::Dense);
        QCOMPARE(seriesNames(chart),
                 (QStringList{QStringLiteral("arm rotate dense"), QStringLiteral("arm rotate dense keys")}));
        QCOMPARE(seriesNamed(chart, QStringLiteral("arm rotate dense keys"))->points().size(), 9);
        timeline.setKeysShown(TrackTimeline::KeysShown::Reduced);
        QCOMPARE(ab->currentData().toInt(), int(TrackTimeline::KeysShown::Reduced));
        QCOMPARE(seriesNames(chart),
                 (QStringList{QStringLiteral("arm rotate reduced"), QStringLiteral("arm rotate keys"),
                              QStringLiteral("arm kept frames")}));
    }

    void aDenseRunDrawsItsCurveAndKeysWithoutTheAB()
    {
        TrackTimeline timeline;
        BoneCurve curve = rampCurve();
        curve.dense.clear();
        curve.kept.clear();
        const auto animation = armAnimation();
        timeline.setAnimation(animation, 0.0);
        timeline.setBoneCurves({curve});
        timeline.selectTracks({QStringLiteral("arm")});
        QVERIFY(!timeline.keysShownBox()->isVisibleTo(&timeline));
        QCOMPARE(seriesNames(*timeline.chart()),
                 (QStringList{QStringLiteral("arm rotate"), QStringLiteral("arm rotate keys")}));
        // The A/B does nothing to a track that was not reduced.
        timeline.setKeysShown(TrackTimeline::KeysShown::Dense);
        QCOMPARE(seriesNames(*timeline.chart()),
                 (QStringList{QStringLiteral("arm rotate"), QStringLiteral("arm rotate keys")}));
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestReducedCurves test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_reduced_curves.moc"
