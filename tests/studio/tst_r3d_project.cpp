// The 3D project in the studio (issue 40), on CMU's walk and MPFB's default rig: it opens from a
// project file, the clip's frames drive the cursor, the 3D view draws the source where posing the
// BVH by itself puts it, a role mapped by hand (from the table, or by picking a joint) is one undo
// step that bakes again, undo and redo give back the bytes baked before, and every export writes
// the bytes rig-pose writes for the same project, from the menu's code path and headless.

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "bake_job.h"
#include "document.h"
#include "export_run.h"
#include "live_bake.h"
#include "main_window.h"
#include "r3d_panel.h"
#include "rigpose/r3d/bake.h"
#include "rigpose/r3d/profile.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/skeleton3d_view.h"
#include "rigpose/widgets/track_timeline.h"
#include "role_table_model.h"
#include "studio_process.h"
#include "testutils.h"

using namespace rigpose;
using studio::MainWindow;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

struct Opened3D {
    QTemporaryDir dir;
    MainWindow window;
    QSignalSpy baked{&window, &MainWindow::bakeFinished};

    QString path(const char* name) const { return dir.filePath(s(name)); }

    // A project of the walk onto MPFB's default rig, the files copied beside it.
    bool open(const QByteArray& extra = {})
    {
        QFile::copy(QString::fromStdString(test::dataPath("r3d/35_01.bvh")), path("35_01.bvh"));
        QFile::copy(QString::fromStdString(test::dataPath("r3d/mpfb-default.rig.json")), path("rig.default.json"));
        const QByteArray text = R"({"spec": "rigpose-project/1", "r3d": {"source": "35_01.bvh", )"
                                R"("target": "rig.default.json")" +
                                extra + "}}\n";
        if (!test::writeText(path("walk.rigpose.json"), text))
            return false;
        window.openProject(path("walk.rigpose.json"));
        return settles();
    }
    // The next bake's verdict.
    bool settles()
    {
        const qsizetype before = baked.size();
        while (baked.size() == before)
            if (!baked.wait(60000))
                return false;
        return baked.last().at(0).toBool();
    }
    const studio::BakeOutput& bake() const { return *window.liveBake()->last(); }
    studio::RoleTableModel* roles() const { return window.r3dPanel()->roles(); }
    QModelIndex cell(r3d::Role role, int column) const { return roles()->index(static_cast<int>(role), column); }
};

QByteArray bytesOf(const QString& path) { return test::readAll(path); }

std::string firstMessage(const RefusalList& refusals)
{
    return refusals.empty() ? std::string() : refusals.items().front().message;
}

}  // namespace

class TestR3dProject : public QObject {
    Q_OBJECT

private slots:
    void opensAndScrubs()
    {
        Opened3D o;
        QVERIFY(o.open());
        // 359 frames at 120 fps (tests/data/r3d/README.md), with no sequence open.
        QCOMPARE(o.window.frameCursor()->frameCount(), std::size_t(359));
        QCOMPARE(o.bake().plan.mapped.size(), std::size_t(20));
        QVERIFY(o.bake().check.passes());
        o.window.setCurrentFrame(200);
        QCOMPARE(o.window.frameCursor()->frame(), std::size_t(200));

        // The source drawn where the BVH, read and posed on its own, puts its joints.
        const r3d::Bvh walk = r3d::readBvhFile(test::dataPath("r3d/35_01.bvh")).value;
        const auto world = r3d::posedWorld(r3d::skeletonOf(walk), r3d::clipOf(walk), 200);
        const std::vector<widgets::Figure3D>& figures = o.window.r3dPanel()->view()->figures();
        QCOMPARE(figures.size(), std::size_t(2));
        QCOMPARE(figures[0].joints.size(), world.size());
        for (std::size_t b = 0; b < world.size(); ++b)
            QVERIFY((figures[0].joints[b] - world[b].translation()).norm() < 1e-9);
        // The baked target has the target's bones, and its hips carry the hips' role colour.
        QCOMPARE(figures[1].joints.size(), o.bake().bakedRig().bones.size());
        const int hips = o.bake().bakedRig().roles.boneOf(r3d::Role::Hips);
        QVERIFY(hips >= 0);
        QCOMPARE(figures[1].roles[static_cast<std::size_t>(hips)], int(r3d::Role::Hips));

        // The chart offers each carried role's turn; source and baked target lie on one another.
        o.window.trackTimeline()->selectTracks({s("turn:upperArm.L")});
        QCOMPARE(o.window.trackTimeline()->selectedTracks(), QStringList{s("turn:upperArm.L")});
        for (const studio::RoleTurnCurve& t : o.bake().turns) {
            QCOMPARE(t.source.size(), std::size_t(359));
            for (std::size_t f = 0; f < t.source.size(); f += 37)
                QVERIFY2(std::abs(t.source[f] - t.target[f]) < 0.5, r3d::roleName(t.role).data());
        }
    }

