// The map editor, driven through its real widgets on the wave example: a bone changed in a
// chain changes that bone's keys and the report; an invalid edit shows its MAP_* code at once
// while the last good run stays on screen, marked stale; undo and redo give back the motion
// bytes; a range handle dragged is one undo step; a bone clicked in the viewport goes into the
// selected chain; rows are added, duplicated, moved and removed one undo step each; the JSON
// view follows every edit; a saved map is read back by the map reader.

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include "document.h"
#include "live_run.h"
#include "main_window.h"
#include "map_chain_model.h"
#include "map_editor_dock.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"
#include "rigpose/widgets/map_chain_form.h"
#include "rigpose/widgets/map_columns.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/range_slider.h"
#include "rigpose/widgets/skeleton_view.h"
#include "testutils.h"
#include "opened_wave.h"
#include "project.h"
#include "squash_rig.h"

using namespace rigpose;
using studio::MainWindow;
using json = nlohmann::ordered_json;
namespace mc = widgets::map_columns;

namespace {

// The motion the run shown wrote; empty when it was refused (the view may still show an older one).
std::string motionBytes(const MainWindow& window)
{
    const studio::RunOutput* run = window.lastRun();
    if (!run || !run->retarget || window.liveRun()->isStale())
        return {};
    return run->retarget->gate.motionBytes;
}

// Each track's keys by "bone/property", for one animation of a motion.
std::map<std::string, json> tracksOf(const std::string& motion, const std::string& animation)
{
    std::map<std::string, json> out;
    const json m = json::parse(motion);
    for (const json& t : m["animations"][animation]["tracks"])
        out[t["bone"].get<std::string>() + "/" + t["property"].get<std::string>()] = t["keys"];
    return out;
}

int rowOf(const studio::MapChainModel* model, const QString& chain)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, mc::Name).data(Qt::EditRole).toString() == chain)
            return r;
    return -1;
}

void choose(QComboBox* box, const QString& text)
{
    box->setEditText(text);
    emit box->textActivated(text);
}

// The wave example opened on screen, with the map editor and its model at hand.
struct Opened : test::OpenedWave {
    widgets::MapEditor* editor = nullptr;
    studio::MapChainModel* model = nullptr;
};

bool open(Opened& o)
{
    if (!o.open(true))
        return false;
    o.editor = o.window.mapDock()->editor();
    o.model = o.window.mapDock()->model();
    return o.model->rowCount() == 7;
}

}  // namespace

class TestMapEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theChainModelPassesTheModelTester()
    {
        Opened o;
        QVERIFY(open(o));
        QAbstractItemModelTester tester(o.model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        o.editor->selectRow(3);
        QVERIFY(o.model->insertRow(2));
        QVERIFY(o.model->moveRow(QModelIndex(), 2, QModelIndex(), 5));
        QVERIFY(o.model->removeRow(4));
        QCOMPARE(o.model->rowCount(), 7);
    }

    void aBoneTakenOutOfAChainLosesItsKeysAndTheReportSaysSo()
    {
        Opened o;
        QVERIFY(open(o));
        const std::string before = motionBytes(o.window);
        const QStringList reportBefore = o.window.lastRun()->retargetLines;
        const int arm = rowOf(o.model, QStringLiteral("arm_r"));
        o.editor->selectRow(arm);
        widgets::MapChainForm* form = o.editor->chainForm();
        QCOMPARE(form->row(), arm);
        auto* remove = form->findChild<QPushButton*>();
        QVERIFY(remove);
        // "Remove Last Bone": arm_r keeps r_upper_arm, from r_shoulder to r_elbow.
        for (QPushButton* b : form->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Remove Last Bone"))
                b->click();
        QCOMPARE(o.model->index(arm, mc::Bones).data(Qt::EditRole).toStringList(),
                 QStringList{QStringLiteral("r_upper_arm")});
        QCOMPARE(o.model->index(arm, mc::Joints).data(Qt::EditRole).toStringList(),
                 (QStringList{QStringLiteral("r_shoulder"), QStringLiteral("r_elbow")}));
        QVERIFY(o.window.isRunning());
        QVERIFY(o.settles());
        const std::string after = motionBytes(o.window);
        QVERIFY(!after.empty());
        const auto was = tracksOf(before, "wave"), now = tracksOf(after, "wave");
        // The bone left out is keyed no more; the bone kept carries the very keys it had.
        QVERIFY(was.count("r_forearm/rotate") == 1);
        QVERIFY(now.count("r_forearm/rotate") == 0);
        QVERIFY(now.at("r_upper_arm/rotate") == was.at("r_upper_arm/rotate"));
        QVERIFY(now.at("l_forearm/rotate") == was.at("l_forearm/rotate"));
        QVERIFY(o.window.lastRun()->retargetLines != reportBefore);
        QVERIFY(o.window.lastRun()->retargetLines.join(QLatin1Char('\n')).contains(QStringLiteral("arm_r")));

        // Add Bone proposes the chain's next bone and joint: back to the example's own chain.
        for (QPushButton* b : form->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Add Bone"))
                b->click();
        QCOMPARE(o.model->index(arm, mc::Bones).data(Qt::EditRole).toStringList(),
                 (QStringList{QStringLiteral("r_upper_arm"), QStringLiteral("r_forearm")}));
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), before);
    }

    void aChainsBoneChangedChangesThatBonesKeysAndTheReport()
    {
        // rig-c's squash rig, whose trunk may be carried by torso or by the chest below it.
        QTemporaryDir dir;
        const QString rig = dir.filePath(QStringLiteral("squash"));
        QVERIFY(test::copySquashRig(rig));
        const QString map = dir.filePath(QStringLiteral("squash.map.json"));
        QVERIFY(QFile::copy(QString::fromStdString(test::dataPath("retarget/squash.map.json")), map));
        QFile::setPermissions(map, QFile::ReadOwner | QFile::WriteOwner);
        studio::Project p;
        p.sequence = QString::fromStdString(test::sourcePath("resources/examples/wave/pose.json"));
        p.rig = rig;
        p.map = map;
        p.retarget.name = "wave";
        const QString project = dir.filePath(QStringLiteral("squash.rigpose.json"));
        QVERIFY(!studio::writeProjectFile(p, project));
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(project);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const std::string before = motionBytes(window);
        const QString reportBefore = window.lastRun()->retargetLines.join(QLatin1Char('\n'));
        widgets::MapEditor* editor = window.mapDock()->editor();
        studio::MapChainModel* model = window.mapDock()->model();
        const int trunk = rowOf(model, QStringLiteral("trunk"));
        editor->selectRow(trunk);
        QComboBox* bone = editor->chainForm()->boneBox(0);
        QVERIFY(bone->findText(QStringLiteral("chest")) >= 0);  // offered from the rig's bones
        choose(bone, QStringLiteral("chest"));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const auto was = tracksOf(before, "wave"), now = tracksOf(motionBytes(window), "wave");
        QVERIFY(was.count("torso/rotate") == 1 && was.count("chest/rotate") == 0);
        QVERIFY(now.count("torso/rotate") == 0 && now.count("chest/rotate") == 1);
        // The legs hang from the hip, not from the trunk: their keys stay as they were.
        QVERIFY(now.at("leg_r/rotate") == was.at("leg_r/rotate"));
        const QString report = window.lastRun()->retargetLines.join(QLatin1Char('\n'));
        QVERIFY(report != reportBefore);
        QVERIFY(report.contains(QStringLiteral("chest")));
    }

    void anInvalidEditShowsItsCodeWhileTheLastGoodRunStays()
    {
        Opened o;
        QVERIFY(open(o));
        const std::string good = o.window.lastRun()->retarget->gate.motionBytes;
        const int head = rowOf(o.model, QStringLiteral("head"));
        o.editor->selectRow(head);
        widgets::MapChainForm* form = o.editor->chainForm();
        choose(form->boneBox(0), QStringLiteral("skull"));
        // As typed: the row and the form say it before any run has answered.
        const QStringList problems = o.model->index(head, mc::Problems).data(mc::ProblemsRole).toStringList();
        QVERIFY2(!problems.isEmpty() && problems.front().startsWith(QStringLiteral("MAP_BONE: ")),
                 qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(o.model->index(head, mc::Problems).data().toString().contains(QStringLiteral("MAP_BONE")));
        QVERIFY(form->problemsLabel()->text().contains(QStringLiteral("skull")));
        QVERIFY(!o.settles());
        // The run refused; the last good run is still what the views show, said to be stale.
        QVERIFY(o.window.liveRun()->isStale());
        QVERIFY(o.window.lastRun() && o.window.lastRun()->retarget->gate.motionBytes == good);
        QVERIFY(o.window.skeletonView()->hasRig());
        QVERIFY(o.window.skeletonView()->notice().contains(QStringLiteral("MAP_BONE")));
        // Undo: green again, not stale.
        o.window.undoStack()->undo();
        QVERIFY(o.settles());
        QVERIFY(!o.window.liveRun()->isStale());
        QVERIFY(o.window.skeletonView()->notice().isEmpty());
        QVERIFY(o.model->index(head, mc::Problems).data(mc::ProblemsRole).toStringList().isEmpty());
    }

    void undoAndRedoOfAMapEditGiveBackTheMotionBytes()
    {
        Opened o;
        QVERIFY(open(o));
        const std::string before = motionBytes(o.window);
        const int head = rowOf(o.model, QStringLiteral("head"));
        o.editor->selectRow(head);
        // The head aimed at the right eye instead of the nose: a valid change of the head's keys.
        choose(o.editor->chainForm()->jointBox(1), QStringLiteral("r_eye"));
        QVERIFY(o.settles());
        const std::string edited = motionBytes(o.window);
        QVERIFY(!edited.empty() && edited != before);
        QUndoStack* stack = o.window.undoStack();
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), before);
        stack->redo();
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), edited);
    }

    void aDragOfARangeHandleIsOneUndoStep()
    {
        Opened o;
        QVERIFY(open(o));
        const int arm = rowOf(o.model, QStringLiteral("arm_r"));
        o.editor->selectRow(arm);
        widgets::MapChainForm* form = o.editor->chainForm();
        QUndoStack* stack = o.window.undoStack();
        form->rangeCheck(1)->click();  // a range on r_forearm: one step, [-180, 180]
        QVERIFY2(stack->count() == 1, qPrintable(QString::number(stack->count()) + QLatin1Char(' ') + stack->text(0)));
        QVERIFY(o.model->index(arm, mc::Range).data(Qt::EditRole).toMap().contains(QStringLiteral("r_forearm")));
        widgets::RangeSlider* slider = form->rangeSlider(1);
        // Rows made while the form is shown appear once the event loop has run.
        QTRY_VERIFY(slider->isVisible() && slider->width() > 40);
        const QPoint from(int(slider->xOf(-180)), slider->height() / 2);
        QTest::mousePress(slider, Qt::LeftButton, {}, from);
        for (int step = 1; step <= 6; ++step)
            QTest::mouseMove(slider, from + QPoint(step * 6, 0));
        QTest::mouseRelease(slider, Qt::LeftButton, {}, from + QPoint(36, 0));
        QCOMPARE(stack->count(), 2);  // the whole drag is one step
        const QVariantList range =
            o.model->index(arm, mc::Range).data(Qt::EditRole).toMap().value(QStringLiteral("r_forearm")).toList();
        QCOMPARE(range.size(), 2);
        QCOMPARE(range[0].toDouble(), slider->valueAt(from.x() + 36));
        QVERIFY(range[0].toDouble() > -180);
        QCOMPARE(range[1].toDouble(), 180.0);
        // The JSON view follows, and a second drag is a step of its own.
        QVERIFY(o.editor->jsonView()->toPlainText().contains(QStringLiteral("\"r_forearm\": [")));
        QTest::mousePress(slider, Qt::LeftButton, {}, QPoint(int(slider->xOf(180)), slider->height() / 2));
        QTest::mouseMove(slider, QPoint(int(slider->xOf(90)), slider->height() / 2));
        QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(int(slider->xOf(90)), slider->height() / 2));
        QCOMPARE(stack->count(), 3);
        stack->undo();
        QCOMPARE(o.model->index(arm, mc::Range).data(Qt::EditRole).toMap().value(QStringLiteral("r_forearm")).toList(),
                 range);
        QVERIFY(o.settles());
    }

    void aClickOnABoneInTheViewportPicksIt()
    {
        Opened o;
        QVERIFY(open(o));
        widgets::SkeletonView* view = o.window.skeletonView();
        const int arm = rowOf(o.model, QStringLiteral("arm_r"));
        o.editor->selectRow(arm);
        QCOMPARE(view->highlightedBones(), (QStringList{QStringLiteral("r_upper_arm"), QStringLiteral("r_forearm")}));
        o.editor->chainForm()->setPickRow(1);
        QVERIFY(view->hasRig());
        const std::optional<QPointF> at = view->boneWidgetPoint(QStringLiteral("l_forearm"));
        QVERIFY(at && view->rect().contains(at->toPoint()));
        QCOMPARE(view->boneAt(*at), QStringLiteral("l_forearm"));
        QTest::mouseClick(view, Qt::LeftButton, {}, at->toPoint());
        QCOMPARE(o.model->index(arm, mc::Bones).data(Qt::EditRole).toStringList(),
                 (QStringList{QStringLiteral("r_upper_arm"), QStringLiteral("l_forearm")}));
        QCOMPARE(view->highlightedBones().value(1), QStringLiteral("l_forearm"));
        // l_forearm does not descend from r_upper_arm: the row says so by code.
        QVERIFY(o.model->index(arm, mc::Problems).data().toString().contains(QStringLiteral("MAP_")));
        QVERIFY(!o.settles());
        const std::optional<QPointF> back = view->boneWidgetPoint(QStringLiteral("r_forearm"));
        QVERIFY(back);
        QTest::mouseClick(view, Qt::LeftButton, {}, back->toPoint());
        QCOMPARE(o.model->index(arm, mc::Bones).data(Qt::EditRole).toStringList(),
                 (QStringList{QStringLiteral("r_upper_arm"), QStringLiteral("r_forearm")}));
        QVERIFY(o.model->index(arm, mc::Problems).data(mc::ProblemsRole).toStringList().isEmpty());
        QCOMPARE(o.window.undoStack()->count(), 2);
        // A press dragged into a pan picks nothing.
        const int steps = o.window.undoStack()->count();
        QTest::mousePress(view, Qt::LeftButton, {}, at->toPoint());
        QTest::mouseMove(view, at->toPoint() + QPoint(40, 0));
        QTest::mouseRelease(view, Qt::LeftButton, {}, at->toPoint() + QPoint(40, 0));
        QCOMPARE(o.window.undoStack()->count(), steps);
        QVERIFY(o.settles());
    }

    void rowsAreAddedDuplicatedMovedAndRemovedOneStepEach()
    {
        Opened o;
        QVERIFY(open(o));
        QUndoStack* stack = o.window.undoStack();
        const auto button = [&o](const QString& text) {
            for (QPushButton* b : o.editor->findChildren<QPushButton*>())
                if (b->text().remove(QLatin1Char('&')) == text)
                    return b;
            return static_cast<QPushButton*>(nullptr);
        };
        o.editor->selectRow(0);
        button(QStringLiteral("Duplicate"))->click();
        QCOMPARE(o.model->rowCount(), 8);
        QCOMPARE(o.model->index(1, mc::Name).data(Qt::EditRole).toString(), QStringLiteral("pelvis_copy"));
        QCOMPARE(o.editor->currentRow(), 1);
        button(QStringLiteral("Move Down"))->click();
        QCOMPARE(o.model->index(2, mc::Name).data(Qt::EditRole).toString(), QStringLiteral("pelvis_copy"));
        QCOMPARE(o.model->index(1, mc::Name).data(Qt::EditRole).toString(), QStringLiteral("trunk"));
        button(QStringLiteral("Move Up"))->click();
        QCOMPARE(o.model->index(1, mc::Name).data(Qt::EditRole).toString(), QStringLiteral("pelvis_copy"));
        button(QStringLiteral("Remove"))->click();
        QCOMPARE(o.model->rowCount(), 7);
        button(QStringLiteral("Add"))->click();
        QCOMPARE(o.model->rowCount(), 8);
        QCOMPARE(stack->count(), 5);
        // A new chain names nothing yet: its row says what is missing, by code.
        const int added = o.editor->currentRow();
        QVERIFY(o.model->index(added, mc::Problems).data().toString().contains(QStringLiteral("MAP_")));
        // Typing a name is one step however many keys it takes.
        QTest::keyClicks(o.editor->chainForm()->nameEdit(), QStringLiteral("tail"));
        QTest::keyClick(o.editor->chainForm()->nameEdit(), Qt::Key_Return);
        QCOMPARE(stack->count(), 6);
        QCOMPARE(o.model->index(added, mc::Name).data(Qt::EditRole).toString(), QStringLiteral("chain_8tail"));
        // The JSON view is the map as it would be saved.
        QCOMPARE(o.editor->jsonView()->toPlainText(), QString::fromStdString(o.window.document()->map()->text()));
        for (int k = 0; k < 6; ++k)
            stack->undo();
        QCOMPARE(o.model->rowCount(), 7);
        QVERIFY(!o.window.document()->isModified());
        QVERIFY(o.settles());
    }

    void aSavedMapIsReadBackByTheMapReader()
    {
        Opened o;
        QVERIFY(open(o));
        const int arm = rowOf(o.model, QStringLiteral("arm_l"));
        o.editor->selectRow(arm);
        o.editor->chainForm()->bendBox()->setCurrentIndex(
            o.editor->chainForm()->bendBox()->findData(QStringLiteral("cw")));
        emit o.editor->chainForm()->bendBox()->activated(o.editor->chainForm()->bendBox()->currentIndex());
        QVERIFY(o.window.document()->map()->edited);
        QVERIFY(o.window.saveProjectAs(o.dir.filePath(QStringLiteral("wave.rigpose.json"))));
        const QByteArray saved = test::readAll(o.dir.filePath(QStringLiteral("map.json")));
        QCOMPARE(saved.toStdString(), o.window.document()->map()->text());
        const json chain = json::parse(saved.toStdString())["chains"][arm];
        QVERIFY(chain["bend"] == "cw");
        auto rig = rig::readRigFile(o.dir.filePath(QStringLiteral("rig/rig.json")).toStdString());
        QVERIFY(rig.ok());
        auto map = map::readMapFile(o.dir.filePath(QStringLiteral("map.json")).toStdString(), rig.value);
        QVERIFY(map.ok());
        QCOMPARE(map.value.chains.size(), std::size_t(7));
        QVERIFY(map.value.chains[static_cast<std::size_t>(arm)].bend == map::Bend::Cw);
        QTRY_VERIFY_WITH_TIMEOUT(!o.window.isBusy(), 120000);  // the edit's run ends before the window goes
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestMapEditor test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_map_editor.moc"
