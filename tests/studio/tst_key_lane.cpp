// The key lane and its first user, the pelvis keys: a key added from the keyboard at a frame is
// in the saved file and in the run (the same lines and motion bytes as rig-pose pelvis, clean and
// retarget on that file), a drag is one undo step, problems show on their key's row with the
// reader's code, and the project's keys.pelvis is read and saved with the project.

#include <QAbstractItemView>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QChart>

#include <cmath>

#include "document.h"
#include "key_table_model.h"
#include "live_run.h"
#include "main_window.h"
#include "opened_wave.h"
#include "pelvis_keys_project.h"
#include "printed_lines.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/widgets/key_columns.h"
#include "rigpose/widgets/key_lane.h"
#include "rigpose/widgets/key_table_editor.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/track_list_model.h"
#include "rigpose/widgets/track_timeline.h"
#include "send_mouse.h"
#include "testutils.h"

using namespace rigpose;
using rigpose::test::sendMouse;
using studio::KeyKind;

namespace {

QString waveWithKeys(const QTemporaryDir& dir, const std::vector<std::pair<double, double>>& keys)
{
    std::vector<test::PelvisKeyText> text;
    for (const auto& [frame, deg] : keys)
        text.push_back({frame, deg});
    return test::waveWithPelvisKeys(dir, text);
}

std::vector<pelvis::PelvisKey> keysOnDisk(const QString& path, std::size_t frames)
{
    const auto read = pelvis::readPelvisKeysFile(QFile::encodeName(path).toStdString(), frames);
    return read.ok() ? read.value.keys : std::vector<pelvis::PelvisKey>{};
}

}  // namespace

