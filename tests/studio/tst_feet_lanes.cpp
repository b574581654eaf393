// The studio's side of the planted feet, against Feet values made by hand (the core that fills
// Result::feet is not in this branch, so a real run leaves it empty): the lanes and their hovers,
// where View → Lanes puts them, the Run Options rows through the project file into the run's
// options and back out by undo, and View → Floor and Planted Foot.

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <set>

#include "document.h"
#include "feet_lanes.h"
#include "lane_view_defaults.h"
#include "live_run.h"
#include "main_window.h"
#include "opened_wave.h"
#include "project.h"
#include "run_lanes.h"
#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/skeleton_view.h"
#include "studio_settings.h"
#include "testutils.h"

using namespace rigpose;
using Frames = std::vector<std::pair<std::size_t, std::size_t>>;

namespace {

const widgets::SpanLane* laneNamed(const std::vector<widgets::SpanLane>& lanes, const QString& name)
{
    const auto it = std::find_if(lanes.begin(), lanes.end(),
                                 [&](const widgets::SpanLane& l) { return l.name == name; });
    return it == lanes.end() ? nullptr : &*it;
}

QStringList namesOf(const std::vector<widgets::SpanLane>& lanes)
{
    QStringList names;
    for (const widgets::SpanLane& l : lanes)
        names << l.name;
    return names;
}

Frames framesOf(const widgets::SpanLane& lane)
{
    Frames frames;
    for (const widgets::Span& s : lane.spans)
        frames.emplace_back(s.from, s.to);
    return frames;
}

template <typename W>
W* widget(studio::MainWindow& window, const char* name)
{
    return window.findChild<W*>(QLatin1String(name));
}

// A walk of 40 frames: r supports 0–11 (planted, moved 0.5 units onto the floor, its hip blended
// on 9–11), l 12–19 tracked, a jump 20–23, r again 24–39; r steps on 10–12 and l takes support;
// with --stance both feet are down on 2–5, l is lifted on 6–9 and below on 30–33, the stance
// stretch past its bound on 31–32 and the hip blend's on 10–11; one lowered run has no foot now.
legs::Feet handMadeFeet()
{
    legs::Feet f;
    f.planted = true;
    f.floor = -12.5;
    f.floorSource = "median of 3 span(s)";
    f.supports = {{0, {0, 11}, false, {}}, {1, {12, 19}, true, "higher"}, {0, {24, 39}, false, {}}};
    f.jumps = {{20, 23}};
    f.steps = {{0, {10, 12}, 1, std::size_t(14)}};
    f.shifts = {{0, {0, 11}, 0.5, 0.004}, {1, {12, 19}, -0.25, 0.002}};
    legs::Blend blend;
    blend.runs = {{0, {9, 11}, 0.97, 1.02}};
    blend.over = {{0, {10, 11}, 1.11, 1.08, 0.75}};
    f.blend = blend;
    legs::Stance stance;
    stance.tolerance = 0.07;
    stance.runs = {{"both", 1, {2, 5}, 0.031, std::nullopt, 1.015, false, std::nullopt},
                   {"lifted", 1, {6, 9}, 0.2, std::nullopt, 1, false, std::nullopt},
                   {"below", 1, {30, 33}, 0.01, 0.094, 1, false, std::nullopt}};
    stance.over = {{1, {31, 32}, 0.85, 0.92, 1.5}};
    f.stance = stance;
    f.lowered = std::vector<legs::Lowered>{{{20, 23}, 0, legs::kNoSide, "released"}, {{24, 26}, 1, 0, ""}};
    f.plantedAnkle.assign(40, std::nullopt);
    return f;
}

}  // namespace

