// Auto-map in the studio: File → New Map on the wave's rig proposes the bundled map's chains and
// translate, accepted row by row (one undo step), and retargets to the bundled map's motion;
// a row left unticked is left out; Auto-Map on an open map replaces the chains it proposes; on
// rig-c's gallery rigs the front and back limbs go on the side the dialog's choice names.

#include <QComboBox>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <set>

#include <nlohmann/json.hpp>

#include "document.h"
#include "live_run.h"
#include "main_window.h"
#include "map_editor_dock.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"
#include "rigpose/widgets/automap_dialog.h"
#include "rigpose/widgets/map_editor.h"
#include "testutils.h"
#include "opened_wave.h"

using namespace rigpose;
using studio::MainWindow;
using json = nlohmann::ordered_json;

namespace {

using Chains = std::set<std::pair<std::vector<std::string>, std::vector<std::string>>>;

// Each chain's (bones, joints), the part of a map auto-map must get right.
Chains chainsOf(const json& map)
{
    Chains out;
    for (const json& c : map["chains"])
        out.insert({c["bones"].get<std::vector<std::string>>(), c["joints"].get<std::vector<std::string>>()});
    return out;
}

json bundledMap()
{
    return json::parse(
        test::readAll(QString::fromStdString(test::sourcePath("resources/examples/wave/map.json"))).toStdString());
}

widgets::AutoMapDialog* openDialog(MainWindow& window)
{
    return window.findChild<widgets::AutoMapDialog*>(QStringLiteral("autoMapDialog"));
}

int rowNamed(widgets::AutoMapDialog* dialog, const QString& chain)
{
    for (int r = 0; r < dialog->table()->rowCount(); ++r)
        if (dialog->table()->item(r, 1)->text() == chain)
            return r;
    return -1;
}

std::string motionBytes(const MainWindow& window)
{
    const studio::RunOutput* run = window.lastRun();
    return run && run->retarget && !window.liveRun()->isStale() ? run->retarget->gate.motionBytes : std::string();
}

}  // namespace