class TestKeyLane : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void framesAndTimesMapBothWays()
    {
        const std::vector<double> times{0.0, 0.5, 1.0, 2.0};  // uneven on purpose
        QCOMPARE(widgets::timeOfFrame(times, 2.5), 1.5);      // half way from 1.0 to 2.0
        QCOMPARE(widgets::timeOfFrame(times, 0.25), 0.125);
        QCOMPARE(widgets::timeOfFrame(times, 7), 2.0);  // held to the clip
        QCOMPARE(widgets::frameAtTime(times, 1.5), 2.5);
        QCOMPARE(widgets::frameAtTime(times, 0.125), 0.25);
        QCOMPARE(widgets::frameAtTime(times, -1), 0.0);
        QCOMPARE(widgets::frameAtTime(times, 9), 3.0);
    }

    void aKeyAddedWithTheKeyboardIsSavedAndRun()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        studio::MainWindow& w = o.window;
        const QString keysPath = o.dir.filePath(QStringLiteral("pose.pelvis.keys.json"));
        w.newKeyFileAt(KeyKind::Pelvis, keysPath);
        QVERIFY(o.settles());
        studio::KeyTableModel* model = w.pelvisKeysModel();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->keyFrame(0), 0.0);
        QVERIFY(w.keyLane()->isVisible());
        // The first key holds the hip line the detector saw: the wave stands square, within 2°.
        QVERIFY(std::abs(model->index(0, 1).data(Qt::EditRole).toDouble()) < 2);

        // Its tilt typed into the table, through the table's own editor.
        QTableView* table = w.keyEditor()->table();
        const auto typeInto = [&](int row, double value) {
            table->setCurrentIndex(model->index(row, 1));
            table->edit(model->index(row, 1));
            auto* spin = table->findChild<QDoubleSpinBox*>();
            QVERIFY(spin);
            QCOMPARE(spin->minimum(), -180.0);
            QCOMPARE(spin->decimals(), 3);
            spin->setValue(value);
            QTest::keyClick(spin, Qt::Key_Return);
        };
        typeInto(0, 10);
        QVERIFY(o.settles());
        QCOMPARE(model->index(0, 1).data(Qt::EditRole).toDouble(), 10.0);

        // Frame 30, the viewport in focus, I: a key there, holding what the keys gave there (10).
        w.setCurrentFrame(30);
        w.skeletonView()->setFocus();
        const int steps = w.undoStack()->count();
        QTest::keyClick(w.skeletonView(), Qt::Key_I);
        QCOMPARE(w.undoStack()->count(), steps + 1);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->keyFrame(1), 30.0);
        QCOMPARE(model->index(1, 1).data(Qt::EditRole).toDouble(), 10.0);
        QCOMPARE(w.keyLane()->selectedKey(), 1);
        QVERIFY(o.settles());
        typeInto(1, -15);
        QVERIFY(o.settles());

        QVERIFY(w.saveKeyFile(KeyKind::Pelvis, QString()));
        const auto saved = keysOnDisk(keysPath, 72);
        QCOMPARE(saved.size(), std::size_t(2));
        QCOMPARE(saved[0].frame, 0.0);
        QCOMPARE(saved[0].deg, 10.0);
        QCOMPARE(saved[1].frame, 30.0);
        QCOMPARE(saved[1].deg, -15.0);

        // In the run: half way between the keys, 10 + (-15 - 10) / 2; held past the last.
        const studio::RunOutput* run = w.lastRun();
        QVERIFY(run && run->keyed);
        QCOMPARE(*run->keyed->frames[15].pelvisTilt, -2.5);
        QCOMPARE(*run->keyed->frames[60].pelvisTilt, -15.0);
        QVERIFY(run->cleaned->hasPelvisTrack());

        // And as the CLI runs that file: pelvis, then clean, then retarget.
        QTemporaryDir cli;
        const QString example = QString::fromStdString(test::sourcePath("resources/examples/wave/"));
        const QString keyed = cli.filePath(QStringLiteral("wave.pelvis.json"));
        const QString cleaned = cli.filePath(QStringLiteral("wave.cleaned.json"));
        const test::CliRun pelvisRun = test::runCli(
            {QStringLiteral("pelvis"), QStringLiteral("--pose"), example + QStringLiteral("pose.raw.json"),
             QStringLiteral("--pelvis-keys"), keysPath, QStringLiteral("--out"), keyed});
        QVERIFY2(pelvisRun.exitCode == 0, pelvisRun.err.constData());
        const test::CliRun clean = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), keyed,
                                                 QStringLiteral("--out"), cleaned, QStringLiteral("--legs"),
                                                 QStringLiteral("1"), QStringLiteral("--rest"), QStringLiteral("1")});
        QVERIFY2(clean.exitCode == 0, clean.err.constData());
        const test::CliRun retarget = test::runCli(
            {QStringLiteral("retarget"), QStringLiteral("--sequence"), cleaned, QStringLiteral("--rig"),
             example + QStringLiteral("rig"), QStringLiteral("--map"), example + QStringLiteral("map.json"),
             QStringLiteral("--animation"), QStringLiteral("wave"), QStringLiteral("--out"),
             cli.filePath(QStringLiteral("wave.motion.json"))});
        QVERIFY2(retarget.exitCode == 0, retarget.err.constData());
        QCOMPARE(run->cleanLines, test::printedLines(pelvisRun.out) + test::printedLines(clean.out));
        QVERIFY(run->cleanLines.front().startsWith(QStringLiteral("PELVIS from keys (2 key(s) over 72 frame(s)")));
        QCOMPARE(run->retargetLines, test::printedLines(retarget.out));
        QCOMPARE(QByteArray::fromStdString(run->retarget->gate.motionBytes),
                 test::readAll(cli.filePath(QStringLiteral("wave.motion.json"))));
    }

    void aDragIsOneUndoStep()
    {
        QTemporaryDir dir;
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openProject(waveWithKeys(dir, {{0, 0}, {20, 8}, {50, -4}}));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        widgets::KeyLane* lane = w.keyLane();
        QVERIFY(lane->isVisible());
        QCOMPARE(lane->keyCount(), 3);
        const QByteArray before = w.lastRun()->retarget->gate.motionBytes.c_str();

        const QPointF from = lane->keyPoint(1);
        const double step = lane->keyPoint(2).x() > from.x() ? (lane->keyPoint(2).x() - from.x()) / 30 : 1;  // a frame
        const QPointF to(from.x() + 10 * step, from.y());
        const double expected = lane->dropFrameAt(to.x(), Qt::NoModifier);
        QCOMPARE(expected, 30.0);
        const int steps = w.undoStack()->count();
        sendMouse(lane, QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int i = 1; i <= 10; ++i)
            sendMouse(lane, QEvent::MouseMove, QPointF(from.x() + i * step, from.y()), Qt::LeftButton);
        // Edited live while dragging (the run follows), every step merged into one undo step,
        // the frame shown beside the key.
        QCOMPARE(w.undoStack()->count(), steps + 1);
        QCOMPARE(lane->dragFrame(), std::optional<double>(30.0));
        QVERIFY(std::abs(lane->keyPoint(1).x() - to.x()) < 0.5);  // on frame 30 while the button is down
        sendMouse(lane, QEvent::MouseButtonRelease, to, Qt::NoButton);
        QCOMPARE(w.undoStack()->count(), steps + 1);
        QVERIFY(!lane->dragFrame());
        QCOMPARE(w.pelvisKeysModel()->keyFrame(1), 30.0);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(*w.lastRun()->keyed->frames[30].pelvisTilt, 8.0);
        QVERIFY(QByteArray(w.lastRun()->retarget->gate.motionBytes.c_str()) != before);

        w.undoStack()->undo();
        QCOMPARE(w.pelvisKeysModel()->keyFrame(1), 20.0);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(QByteArray(w.lastRun()->retarget->gate.motionBytes.c_str()), before);
        w.undoStack()->redo();
        QCOMPARE(w.pelvisKeysModel()->keyFrame(1), 30.0);

        // A click on a key selects it and takes the cursor there; Delete removes it, one step.
        sendMouse(lane, QEvent::MouseButtonPress, lane->keyPoint(2), Qt::LeftButton);
        sendMouse(lane, QEvent::MouseButtonRelease, lane->keyPoint(2), Qt::NoButton);
        QCOMPARE(lane->selectedKey(), 2);
        QCOMPARE(w.currentFrame(), std::size_t(50));
        const int beforeDelete = w.undoStack()->count();
        QTest::keyClick(lane, Qt::Key_Delete);
        QCOMPARE(w.undoStack()->count(), beforeDelete + 1);
        QCOMPARE(lane->keyCount(), 2);
        QVERIFY(settled.wait(120000));

        // Ctrl+Left and Ctrl+Right on the lane step from key to key, the cursor along.
        lane->setFocus();
        QTest::keyClick(lane, Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(lane->selectedKey(), 0);
        QCOMPARE(w.currentFrame(), std::size_t(0));
        QTest::keyClick(lane, Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(lane->selectedKey(), 1);
        QCOMPARE(w.currentFrame(), std::size_t(30));
        QCOMPARE(w.undoStack()->count(), beforeDelete + 1);  // stepping edits nothing
    }

    void problemsShowOnTheirKeyAndTheRunWaits()
    {
        QTemporaryDir dir;
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(waveWithKeys(dir, {{0, 0}, {20, 8}, {50, -4}}));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        studio::KeyTableModel* model = w.pelvisKeysModel();
        // Key 2 typed back before key 1: the reader's order problem, on key 2's row.
        QVERIFY(model->setData(model->index(2, 0), 10.0));
        QCOMPARE(model->keyProblems(1), QStringList());
        QCOMPARE(model->keyProblems(2).size(), 1);
        QVERIFY(model->keyProblems(2).front().startsWith(
            QStringLiteral("PELVIS_KEYS: wave.pelvis.keys.json: key 2: frame 10")));
        QVERIFY(!model->index(2, 1).data(widgets::key_columns::ProblemsRole).toStringList().isEmpty());
        QVERIFY(settled.wait(120000));
        QVERIFY(!settled.last().at(0).toBool());
        QVERIFY(w.liveRun()->isStale());  // the last good run stays on screen
        // A frame past the clip is the reader's too.
        w.undoStack()->undo();
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(model->setData(model->index(2, 0), 80.0));
        QVERIFY(model->keyProblems(2).front().contains(QStringLiteral("outside the sequence's frames [0, 71]")));
        QVERIFY(settled.wait(120000));
        w.undoStack()->undo();
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(model->keyProblems(2).isEmpty());
        QVERIFY(model->fileProblems().isEmpty());
    }

    void aMissingKeyFileIsRefusedByName()
    {
        QTemporaryDir dir;
        const QString project = waveWithKeys(dir, {{0, 0}});
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("wave.pelvis.keys.json"))));
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(project);
        QVERIFY(settled.wait(120000));
        QVERIFY(!settled.last().at(0).toBool());
        QVERIFY(w.pelvisKeysModel()->fileProblems().front().startsWith(
            QStringLiteral("PELVIS_KEYS: wave.pelvis.keys.json: cannot be read")));
        QVERIFY(w.keyEditor()->fileProblems() == w.pelvisKeysModel()->fileProblems());
    }

    void theProjectsKeysAreReadSavedAndClosed()
    {
        QTemporaryDir dir;
        const QString project = waveWithKeys(dir, {{0, 0}, {35.5, 12}});
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(project);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(w.document()->project().pelvisKeys, dir.filePath(QStringLiteral("wave.pelvis.keys.json")));
        QVERIFY(w.lastRun()->keyed);
        // A fractional key: frame 35 is 35/35.5 of the way to 12°.
        QCOMPARE(*w.lastRun()->keyed->frames[35].pelvisTilt, std::round(12 * 35 / 35.5 * 1000) / 1000);

        // The tilt curve in the track chart, with the keys as marks.
        widgets::TrackTimeline* timeline = w.trackTimeline();
        QVERIFY(timeline->trackModel()->hasTilt());
        timeline->selectTracks({QStringLiteral("pelvisTilt")});
        int lines = 0, marks = 0;
        for (QAbstractSeries* s : timeline->chart()->series()) {
            if (s->name() == QStringLiteral("pelvis tilt cleaned"))
                lines += static_cast<QLineSeries*>(s)->count() > 0 ? 1 : 0;
            if (s->name() == QStringLiteral("pelvis keys"))
                marks = static_cast<QScatterSeries*>(s)->count();
        }
        QCOMPARE(lines, 1);
        QCOMPARE(marks, 2);

        // An edit saved with the project: the project and the key file together.
        studio::KeyTableModel* model = w.pelvisKeysModel();
        QVERIFY(model->setData(model->index(1, 1), -6.0));
        QVERIFY(settled.wait(120000));
        QVERIFY(w.saveProjectAs(project));
        QCOMPARE(keysOnDisk(dir.filePath(QStringLiteral("wave.pelvis.keys.json")), 72)[1].deg, -6.0);
        QVERIFY(!w.document()->isModified());

        // Closed: the run is the example's own again, byte for byte; undo brings the keys back.
        w.closeKeyFile(KeyKind::Pelvis);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(!w.lastRun()->keyed);
        QVERIFY(!w.keyLane()->isVisibleTo(&w));
        test::OpenedWave plain;
        QVERIFY(plain.open());
        QCOMPARE(w.lastRun()->retarget->gate.motionBytes, plain.window.lastRun()->retarget->gate.motionBytes);
        w.undoStack()->undo();
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(w.lastRun()->keyed);
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestKeyLane test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_key_lane.moc"