class TestFeetLanes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { test::resetLaneView(); }

    void feetBecomeLanesAfterTheGuards()
    {
        retarget::Result result;
        const auto without = studio::lanesOfRun(sequence::Sequence{}, nullptr, &result);
        QVERIFY(!laneNamed(without, QStringLiteral("Supports")));  // no feet read: no feet lanes
        result.feet = handMadeFeet();
        const auto lanes = studio::lanesOfRun(sequence::Sequence{}, nullptr, &result);
        const QStringList names = namesOf(lanes);
        const qsizetype turn = names.indexOf(QStringLiteral("TURN"));
        QCOMPARE(names.mid(turn + 1),
                 (QStringList{QStringLiteral("Supports"), QStringLiteral("Jumps"), QStringLiteral("Steps"),
                              QStringLiteral("Stance"), QStringLiteral("FEET")}));
    }

    // POSTURE bounce (with Plant feet) as the BOUNCE lane after the feet's: one span a support
    // span, its hover the ratios, a hip bobbing under half the pose's in the warning colour.
    void bounceIsALaneOfItsOwn()
    {
        retarget::Result result;
        result.feet = handMadeFeet();
        retarget::PostureReading posture;
        retarget::BounceReading bounce;
        bounce.headPoint = "nose";
        retarget::BounceSpan near;
        near.side = 0;
        near.frames = {0, 11};
        near.hip = {0.02, 0.019, 0.95, 0.98};
        near.neck = {0.02, 0.018, 0.9, 0.97};
        near.head = retarget::BounceSeries{0, 0, std::nullopt, std::nullopt};
        retarget::BounceSpan flat = near;
        flat.side = 1;
        flat.frames = {12, 19};
        flat.hip = {0.02, 0.006, 0.3, 0.5};
        bounce.spans = {near, flat};
        posture.bounce = bounce;
        result.readings.posture = posture;
        const auto lanes = studio::lanesOfRun(sequence::Sequence{}, nullptr, &result);
        const QStringList names = namesOf(lanes);
        QCOMPARE(names.indexOf(QStringLiteral("BOUNCE")), names.indexOf(QStringLiteral("FEET")) + 1);
        const widgets::SpanLane& lane = *laneNamed(lanes, QStringLiteral("BOUNCE"));
        QCOMPARE(lane.spans.size(), std::size_t(2));
        QCOMPARE(
            lane.spans[0].label,
            QStringLiteral("r supports, bob on the rig: hip 0.95\u00d7 the pose's (r 0.98), neck 0.90\u00d7 the pose's "
                           "(r 0.97), nose above the neck: the pose holds still"));
        QVERIFY(!lane.spans[0].colour.isValid());
        QCOMPARE(lane.spans[1].from, std::size_t(12));
        QCOMPARE(lane.spans[1].colour, QColor(210, 120, 40));
        // Without the plant no bounce is read, and no lane is made.
        result.readings.posture->bounce.reset();
        QVERIFY(!laneNamed(studio::lanesOfRun(sequence::Sequence{}, nullptr, &result), QStringLiteral("BOUNCE")));
    }

    void supportsAreTwoColoursAndTrackedIsHatched()
    {
        const auto lanes = studio::feetLanes(handMadeFeet());
        const widgets::SpanLane& supports = *laneNamed(lanes, QStringLiteral("Supports"));
        QCOMPARE(framesOf(supports), (Frames{{0, 11}, {12, 19}, {24, 39}}));
        const auto& s = supports.spans;
        QVERIFY(s[0].colour.isValid() && s[1].colour.isValid());
        QVERIFY(s[0].colour != s[1].colour);
        QCOMPARE(s[2].colour, s[0].colour);  // r both times
        QVERIFY(!s[0].hatched && s[1].hatched && !s[2].hatched);
        QCOMPARE(s[0].label, QStringLiteral("r supports; moved onto the floor by 0.500 units (0.004 leg lengths); "
                                            "hip blend on frames 9\u201311, k 0.970\u20131.020"));
        QCOMPARE(s[1].label,
                 QStringLiteral(
                     "l supports; tracked since the only foot free to take support was the higher one: followed on "
                     "the floor along its own track, not planted; "
                     "moved onto the floor by -0.250 units (0.002 leg lengths)"));
        QCOMPARE(s[2].label, QStringLiteral("r supports"));
    }

    void jumpsStepsAndStanceRunsNameTheirFigures()
    {
        const auto lanes = studio::feetLanes(handMadeFeet());
        const widgets::SpanLane& jumps = *laneNamed(lanes, QStringLiteral("Jumps"));
        QCOMPARE(framesOf(jumps), (Frames{{20, 23}}));
        QCOMPARE(jumps.spans[0].label, QStringLiteral("jump: no foot supports"));
        const widgets::SpanLane& steps = *laneNamed(lanes, QStringLiteral("Steps"));
        QCOMPARE(framesOf(steps), (Frames{{10, 12}}));
        QCOMPARE(steps.spans[0].label, QStringLiteral("r steps; l took support; could support again from frame 14"));
        const widgets::SpanLane& stance = *laneNamed(lanes, QStringLiteral("Stance"));
        QCOMPARE(framesOf(stance), (Frames{{2, 5}, {6, 9}, {30, 33}}));
        QCOMPARE(stance.spans[0].label,
                 QStringLiteral("both planted: the free l ankle within 0.031 leg lengths; stretched up to k 1.015"));
        QCOMPARE(stance.spans[1].label, QStringLiteral("l lifted: up to 0.200 leg lengths from the supporting ankle"));
        QCOMPARE(stance.spans[2].label, QStringLiteral("l below: down to 0.094 leg lengths under the supporting ankle; "
                                                       "the pose's height kept"));
        // Three states, three colours.
        QVERIFY(stance.spans[0].colour != stance.spans[1].colour && stance.spans[1].colour != stance.spans[2].colour);
        // Without --stance the lane is there and empty (hidden unless empty lanes are shown).
        legs::Feet plain = handMadeFeet();
        plain.stance.reset();
        QVERIFY(laneNamed(studio::feetLanes(plain), QStringLiteral("Stance"))->spans.empty());
    }

    void feetProblemsAreOneLaneInFrameOrder()
    {
        const auto lanes = studio::feetLanes(handMadeFeet());
        const widgets::SpanLane& feet = *laneNamed(lanes, QStringLiteral("FEET"));
        // The blend past its bound (10–11), the lowered run no foot took (20–23; 24–26 has one),
        // the below run (30–33) and the stance past its bound (31–32).
        QCOMPARE(framesOf(feet), (Frames{{10, 11}, {20, 23}, {30, 33}, {31, 32}}));
        QCOMPARE(feet.spans[0].label, QStringLiteral("hip blend: r's stretch past its bound: needed k 1.110, held at "
                                                     "1.080; the foot left 0.750 units from the floor"));
        QCOMPARE(feet.spans[1].label, QStringLiteral("lowered: read r supporting; now no foot does (released)"));
        QCOMPARE(feet.spans[2].label, QStringLiteral("stance: l past the tolerance below the supporting ankle, by up "
                                                     "to 0.094 leg lengths"));
        QCOMPARE(feet.spans[3].label, QStringLiteral("stance: l's stretch past its bound: needed k 0.850, held at "
                                                     "0.920; the foot left 1.500 units from the floor"));
        // A clean walk has no problems.
        legs::Feet clean;
        clean.supports = {{0, {0, 9}, false, {}}};
        QVERIFY(laneNamed(studio::feetLanes(clean), QStringLiteral("FEET"))->spans.empty());
    }

    void byRegionTheFeetAreTheLegs()
    {
        retarget::Result result;
        result.feet = handMadeFeet();
        const auto lanes = studio::lanesOfRun(sequence::Sequence{}, nullptr, &result);
        for (const QString& name : studio::feetLaneNames())
            for (const widgets::Span& s : laneNamed(lanes, name)->spans)
                QCOMPARE(s.group, QStringLiteral("legs"));
        const auto byRegion = studio::arrangedLanes(lanes, &result, studio::LaneSplit::ByRegion, {});
        const QStringList names = namesOf(byRegion);
        for (const char* name : {"Supports", "Jumps", "Steps", "Stance", "FEET"}) {
            const QString whole = QString::fromLatin1(name);
            QVERIFY2(!names.contains(whole), qPrintable(names.join(QLatin1Char(','))));
            const widgets::SpanLane* legs = laneNamed(byRegion, whole + QStringLiteral(" · legs"));
            QVERIFY2(legs, name);
            QCOMPARE(legs->spans, laneNamed(lanes, whole)->spans);
        }
        // By joint and combined they stay whole: a support is a side's, not one joint's.
        for (studio::LaneSplit split : {studio::LaneSplit::ByJoint, studio::LaneSplit::Combined}) {
            const auto arranged = studio::arrangedLanes(lanes, &result, split, {});
            for (const QString& name : studio::feetLaneNames())
                QCOMPARE(laneNamed(arranged, name)->spans, laneNamed(lanes, name)->spans);
        }
    }

    void theScrubbersHoverNamesTheFramesAndTheFigures()
    {
        widgets::Scrubber scrubber;
        scrubber.resize(900, 300);
        std::vector<double> times;
        for (int f = 0; f < 40; ++f)
            times.push_back(f / 24.0);
        scrubber.setFrameTimes(std::make_shared<const std::vector<double>>(times));
        scrubber.setLanes(studio::feetLanes(handMadeFeet()));
        scrubber.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scrubber));
        // Somewhere over l's tracked span (frames 12–19) on the Supports lane.
        const QRect lane = scrubber.laneRect(0);
        QString hover;
        for (int x = lane.left(); x <= lane.right() && hover.isEmpty(); ++x) {
            const QString text = scrubber.toolTipAt(QPoint(x, lane.center().y()));
            if (text.contains(QStringLiteral("l supports")))
                hover = text;
        }
        QVERIFY(hover.startsWith(QStringLiteral("Supports · frames 12\u201319 (")));
        QVERIFY(hover.contains(QStringLiteral("tracked")));
        // The hatch is drawn: the tracked span is not one flat colour.
        const QImage image = scrubber.grab().toImage();
        const QColor left = scrubber.lanes()[0].spans[1].colour;
        std::set<QRgb> colours;
        for (int x = lane.left(); x <= lane.right(); ++x) {
            const QString text = scrubber.toolTipAt(QPoint(x, lane.center().y()));
            if (!text.contains(QStringLiteral("l supports")))
                continue;
            for (int y = lane.top() + 1; y < lane.bottom(); ++y)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY(colours.size() >= 2);
        QVERIFY(colours.count(left.rgb()) == 1);
    }

    void theOptionsGoThroughTheProjectIntoTheRunAndUndo()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        auto* plant = widget<QCheckBox>(o.window, "retargetPlantFeet");
        auto* floorOn = widget<QCheckBox>(o.window, "retargetFloorOn");
        auto* floor = widget<QDoubleSpinBox>(o.window, "retargetFloor");
        auto* stanceOn = widget<QCheckBox>(o.window, "retargetStanceOn");
        auto* stance = widget<QDoubleSpinBox>(o.window, "retargetStance");
        QVERIFY(plant && floorOn && floor && stanceOn && stance);
        for (QWidget* w :
             {static_cast<QWidget*>(plant), static_cast<QWidget*>(floorOn), static_cast<QWidget*>(stanceOn)})
            QVERIFY(!w->toolTip().isEmpty());
        QVERIFY(plant->toolTip().startsWith(QStringLiteral("--plant-feet")));
        QVERIFY(floorOn->toolTip().startsWith(QStringLiteral("--floor")));
        QVERIFY(stanceOn->toolTip().startsWith(QStringLiteral("--stance")));
        // Off, the floor and the stance are not offered.
        QVERIFY(!plant->isChecked() && !floorOn->isEnabled() && !stanceOn->isEnabled());
        QVERIFY(!floor->isEnabled() && !stance->isEnabled());
        QUndoStack* undo = o.window.undoStack();
        const int before = undo->count();

        plant->setChecked(true);
        QVERIFY(o.window.document()->project().retarget.plantFeet);
        QVERIFY(floorOn->isEnabled() && stanceOn->isEnabled() && !floor->isEnabled());
        floorOn->setChecked(true);
        QVERIFY(floor->isEnabled());
        floor->setValue(-12.5);
        stanceOn->setChecked(true);
        QCOMPARE(stance->value(), 0.07);  // what ticking it offers
        const retarget::Options& set = o.window.document()->project().retarget;
        QCOMPARE(set.floor, std::optional<double>(-12.5));
        QCOMPARE(set.stance, std::optional<double>(0.07));
        // The run asks for them as the CLI's flags would.
        const retarget::Options asked = o.window.liveRun()->request().retarget;
        QVERIFY(asked.plantFeet);
        QCOMPARE(asked.floor, std::optional<double>(-12.5));
        QCOMPARE(asked.stance, std::optional<double>(0.07));
        QVERIFY(o.settles());
        // The run applied it: the wave stands on both feet, so its Stance lane is one span of
        // both planted over the clip, and the report carries the STANCE lines.
        QVERIFY(!stanceOn->isHidden() && !stance->isHidden());
        const studio::RunOutput* run = o.window.lastRun();
        QVERIFY(run && run->retarget && run->retarget->feet && run->retarget->feet->stance);
        const widgets::SpanLane* stanceLane = laneNamed(run->lanes, QStringLiteral("Stance"));
        QVERIFY(stanceLane);
        QCOMPARE(framesOf(*stanceLane), (Frames{{0, 71}}));
        QVERIFY(stanceLane->spans[0].label.startsWith(QStringLiteral("both planted")));

        // Through the project file and back into the widgets.
        const QString saved = o.dir.filePath(QStringLiteral("feet.rigpose.json"));
        QVERIFY(o.window.saveProjectAs(saved));
        const QByteArray text = test::readAll(saved);
        QVERIFY(text.contains("\"plantFeet\": true"));
        QVERIFY(text.contains("\"floor\": -12.5"));
        QVERIFY(text.contains("\"stance\": 0.07"));
        {
            studio::MainWindow again;
            QSignalSpy settled(&again, &studio::MainWindow::settled);
            again.openProject(saved);
            QVERIFY(settled.wait(120000));
            QVERIFY(again.document()->project() == o.window.document()->project());
            QVERIFY(widget<QCheckBox>(again, "retargetPlantFeet")->isChecked());
            QCOMPARE(widget<QDoubleSpinBox>(again, "retargetFloor")->value(), -12.5);
            QVERIFY(widget<QCheckBox>(again, "retargetStanceOn")->isChecked());
        }

        // Plant off: the floor and the stance are kept but greyed, and the run is not given them.
        plant->setChecked(false);
        QVERIFY(!floorOn->isEnabled() && floorOn->isChecked() && !floor->isEnabled());
        const retarget::Options off = o.window.liveRun()->request().retarget;
        QVERIFY(!off.plantFeet && !off.floor && !off.stance);
        QCOMPARE(o.window.document()->project().retarget.floor, std::optional<double>(-12.5));

        // Undo, one edit a step: plant on again, then the stance, the floor's value, the floor, the plant.
        undo->undo();
        QVERIFY(plant->isChecked() && floorOn->isEnabled());
        undo->undo();
        QVERIFY(!stanceOn->isChecked());
        QVERIFY(!o.window.document()->project().retarget.stance);
        undo->undo();
        QCOMPARE(o.window.document()->project().retarget.floor, std::optional<double>(0));
        QCOMPARE(floor->value(), 0.0);
        undo->undo();
        QVERIFY(!floorOn->isChecked() && !o.window.document()->project().retarget.floor);
        undo->undo();
        QVERIFY(!plant->isChecked() && !o.window.document()->project().retarget.plantFeet);
        QCOMPARE(undo->count() - undo->index(), 5);
        QCOMPARE(undo->index(), before);
        undo->redo();
        QVERIFY(plant->isChecked());
        QVERIFY(o.settles());
    }

    void anOlderProjectReadsWithThePlantOff()
    {
        const std::string older = R"({"spec": "rigpose-project/1", "sequence": null, "rig": null, "map": null,
            "retarget": {"name": "wave", "minScore": 0.3, "person": null, "short": null, "flip": null, "bends": "refuse"}})";
        const auto read = studio::readProjectText(older, QStringLiteral("/tmp"), QStringLiteral("old.rigpose.json"));
        QVERIFY(read.refusals.empty());
        QVERIFY(!read.value.retarget.plantFeet && !read.value.retarget.floor && !read.value.retarget.stance);

        // A floor without the plant is refused by name, as --floor without --plant-feet is.
        const std::string floorAlone = R"({"spec": "rigpose-project/1", "retarget": {"floor": 3}})";
        const auto refused = studio::readProjectText(floorAlone, QStringLiteral("/tmp"),
                                                     QStringLiteral("f.rigpose.json"));
        QCOMPARE(refused.refusals.total(), std::size_t(1));
        QVERIFY(QString::fromStdString(refused.refusals.items().front().message)
                    .contains(QStringLiteral("retarget.floor")));
        const std::string badStance = R"({"spec": "rigpose-project/1", "retarget": {"plantFeet": true, "stance": 0}})";
        QCOMPARE(studio::readProjectText(badStance, QStringLiteral("/tmp"), QStringLiteral("s.rigpose.json"))
                     .refusals.total(),
                 std::size_t(1));

        // Written and read back equal.
        studio::Project p;
        p.retarget.name = "walk";
        p.retarget.plantFeet = true;
        p.retarget.floor = 2.25;
        p.retarget.stance = 0.05;
        const auto back = studio::readProjectText(studio::projectText(p, QStringLiteral("/tmp")),
                                                  QStringLiteral("/tmp"), QStringLiteral("p.rigpose.json"));
        QVERIFY(back.refusals.empty());
        QVERIFY(back.value == p);
    }

    void floorAndPlantedFootIsAViewToggleKeptInSettings()
    {
        studio::settings::setShowFloor(true);
        test::OpenedWave o;
        QVERIFY(o.open(true));
        widgets::SkeletonView* view = o.window.skeletonView();
        QAction* toggle = o.window.findChild<QAction*>(QStringLiteral("actionShowFloor"));
        QVERIFY(toggle && toggle->isCheckable() && toggle->isChecked());
        QVERIFY(view->showsFloor());
        QVERIFY(!view->floorWidgetLine());  // the run read no feet in this branch
        auto feet = std::make_shared<legs::Feet>(handMadeFeet());
        feet->plantedAnkle[view->frame()] = Eigen::Vector2d(0, -12.5);
        view->setFeet(feet);
        QVERIFY(view->floorWidgetLine());
        QVERIFY(view->plantedAnkleWidgetPoint());
        // The ring sits on the line: the ankle is planted on the floor.
        QVERIFY(std::abs(view->plantedAnkleWidgetPoint()->y() - view->floorWidgetLine()->y1()) < 1e-6);

        toggle->trigger();
        QVERIFY(!view->showsFloor() && !view->floorWidgetLine() && !view->plantedAnkleWidgetPoint());
        QVERIFY(!studio::settings::showFloor());
        {
            studio::MainWindow next;
            QVERIFY(!next.findChild<QAction*>(QStringLiteral("actionShowFloor"))->isChecked());
            QVERIFY(!next.skeletonView()->showsFloor());
        }
        toggle->trigger();
        QVERIFY(view->floorWidgetLine());
        QVERIFY(studio::settings::showFloor());
    }
};

int main(int argc, char** argv)
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestFeetLanes test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_feet_lanes.moc"
