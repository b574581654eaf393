// The key lane as a dopesheet, driven through the real widgets on the wave example with a pelvis
// keys file: Ctrl-click and a band select several keys, a drag moves them together (live, one
// undo step), the arrows nudge, Ctrl+C and Ctrl+V paste at the cursor, Delete removes every
// selected key, a dragged key snaps to a span edge. Each gesture is one undo step, and undo gives
// the file's bytes back. The expected frames are the keys' own plus the gesture's shift.

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "document.h"
#include "key_lane_edits.h"
#include "key_table_model.h"
#include "main_window.h"
#include "pelvis_keys_project.h"
#include "rigpose/widgets/key_curve_view.h"
#include "rigpose/widgets/key_lane.h"
#include "rigpose/widgets/scrubber.h"
#include "send_mouse.h"
#include "testutils.h"

using namespace rigpose;
using studio::KeyKind;
using test::sendMouse;

namespace {

// The window on the wave example with pelvis keys at 0, 20, 40 and 60, shown (the lane is laid
// out), its first run waited for.
struct KeyedWave {
    QTemporaryDir dir;
    studio::MainWindow window;
    QSignalSpy settled{&window, &studio::MainWindow::settled};

    bool open()
    {
        window.resize(1280, 800);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        window.openProject(test::waveWithPelvisKeys(dir, {{0, 0}, {20, 8}, {40, -4}, {60, 2}}));
        return settles();
    }
    bool settles() { return settled.wait(120000) && settled.last().at(0).toBool(); }
    widgets::KeyLane* lane() const { return window.keyLane(KeyKind::Pelvis); }
    studio::KeyTableModel* model() const { return window.keysModel(KeyKind::Pelvis); }
    QList<double> frames() const
    {
        QList<double> out;
        for (int row = 0; row < model()->rowCount(); ++row)
            out << model()->keyFrame(row);
        return out;
    }
    QByteArray fileBytes() const
    {
        const auto* json = window.document()->keyFileJson(KeyKind::Pelvis);
        return json ? QByteArray::fromStdString(json->dump()) : QByteArray();
    }
    // Pixels per frame on the lane (the wave's frames are evenly spaced).
    double frameWidth() const { return (lane()->keyPoint(1).x() - lane()->keyPoint(0).x()) / 20; }
    void click(int row, Qt::KeyboardModifiers modifiers = Qt::NoModifier) const
    {
        sendMouse(lane(), QEvent::MouseButtonPress, lane()->keyPoint(row), Qt::LeftButton, modifiers);
        sendMouse(lane(), QEvent::MouseButtonRelease, lane()->keyPoint(row), Qt::NoButton, modifiers);
    }
};

}  // namespace

