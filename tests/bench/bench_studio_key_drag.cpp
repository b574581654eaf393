// A key drag on a pelvis key lane over the 313-frame synthetic wave (a detector's shake on it):
// each mouse move edits the key file (merged into one undo step) and the run re-starts on the
// worker, while the lane must repaint within one display frame. Timed: from the move event sent
// to the lane repainted, at the 95th percentile over a drag of 120 moves, the re-runs following
// behind (issue 41: 16 ms). Build and run from the release preset: ctest --preset bench -R key_drag

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <vector>

#include "key_table_model.h"
#include "main_window.h"
#include "project.h"
#include "rigpose/examples/wave.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/widgets/key_lane.h"
#include "send_mouse.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose;

namespace {

constexpr double kBudgetMs = 16;
constexpr int kMoves = 120;

// The 313-frame wave with the wave's rig and map and a pelvis keys file of 8 keys.
QString projectIn(const QTemporaryDir& dir)
{
    examples::WaveOptions options;
    options.seconds = 312.5 / 24;  // frames at i / 24 for i < 312.5: 313 of them
    options.noise = 1.5;
    const sequence::Sequence raw = examples::makeWaveSequence(options);
    const QString pose = dir.filePath(QStringLiteral("wave313.pose.json"));
    if (!test::writeText(pose, QByteArray::fromStdString(sequence::sequenceToText(raw))))
        return {};
    QByteArray keys;
    for (int k = 0; k < 8; ++k)
        keys += (k ? ", " : "") + QByteArray("{\"frame\": ") + QByteArray::number(k * 40) +
                ", \"deg\": " + QByteArray::number((k % 3) * 5 - 5) + "}";
    const QString keysPath = dir.filePath(QStringLiteral("wave313.pelvis.keys.json"));
    if (!test::writeText(keysPath, "{\"spec\": \"rig-pose-pelvis-keys/1\", \"keys\": [" + keys + "]}\n"))
        return {};
    test::copyWaveExample(dir);
    studio::Project p;
    p.sequence = pose;
    p.rig = dir.filePath(QStringLiteral("rig"));
    p.map = dir.filePath(QStringLiteral("map.json"));
    p.pelvisKeys = keysPath;
    p.retarget.name = "drag";
    const QString path = dir.filePath(QStringLiteral("drag.rigpose.json"));
    return studio::writeProjectFile(p, path) ? QString() : path;
}

}  // namespace

class BenchStudioKeyDrag : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aKeyDragRepaintsWithinADisplayFrame()
    {
        QTemporaryDir dir;
        const QString project = projectIn(dir);
        QVERIFY(!project.isEmpty());
        studio::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy settled(&window, &studio::MainWindow::settled);
        window.openProject(project);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        widgets::KeyLane* lane = window.keyLane();
        QCOMPARE(lane->keyCount(), 8);
        const QPointF from = lane->keyPoint(3);  // frame 120
        const double px = (lane->keyPoint(4).x() - from.x()) / 40;
        QVERIFY(px > 0);
        QSignalSpy runs(&window, &studio::MainWindow::runFinished);
        std::vector<double> ms, busy;
        test::sendMouse(lane, QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int i = 1; i <= kMoves; ++i) {
            // A frame a move, back and forth over 30 frames between its neighbours.
            const int step = i % 60 < 30 ? i % 30 : 30 - i % 30;
            QElapsedTimer timer;
            timer.start();
            test::sendMouse(lane, QEvent::MouseMove, from + QPointF((step + 1) * px, 0), Qt::LeftButton);
            lane->repaint();
            ms.push_back(timer.nsecsElapsed() / 1e6);
            // The worker runs meanwhile; the GUI thread takes its results between moves, and the
            // views' queued updates: all of it is what the GUI thread spends on one move.
            QCoreApplication::processEvents();
            busy.push_back(timer.nsecsElapsed() / 1e6);
        }
        test::sendMouse(lane, QEvent::MouseButtonRelease, from + QPointF(px, 0), Qt::NoButton);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(runs.size() >= 1);  // the re-run followed the drag
        std::sort(ms.begin(), ms.end());
        std::sort(busy.begin(), busy.end());
        const auto p95of = [](const std::vector<double>& v) {
            return v[static_cast<std::size_t>(0.95 * (v.size() - 1) + 0.5)];
        };
        const double p95 = p95of(ms);
        qInfo(
            "key drag, 313 frames: move -> repainted lane median %.2f ms, p95 %.2f ms, max %.2f ms over %d moves "
            "(budget p95 %.0f ms); the GUI thread's whole turn a move (queued views, %lld runs shown) median "
            "%.2f ms, p95 %.2f ms",
            ms[ms.size() / 2], p95, ms.back(), kMoves, kBudgetMs, static_cast<long long>(runs.size()),
            busy[busy.size() / 2], p95of(busy));
        QTest::setBenchmarkResult(p95, QTest::WalltimeMilliseconds);
        QVERIFY2(p95 <= kBudgetMs, qPrintable(QString::number(p95)));
        QCOMPARE(window.undoStack()->count(), 1);  // the whole drag, one step
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    BenchStudioKeyDrag bench;
    return QTest::qExec(&bench, argc, argv);
}
#include "bench_studio_key_drag.moc"
