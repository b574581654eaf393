// The alternate drawings in the studio, on a copy of the raise example: a SWITCH lane per set
// whose filled spans are the frames derived from the generator's own angles (raise_switches.h)
// and whose hollow ones are the runs held back by the switch minimum; the switch options as
// undoable edits that run as rig-pose retarget runs with their flags; and the map editor's
// Alternates tab, each edit one undo step: slots picked from the rig's skins, a set renamed,
// added and removed, the key skeleton taken from the current frame and the drawn angles it
// implies (checked against the figures the bundled map states for frame 66).

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include "document.h"
#include "json_compare.h"
#include "main_window.h"
#include "map_editor_dock.h"
#include "opened_wave.h"
#include "picture_angle.h"
#include "printed_lines.h"
#include "problem_codes.h"
#include "raise_switches.h"
#include "rigpose/examples/raise.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"
#include "rigpose/widgets/map_alternates_form.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/scrubber.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose;
using json = nlohmann::ordered_json;
using studio::MainWindow;
using test::problemCodes;

namespace {

struct OpenedRaise {
    QTemporaryDir dir;
    MainWindow window;
    QSignalSpy settled{&window, &MainWindow::settled};

    bool open()
    {
        window.openProject(test::copyExample(dir, "raise", "raise.rigpose.json"));
        return settles();
    }
    // The last run's verdict once nothing runs; a run that ended while the test let events through
    // has already said it.
    bool settles()
    {
        while (window.isBusy())
            if (!settled.wait(120000))
                return false;
        return !settled.isEmpty() && settled.last().at(0).toBool();
    }
    widgets::MapAlternatesForm* form() const { return window.mapDock()->editor()->alternatesForm(); }
    const json& map() const { return *window.document()->mapJson(); }
    QUndoStack* undo() const { return window.undoStack(); }
};

const widgets::SpanLane* laneNamed(const MainWindow& window, const QString& name)
{
    for (const widgets::SpanLane& lane : window.scrubber()->lanes())
        if (lane.name == name)
            return &lane;
    return nullptr;
}

std::vector<test::FrameRun> runsOf(const widgets::SpanLane& lane, bool hollow)
{
    std::vector<test::FrameRun> out;
    for (const widgets::Span& s : lane.spans)
        if (s.hollow == hollow)
            out.push_back({s.from, s.to});
    return out;
}

// rig-pose clean and retarget on the raise as its project runs them, with `extra` flags.
QStringList cliLines(const OpenedRaise& o, const QStringList& extra)
{
    QTemporaryDir cli;
    const QString cleaned = cli.filePath(QStringLiteral("raise.cleaned.json"));
    const test::CliRun clean = test::runCli(
        {QStringLiteral("clean"), QStringLiteral("--pose"), o.dir.filePath(QStringLiteral("pose.raw.json")),
         QStringLiteral("--out"), cleaned, QStringLiteral("--legs"), QStringLiteral("1"), QStringLiteral("--rest"),
         QStringLiteral("1"), QStringLiteral("--hold"), QStringLiteral("off")});
    if (clean.exitCode != 0)
        return {QStringLiteral("clean refused")};
    const QString motion = o.dir.filePath(QStringLiteral("raise.motion.json"));
    const test::CliRun run = test::runCli(
        QStringList{QStringLiteral("retarget"), QStringLiteral("--sequence"), cleaned, QStringLiteral("--rig"),
                    o.dir.filePath(QStringLiteral("rig")), QStringLiteral("--map"),
                    o.dir.filePath(QStringLiteral("map.json")), QStringLiteral("--out"), motion,
                    QStringLiteral("--animation"), QStringLiteral("raise")} +
        extra);
    QFile::remove(motion);
    QFile::remove(o.dir.filePath(QStringLiteral("raise.motion.report.json")));
    return run.exitCode == 0 ? test::printedLines(run.out) : QStringList{QStringLiteral("retarget refused")};
}

QStringList linesStarting(const QStringList& lines, const QString& head)
{
    QStringList out;
    for (const QString& l : lines)
        if (l.startsWith(head))
            out << l;
    return out;
}

QComboBox* slotBox(widgets::MapAlternatesForm* form, const QString& slot)
{
    QTableWidget* t = form->slotTable();
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == slot)
            return qobject_cast<QComboBox*>(t->cellWidget(r, 1));
    return nullptr;
}