    void aRoleEditIsOneUndoStepAndBakesAgain()
    {
        Opened3D o;
        QVERIFY(o.open());
        const std::string before = o.bake().bytes();
        const int steps = o.window.undoStack()->count();
        // Table edit: lowerArm.L onto the forearm's second segment, a real mistake a user makes.
        QVERIFY(
            o.roles()->setData(o.cell(r3d::Role::LowerArmL, studio::RoleTableModel::TargetColumn), s("lowerarm02.L")));
        QVERIFY(o.settles());
        QCOMPARE(o.window.undoStack()->count(), steps + 1);
        QCOMPARE(o.cell(r3d::Role::LowerArmL, studio::RoleTableModel::TargetColumn).data().toString(),
                 s("lowerarm02.L"));
        QVERIFY(o.cell(r3d::Role::LowerArmL, studio::RoleTableModel::TargetColumn)
                    .data(studio::RoleTableModel::ByHandRole)
                    .toBool());
        const std::string edited = o.bake().bytes();
        QVERIFY(edited != before);
        QVERIFY(!o.bake().fromCache);

        o.window.undoStack()->undo();
        QVERIFY(o.settles());
        QVERIFY(o.bake().bytes() == before);
        QVERIFY(o.window.document()->project().r3d.targetRoles.roles.empty());
        o.window.undoStack()->redo();
        QVERIFY(o.settles());
        QVERIFY(o.bake().bytes() == edited);

        // The correction is an option: one step, a bake of its own (MPFB's default rig is
        // symmetric to the last digit written, so its bytes are the relative ones); back off, the
        // relative bake comes from the cache.
        o.window.undoStack()->undo();
        QVERIFY(o.settles());
        o.window.r3dPanel()->absoluteBox()->setChecked(true);
        QVERIFY(o.settles());
        QVERIFY(o.window.document()->project().r3d.absolute);
        QVERIFY(!o.bake().fromCache);
        QCOMPARE(o.window.undoStack()->undoText(), s("Absolute Correction"));
        o.window.undoStack()->undo();
        QVERIFY(o.settles());
        QVERIFY(o.bake().bytes() == before);
        QVERIFY(o.bake().fromCache);  // the relative bake was still held: nothing baked again
    }

    void pickingAJointMapsTheSelectedRole()
    {
        Opened3D o;
        QVERIFY(o.open());
        studio::R3dPanel* panel = o.window.r3dPanel();
        panel->selectRole(int(r3d::Role::Neck));
        int bone = -1;
        for (std::size_t b = 0; b < o.bake().bakedRig().bones.size(); ++b)
            if (o.bake().bakedRig().bones[b].name == "neck02")
                bone = static_cast<int>(b);
        QVERIFY(bone >= 0);
        // A real click where the view draws the joint (side by side: the target on the right).
        widgets::Skeleton3DView* view = panel->view();
        view->resize(640, 480);
        const auto at = view->jointWidgetPoint(1, bone);
        QVERIFY(at.has_value());
        QVERIFY(at->x() > view->width() / 2.0);
        QTest::mouseClick(view, Qt::LeftButton, {}, at->toPoint());
        QVERIFY(o.settles());
        const auto& roles = o.window.document()->project().r3d.targetRoles.roles;
        QCOMPARE(roles.size(), std::size_t(1));
        QCOMPARE(roles.front().first, r3d::Role::Neck);
        QCOMPARE(QString::fromStdString(*roles.front().second), s("neck02"));
        QCOMPARE(o.window.undoStack()->undoText(), s("Map neck to neck02"));
    }