class TestAutoMap : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aNewMapOnTheWaveRigIsTheBundledMap()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        auto& window = o.window;
        auto& dir = o.dir;
        const std::string bundledMotion = motionBytes(window);
        window.document()->set(studio::fields::map, QString(), QStringLiteral("No Map"));
        QVERIFY(o.settles());
        QVERIFY(!window.document()->map());

        const QString path = dir.filePath(QStringLiteral("proposed.map.json"));
        const int steps = window.undoStack()->count();
        window.newMapAt(path);
        widgets::AutoMapDialog* dialog = openDialog(window);
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(dialog->proposal().ok());
        QCOMPARE(dialog->table()->rowCount(), 7);
        QVERIFY(dialog->translateAccepted());
        // Every row says how it was found.
        for (int r = 0; r < 7; ++r)
            QVERIFY(!dialog->table()->item(r, 6)->text().isEmpty());
        dialog->accept();

        QCOMPARE(window.document()->project().map, path);
        QCOMPARE(window.undoStack()->count(), steps + 1);
        const json made = *window.document()->mapJson();
        const json bundled = bundledMap();
        QVERIFY(chainsOf(made) == chainsOf(bundled));
        QVERIFY(made["translate"]["bone"] == bundled["translate"]["bone"]);
        QVERIFY(made["translate"]["joint"] == bundled["translate"]["joint"]);
        QVERIFY(made["translate"]["scale"] == bundled["translate"]["scale"]);
        // Not on disk until saved; retargeted at once, to the bundled map's very motion.
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(window), bundledMotion);

        QVERIFY(window.saveProjectAs(dir.filePath(QStringLiteral("wave.rigpose.json"))));
        QVERIFY(QFileInfo::exists(path));
        auto rig = rig::readRigFile(dir.filePath(QStringLiteral("rig/rig.json")).toStdString());
        QVERIFY(rig.ok());
        QVERIFY(map::readMapFile(path.toStdString(), rig.value).ok());

        // One undo takes the whole new map away again.
        window.undoStack()->undo();
        QVERIFY(window.document()->project().map.isEmpty());
        QVERIFY(!window.document()->map());
        QVERIFY(o.settled.wait(120000));
    }

    void aRowLeftUntickedIsLeftOut()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        auto& window = o.window;
        auto& dir = o.dir;
        window.document()->set(studio::fields::map, QString(), QStringLiteral("No Map"));
        QVERIFY(o.settles());
        window.newMapAt(dir.filePath(QStringLiteral("partial.map.json")));
        widgets::AutoMapDialog* dialog = openDialog(window);
        QVERIFY(dialog);
        const int leg = rowNamed(dialog, QStringLiteral("leg_l"));
        QVERIFY(leg >= 0);
        dialog->table()->item(leg, 0)->setCheckState(Qt::Unchecked);
        dialog->accept();
        const json made = *window.document()->mapJson();
        QCOMPARE(made["chains"].size(), std::size_t(6));
        for (const json& c : made["chains"])
            QVERIFY(c["joints"].front() != "l_hip");
        QVERIFY(o.settles());
    }

    void autoMapOnAnOpenMapReplacesTheChainsItProposes()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        auto& window = o.window;
        const std::string good = motionBytes(window);
        // A broken head chain, and a chain of our own auto-map will not propose.
        window.document()->setMapValue(studio::MapPath::of("/chains/2/bones"), json::array({"skull"}),
                                       QStringLiteral("Bones"));
        window.document()->setMapValue(studio::MapPath::of("/chains/0/name"), "hips", QStringLiteral("Name"));
        QVERIFY(!o.settles());
        const int steps = window.undoStack()->count();
        window.mapDock()->editor()->autoMapButton()->click();
        widgets::AutoMapDialog* dialog = openDialog(window);
        QVERIFY(dialog);
        dialog->accept();
        QCOMPARE(window.undoStack()->count(), steps + 1);
        const json map = *window.document()->mapJson();
        // head replaced in place; "hips" kept, so the proposed pelvis (the same bone) is refused.
        QVERIFY(map["chains"][2]["bones"] == json::array({"head"}));
        QVERIFY(map["chains"][0]["name"] == "hips");
        QCOMPARE(map["chains"].size(), std::size_t(8));
        QVERIFY(!o.settles());
        window.undoStack()->undo();
        window.undoStack()->undo();
        window.undoStack()->undo();
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(window), good);
    }

    void galleryRigsTakeTheirFrontLimbsOnTheChosenSide_data()
    {
        QTest::addColumn<QString>("rig");
        QTest::addColumn<QStringList>("frontArm");
        QTest::addColumn<QStringList>("frontLeg");
        QTest::newRow("walk") << QStringLiteral("walk")
                              << QStringList{QStringLiteral("arm_f"), QStringLiteral("hand_f")}
                              << QStringList{QStringLiteral("thigh_f"), QStringLiteral("shin_f")};
        QTest::newRow("squash") << QStringLiteral("squash")
                                << QStringList{QStringLiteral("arm_f"), QStringLiteral("hand_f")} << QStringList{};
    }

    void galleryRigsTakeTheirFrontLimbsOnTheChosenSide()
    {
        QFETCH(QString, rig);
        QFETCH(QStringList, frontArm);
        QFETCH(QStringList, frontLeg);
        test::OpenedWave o;
        QVERIFY(o.open());
        auto& window = o.window;
        auto& dir = o.dir;
        window.document()->set(studio::fields::map, QString(), QStringLiteral("No Map"));
        window.document()->set(studio::fields::rig,
                               QString(QString::fromStdString(test::dataPath("rigc/gallery/")) + rig),
                               QStringLiteral("Set Rig"));
        QVERIFY(window.mapDock()->rig());
        window.newMapAt(dir.filePath(QStringLiteral("gallery.map.json")));
        widgets::AutoMapDialog* dialog = openDialog(window);
        QVERIFY(dialog && dialog->proposal().ok());
        const auto rowWithBones = [dialog](const QStringList& bones) {
            for (int r = 0; r < dialog->table()->rowCount(); ++r)
                if (dialog->table()->item(r, 2)->text() == bones.join(QStringLiteral(", ")))
                    return r;
            return -1;
        };
        const auto jointsOf = [dialog](int row) { return dialog->table()->item(row, 3)->text(); };
        const int arm = rowWithBones(frontArm);
        QVERIFY(arm >= 0);
        QCOMPARE(jointsOf(arm), QStringLiteral("r_shoulder → r_elbow → r_wrist"));
        if (!frontLeg.isEmpty())
            QCOMPARE(jointsOf(rowWithBones(frontLeg)), QStringLiteral("r_hip → r_knee → r_ankle"));
        // The front limbs on the subject's left instead: asked again, sides swapped.
        auto* front = dialog->findChild<QComboBox*>();
        front->setCurrentIndex(1);
        emit front->activated(1);
        QCOMPARE(jointsOf(rowWithBones(frontArm)), QStringLiteral("l_shoulder → l_elbow → l_wrist"));
        if (!frontLeg.isEmpty())
            QCOMPARE(jointsOf(rowWithBones(frontLeg)), QStringLiteral("l_hip → l_knee → l_ankle"));
        dialog->accept();
        // What was accepted reads back green against the gallery rig.
        auto read = rig::resolveRigPaths(test::dataPath("rigc/gallery/") + rig.toStdString());
        QVERIFY(read.ok());
        auto gallery = rig::readRigFile(read.value.rig);
        QVERIFY(gallery.ok());
        QVERIFY(map::readMapText(window.document()->map()->text(), "gallery.map.json", gallery.value).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 120000);
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestAutoMap test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_automap.moc"