class TestKeyGestures : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void severalKeysMoveTogetherAsOneStep()
    {
        KeyedWave w;
        QVERIFY(w.open());
        const QByteArray before = w.fileBytes();
        const std::string motion = w.window.lastRun()->retarget->gate.motionBytes;
        w.click(1);
        w.click(2, Qt::ControlModifier);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{1, 2}));
        // Ctrl-click again takes a key out, and back in.
        w.click(2, Qt::ControlModifier);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{1}));
        w.click(2, Qt::ControlModifier);

        const int steps = w.window.undoStack()->count();
        const QPointF from = w.lane()->keyPoint(1);
        const double px = w.frameWidth();
        sendMouse(w.lane(), QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int i = 1; i <= 5; ++i)
            sendMouse(w.lane(), QEvent::MouseMove, from + QPointF(i * px, 0), Qt::LeftButton);
        QCOMPARE(w.lane()->dragFrame(), std::optional<double>(25));
        sendMouse(w.lane(), QEvent::MouseButtonRelease, from + QPointF(5 * px, 0), Qt::NoButton);
        QCOMPARE(w.frames(), (QList<double>{0, 25, 45, 60}));
        QCOMPARE(w.window.undoStack()->count(), steps + 1);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{1, 2}));  // still the moved keys
        QVERIFY(w.settles());
        QCOMPARE(*w.window.lastRun()->keyed->frames[25].pelvisTilt, 8.0);

        w.window.undoStack()->undo();
        QCOMPARE(w.fileBytes(), before);
        QVERIFY(w.settles());
        QCOMPARE(w.window.lastRun()->retarget->gate.motionBytes, motion);
    }

    void aDraggedKeyPassesItsNeighboursAndReplacesOneItLandsOn()
    {
        KeyedWave w;
        QVERIFY(w.open());
        w.click(0);
        const QPointF from = w.lane()->keyPoint(0);
        const double px = w.frameWidth();
        sendMouse(w.lane(), QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int i = 1; i <= 40; ++i)
            sendMouse(w.lane(), QEvent::MouseMove, from + QPointF(i * px, 0), Qt::LeftButton);
        sendMouse(w.lane(), QEvent::MouseButtonRelease, from + QPointF(40 * px, 0), Qt::NoButton);
        // Key 0 (0°) dropped on frame 40 takes the place of the −4° key there.
        QCOMPARE(w.frames(), (QList<double>{20, 40, 60}));
        QCOMPARE(w.model()->index(1, 1).data(Qt::EditRole).toDouble(), 0.0);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{1}));
        w.window.undoStack()->undo();
        QCOMPARE(w.frames(), (QList<double>{0, 20, 40, 60}));
        QVERIFY(w.settles());
    }

    void aBandSelectsTheKeysItSpans()
    {
        KeyedWave w;
        QVERIFY(w.open());
        const double px = w.frameWidth();
        const double y = w.lane()->keyPoint(0).y();
        // From frame 15 to frame 45: keys 1 and 2.
        const QPointF a(w.lane()->keyPoint(1).x() - 5 * px, y), b(w.lane()->keyPoint(2).x() + 5 * px, y);
        sendMouse(w.lane(), QEvent::MouseButtonPress, a, Qt::LeftButton);
        sendMouse(w.lane(), QEvent::MouseMove, (a + b) / 2, Qt::LeftButton);
        sendMouse(w.lane(), QEvent::MouseMove, b, Qt::LeftButton);
        sendMouse(w.lane(), QEvent::MouseButtonRelease, b, Qt::NoButton);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{1, 2}));
        // With Ctrl a band adds to what is selected: key 3 from frame 55 to 65.
        const QPointF c(w.lane()->keyPoint(3).x() - 5 * px, y), d(w.lane()->keyPoint(3).x() + 5 * px, y);
        sendMouse(w.lane(), QEvent::MouseButtonPress, c, Qt::LeftButton, Qt::ControlModifier);
        sendMouse(w.lane(), QEvent::MouseMove, d, Qt::LeftButton, Qt::ControlModifier);
        sendMouse(w.lane(), QEvent::MouseButtonRelease, d, Qt::NoButton, Qt::ControlModifier);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{1, 2, 3}));
        // Selecting edits nothing; Ctrl+A takes every key.
        QCOMPARE(w.window.undoStack()->count(), 0);
        w.lane()->setFocus();
        QTest::keyClick(w.lane(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{0, 1, 2, 3}));
    }

    void theArrowsNudgeTheSelection()
    {
        KeyedWave w;
        QVERIFY(w.open());
        const QByteArray before = w.fileBytes();
        w.click(2);
        w.lane()->setFocus();
        QTest::keyClick(w.lane(), Qt::Key_Right);
        QCOMPARE(w.frames(), (QList<double>{0, 20, 41, 60}));
        QTest::keyClick(w.lane(), Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(w.frames(), (QList<double>{0, 20, 51, 60}));
        QTest::keyClick(w.lane(), Qt::Key_Left);
        QCOMPARE(w.frames(), (QList<double>{0, 20, 50, 60}));
        QCOMPARE(w.window.undoStack()->count(), 3);  // a step each
        // The last key nudged past the clip's end (71) stops there.
        w.click(3);
        QTest::keyClick(w.lane(), Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(w.lane(), Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(w.frames().back(), 71.0);
        while (w.window.undoStack()->canUndo())
            w.window.undoStack()->undo();
        QCOMPARE(w.fileBytes(), before);
        QVERIFY(w.settles());
    }

    void copiedKeysArePastedAtTheCursor()
    {
        KeyedWave w;
        QVERIFY(w.open());
        const QByteArray before = w.fileBytes();
        // The key model changes by rows: a paste inserts, a delete removes, nothing resets.
        QAbstractItemModelTester tester(w.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(w.model(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(w.model(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(w.model(), &QAbstractItemModel::modelReset);
        w.click(1);
        w.click(2, Qt::ControlModifier);
        w.lane()->setFocus();
        QTest::keyClick(w.lane(), Qt::Key_C, Qt::ControlModifier);
        QVERIFY(QGuiApplication::clipboard()->mimeData()->hasFormat(QString::fromLatin1(studio::kKeysMimeType)));
        QCOMPARE(w.window.undoStack()->count(), 0);  // copying edits nothing
        w.window.setCurrentFrame(50);
        QTest::keyClick(w.lane(), Qt::Key_V, Qt::ControlModifier);
        // 20 and 40 copied, pasted with the first at 50: 50 and 70, holding 8 and −4.
        QCOMPARE(w.frames(), (QList<double>{0, 20, 40, 50, 60, 70}));
        QCOMPARE(w.model()->index(3, 1).data(Qt::EditRole).toDouble(), 8.0);
        QCOMPARE(w.model()->index(5, 1).data(Qt::EditRole).toDouble(), -4.0);
        QCOMPARE(w.lane()->selectedKeys(), (QList<int>{3, 5}));
        QCOMPARE(w.window.undoStack()->count(), 1);
        // Keys 0-2 unchanged, then 60 → 50, 60, 70: one stretch of two rows inserted.
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.front().at(2).toInt() - inserted.front().at(1).toInt() + 1, 2);
        QVERIFY(w.settles());
        QCOMPARE(*w.window.lastRun()->keyed->frames[50].pelvisTilt, 8.0);

        // Delete takes both pasted keys out in one step: the file as it was.
        QTest::keyClick(w.lane(), Qt::Key_Delete);
        QCOMPARE(w.fileBytes(), before);
        QCOMPARE(w.window.undoStack()->count(), 2);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(reset.size(), 0);
        // Cut: out of the file and onto the clipboard, one step; pasted back where it was.
        w.click(3);
        QTest::keyClick(w.lane(), Qt::Key_X, Qt::ControlModifier);
        QCOMPARE(w.frames(), (QList<double>{0, 20, 40}));
        w.window.setCurrentFrame(60);
        QTest::keyClick(w.lane(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.fileBytes(), before);
        w.window.undoStack()->undo();
        w.window.undoStack()->undo();
        QCOMPARE(w.fileBytes(), before);
        QVERIFY(w.settles());
    }

    void theCurveEditorDragsTimeAndValue()
    {
        KeyedWave w;
        QVERIFY(w.open());
        QVERIFY(w.window.raiseDock(QStringLiteral("keys")));
        widgets::KeyCurveView* curve = w.window.keyCurveView(KeyKind::Pelvis);
        QVERIFY(curve && curve->isVisible());
        QVERIFY(!w.window.keyCurveView(KeyKind::Contact));  // sides are no number to draw
        const QByteArray before = w.fileBytes();
        const widgets::ValueAxis axis = curve->valueAxis();
        // The keys sit where the axis puts their values: 8° for key 1.
        QVERIFY(std::abs(curve->keyPoint(1).y() - axis.toPixel(8)) < 1e-9);
        const QPointF from = curve->keyPoint(1);
        const double px = (curve->keyPoint(2).x() - from.x()) / 20;  // a frame
        const QPointF to = from + QPointF(3 * px, -20);
        const int steps = w.window.undoStack()->count();
        sendMouse(curve, QEvent::MouseButtonPress, from, Qt::LeftButton);
        sendMouse(curve, QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
        sendMouse(curve, QEvent::MouseMove, to, Qt::LeftButton);
        QVERIFY(curve->dragAt());
        sendMouse(curve, QEvent::MouseButtonRelease, to, Qt::NoButton);
        // 20 px up is 20 / height of the range; kept to the column's 3 decimals.
        const double expected = std::round((8 + 20 * (axis.high - axis.low) / axis.height) * 1000) / 1000;
        QCOMPARE(w.model()->keyFrame(1), 23.0);
        QCOMPARE(w.model()->index(1, 1).data(Qt::EditRole).toDouble(), expected);
        QCOMPARE(w.window.undoStack()->count(), steps + 1);
        QVERIFY(w.settles());
        QVERIFY(std::abs(*w.window.lastRun()->keyed->frames[23].pelvisTilt - expected) < 1e-9);
        // Shift keeps a drag on the way it moved most: 2 frames across, 1 px up is frames only.
        const QPointF again = curve->keyPoint(1);
        sendMouse(curve, QEvent::MouseButtonPress, again, Qt::LeftButton);
        sendMouse(curve, QEvent::MouseMove, again + QPointF(2 * px, -1), Qt::LeftButton, Qt::ShiftModifier);
        sendMouse(curve, QEvent::MouseButtonRelease, again + QPointF(2 * px, -1), Qt::NoButton, Qt::ShiftModifier);
        QCOMPARE(w.model()->keyFrame(1), 25.0);
        QCOMPARE(w.model()->index(1, 1).data(Qt::EditRole).toDouble(), expected);
        w.window.undoStack()->undo();
        w.window.undoStack()->undo();
        QCOMPARE(w.fileBytes(), before);
        QVERIFY(w.settles());
    }

    void aDraggedKeySnapsToASpanEdge()
    {
        KeyedWave w;
        QVERIFY(w.open());
        widgets::KeyLane* lane = w.lane();
        const double px = w.frameWidth();
        const double x33 = lane->keyPoint(1).x() + 13 * px;  // frame 33
        QCOMPARE(lane->dropFrameAt(x33 + 3, Qt::NoModifier), std::round(33 + 3 / px));
        lane->setSnapFrames({33});
        QCOMPARE(lane->dropFrameAt(x33 + 5, Qt::NoModifier), 33.0);  // within 6 px: the edge
        QCOMPARE(lane->dropFrameAt(x33 - 5, Qt::NoModifier), 33.0);
        QCOMPARE(lane->dropFrameAt(x33 + 3 * px, Qt::NoModifier), 36.0);  // 3 frames off: a frame
        // The scrubber's own spans are what the window gives the lane to snap to.
        const auto& lanes = w.window.scrubber()->lanes();
        if (!lanes.empty() && !lanes.front().spans.empty()) {
            const std::size_t edge = lanes.front().spans.front().from;
            const double xEdge = lane->keyPoint(0).x() + static_cast<double>(edge) * px;
            emit w.window.scrubber()->lanesChanged();
            QCOMPARE(lane->dropFrameAt(xEdge + 4, Qt::NoModifier), static_cast<double>(edge));
        }
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestKeyGestures test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_key_gestures.moc"
