// Camera keys in the studio: a new file from the Keys menu's entry, I on the camera lane adding a
// key that holds what the keys give there, s typed into the table, one undo step each; the file
// saved and read back by the core's reader; the run scanning the raw sequence by the keys before
// clean (every joint (p − t) / s, checked by hand between keys), the curves and the viewport's
// picture frame from the same keys; a malformed or missing file refused by name on its row; a
// cleaned sequence refused SCAN_AFTER_CLEAN; the export writing the scanned sequence beside the
// cleaned one, byte for byte what the core's scan then rig-pose clean and retarget write.

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QtCharts/QChart>

#include "document.h"
#include "export_fixture.h"
#include "export_run.h"
#include "key_table_model.h"
#include "main_window.h"
#include "opened_wave.h"
#include "pipeline_run.h"
#include "rigpose/camera/camera_keys.h"
#include "rigpose/camera/scan.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/widgets/key_lane.h"
#include "rigpose/widgets/key_table_editor.h"
#include "rigpose/widgets/refusal_model.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/track_list_model.h"
#include "rigpose/widgets/track_timeline.h"
#include "send_mouse.h"
#include "testutils.h"

using namespace rigpose;
using studio::KeyKind;

namespace {

constexpr std::size_t kWaveFrames = 72;

double valueOf(studio::KeyTableModel* model, int row, int column)
{
    return model->index(row, column).data(Qt::EditRole).toDouble();
}

sequence::Sequence rawWave(const QString& dir)
{
    auto read = sequence::readSequenceFile(QFile::encodeName(dir + QStringLiteral("/pose.raw.json")).toStdString());
    return read.ok() ? std::move(read.value) : sequence::Sequence{};
}

// The wave project copied, its keys.camera naming a file of `text` beside it; `cleaned` points
// the project at the cleaned sequence instead of the raw one.
QString waveWithCameraKeys(const QTemporaryDir& dir, const QByteArray& text, bool cleaned = false)
{
    const QString project = test::copyWaveExample(dir);
    if (!test::writeText(dir.filePath(QStringLiteral("wave.camera.json")), text))
        return {};
    QJsonObject p = QJsonDocument::fromJson(test::readAll(project)).object();
    QJsonObject k = p.value(QStringLiteral("keys")).toObject();
    k[QStringLiteral("camera")] = QStringLiteral("wave.camera.json");
    p[QStringLiteral("keys")] = k;
    if (cleaned)
        p[QStringLiteral("sequence")] = QStringLiteral("pose.json");
    return test::writeText(project, QJsonDocument(p).toJson()) ? project : QString();
}

// The codes the Problems panel lists, in its order.
QStringList problemCodes(const studio::MainWindow& w)
{
    QStringList codes;
    const auto* table = w.findChild<QTableView*>(QStringLiteral("problemsTable"));
    if (!table)
        return codes;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        codes << table->model()->index(row, widgets::RefusalModel::CodeColumn).data().toString();
    return codes;
}

const QXYSeries* seriesNamed(QChart* chart, const QString& name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->name() == name)
            return static_cast<const QXYSeries*>(s);
    return nullptr;
}

}  // namespace

class TestCameraKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theKindIsInTheTable()
    {
        const studio::KeyFormat& f = studio::keyFormat(KeyKind::Camera);
        QCOMPARE(QByteArray(f.spec), QByteArray(camera::kCameraKeysSpec.data()));
        QCOMPARE(QByteArray(f.code), QByteArray("CAMERA_FILE"));
        QVERIFY(!f.fractionalFrames);  // camera frames are whole
        QCOMPARE(f.columns.size(), std::size_t(4));
        QCOMPARE(QByteArray(f.columns[0].field), QByteArray("s"));
        QCOMPARE(QByteArray(f.columns[1].field), QByteArray("tx"));
        QCOMPARE(QByteArray(f.columns[2].field), QByteArray("ty"));
        // The key's interpolation, last: linear (no field), stepped or eased.
        QCOMPARE(QByteArray(f.columns[3].field), QByteArray("curve"));
        QVERIFY(f.interpolation() == &f.columns[3]);
        QVERIFY(f.columns[0].minimum > 0);
        QVERIFY(&studio::keyField(KeyKind::Camera) == &studio::fields::cameraKeys);
    }

    void keysAddedEditedRunDrawnAndUndone()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        studio::MainWindow& w = o.window;
        const QByteArray before = QByteArray::fromStdString(sequence::sequenceToText(*w.lastRun()->cleaned));
        QVERIFY(!w.lastRun()->scanned);
        const QString path = o.dir.filePath(QStringLiteral("pose.camera.json"));
        QCOMPARE(w.defaultKeyFilePath(KeyKind::Camera), path);

        // New: one key at the current frame, the picture as frame 0's.
        w.setCurrentFrame(0);
        w.newKeyFileAt(KeyKind::Camera, path);
        QVERIFY(o.settles());
        studio::KeyTableModel* model = w.keysModel(KeyKind::Camera);
        widgets::KeyLane* lane = w.keyLane(KeyKind::Camera);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->keyFrame(0), 0.0);
        QCOMPARE(valueOf(model, 0, 1), 1.0);
        QCOMPARE(valueOf(model, 0, 2), 0.0);
        QCOMPARE(valueOf(model, 0, 3), 0.0);
        QVERIFY(lane->isVisible());
        QVERIFY(!w.keyLane(KeyKind::Pelvis)->isVisible());
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("keyTabs"));
        QVERIFY(tabs->currentWidget()->isAncestorOf(w.keyEditor(KeyKind::Camera)));  // the curve above the table
        QVERIFY(w.lastRun()->scanned);

        // I on the lane at frame 30: a key holding what the keys give there (s 1, t 0), one step.
        w.setCurrentFrame(30);
        lane->setFocus();
        const int steps = w.undoStack()->count();
        QTest::keyClick(lane, Qt::Key_I);
        QCOMPARE(w.undoStack()->count(), steps + 1);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->keyFrame(1), 30.0);
        QCOMPARE(valueOf(model, 1, 1), 1.0);
        QCOMPARE(lane->selectedKey(), 1);

        // s typed into the table's spin box: 1.2, one step; then tx 12 and ty -6, a step each.
        QTableView* table = w.keyEditor(KeyKind::Camera)->table();
        table->setCurrentIndex(model->index(1, 1));
        table->edit(model->index(1, 1));
        auto* spin = table->findChild<QDoubleSpinBox*>();
        QVERIFY(spin);
        QVERIFY(spin->minimum() > 0);
        spin->setValue(1.2);
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(valueOf(model, 1, 1), 1.2);
        QCOMPARE(w.undoStack()->count(), steps + 2);
        QVERIFY(model->setData(model->index(1, 2), 12.0));
        QVERIFY(model->setData(model->index(1, 3), -6.0));
        QCOMPARE(w.undoStack()->count(), steps + 4);
        // A frame is whole: a fraction typed is put on the nearest frame.
        QVERIFY(model->setData(model->index(1, 0), 30.4));
        QCOMPARE(model->keyFrame(1), 30.0);
        QVERIFY(o.settles());

        // Saved, and read back by the core's reader as rig-pose scan would read it.
        QVERIFY(w.saveKeyFile(KeyKind::Camera, QString()));
        const auto saved = camera::readCameraKeysFile(QFile::encodeName(path).toStdString(), kWaveFrames);
        QVERIFY(saved.ok());
        QCOMPARE(saved.value.keys.size(), std::size_t(2));
        QVERIFY((saved.value.keys[0] == camera::CameraKey{0, 1, 0, 0}));
        QVERIFY((saved.value.keys[1] == camera::CameraKey{30, 1.2, 12, -6}));

        // The run scanned the raw sequence first. By hand, frame 15 is halfway between the keys:
        // s 1.1, t (6, -3); frame 50 holds the last key: s 1.2, t (12, -6).
        const studio::RunOutput* run = w.lastRun();
        QVERIFY(run && run->ok() && run->scanned);
        const sequence::Sequence raw = rawWave(o.dir.path());
        QCOMPARE(raw.frames.size(), kWaveFrames);
        const auto expect = [&](std::size_t frame, double s, double tx, double ty) {
            const sequence::Person& before = raw.frames[frame].people.front();
            const sequence::Person& after = run->scanned->frames[frame].people.front();
            int placed = 0;
            for (std::size_t j = 0; j < before.joints.size(); ++j) {
                if (!before.joints[j].at)
                    continue;
                const Eigen::Vector2d want((before.joints[j].at->x() - tx) / s, (before.joints[j].at->y() - ty) / s);
                // Through the writer, as clean reads scan's file: each coordinate to a thousandth.
                if (std::abs(after.joints[j].at->x() - want.x()) > 5e-4 + 1e-9 ||
                    std::abs(after.joints[j].at->y() - want.y()) > 5e-4 + 1e-9)
                    return false;
                ++placed;
            }
            return placed > 0;
        };
        QVERIFY(expect(15, 1.1, 6, -3));
        QVERIFY(expect(50, 1.2, 12, -6));
        QVERIFY(expect(0, 1, 0, 0));
        // Clean read the scanned sequence: the cleaned one carries its camera and where it came from.
        QVERIFY(run->cleaned->camera);
        QCOMPARE((*run->cleaned->camera)[15].s, 1.1);
        QCOMPARE((*run->cleaned->camera)[15].tx, 6.0);
        QCOMPARE(run->cleaned->cameraSource.value_or(std::string()), std::string("hand-labelled, 2 keys"));
        // The report pane's CAMERA line, as the retarget prints it.
        QVERIFY2(run->retargetLines.filter(QStringLiteral("CAMERA")).size() >= 1,
                 qPrintable(run->retargetLines.join(QLatin1Char('\n'))));

        // The curves: one point a frame, each what cameraOfKeys gives; the keys as marks.
        widgets::TrackTimeline* timeline = w.trackTimeline();
        timeline->selectTracks({QStringLiteral("cameraS"), QStringLiteral("cameraTx"), QStringLiteral("cameraTy")});
        QCOMPARE(timeline->selectedTracks().size(), 3);
        const auto camera = camera::cameraOfKeys(saved.value, kWaveFrames);
        const QXYSeries* sCurve = seriesNamed(timeline->chart(), QStringLiteral("camera s"));
        const QXYSeries* txCurve = seriesNamed(timeline->chart(), QStringLiteral("camera tx (px)"));
        QVERIFY(sCurve && txCurve);
        QCOMPARE(sCurve->points().size(), qsizetype(kWaveFrames));
        for (std::size_t f = 0; f < kWaveFrames; ++f) {
            QCOMPARE(sCurve->points()[static_cast<qsizetype>(f)].x(), raw.frames[f].t);
            QCOMPARE(sCurve->points()[static_cast<qsizetype>(f)].y(), camera[f].s);
            QCOMPARE(txCurve->points()[static_cast<qsizetype>(f)].y(), camera[f].tx);
        }
        const QXYSeries* sKeys = seriesNamed(timeline->chart(), QStringLiteral("camera s keys"));
        QVERIFY(sKeys);
        QCOMPARE(sKeys->points(), (QList<QPointF>{{raw.frames[0].t, 1.0}, {raw.frames[30].t, 1.2}}));

        // The viewport: frame 15's picture corners c at (c − t) / s.
        w.setCurrentFrame(15);
        const auto edges = w.skeletonView()->cameraFrame();
        QVERIFY(edges && edges->size() == 4);
        const double W = raw.width, H = raw.height;
        QCOMPARE((*edges)[0], QPointF(-6 / 1.1, 3 / 1.1));
        QCOMPARE((*edges)[2], QPointF((W - 6) / 1.1, (H + 3) / 1.1));
        // The raw pose shown is the scanned one, in the same pixels: the same frame about it.
        w.skeletonView()->setPoseShown(widgets::SkeletonView::PoseShown::Raw);
        QVERIFY(w.skeletonView()->cameraFrame() && *w.skeletonView()->cameraFrame() == *edges);
        w.skeletonView()->setPoseShown(widgets::SkeletonView::PoseShown::Cleaned);
        // View → Camera Frame off: not drawn, and kept in the settings.
        auto* toggle = w.findChild<QAction*>(QStringLiteral("actionShowCameraFrame"));
        QVERIFY(toggle && toggle->isChecked());
        toggle->trigger();
        QVERIFY(!w.skeletonView()->cameraFrame());
        QCOMPARE(QSettings().value(QStringLiteral("view/showCameraFrame")).toBool(), false);
        toggle->trigger();
        QVERIFY(w.skeletonView()->cameraFrame());

        // Ctrl+Left and Ctrl+Right on the lane step between the keys, the frame with them.
        lane->setFocus();
        QTest::keyClick(lane, Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(lane->selectedKey(), 0);
        QCOMPARE(w.currentFrame(), std::size_t(0));
        QTest::keyClick(lane, Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(lane->selectedKey(), 1);
        QCOMPARE(w.currentFrame(), std::size_t(30));

        // A drag moves the key by whole frames, Shift or not (no tenths for a camera), one step.
        {
            const QPointF from = lane->keyPoint(1);
            const double frame = (from.x() - lane->keyPoint(0).x()) / 30;  // pixels a frame
            const QPointF to(from.x() + 4.4 * frame, from.y());
            const int before = w.undoStack()->index();
            test::sendMouse(lane, QEvent::MouseButtonPress, from, Qt::LeftButton);
            for (int i = 1; i <= 4; ++i)
                test::sendMouse(lane, QEvent::MouseMove, QPointF(from.x() + i * 1.1 * frame, from.y()), Qt::LeftButton,
                                Qt::ShiftModifier);
            test::sendMouse(lane, QEvent::MouseButtonRelease, to, Qt::NoButton, Qt::ShiftModifier);
            QCOMPARE(w.undoStack()->index(), before + 1);
            QCOMPARE(model->keyFrame(1), 34.0);
            w.undoStack()->undo();
            QCOMPARE(model->keyFrame(1), 30.0);
        }

        // Undo: ty, tx, then s back to 1: the scan at frame 15 is the raw sequence again.
        w.undoStack()->undo();
        w.undoStack()->undo();
        w.undoStack()->undo();
        QCOMPARE(valueOf(model, 1, 1), 1.0);
        QVERIFY(o.settles());
        QVERIFY(expect(15, 1, 0, 0));
        // Delete on the lane takes the selected key out, one step.
        const int at = w.undoStack()->index();
        QTest::keyClick(lane, Qt::Key_Delete);
        QCOMPARE(w.undoStack()->index(), at + 1);
        QCOMPARE(model->rowCount(), 1);

        // Closed: no scan, and the run is the example's own again, byte for byte.
        w.closeKeyFile(KeyKind::Camera);
        QVERIFY(o.settles());
        QVERIFY(!w.lastRun()->scanned);
        QVERIFY(!lane->isVisibleTo(&w));
        QVERIFY(!w.skeletonView()->cameraFrame());
        QVERIFY(!timeline->trackModel()->hasCamera());
        QCOMPARE(QByteArray::fromStdString(sequence::sequenceToText(*w.lastRun()->cleaned)), before);
    }

    void aMalformedFileIsRefusedByName()
    {
        QTemporaryDir dir;
        const QString project = waveWithCameraKeys(
            dir,
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0}, {"frame": 20, "s": 0, "tx": 0, "ty": 0}]})");
        QVERIFY(!project.isEmpty());
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(project);
        QVERIFY(settled.wait(120000));
        QVERIFY(!settled.last().at(0).toBool());  // the run refuses as rig-pose scan would
        studio::KeyTableModel* model = w.keysModel(KeyKind::Camera);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->keyProblems(0), QStringList());
        QCOMPARE(model->keyProblems(1).size(), 1);
        QVERIFY2(model->keyProblems(1).front().startsWith(QStringLiteral("CAMERA_FILE: wave.camera.json: key 1")),
                 qPrintable(model->keyProblems(1).front()));
        QVERIFY2(problemCodes(w).contains(QStringLiteral("CAMERA_FILE")),
                 qPrintable(problemCodes(w).join(QLatin1Char(','))));

        // Mended in the table: the run goes green; broken again, the last good run stays, stale.
        QVERIFY(model->setData(model->index(1, 1), 2.0));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(w.lastRun()->scanned);
        QVERIFY(w.document()->keyFile(KeyKind::Camera)->edited);
        QVERIFY(model->setData(model->index(1, 0), 10.0));
        QVERIFY(model->setData(model->index(0, 0), 15.0));  // not before the key after it
        QVERIFY(settled.wait(120000));
        QVERIFY(!settled.last().at(0).toBool());
        QVERIFY(!model->keyProblems(1).isEmpty());
        QVERIFY2(w.skeletonView()->notice().contains(QStringLiteral("CAMERA_FILE")),
                 qPrintable(w.skeletonView()->notice()));

        // A file the project names that is not there: refused by name above the table.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("wave.camera.json"))));
        studio::MainWindow again;
        QSignalSpy settledAgain(&again, &studio::MainWindow::settled);
        again.openProject(project);
        QVERIFY(settledAgain.wait(120000));
        QVERIFY(!settledAgain.last().at(0).toBool());
        QVERIFY(again.keysModel(KeyKind::Camera)
                    ->fileProblems()
                    .front()
                    .startsWith(QStringLiteral("CAMERA_FILE: wave.camera.json: cannot be read")));
    }

    void aCleanedSequenceIsRefusedScanAfterClean()
    {
        QTemporaryDir dir;
        const QString project = waveWithCameraKeys(
            dir, R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0}]})", true);
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(project);
        QVERIFY(settled.wait(120000));
        QVERIFY(!settled.last().at(0).toBool());
        QVERIFY2(problemCodes(w).contains(QStringLiteral("SCAN_AFTER_CLEAN")),
                 qPrintable(problemCodes(w).join(QLatin1Char(','))));
    }

    // The export runs what rig-pose scan --camera-file, then clean, then retarget write: the
    // scanned file beside the cleaned one, the core's scan byte for byte, and the cleaned
    // sequence and report what rig-pose clean and retarget write from that scanned file.
    void aProjectWithCameraKeysExportsTheScanThenCleanThenRetarget()
    {
        test::Opened o;
        QVERIFY(o.open(true));
        const QString keys = o.dir.filePath(QStringLiteral("wave.camera.json"));
        QVERIFY(test::writeText(
            keys,
            "{\"spec\": \"rig-pose-camera/1\", \"keys\": [{\"frame\": 0, \"s\": 1, \"tx\": 0, \"ty\": 0}, "
            "{\"frame\": 40, \"s\": 1.25, \"tx\": -20, \"ty\": 8}]}\n"));
        QSignalSpy settled(&o.window, &studio::MainWindow::settled);
        o.window.openKeyFile(KeyKind::Camera, keys);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const QString folder = o.folder("camera");
        const QString said = o.exportFromMenu(test::ExportKind::Report,
                                              QDir(folder).filePath(test::outName(test::ExportKind::Report)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported ")), qPrintable(said));
        const test::Files exported = test::filesUnder(folder);
        QVERIFY(exported.count(QStringLiteral("pose.scanned.json")));
        QVERIFY(exported.count(QStringLiteral("pose.cleaned.json")));

        // The scan by the core's own calls, written by its writer.
        const auto read = camera::readCameraKeysFile(QFile::encodeName(keys).toStdString(), kWaveFrames);
        QVERIFY(read.ok());
        const auto scan = camera::scanSequence(rawWave(o.dir.path()), camera::cameraOfKeys(read.value, kWaveFrames),
                                               camera::keysSource(read.value));
        QVERIFY(scan.ok());
        const QByteArray scanned = QByteArray::fromStdString(sequence::sequenceToText(scan.value));
        QCOMPARE(exported.at(QStringLiteral("pose.scanned.json")), scanned);

        // Then clean and retarget as a user in the folder types them, on that scanned file.
        QVERIFY(test::emptied(folder));
        QVERIFY(test::writeText(QDir(folder).filePath(QStringLiteral("pose.scanned.json")), scanned));
        const test::Cli chain = test::runRigPose(test::ExportKind::Report, true, folder,
                                                 QStringLiteral("pose.scanned.json"));
        QVERIFY2(chain.exitCode == 0, chain.err.constData());
        const test::Files written = test::filesUnder(folder);
        for (const auto& [name, bytes] : exported) {
            QVERIFY2(written.count(name), qPrintable(name));
            QVERIFY2(bytes == written.at(name), qPrintable(name + QStringLiteral(" differs from the chain's")));
        }
        // The cleaned sequence carries the keys' camera, and says where it came from.
        QVERIFY(
            exported.at(QStringLiteral("pose.cleaned.json")).contains("\"cameraSource\":\"hand-labelled, 2 keys\""));

        // What the export prints about the scanned file is what rig-pose scan prints about it.
        QVERIFY(test::emptied(folder));
        studio::ExportRequest request;
        request.kind = test::ExportKind::Report;
        request.out = QDir(folder).filePath(test::outName(test::ExportKind::Report));
        request.project = o.window.document()->project();
        const studio::ExportOutcome outcome = studio::runExport(request);
        QVERIFY(outcome.ok());
        QVERIFY(test::emptied(folder));
        QVERIFY(test::writeText(QDir(folder).filePath(QStringLiteral("pose.raw.json")),
                                test::readAll(o.dir.filePath(QStringLiteral("pose.raw.json")))));
        const auto scanRun = test::runCli(
            {QStringLiteral("scan"), QStringLiteral("--pose"), QStringLiteral("pose.raw.json"),
             QStringLiteral("--camera-file"), keys, QStringLiteral("--out"), QStringLiteral("pose.scanned.json")},
            folder);
        QVERIFY2(scanRun.exitCode == 0, scanRun.err.constData());
        const QString wroteScan =
            QString::fromUtf8(scanRun.out).split(QLatin1Char('\n')).filter(QStringLiteral("wrote ")).value(0);
        QVERIFY2(wroteScan.startsWith(QStringLiteral("wrote pose.scanned.json (rig-pose-sequence/1")),
                 qPrintable(wroteScan));
        QVERIFY2(outcome.lines.contains(wroteScan), qPrintable(outcome.lines.join(QLatin1Char('\n'))));

        // Unsaved camera key edits: refused, nothing written.
        QVERIFY(test::emptied(folder));
        o.window.addKeyAt(KeyKind::Camera, 60);
        const QString refused = o.exportFromMenu(test::ExportKind::Motion,
                                                 QDir(folder).filePath(test::outName(test::ExportKind::Motion)));
        QVERIFY2(refused.contains(QStringLiteral("EXPORT_KEYS_EDITED: wave.camera.json")), qPrintable(refused));
        QVERIFY(test::filesUnder(folder).empty());
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestCameraKeys test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_camera_keys.moc"