    void exportsAreTheCliBytes_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("out");
        QTest::newRow("bvh") << s("bvh") << s("baked.bvh");
        QTest::newRow("glb") << s("glb") << s("baked.glb");
    }
    void exportsAreTheCliBytes()
    {
        QFETCH(QString, kind);
        QFETCH(QString, out);
        Opened3D o;
        QVERIFY(o.open(R"(, "absolute": true, "targetRoles": {"toes.L": null, "toes.R": null})"));
        // The roles by hand as the profile a CLI user passes.
        QVERIFY(o.window.saveRoleProfile(false, o.path("target.profile.json")).empty());
        const auto cli = test::runCli(
            {s("r3d"), s("bake"), s("--source"), s("35_01.bvh"), s("--target"), s("rig.default.json"),
             s("--target-profile"), s("target.profile.json"), s("--absolute"), s("--out"), s("cli-") + out},
            o.dir.path());
        QCOMPARE(cli.exitCode, 0);

        studio::ExportRequest request;
        request.kind = *studio::exportKindFromName(kind);
        request.out = o.path("studio-") + out;
        request.project = o.window.document()->project();
        request.projectFile = o.path("walk.rigpose.json");
        const studio::ExportOutcome outcome = studio::runExport(request);
        QVERIFY2(outcome.ok(), firstMessage(outcome.refusals).c_str());
        QCOMPARE(bytesOf(request.out), bytesOf(o.dir.filePath(s("cli-") + out)));
        // Printed as rig-pose prints it, but for the file's name.
        QByteArray printed = outcome.lines.join(QLatin1Char('\n')).toUtf8() + '\n';
        printed.replace(QByteArray(QByteArray("studio-") + out.toUtf8()),
                        QByteArray(QByteArray("cli-") + out.toUtf8()));
        QCOMPARE(printed, cli.out);

        // Headless, the studio binary itself; the project saved first.
        QVERIFY(o.window.saveProjectAs(o.path("walk.rigpose.json")));
        const auto run = test::runStudio({s("--export"), kind, s("headless-") + out, s("walk.rigpose.json")},
                                         test::withoutDisplay(), o.dir.path());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(bytesOf(o.dir.filePath(s("headless-") + out)), bytesOf(o.dir.filePath(s("cli-") + out)));
    }

    // The current frame as an MPFB pose: rig-pose r3d bake to a BVH, then mpfb capture of that
    // frame on the target rig, give the same bytes.
    void theMpfbPoseIsTheCliBytes()
    {
        Opened3D o;
        QVERIFY(o.open());
        o.window.setCurrentFrame(120);
        const auto bake = test::runCli({s("r3d"), s("bake"), s("--source"), s("35_01.bvh"), s("--target"),
                                        s("rig.default.json"), s("--out"), s("baked.bvh")},
                                       o.dir.path());
        QCOMPARE(bake.exitCode, 0);
        const auto cli = test::runCli({s("mpfb"), s("capture"), s("--rig"), s("rig.default.json"), s("--clip"),
                                       s("baked.bvh"), s("--frame"), s("120"), s("--out"), s("cli-pose.json")},
                                      o.dir.path());
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        studio::ExportRequest request;
        request.kind = studio::ExportKind::MpfbPose;
        request.out = o.path("studio-pose.json");
        request.project = o.window.document()->project();
        request.frame = o.window.currentFrame();
        const studio::ExportOutcome outcome = studio::runExport(request);
        QVERIFY2(outcome.ok(), firstMessage(outcome.refusals).c_str());
        const QByteArray written = bytesOf(request.out);
        QCOMPARE(written, bytesOf(o.path("cli-pose.json")));
        // MPFB's default rig: the pose carries the two measures its translations scale by.
        QVERIFY(written.contains("\"skeleton_type\": \"default\""));
        QVERIFY(outcome.lines.last().startsWith(s("wrote studio-pose.json")));

        QVERIFY(o.window.saveProjectAs(o.path("walk.rigpose.json")));
        const auto run = test::runStudio(
            {s("--export"), s("mpfb-pose"), s("headless-pose.json"), s("walk.rigpose.json"), s("--frame"), s("120")},
            test::withoutDisplay(), o.dir.path());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(bytesOf(o.path("headless-pose.json")), written);
    }

    void aFailingCheckWritesNothing()
    {
        Opened3D o;
        // The forearms swapped by hand: each upper arm's segment ends on the other arm.
        QVERIFY(o.open(R"(, "targetRoles": {"lowerArm.L": "lowerarm01.R", "lowerArm.R": "lowerarm01.L"})"));
        QVERIFY(!o.bake().check.passes());
        studio::ExportRequest request;
        request.kind = studio::ExportKind::Bvh;
        request.out = o.path("baked.bvh");
        request.project = o.window.document()->project();
        const studio::ExportOutcome outcome = studio::runExport(request);
        QVERIFY(!outcome.ok());
        QCOMPARE(QString::fromStdString(outcome.refusals.items().front().code), s("R3D_CHECK"));
        QVERIFY(!QFile::exists(request.out));
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestR3dProject test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_r3d_project.moc"
