// View → Lanes on the wave project: by Joint gives one Holds lane per held joint, in body order,
// and is remembered by the next window; the LAND tolerance set in its dialog re-draws the LAND
// lane at once from the run held, without running again. The expected joints and frames are read
// from the run's own record and per-frame errors, not from the lanes.

#include <QAction>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <map>

#include "live_run.h"
#include "main_window.h"
#include "opened_wave.h"
#include "rigpose/body/body18.h"
#include "rigpose/widgets/scrubber.h"
#include "lane_view_defaults.h"
#include "studio_settings.h"
#include "testutils.h"

using namespace rigpose;

namespace {

const widgets::SpanLane* laneNamed(const std::vector<widgets::SpanLane>& lanes, const QString& name)
{
    const auto it = std::find_if(lanes.begin(), lanes.end(),
                                 [&](const widgets::SpanLane& l) { return l.name == name; });
    return it == lanes.end() ? nullptr : &*it;
}

QAction* action(studio::MainWindow& window, const char* name)
{
    return window.findChild<QAction*>(QLatin1String(name));
}

}  // namespace

class TestLaneView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { test::resetLaneView(); }

    void holdsPerJointNameTheirJointsInBodyOrder()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        // The record's holds, counted per joint in body-18 order.
        const auto& record = *o.window.lastRun()->cleaned->cleaned;
        std::map<std::size_t, std::size_t> holdsOf;  // body index → holds
        for (const auto& h : record["holds"]) {
            const auto joint = body::jointFromName(h["joint"].get<std::string>());
            QVERIFY(joint);
            ++holdsOf[body::index(*joint)];
        }
        QCOMPARE(record["holds"].size(), std::size_t(16));
        QStringList expected;
        for (const auto& [joint, n] : holdsOf)
            expected << QStringLiteral("Holds · ") + QString::fromUtf8(body::kJointNames[joint].data());

        qInfo("held joints in body order: %s", qPrintable(expected.join(QStringLiteral(", "))));
        QAction* byJoint = action(o.window, "actionLanesByJoint");
        QVERIFY(byJoint && byJoint->isCheckable() && !byJoint->isChecked());
        byJoint->trigger();
        QVERIFY(!action(o.window, "actionLanesCombined")->isChecked());
        QStringList holdLanes;
        for (const widgets::SpanLane& lane : o.window.scrubber()->lanes()) {
            QVERIFY(lane.name != QStringLiteral("Holds"));
            if (!lane.name.startsWith(QStringLiteral("Holds · ")))
                continue;
            holdLanes << lane.name;
            const QString joint = lane.name.mid(8);
            const auto index = body::jointFromName(joint.toStdString());
            QVERIFY2(index, qPrintable(joint));
            QCOMPARE(lane.spans.size(), holdsOf[body::index(*index)]);
            for (const widgets::Span& s : lane.spans)
                QVERIFY2(s.label.startsWith(joint + QLatin1Char(' ')), qPrintable(s.label));
        }
        QCOMPARE(holdLanes, expected);
        // Kept for the next window.
        QCOMPARE(studio::settings::laneSplit(), studio::LaneSplit::ByJoint);
        studio::MainWindow next;
        QVERIFY(action(next, "actionLanesByJoint")->isChecked());
        QVERIFY(!action(next, "actionLanesByRegion")->isChecked());

        action(o.window, "actionLanesCombined")->trigger();
        QCOMPARE(laneNamed(o.window.scrubber()->lanes(), QStringLiteral("Holds"))->spans.size(), std::size_t(16));
        QCOMPARE(studio::settings::laneSplit(), studio::LaneSplit::Combined);
    }

    void landMarksOnlyFramesPastTheToleranceSet()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        const studio::RunOutput* run = o.window.lastRun();
        const auto& landings = run->retarget->gate.landings;
        std::size_t off = 0;
        for (const retarget::Landing& l : landings)
            for (double e : l.errors) {
                QVERIFY(e <= l.tolerance / 10);  // the wave lands closer than the default marks
                off += e > 0;
            }
        QVERIFY(off > 0);
        qInfo("%zu of %zu frame errors are not zero", off, landings.size() * landings[0].errors.size());
        QVERIFY(!laneNamed(o.window.scrubber()->lanes(), QStringLiteral("LAND")));  // empty: hidden

        action(o.window, "actionLandTolerance")->trigger();
        auto* angle = o.window.findChild<QDoubleSpinBox*>(QStringLiteral("landAngleAbove"));
        auto* origin = o.window.findChild<QDoubleSpinBox*>(QStringLiteral("landOriginAbove"));
        QVERIFY(angle && origin);
        QCOMPARE(angle->value(), retarget::kAngleTolerance / 10);
        QSignalSpy started(o.window.liveRun(), &studio::LiveRun::runStarted);
        angle->setValue(0);
        origin->setValue(0);
        // Every frame a bone is off at all is in one of that bone's spans, and no other frame:
        // the spans of a bone neither overlap nor touch (each is a whole run).
        const widgets::SpanLane* land = laneNamed(o.window.scrubber()->lanes(), QStringLiteral("LAND"));
        QVERIFY(land);
        std::size_t marked = 0;
        for (const retarget::Landing& l : landings) {
            const QString bone = QString::fromStdString(l.bone) + QLatin1Char(':');
            std::vector<int> covering(l.errors.size());
            std::vector<std::pair<std::size_t, std::size_t>> spans;
            for (const widgets::Span& s : land->spans)
                if (s.label.startsWith(bone)) {
                    spans.emplace_back(s.from, s.to);
                    for (std::size_t f = s.from; f <= s.to; ++f)
                        ++covering[f];
                }
            for (std::size_t f = 0; f < l.errors.size(); ++f)
                QVERIFY2(covering[f] == (l.errors[f] > 0 ? 1 : 0),
                         qPrintable(QStringLiteral("%1 frame %2").arg(bone).arg(f)));
            for (std::size_t i = 1; i < spans.size(); ++i)
                QVERIFY(spans[i].first > spans[i - 1].second + 1);
            marked += static_cast<std::size_t>(std::count(covering.begin(), covering.end(), 1));
        }
        QCOMPARE(marked, off);
        const auto kept = studio::settings::landTolerance();
        QCOMPARE(kept.angle, 0.0);
        QCOMPARE(kept.origin, 0.0);

        // At the gate's own tolerance nothing is past it.
        angle->setValue(angle->maximum());
        origin->setValue(origin->maximum());
        QCOMPARE(angle->value(), retarget::kAngleTolerance);
        QVERIFY(!laneNamed(o.window.scrubber()->lanes(), QStringLiteral("LAND")));
        action(o.window, "actionShowEmptyLanes")->setChecked(true);
        QVERIFY(laneNamed(o.window.scrubber()->lanes(), QStringLiteral("LAND"))->spans.empty());
        action(o.window, "actionShowEmptyLanes")->setChecked(false);
        // All of it from the run held: nothing ran again.
        QCOMPARE(started.count(), 0);
        QCOMPARE(o.window.lastRun(), run);
    }
};

int main(int argc, char** argv)
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestLaneView test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_lane_view.moc"
