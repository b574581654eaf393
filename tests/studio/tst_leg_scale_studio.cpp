// --leg-scale in the studio, on the wave example through its real widgets: Leg Scale typed into
// the run options re-runs live with every leg segment keyed in scalex, a word it does not take
// is put back, undo turns it off again with the motion's bytes as they were; File -> Export ->
// Figure Scale writes the camera file rig-pose retarget --camera writes, byte for byte, and is
// refused by name with Leg Scale off. The lanes are read off a hand-built reading.

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "document.h"
#include "export_fixture.h"
#include "leg_scale_lanes.h"
#include "live_run.h"
#include "opened_wave.h"
#include "testutils.h"

using namespace rigpose;

namespace {

std::string motionBytes(const studio::MainWindow& window)
{
    const studio::RunOutput* run = window.lastRun();
    return run && run->retarget && !window.liveRun()->isStale() ? run->retarget->gate.motionBytes : std::string();
}

bool typeLegScale(studio::MainWindow& window, const QString& text)
{
    auto* line = window.findChild<QLineEdit*>(QStringLiteral("retargetLegScale"));
    if (!line)
        return false;
    line->setText(text);
    emit line->editingFinished();
    return true;
}

const widgets::SpanLane* laneNamed(const std::vector<widgets::SpanLane>& lanes, const QString& name)
{
    for (const widgets::SpanLane& l : lanes)
        if (l.name == name)
            return &l;
    return nullptr;
}

}  // namespace

class TestLegScaleStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void legScaleIsAnUndoableRunOption()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        const std::string plain = motionBytes(o.window);
        QVERIFY(!plain.empty() && plain.find("\"scalex\"") == std::string::npos);
        QVERIFY(!laneNamed(o.window.lastRun()->lanes, QStringLiteral("LEG-SCALE")));

        QVERIFY(typeLegScale(o.window, QStringLiteral("0.8,1.05")));
        QCOMPARE(o.window.document()->project().retarget.legScale,
                 (std::optional<std::pair<double, double>>{{0.8, 1.05}}));
        QVERIFY(o.settles());
        const studio::RunOutput* run = o.window.lastRun();
        QVERIFY(run && run->retarget && run->retarget->feet && run->retarget->feet->legScale);
        QCOMPARE(run->retarget->feet->legScale->segments.size(), std::size_t(4));
        const std::string scaled = motionBytes(o.window);
        QVERIFY(scaled.find("\"scalex\"") != std::string::npos);
        QVERIFY(laneNamed(run->lanes, QStringLiteral("LEG-SCALE")) && laneNamed(run->lanes, QStringLiteral("SHEAR")));

        // Bounds it does not take (min above 1) are put back, and nothing runs.
        auto* line = o.window.findChild<QLineEdit*>(QStringLiteral("retargetLegScale"));
        QVERIFY(typeLegScale(o.window, QStringLiteral("1.2,1.05")));
        QCOMPARE(line->text(), QStringLiteral("0.8,1.05"));
        QCOMPARE(o.window.document()->project().retarget.legScale,
                 (std::optional<std::pair<double, double>>{{0.8, 1.05}}));

        // One undo: off again, and the motion is the one before.
        o.window.undoStack()->undo();
        QVERIFY(!o.window.document()->project().retarget.legScale);
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), plain);
        QVERIFY(line->text().isEmpty());
        o.window.undoStack()->redo();
        QVERIFY(o.settles());
        QCOMPARE(motionBytes(o.window), scaled);
    }

    void theFigureScaleExportsAsTheCliWritesIt()
    {
        test::Opened o;
        QVERIFY(o.open(false));
        const QString folder = o.folder("out");
        // Off: refused by name, nothing written.
        const QString off = o.exportFromMenu(test::ExportKind::Camera,
                                             QDir(folder).filePath(QStringLiteral("off.json")));
        QVERIFY2(off.contains(QStringLiteral("EXPORT_CAMERA_OFF")), qPrintable(off));
        QVERIFY(!QFile::exists(QDir(folder).filePath(QStringLiteral("off.json"))));

        QSignalSpy settled(&o.window, &studio::MainWindow::settled);
        QVERIFY(typeLegScale(o.window, QStringLiteral("0.8,1.05")));
        QVERIFY(settled.wait(120000));
        const QString said = o.exportFromMenu(test::ExportKind::Camera,
                                              QDir(folder).filePath(test::outName(test::ExportKind::Camera)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported")), qPrintable(said));
        QCOMPARE(o.suggested.section(QLatin1Char('/'), -1), QStringLiteral("wave.camera.json"));

        const QString cli = o.folder("cli");
        const test::CliRun r = test::runCli(
            {QStringLiteral("retarget"), QStringLiteral("--sequence"), QStringLiteral("../pose.json"),
             QStringLiteral("--rig"), QStringLiteral("../rig"), QStringLiteral("--map"), QStringLiteral("../map.json"),
             QStringLiteral("--animation"), QStringLiteral("wave"), QStringLiteral("--out"),
             QStringLiteral("wave.motion.json"), QStringLiteral("--leg-scale"), QStringLiteral("0.8,1.05"),
             QStringLiteral("--camera"), QStringLiteral("wave.camera.json")},
            cli);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray written = test::readAll(QDir(folder).filePath(QStringLiteral("wave.camera.json")));
        QVERIFY(!written.isEmpty());
        QCOMPARE(written, test::readAll(QDir(cli).filePath(QStringLiteral("wave.camera.json"))));
        QVERIFY(written.contains("\"spec\": \"rig-pose-camera/1\""));
    }

    // The lanes of a hand-built reading: one span per clamped run and per supporting leg held at
    // its bound, one per bone's run of sheared frames, each in the legs region.
    void theLanesNameEachRun()
    {
        legs::LegScale l;
        l.min = 0.8;
        l.max = 1.05;
        legs::LegScaleSegment thigh;
        thigh.bone = "r_thigh";
        thigh.clamped = {{{30, 34}, "min", 0.7, 0.75}, {{50, 51}, "max", 1.1, 1.2}};
        l.segments.push_back(thigh);
        l.support.push_back({0, {40, 42}, 0.6, 0.7, 3.5});
        legs::ShearRow shin;
        shin.bone = "r_shin";
        shin.shear = 5.27;
        shin.frame = 31;
        shin.fromParent = "r_thigh";
        shin.over = {{30, 34}};
        l.shear.push_back(shin);
        const std::vector<widgets::SpanLane> lanes = studio::legScaleLanes(l);
        const widgets::SpanLane* clamp = laneNamed(lanes, QStringLiteral("LEG-SCALE"));
        const widgets::SpanLane* shear = laneNamed(lanes, QStringLiteral("SHEAR"));
        QVERIFY(clamp && shear);
        QCOMPARE(clamp->spans.size(), std::size_t(3));
        QCOMPARE(clamp->spans[0].from, std::size_t(30));
        QVERIFY(clamp->spans[0].label.contains(QStringLiteral("0.700\u20130.750")));
        QCOMPARE(clamp->spans[1].from, std::size_t(40));
        QVERIFY(clamp->spans[1].label.contains(QStringLiteral("3.50 units")));
        QCOMPARE(clamp->spans[2].to, std::size_t(51));
        QCOMPARE(shear->spans.size(), std::size_t(1));
        QVERIFY(shear->spans[0].label.contains(QStringLiteral("5.27")));
        QVERIFY(shear->spans[0].label.contains(QStringLiteral("r_thigh")));
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestLegScaleStudio test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_leg_scale_studio.moc"