int rowOf(QTableWidget* t, const QString& header)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->verticalHeaderItem(r)->text() == header)
            return r;
    return -1;
}

// The form's refill after its own edit waits for the event loop (map_alternates_form.h).
void settleForm() { QCoreApplication::processEvents(); }

const json& setNamed(const json& map, const char* name)
{
    for (const json& s : map["alternates"])
        if (s["name"] == name)
            return s;
    static const json none;
    return none;
}

}  // namespace

class TestSwitchStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachSetHasALaneWithItsDerivedSpansAndTheHeldBackRunHollow()
    {
        const test::RaiseDerived derived = test::raiseDerivation();
        QVERIFY2(derived.whyNotSimple.empty(), derived.whyNotSimple.c_str());
        OpenedRaise o;
        QVERIFY(o.open());
        const auto& sets = test::raiseSets();
        for (std::size_t s = 0; s < sets.size(); ++s) {
            const widgets::SpanLane* lane = laneNamed(o.window,
                                                      QStringLiteral("SWITCH ") + QString::fromLatin1(sets[s].name));
            QVERIFY2(lane, sets[s].name);
            QCOMPARE(runsOf(*lane, false), derived.shown[s]);
            QCOMPARE(runsOf(*lane, true), derived.dropped[s]);
        }
        // The clip's sweep down passes level for five frames: held back, and said why on hover.
        const widgets::SpanLane* out = laneNamed(o.window, QStringLiteral("SWITCH out_r"));
        const auto held = std::find_if(out->spans.begin(), out->spans.end(),
                                       [](const widgets::Span& s) { return s.hollow; });
        QVERIFY(held != out->spans.end());
        QVERIFY2(held->label.contains(QStringLiteral("0.250")), qPrintable(held->label));
        QVERIFY2(held->label.contains(QStringLiteral("0.208")), qPrintable(held->label));  // 5 frames at 24 fps
    }

    void theSwitchOptionsRunAsTheirFlagsAndAreSaved()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        const QStringList plain = cliLines(o, {});
        QCOMPARE(o.window.lastRun()->retargetLines, plain);
        QCOMPARE(linesStarting(plain, QStringLiteral("SWITCH-MIN")).size(), 1);
        QVERIFY(o.window.findChild<QLabel*>(QStringLiteral("switchNote"))->isHidden());  // the map has sets

        auto* minimum = o.window.findChild<QDoubleSpinBox*>(QStringLiteral("retargetSwitchMin"));
        auto* tolerance = o.window.findChild<QDoubleSpinBox*>(QStringLiteral("retargetSwitchTolerance"));
        QCOMPARE(minimum->value(), 0.25);
        QCOMPARE(tolerance->value(), 25.0);
        const int steps = o.undo()->count();
        minimum->setValue(0);
        QCOMPARE(o.undo()->count(), steps + 1);
        QVERIFY(o.settles());
        const QStringList keepAll = cliLines(o, {QStringLiteral("--switch-min"), QStringLiteral("0")});
        QCOMPARE(o.window.lastRun()->retargetLines, keepAll);
        QVERIFY(linesStarting(keepAll, QStringLiteral("SWITCH-MIN")).isEmpty());
        // The level pass now shows: the lane's held-back run is filled.
        const widgets::SpanLane* out = laneNamed(o.window, QStringLiteral("SWITCH out_r"));
        QVERIFY(runsOf(*out, true).empty());
        const test::RaiseDerived derived = test::raiseDerivation();
        QVERIFY(!derived.dropped[0].empty());
        const std::vector<test::FrameRun> filled = runsOf(*out, false);
        QVERIFY(std::find(filled.begin(), filled.end(), derived.dropped[0].front()) != filled.end());

        o.window.document()->closeMerge();
        tolerance->setValue(20);
        QCOMPARE(o.undo()->count(), steps + 2);
        QVERIFY(o.settles());
        QCOMPARE(o.window.lastRun()->retargetLines,
                 cliLines(o, {QStringLiteral("--switch-min"), QStringLiteral("0"), QStringLiteral("--switch-tolerance"),
                              QStringLiteral("20")}));

        QVERIFY(o.window.saveProjectAs(o.dir.filePath(QStringLiteral("raise.rigpose.json"))));
        const json saved = json::parse(
            test::readAll(o.dir.filePath(QStringLiteral("raise.rigpose.json"))).toStdString());
        QCOMPARE(saved["retarget"]["switchMin"].get<double>(), 0.0);
        QCOMPARE(saved["retarget"]["switchTolerance"].get<double>(), 20.0);

        o.undo()->undo();
        o.undo()->undo();
        QVERIFY(o.settles());
        QCOMPARE(minimum->value(), 0.25);
        QCOMPARE(tolerance->value(), 25.0);
        QCOMPARE(o.window.lastRun()->retargetLines, plain);

        MainWindow reopened;
        QSignalSpy settled(&reopened, &MainWindow::settled);
        reopened.openProject(o.dir.filePath(QStringLiteral("raise.rigpose.json")));
        QVERIFY(settled.wait(120000));
        QCOMPARE(reopened.findChild<QDoubleSpinBox*>(QStringLiteral("retargetSwitchMin"))->value(), 0.0);
        QCOMPARE(reopened.findChild<QDoubleSpinBox*>(QStringLiteral("retargetSwitchTolerance"))->value(), 20.0);
    }

    void aMapWithoutSetsSaysTheOptionsAreNotRead()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        QVERIFY(!o.window.findChild<QLabel*>(QStringLiteral("switchNote"))->isHidden());
        QVERIFY(laneNamed(o.window, QStringLiteral("SWITCH out_r")) == nullptr);
        for (const widgets::SpanLane& lane : o.window.scrubber()->lanes())
            QVERIFY2(!lane.name.startsWith(QStringLiteral("SWITCH")), qPrintable(lane.name));
        QCOMPARE(o.window.mapDock()->editor()->alternatesForm()->setList()->count(), 0);
    }

    void slotsArePickedFromTheRigsSkins()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        const QByteArray original = test::readAll(o.dir.filePath(QStringLiteral("map.json")));
        widgets::MapAlternatesForm* form = o.form();
        // --dock alternates (and raiseDock) bring the map dock up on this tab; map on the chains.
        auto* tabs = o.window.mapDock()->editor()->findChild<QTabWidget*>();
        // On the tab the viewport highlights the selected set's bones; on Chains, the chain's.
        o.window.mapDock()->editor()->selectRow(0);  // pelvis: the hip
        QCOMPARE(o.window.skeletonView()->highlightedBones(), QStringList{QStringLiteral("hip")});
        QVERIFY(o.window.raiseDock(QStringLiteral("alternates")));
        QVERIFY(tabs->currentWidget()->isAncestorOf(form));
        QCOMPARE(o.window.skeletonView()->highlightedBones(),
                 (QStringList{QStringLiteral("r_upper_arm"), QStringLiteral("r_forearm")}));
        QVERIFY(o.window.raiseDock(QStringLiteral("map")));
        QVERIFY(!tabs->currentWidget()->isAncestorOf(form));
        QCOMPARE(o.window.skeletonView()->highlightedBones(), QStringList{QStringLiteral("hip")});
        QCOMPARE(form->setList()->count(), 2);
        QCOMPARE(form->setList()->item(0)->text(), QStringLiteral("out_r"));
        QCOMPARE(form->setList()->item(1)->text(), QStringLiteral("up_r"));
        form->selectSet(0);
        // Every slot of the rig has a row, the two the set changes first; the right upper arm's
        // offers what its skin holds.
        QCOMPARE(form->slotTable()->rowCount(), 13);
        QCOMPARE(form->slotTable()->item(0, 0)->text(), QStringLiteral("upperarm_r"));
        QCOMPARE(form->slotTable()->item(1, 0)->text(), QStringLiteral("forearm_r"));
        QCOMPARE(form->slotTable()->item(2, 0)->text(), QStringLiteral("thigh_l"));
        QComboBox* upper = slotBox(form, QStringLiteral("upperarm_r"));
        QVERIFY(upper);
        QStringList offered;
        for (int i = 0; i < upper->count(); ++i)
            offered << upper->itemText(i);
        QCOMPARE(offered.mid(2), (QStringList{QStringLiteral("upperarm_r"), QStringLiteral("out/upperarm_r")}));
        QCOMPARE(upper->currentData().toString(), QStringLiteral("out/upperarm_r"));
        QComboBox* head = slotBox(form, QStringLiteral("head"));
        QCOMPARE(head->currentData(), widgets::MapAlternatesForm::setupChoice());
        QCOMPARE(head->count(), 3);  // setup, hidden, its one drawing

        // Hiding the forearm moves it from slots to hides, placed where the format lists it.
        QComboBox* fore = slotBox(form, QStringLiteral("forearm_r"));
        const int steps = o.undo()->count();
        fore->setCurrentIndex(fore->findData(widgets::MapAlternatesForm::hiddenChoice()));
        emit fore->activated(fore->currentIndex());
        QCOMPARE(o.undo()->count(), steps + 1);
        const json& out = setNamed(o.map(), "out_r");
        RIGPOSE_COMPARE_JSON(out["slots"], json::parse(R"({"upperarm_r": "out/upperarm_r"})"));
        RIGPOSE_COMPARE_JSON(out["hides"], json::parse(R"(["forearm_r"])"));
        std::vector<std::string> keys;
        for (auto it = out.begin(); it != out.end(); ++it)
            keys.push_back(it.key());
        QCOMPARE(keys, (std::vector<std::string>{"name", "note", "slots", "hides", "chains", "pose", "drawn"}));
        QVERIFY(o.settles());
        settleForm();
        QCOMPARE(slotBox(form, QStringLiteral("forearm_r"))->currentData(), widgets::MapAlternatesForm::hiddenChoice());

        o.undo()->undo();
        QCOMPARE(QByteArray::fromStdString(o.window.document()->map()->text()), original);
        QCOMPARE(slotBox(form, QStringLiteral("forearm_r"))->currentData().toString(), QStringLiteral("out/forearm_r"));
    }

    void renamingASetRenamesItsLaneAndUndoes()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        widgets::MapAlternatesForm* form = o.form();
        form->selectSet(0);
        form->nameEdit()->setText(QStringLiteral("level_r"));
        emit form->nameEdit()->editingFinished();
        RIGPOSE_COMPARE_JSON(o.map()["alternates"][0]["name"], json("level_r"));
        QVERIFY(o.settles());
        QVERIFY(laneNamed(o.window, QStringLiteral("SWITCH level_r")));
        QVERIFY(!laneNamed(o.window, QStringLiteral("SWITCH out_r")));
        settleForm();
        QCOMPARE(form->setList()->item(0)->text(), QStringLiteral("level_r"));
        o.undo()->undo();
        QVERIFY(o.settles());
        QVERIFY(laneNamed(o.window, QStringLiteral("SWITCH out_r")));
        QCOMPARE(form->nameEdit()->text(), QStringLiteral("out_r"));
    }

    void theKeySkeletonIsTakenFromTheCurrentFrame()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        widgets::MapAlternatesForm* form = o.form();
        // The bundled up_r key is the clip's arm on frame 66 (the map's note): taken again there,
        // nothing changes.
        o.window.setCurrentFrame(66);
        form->selectSet(1);
        const int steps = o.undo()->count();
        form->takePoseButton()->click();
        QCOMPARE(o.undo()->count(), steps);

        // out_r's key taken on frame 66 is up_r's, and the drawn angles it implies are the arm's
        // held overhead angles, the forearm 12° further clockwise (the generator's figures).
        const json upPose = setNamed(o.map(), "up_r")["pose"];
        form->selectSet(0);
        form->takePoseButton()->click();
        QCOMPARE(o.undo()->count(), steps + 1);
        RIGPOSE_COMPARE_JSON(setNamed(o.map(), "out_r")["pose"], upPose);
        settleForm();
        const int shoulder = rowOf(form->poseTable(), QStringLiteral("r_shoulder"));
        QVERIFY(shoulder >= 0);
        QCOMPARE(form->poseTable()->item(shoulder, 0)->text(), QStringLiteral("285"));
        QCOMPARE(form->poseTable()->item(shoulder, 1)->text(), QStringLiteral("460"));

        form->drawnFromKeyButton()->click();
        QCOMPARE(o.undo()->count(), steps + 2);
        const json drawn = setNamed(o.map(), "out_r")["drawn"];
        QVERIFY(std::abs(test::angleDifference(drawn["r_upper_arm"].get<double>(), examples::kRaiseUp)) < 0.002);
        QVERIFY(std::abs(test::angleDifference(drawn["r_forearm"].get<double>(), examples::kRaiseUp - 12)) < 0.002);
        o.undo()->undo();
        o.undo()->undo();
        RIGPOSE_COMPARE_JSON(setNamed(o.map(), "out_r")["drawn"],
                             json::parse(R"({"r_upper_arm": 180, "r_forearm": 168})"));
    }

    void typedCellsEditTheSetAndBadOnesArePutBack()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        widgets::MapAlternatesForm* form = o.form();
        form->selectSet(1);
        const int upper = rowOf(form->drawnTable(), QStringLiteral("r_upper_arm"));
        QVERIFY(upper >= 0);
        QCOMPARE(form->drawnTable()->item(upper, 0)->text(), QStringLiteral("94"));
        const int steps = o.undo()->count();
        form->drawnTable()->item(upper, 0)->setText(QStringLiteral("96.5"));
        QCOMPARE(o.undo()->count(), steps + 1);
        RIGPOSE_COMPARE_JSON(setNamed(o.map(), "up_r")["drawn"]["r_upper_arm"], json(96.5));
        settleForm();
        form->drawnTable()->item(upper, 0)->setText(QStringLiteral("steep"));
        QCOMPARE(o.undo()->count(), steps + 1);
        settleForm();
        QCOMPARE(form->drawnTable()->item(upper, 0)->text(), QStringLiteral("96.5"));

        // An offset is a pair: x alone waits for y, then both are one edit.
        const int fore = rowOf(form->offsetTable(), QStringLiteral("r_forearm"));
        QVERIFY(fore >= 0);
        form->offsetTable()->item(fore, 0)->setText(QStringLiteral("3"));
        QCOMPARE(o.undo()->count(), steps + 1);
        form->offsetTable()->item(fore, 1)->setText(QStringLiteral("-2.5"));
        QCOMPARE(o.undo()->count(), steps + 2);
        RIGPOSE_COMPARE_JSON(setNamed(o.map(), "up_r")["offsets"], json::parse(R"({"r_forearm": [3, -2.5]})"));
        QVERIFY(o.settles());
        // The run keys it: a SWITCH line names the offset bone.
        const QStringList lines = o.window.lastRun()->retargetLines;
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QString& l) {
            return l.startsWith(QStringLiteral("SWITCH up_r")) && l.contains(QStringLiteral("offsets r_forearm"));
        }));

        // Saved, the map reads back through the map reader with both edits.
        QVERIFY(o.window.saveProjectAs(o.dir.filePath(QStringLiteral("raise.rigpose.json"))));
        const auto rig = rig::readRigFile(o.dir.filePath(QStringLiteral("rig/rig.json")).toStdString());
        QVERIFY(rig.ok());
        const auto map = map::readMapFile(o.dir.filePath(QStringLiteral("map.json")).toStdString(), rig.value);
        QVERIFY(map.ok());
        const map::AlternateSet& up = map.value.alternates[1];
        QCOMPARE(up.drawn.front().degrees, 96.5);
        QCOMPARE(up.offsets.size(), std::size_t(1));
        QCOMPARE(up.offsets.front().translate.x(), 3.0);
    }

    // A drawn angle far from the set's own key: the run refuses it as rig-pose retarget does
    // (SET_KEY_DRAWN), the problem shows on the set, and a double-click in Problems opens it.
    void aDrawingFarFromItsKeyIsShownOnTheSet()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        widgets::MapAlternatesForm* form = o.form();
        form->selectSet(0);
        const int upper = rowOf(form->drawnTable(), QStringLiteral("r_upper_arm"));
        form->drawnTable()->item(upper, 0)->setText(QStringLiteral("130"));  // the key's arm lies at 180
        QVERIFY(!o.settles());
        QCOMPARE(problemCodes(o.window), QStringList{QStringLiteral("SET_KEY_DRAWN")});
        settleForm();
        QVERIFY2(form->problemsLabel()->text().startsWith(QStringLiteral("SET_KEY_DRAWN")),
                 qPrintable(form->problemsLabel()->text()));
        QVERIFY2(
            form->problemsLabel()->text().contains(QStringLiteral("draws bone \"r_upper_arm\" 50\u00b0 from its key")),
            qPrintable(form->problemsLabel()->text()));
        form->selectSet(1);
        QVERIFY(form->problemsLabel()->text().isEmpty());

        auto* problems = o.window.findChild<QTableView*>(QStringLiteral("problemsTable"));
        auto* tabs = o.window.mapDock()->editor()->findChild<QTabWidget*>();
        tabs->setCurrentIndex(0);
        emit problems->activated(problems->model()->index(0, 0));
        QCOMPARE(form->currentSet(), 0);
        QVERIFY(tabs->currentWidget()->isAncestorOf(form));
        QVERIFY(problems->model()->index(0, 2).data().toString().contains(QStringLiteral("set out_r")));
    }

    void setsAreAddedAndRemovedAndTheLastTakesTheKeyAway()
    {
        OpenedRaise o;
        QVERIFY(o.open());
        const QByteArray original = QByteArray::fromStdString(o.window.document()->map()->text());
        widgets::MapAlternatesForm* form = o.form();
        form->selectSet(0);
        o.window.findChild<QPushButton*>(QStringLiteral("alternateAdd"))->click();
        QCOMPARE(o.map()["alternates"].size(), std::size_t(3));
        const json& added = o.map()["alternates"][2];
        RIGPOSE_COMPARE_JSON(added["name"], json("set"));
        RIGPOSE_COMPARE_JSON(added["chains"], json::parse(R"(["arm_r"])"));  // the selected set's
        settleForm();
        QCOMPARE(form->currentSet(), 2);
        // Its key skeleton is empty: the map reader's problem is shown on the set.
        QVERIFY2(form->problemsLabel()->text().contains(QStringLiteral("MAP_ALT_POSE")),
                 qPrintable(form->problemsLabel()->text()));
        QVERIFY(!o.settles());  // the run refuses the map as rig-pose would

        auto* remove = o.window.findChild<QPushButton*>(QStringLiteral("alternateRemove"));
        for (int i = 0; i < 3; ++i) {
            remove->click();
            settleForm();
        }
        QVERIFY(!o.map().contains("alternates"));
        QVERIFY(o.settles());
        QVERIFY(linesStarting(o.window.lastRun()->retargetLines, QStringLiteral("SWITCH")).isEmpty());
        QVERIFY(o.window.lastRun()->retarget && !o.window.lastRun()->retarget->switches);
        for (int i = 0; i < 4; ++i)
            o.undo()->undo();
        QCOMPARE(QByteArray::fromStdString(o.window.document()->map()->text()), original);
        QVERIFY(o.settles());
        QVERIFY(laneNamed(o.window, QStringLiteral("SWITCH up_r")));
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestSwitchStudio test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_switch_studio.moc"
